/// Builds XML, SVG or HTML text one element per line, escaping every attribute value
/// and text node. Attributes keep the order given, so equal input gives equal bytes.
struct MarkupWriter {
    private(set) var text = ""
    private var open: [String] = []
    /// Leading spaces per nesting level; 0 writes flat output.
    let indent: Int
    /// Levels of elements opened by someone else around this text (a piece of a larger
    /// file written on its own, as a report writes each document).
    let depth: Int

    init(indent: Int = 0, depth: Int = 0) {
        self.indent = indent
        self.depth = depth
    }

    private var padding: String { String(repeating: " ", count: indent * level) }

    /// How many elements enclose the next line (those opened here and ``depth``).
    var level: Int { depth + open.count }

    /// The text written so far, which is then forgotten: a large file is handed on in
    /// pieces instead of kept whole.
    mutating func takeText() -> String {
        defer { text = "" }
        return text
    }

    private static func attributes(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(MarkupText.escapedAttribute($0.1))\"" }.joined()
    }

    /// `<name a="…">` and a newline; close it with ``close()``.
    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        text += padding + "<\(name)\(Self.attributes(attributes))>\n"
        open.append(name)
    }

    mutating func close() {
        guard let name = open.popLast() else { return }
        text += padding + "</\(name)>\n"
    }

    /// `<name a="…"/>` (XML and SVG) or `<name a="…">` (an HTML void element).
    mutating func empty(_ name: String, _ attributes: [(String, String)] = [], void: Bool = false) {
        text += padding + "<\(name)\(Self.attributes(attributes))\(void ? ">" : "/>")\n"
    }

    /// `<name a="…">text</name>`, the text escaped.
    mutating func element(_ name: String, _ attributes: [(String, String)] = [], text content: String) {
        text += padding + "<\(name)\(Self.attributes(attributes))>\(MarkupText.escaped(content))</\(name)>\n"
    }

    /// Markup written elsewhere (an inline SVG, a script), line by line at this depth.
    mutating func raw(_ markup: String) {
        text += markup.hasSuffix("\n") || markup.isEmpty ? markup : markup + "\n"
    }
}
