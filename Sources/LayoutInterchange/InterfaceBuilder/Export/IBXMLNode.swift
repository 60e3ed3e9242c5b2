/// An XML element to write: name, attributes in order, children. The exporter builds a
/// tree of these and renders it once, escaping every attribute value.
struct IBXMLNode: Sendable {
    var name: String
    var attributes: [(String, String)] = []
    var children: [IBXMLNode] = []
    /// Character data (a `<string key="text">` body); escaped when rendered.
    var text: String? = nil

    init(_ name: String, _ attributes: [(String, String)] = [], children: [IBXMLNode] = [], text: String? = nil) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    mutating func set(_ name: String, _ value: String) { attributes.append((name, value)) }

    /// The value of attribute `name`, if written.
    func attribute(_ name: String) -> String? { attributes.first { $0.0 == name }?.1 }

    /// Whether this element or one below it satisfies `predicate`.
    func contains(_ predicate: (IBXMLNode) -> Bool) -> Bool {
        predicate(self) || children.contains { $0.contains(predicate) }
    }

    /// `value` escaped for a double-quoted attribute as Xcode spells it: an apostrophe
    /// stays bare (`File's Owner`), everything else as ``MarkupText`` escapes it.
    static func escaped(_ value: String) -> String {
        MarkupText.escapedAttribute(value).replacingOccurrences(of: "&#39;", with: "'")
    }

    /// Xcode's layout: four spaces per level, one element per line.
    func rendered(indent: Int = 0) -> String {
        let pad = String(repeating: " ", count: indent * 4)
        var line = pad + "<" + name
        for (key, value) in IBAttributeOrder.sorted(attributes, of: name) { line += " \(key)=\"\(Self.escaped(value))\"" }
        if let text { return line + ">" + Self.escaped(text) + "</\(name)>\n" }
        if children.isEmpty { return line + "/>\n" }
        line += ">\n"
        for child in children { line += child.rendered(indent: indent + 1) }
        return line + pad + "</\(name)>\n"
    }
}
