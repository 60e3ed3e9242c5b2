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

    /// How many elements enclose the next line (those opened here and ``depth``).
    var level: Int { depth + open.count }

    /// The text written so far, which is then forgotten: a large file is handed on in
    /// pieces instead of kept whole.
    mutating func takeText() -> String {
        defer { text = "" }
        return text
    }

    // Each piece is appended to `text` in place: building every line as an
    // interpolated string first (and its indent as a new string) cost as much as the
    // escaping.

    /// The indent of the next line.
    private mutating func pad() {
        var count = indent * level
        while count > 0 {
            let run = min(count, Self.spaces.utf8.count)
            text += Self.spaces.prefix(run)
            count -= run
        }
    }

    private static let spaces = String(repeating: " ", count: 64)

    /// ` a="…"` for each attribute, its value escaped.
    private mutating func append(_ attributes: [(String, String)]) {
        for (name, value) in attributes {
            text += " "
            text += name
            text += "=\""
            text += MarkupText.escapedAttribute(value)
            text += "\""
        }
    }

    /// `<name a="…">` and a newline; close it with ``close()``.
    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        pad()
        text += "<"
        text += name
        append(attributes)
        text += ">\n"
        open.append(name)
    }

    mutating func close() {
        guard let name = open.popLast() else { return }
        pad()
        text += "</"
        text += name
        text += ">\n"
    }

    /// `<name a="…"/>` (XML and SVG) or `<name a="…">` (an HTML void element).
    mutating func empty(_ name: String, _ attributes: [(String, String)] = [], void: Bool = false) {
        pad()
        text += "<"
        text += name
        append(attributes)
        text += void ? ">\n" : "/>\n"
    }

    /// `<name a="…">text</name>`, the text escaped.
    mutating func element(_ name: String, _ attributes: [(String, String)] = [], text content: String) {
        pad()
        text += "<"
        text += name
        append(attributes)
        text += ">"
        text += MarkupText.escaped(content)
        text += "</"
        text += name
        text += ">\n"
    }

    /// Markup written elsewhere (an inline SVG, a script), line by line at this depth.
    mutating func raw(_ markup: String) {
        text += markup.hasSuffix("\n") || markup.isEmpty ? markup : markup + "\n"
    }
}
