import LayoutInterchange
import LayoutModel

extension SolvedDiagnostic {
    /// The diagnostic of a solve of the document named `documentName`: in a document
    /// imported from Interface Builder, the views a message names are named by their
    /// document id and, the first time, by their IB id (``InterfaceBuilderNaming``), in
    /// the message and in the JSON's `message`: `Horizontal position is ambiguous for
    /// "_4IP_4N_SIa" (Interface Builder id 4IP-4N-SIa).` A document id alone could not be
    /// found in the file (an id that starts with a digit gains a `_`). A conflict keeps
    /// UIKit's log as it is.
    init(_ diagnostic: LayoutDiagnostic, documentName: String) {
        self.init(diagnostic)
        nameInterfaceBuilderView(of: diagnostic, documentName: documentName)
    }

    /// What ``init(_:documentName:)`` adds to the model's diagnostic, for a caller that
    /// also keeps the model's own message (a batch's outcome does).
    mutating func nameInterfaceBuilderView(of diagnostic: LayoutDiagnostic, documentName: String) {
        guard InterfaceBuilderNaming.isInterfaceBuilderDocument(named: documentName) else { return }
        switch diagnostic {
        case .misplaced(let view, _, _):
            replaceMessage(with: InterfaceBuilderNaming.misplacedMessage(view: view, inDocumentNamed: documentName))
        case .unsatisfiable:
            return
        default:
            var named = message
            for view in Set(views) {
                let quoted = "\"\(view)\""
                let both = InterfaceBuilderNaming.quoted(view, inDocumentNamed: documentName)
                guard both != quoted, let first = named.range(of: quoted) else { continue }
                named.replaceSubrange(first, with: both)
            }
            if named != message { replaceMessage(with: named) }
        }
    }
}
