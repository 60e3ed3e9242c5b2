import LayoutInterchange
import LayoutModel

extension SolvedDiagnostic {
    /// The diagnostic of a solve of the document named `documentName`: a misplaced view of
    /// a document imported from Interface Builder is named by its document id and by its
    /// IB id (``InterfaceBuilderNaming``), in the message and in the JSON's `message`.
    init(_ diagnostic: LayoutDiagnostic, documentName: String) {
        self.init(diagnostic)
        nameInterfaceBuilderView(of: diagnostic, documentName: documentName)
    }

    /// What ``init(_:documentName:)`` adds to the model's diagnostic, for a caller that
    /// also keeps the model's own message (a batch's outcome does).
    mutating func nameInterfaceBuilderView(of diagnostic: LayoutDiagnostic, documentName: String) {
        guard case .misplaced(let view, _, _) = diagnostic,
            InterfaceBuilderNaming.isInterfaceBuilderDocument(named: documentName)
        else { return }
        replaceMessage(with: InterfaceBuilderNaming.misplacedMessage(view: view, inDocumentNamed: documentName))
    }
}
