import LayoutInterchange
import LayoutModel

extension SolvedDiagnostic {
    /// The diagnostic of a solve of the document named `documentName`: in a document
    /// imported from Interface Builder, the views a message names are named by their
    /// document id and, the first time, by their IB id (``InterfaceBuilderNaming``), in
    /// the message and in the JSON's `message`: `Horizontal position is ambiguous for
    /// "_4IP_4N_SIa" (Interface Builder id 4IP-4N-SIa).` A document id alone could not be
    /// found in the file (an id that starts with a digit gains a `_`). A conflict keeps
    /// UIKit's log as it is. A view with a designer's name (`labels`, by view id, its
    /// `userLabel`: ``LayoutHierarchy/userLabels``) is named by that too, in any document.
    init(_ diagnostic: LayoutDiagnostic, documentName: String, labels: [String: String] = [:]) {
        self.init(diagnostic)
        nameInterfaceBuilderView(of: diagnostic, documentName: documentName, labels: labels)
    }

    /// What ``init(_:documentName:)`` adds to the model's diagnostic, for a caller that
    /// also keeps the model's own message (a batch's outcome does).
    ///
    /// The message, labels included, is what the solve cache keeps; a label is part of
    /// the document, so a changed label is a new revision and a new cache row, and a row
    /// never shows another revision's label (a row written before labels were named in
    /// messages shows the ids alone).
    mutating func nameInterfaceBuilderView(of diagnostic: LayoutDiagnostic, documentName: String, labels: [String: String] = [:]) {
        // One rule for every output (``InterfaceBuilderNaming/message(of:labels:inDocumentNamed:)``).
        let named = InterfaceBuilderNaming.message(of: diagnostic, labels: labels, inDocumentNamed: documentName)
        if named != message { replaceMessage(with: named) }
    }
}
