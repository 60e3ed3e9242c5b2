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

    /// Works on the UTF-8 bytes: every character that changes is ASCII, or U+FFFE and
    /// U+FFFF (`EF BF BE`, `EF BF BF`), so a text with none of those bytes is returned
    /// as it is (most ids and labels), and the rest is copied byte by byte. Escaping
    /// scalar by scalar into a `String` was a tenth of what a report run cost.
    private static func escape(_ text: String, attribute: Bool) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: { mayChange($0, attribute: attribute) }) else { return text }
        let bytes = Array(utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8 + 8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "<"): out += "&lt;".utf8
            case UInt8(ascii: ">"): out += "&gt;".utf8
            case UInt8(ascii: "\r"): out += "&#13;".utf8
            case UInt8(ascii: "\"") where attribute: out += "&quot;".utf8
            case UInt8(ascii: "'") where attribute: out += "&#39;".utf8
            case UInt8(ascii: "\t") where attribute: out += "&#9;".utf8
            case UInt8(ascii: "\n") where attribute: out += "&#10;".utf8
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"): out.append(byte)
            case 0..<0x20: out += replacement
            case 0xEF where index + 1 < bytes.count && bytes[index] == 0xBF && bytes[index + 1] >= 0xBE:
                // U+FFFE or U+FFFF (a lead byte EF, then BF BE or BF BF).
                out += replacement
                index += 2
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// U+FFFD in UTF-8.
    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// Whether `byte` may start something ``escape(_:attribute:)`` changes.
    private static func mayChange(_ byte: UInt8, attribute: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\r"), 0xEF: return true
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\t"), UInt8(ascii: "\n"): return attribute
        case 0..<0x20: return true
        default: return false
        }
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
