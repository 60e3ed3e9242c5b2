/// Why an equation string (FORMAT.md, "Constraints") does not parse, and where.
///
/// `offset` is the 0-based index of the offending `Character` in `text` (equal to
/// `text.count` when the string ended too early). `description` prints the string with
/// a caret under that character, the way UIKit's "Unable to parse constraint format"
/// exceptions do.
public struct EquationParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var text: String
    public var offset: Int
    public var message: String

    public init(text: String, offset: Int, message: String) {
        self.text = text
        self.offset = offset
        self.message = message
    }

    public var description: String {
        // Tabs before the caret stay tabs so the caret lines up in a terminal.
        let pad = text.prefix(offset).map { $0 == "\t" ? "\t" : " " }.joined()
        let shortfall = String(repeating: " ", count: max(0, offset - text.count))
        return "Unable to parse constraint: \(message)\n\(text)\n\(pad)\(shortfall)^"
    }
}
