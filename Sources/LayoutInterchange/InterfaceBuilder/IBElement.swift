/// One XML element of an Interface Builder file, as ``IBXMLReader`` read it: its name,
/// attributes, children in order, text and the line it starts on (for errors).
///
/// A plain tree of values: the importer walks it several times (views, then constraints,
/// then variations), which a one-pass SAX handler could not do without the same tree.
struct IBElement: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [IBElement]
    /// Character data directly inside the element (a `<string key="text">` body).
    var text: String
    /// 1-based line of the start tag.
    var line: Int

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// Whether `attribute` is `YES`.
    func flag(_ attribute: String) -> Bool { attributes[attribute] == "YES" }

    /// The children named `name`.
    func children(named name: String) -> [IBElement] { children.filter { $0.name == name } }

    /// The first child named `name` whose `key` is `key` (any key when nil).
    func child(named name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// A simple attribute, or the same value written as a child `<string key=…>`
    /// (IB does that for long user labels and texts, IB-NOTES.md §1.12).
    func stringValue(_ key: String) -> String? {
        if let value = attributes[key] { return value }
        return children.first { $0.name == "string" && $0.attributes["key"] == key }?.text
    }
}
