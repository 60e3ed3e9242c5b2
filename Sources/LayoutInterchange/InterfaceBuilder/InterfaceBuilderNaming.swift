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
    /// one the importer mapped (a made-up content view id, a document not from IB); with
    /// the view's `label` (its `userLabel`), `"G0L_e3_AV4" ('Title label', Interface
    /// Builder id G0L-e3-AV4)`.
    public static func quoted(_ id: String, label: String? = nil, inDocumentNamed documentName: String) -> String {
        "\"\(id)\"" + notes(id, label: label, inDocumentNamed: documentName)
    }

    /// `G0L_e3_AV4 (Interface Builder id G0L-e3-AV4)`: one view as trees and lists name
    /// it, or `id` alone where the document is not from Interface Builder or the id is
    /// not one the importer mapped. A view a designer named (`label`, its `userLabel`) is
    /// named by that first, as Xcode's Document Outline shows it:
    /// `G0L_e3_AV4 ('Title label', Interface Builder id G0L-e3-AV4)`.
    public static func named(_ id: String, label: String? = nil, inDocumentNamed documentName: String) -> String {
        id + notes(id, label: label, inDocumentNamed: documentName)
    }

    /// ` ('label', Interface Builder id X)`, either part alone, or nothing.
    ///
    /// Decision: the document id stays first, as every command takes it; the label, in
    /// quotes since a designer's name may hold commas and parentheses, comes before the
    /// IB id inside the parentheses, so a line naming a view without a label reads as
    /// it always did.
    private static func notes(_ id: String, label: String?, inDocumentNamed documentName: String) -> String {
        var notes: [String] = []
        if let label, !label.isEmpty { notes.append(EchoedName.quoted(label)) }
        if let ibID = interfaceBuilderID(of: id, inDocumentNamed: documentName) { notes.append("Interface Builder id \(ibID)") }
        return notes.isEmpty ? "" : " (" + notes.joined(separator: ", ") + ")"
    }

    /// The Interface Builder id of view `id` of the document named `documentName`, nil
    /// where there is none (a document not from Interface Builder, a made-up id).
    public static func interfaceBuilderID(of id: String, inDocumentNamed documentName: String) -> String? {
        guard isInterfaceBuilderDocument(named: documentName) else { return nil }
        return InterfaceBuilderID.interfaceBuilderID(for: id)
    }

    /// `G0L_e3_AV4 (Interface Builder id G0L-e3-AV4), title`: the views a problem names,
    /// as reports and the batch's summary list them (``quoted(_:inDocumentNamed:)`` without
    /// the quotes).
    public static func list(_ views: [String], labels: [String: String] = [:], inDocumentNamed documentName: String) -> String {
        views.map { named($0, label: labels[$0], inDocumentNamed: documentName) }.joined(separator: ", ")
    }

    /// The message of `diagnostic` in a solve of the document named `documentName`: in a
    /// document imported from Interface Builder, each view it quotes is named, the first
    /// time, by its IB id too (`Horizontal position is ambiguous for "_4IP_4N_SIa"
    /// (Interface Builder id 4IP-4N-SIa).`); a misplaced view's message is Xcode's. A view
    /// a designer named (`labels`, by view id: its `userLabel`) is named by that too, in
    /// any document, as `explain` names it: `"_4IP_4N_SIa" ('Title box', Interface Builder
    /// id 4IP-4N-SIa)`. A conflict keeps UIKit's log as it is (a running app's log has no
    /// Interface Builder names; the views are listed beside it). Every result names views
    /// this way: `solve`, the batch's summary and its reports.
    public static func message(
        of diagnostic: LayoutDiagnostic, labels: [String: String] = [:], inDocumentNamed documentName: String
    ) -> String {
        let fromInterfaceBuilder = isInterfaceBuilderDocument(named: documentName)
        guard fromInterfaceBuilder || !labels.isEmpty else { return diagnostic.message }
        switch diagnostic {
        case .misplaced(let view, _, _):
            return misplacedMessage(view: view, label: labels[view], inDocumentNamed: documentName)
        case .unsatisfiable:
            return diagnostic.message
        default:
            var named = diagnostic.message
            var seen: Set<String> = []
            for view in diagnostic.views where seen.insert(view).inserted {
                let quoted = "\"\(view)\""
                let both = Self.quoted(view, label: labels[view], inDocumentNamed: documentName)
                guard both != quoted, let first = named.range(of: quoted) else { continue }
                named.replaceSubrange(first, with: both)
            }
            return named
        }
    }

    /// Xcode's misplaced-view message naming `view` both ways (and by its `label`).
    public static func misplacedMessage(view: String, label: String? = nil, inDocumentNamed documentName: String) -> String {
        "Frame for \(quoted(view, label: label, inDocumentNamed: documentName)) will be different at run time."
    }
}
