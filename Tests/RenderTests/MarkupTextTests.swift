import LayoutInterchange
import Testing

/// ``MarkupText`` escapes on UTF-8 bytes; it must give what escaping each scalar gives
/// (the rules in its documentation), for text of every kind a document can hold.
@Suite("Markup escaping")
struct MarkupTextTests {
    /// The rules, scalar by scalar, as the reports escaped before.
    static func reference(_ text: String, attribute: Bool) -> String {
        var out = ""
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
            default:
                switch scalar.value {
                case 0x9, 0xA, 0xD: out.unicodeScalars.append(scalar)
                case 0..<0x20, 0xFFFE, 0xFFFF: out += "\u{FFFD}"
                default: out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    static let texts = [
        "", "plain-id_42", "a<&\">b", "it's \"quoted\"\ttab\nline\r\nend", "bell\u{07}nul\u{00}esc\u{1B}",
        "\u{FFFE}\u{FFFF}\u{FFFD}\u{FFFC}", "\u{EFFF}\u{F000}\u{FEFF}", "é é 日本語 👍🏽 &amp;",
        "<NSLayoutConstraint:0x600000c0 'UIView-Encapsulated-Layout-Height' UIView:0x7f00.height == 380   (active)>",
        String(repeating: "x", count: 300) + "&" + "\u{FFFF}",
    ]

    @Test("escaping bytes gives the rules' text, in content and in attributes", arguments: texts)
    func bytesGiveTheRulesText(_ text: String) {
        #expect(MarkupText.escaped(text) == Self.reference(text, attribute: false))
        #expect(MarkupText.escapedAttribute(text) == Self.reference(text, attribute: true))
        #expect(Array(MarkupText.escapedAttribute(text).utf8) == Array(Self.reference(text, attribute: true).utf8))
    }
}
