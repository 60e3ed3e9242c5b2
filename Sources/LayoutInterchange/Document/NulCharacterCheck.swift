/// Finds a NUL character (U+0000) in a parsed document. SQLite hands text back up to
/// its first NUL, so such a string was stored cut short: a label's `"Wel\u0000come"`
/// came back as `"Wel"`, export no longer matched the file, and importing the same file
/// again made a new revision every time. No Interface Builder file can hold one (XML
/// forbids it), so the JSON reader refuses it where it is written.
enum NulCharacterCheck {
    /// The first key or string value holding U+0000, in document order: where it was
    /// written and its path.
    ///
    /// Complexity: O(size of the document); nesting is at most the parser's 256 levels.
    static func first(in value: JSONValue, path: JSONPath = .root) -> (SourceLocation, JSONPath)? {
        switch value.kind {
        case .string(let text):
            return hasNul(text) ? (value.location, path) : nil
        case .array(let items):
            for (index, item) in items.enumerated() {
                if let found = first(in: item, path: path.appending(index)) { return found }
            }
            return nil
        case .object(let members):
            for member in members {
                if hasNul(member.key) { return (member.keyLocation, path.appending(member.key)) }
                if let found = first(in: member.value, path: path.appending(member.key)) { return found }
            }
            return nil
        case .null, .bool, .number:
            return nil
        }
    }

    private static func hasNul(_ text: String) -> Bool { text.utf8.contains(0) }
}
