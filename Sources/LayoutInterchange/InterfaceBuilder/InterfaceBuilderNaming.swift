/// How results name the views of a document that came from Interface Builder: by the
/// document id (`G0L_e3_AV4`), which is what the store and the JSON carry, and in
/// messages people act on also by the id Xcode shows (`G0L-e3-AV4`), so the view can be
/// found in the file. ``InterfaceBuilderID`` maps one to the other without a table.
public enum InterfaceBuilderNaming {
    /// Whether the document named `documentName` was imported from a storyboard or xib.
    ///
    /// Decision: the importer names every document `FILE#ID` with FILE ending in
    /// `.storyboard` or `.xib` (``InterfaceBuilderDocument``), and a document carries no
    /// other mark of where it came from, so the name decides.
    public static func isInterfaceBuilderDocument(named documentName: String) -> Bool {
        guard let hash = documentName.firstIndex(of: "#") else { return false }
        let file = documentName[..<hash].lowercased()
        return file.hasSuffix(".storyboard") || file.hasSuffix(".xib")
    }

    /// `"G0L_e3_AV4" (Interface Builder id G0L-e3-AV4)`, or `"id"` alone when the id is not
    /// one the importer mapped (a made-up content view id, a document not from IB).
    public static func quoted(_ id: String, inDocumentNamed documentName: String) -> String {
        guard isInterfaceBuilderDocument(named: documentName),
            let ibID = InterfaceBuilderID.interfaceBuilderID(for: id)
        else { return "\"\(id)\"" }
        return "\"\(id)\" (Interface Builder id \(ibID))"
    }

    /// Xcode's misplaced-view message naming `view` both ways.
    public static func misplacedMessage(view: String, inDocumentNamed documentName: String) -> String {
        "Frame for \(quoted(view, inDocumentNamed: documentName)) will be different at run time."
    }
}
