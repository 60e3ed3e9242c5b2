/// The few UAX #14 line-break classes the line breaker distinguishes (see
/// Documentation/Text.md for the subset and what it leaves out). Everything not listed
/// behaves as `alphabetic`: no break inside a run of it.
public enum LineBreakClass: Hashable, Sendable {
    /// BK, CR, LF, NL: a break after it is mandatory.
    case mandatory
    /// SP: a break is allowed after a run of spaces, never before one.
    case space
    /// ZW (U+200B): a break is allowed after it.
    case zeroWidthSpace
    /// GL and WJ (no-break space, word joiner): no break on either side.
    case glue
    /// HY (U+002D): a break after it, unless a number follows or it opens a word.
    case hyphen
    /// BA (hyphen U+2010, en dash, soft hyphen, tab, Hebrew maqaf): a break after it.
    case breakAfter
    /// ID (CJK ideographs, kana, Hangul, emoji): a break on both sides.
    case ideographic
    /// OP: no break after it (nor after spaces that follow it).
    case openPunctuation
    /// CL, CP, EX, IS, NS (closing brackets, stops, commas, small kana, prolonged
    /// sound mark): no break before it.
    case closing
    /// NU: digits, kept with a preceding hyphen.
    case numeric
    /// AL, HL and the rest: letters of Latin, Hebrew, Arabic, …
    case alphabetic

    /// The class of a character, from its first scalar (combining marks stay with their
    /// base because Swift's `Character` is a whole grapheme cluster: UAX #14 LB9).
    public init(_ character: Character) {
        guard let scalar = character.unicodeScalars.first else {
            self = .alphabetic
            return
        }
        if character == "\r\n" {
            self = .mandatory
            return
        }
        self = Self.classify(scalar.value)
    }

    static func classify(_ v: UInt32) -> LineBreakClass {
        switch v {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return .mandatory
        case 0x20: return .space
        case 0x200B: return .zeroWidthSpace
        case 0xA0, 0x2007, 0x202F, 0x2060, 0xFEFF: return .glue
        case 0x2D: return .hyphen
        case 0x09, 0xAD, 0x05BE, 0x1680, 0x2010, 0x2012, 0x2013: return .breakAfter
        case 0x28, 0x5B, 0x7B, 0xBF, 0xA1: return .openPunctuation
        case 0x29, 0x5D, 0x7D, 0x21, 0x3F, 0x2C, 0x2E, 0x3A, 0x3B, 0x060C, 0x061B, 0x061F, 0x06D4: return .closing
        case 0x30...0x39, 0x0660...0x0669, 0x06F0...0x06F9: return .numeric
        default: return classifyEastAsian(v)
        }
    }

    /// CJK punctuation and letters: opening and closing brackets, the ideographic stop
    /// and comma, small kana and marks that may not start a line (NS), else ID.
    private static func classifyEastAsian(_ v: UInt32) -> LineBreakClass {
        switch v {
        case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D,
            0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62:
            return .openPunctuation
        case 0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B,
            0x301E, 0x301F, 0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D,
            0xFF60, 0xFF61, 0xFF63, 0xFF64,
            // NS: iteration marks, prolonged sound mark, middle dot, small kana.
            0x3005, 0x303B, 0x309D, 0x309E, 0x30A0, 0x30FB, 0x30FC, 0x30FD, 0x30FE,
            0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E,
            0x3095, 0x3096, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5,
            0x30E7, 0x30EE, 0x30F5, 0x30F6:
            return .closing
        case 0x2E80...0x2FFF, 0x3003...0x3004, 0x3006...0x3007, 0x3021...0x303A, 0x3040...0x30FF,
            0x3100...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7AF,
            0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0x1F000...0x1FAFF, 0x20000...0x3FFFD,
            0x2600...0x27BF:
            return .ideographic
        default:
            return .alphabetic
        }
    }
}
