/// Escaping for XML, SVG and HTML text, shared by the pictures and the reports.
///
/// Ids come from Interface Builder files and can hold any character, so every string
/// that reaches markup goes through here. Characters XML 1.0 forbids outright (C0
/// controls other than tab, newline and carriage return, and U+FFFE/U+FFFF) cannot
/// be written even as references, so they become U+FFFD: a report stays well-formed
/// whatever a document's ids contain.
public enum MarkupText {
    /// `text` for element content: `&`, `<` and `>` escaped, and a carriage return as a
    /// reference (a parser would turn a raw one into a newline).
    public static func escaped(_ text: String) -> String { escape(text, attribute: false) }

    /// `text` for a double-quoted attribute value: also quotes escaped, and tab, newline
    /// and carriage return as character references, so a parser gives them back
    /// instead of normalising them to spaces (a JUnit `message` keeps UIKit's layout).
    public static func escapedAttribute(_ text: String) -> String { escape(text, attribute: true) }

    private static func escape(_ text: String, attribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\r": out += "&#13;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&#39;"
            case "\t" where attribute: out += "&#9;"
            case "\n" where attribute: out += "&#10;"
            default: out.unicodeScalars.append(allowed(scalar))
            }
        }
        return out
    }

    /// The scalar, or U+FFFD for one XML 1.0 cannot carry.
    static func allowed(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return scalar
        case 0..<0x20, 0xFFFE, 0xFFFF: return "\u{FFFD}"
        default: return scalar
        }
    }
}
