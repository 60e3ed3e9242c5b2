/// A name the user gave, quoted back in an error message: the one place that decides how
/// much of it a message repeats.
///
/// A message echoes what it could not find (`no document named 'logn'`) so the user sees
/// the typo. A name of 10,000 characters (a pasted file, a runaway script) echoed in full
/// filled the terminal and hid the message; one holding a newline or an escape sequence
/// broke the one-line shape of `file:line: message` or drove the terminal. So a long name
/// is cut after ``headLength`` characters with `…` and the count of what was left out,
/// and control characters are written as escapes (`\n`, `\u{1B}`).
public enum EchoedName {
    /// Characters (grapheme clusters) kept of a long name: enough to recognise any real
    /// id, device or document name (the longest in the corpus are about 50).
    public static let headLength = 60

    /// `'name'`, or `'first 60 characters…' (9,940 more characters)`.
    ///
    /// Complexity: O(`headLength`) for a long name, O(`name.count`) for a short one.
    public static func quoted(_ name: some StringProtocol) -> String {
        let (head, rest) = split(name)
        return "'\(head)\(rest > 0 ? "…'" : "'")" + remainder(rest)
    }

    /// The name without quotes, cut and escaped as ``quoted(_:)`` does: for a message that
    /// quotes it differently (`"…"`, or not at all).
    public static func plain(_ name: some StringProtocol) -> String {
        let (head, rest) = split(name)
        return rest > 0 ? head + "…" + remainder(rest) : head
    }

    /// The first ``headLength`` characters, escaped, and how many characters follow them.
    private static func split(_ name: some StringProtocol) -> (head: String, rest: Int) {
        var head = ""
        var kept = 0
        var index = name.startIndex
        while index < name.endIndex, kept < headLength {
            head += escaped(name[index])
            kept += 1
            index = name.index(after: index)
        }
        return (head, index < name.endIndex ? name[index...].count : 0)
    }

    /// ` (9,940 more characters)`, or nothing when nothing was cut.
    private static func remainder(_ count: Int) -> String {
        guard count > 0 else { return "" }
        var digits = String(count)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return " (\(digits + grouped) more character\(count == 1 ? "" : "s"))"
    }

    /// A control character as Swift writes it in a literal; anything else as it is.
    private static func escaped(_ character: Character) -> String {
        guard character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return String(character)
        }
        return character.unicodeScalars.map { scalar in
            switch scalar {
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            case _ where scalar.properties.generalCategory == .control:
                return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: return String(scalar)
            }
        }.joined()
    }
}
