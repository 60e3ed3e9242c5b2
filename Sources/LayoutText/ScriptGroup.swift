/// The coarse script of a character, enough to split text into runs that HarfBuzz can
/// shape with one script and direction each. Not Unicode's full Script property: only
/// the scripts the line breaker and the fallback fonts care about.
enum ScriptGroup: Hashable, Sendable {
    /// Spaces, digits, punctuation, symbols, combining marks: they join the run they
    /// are in rather than start one.
    case common
    case hebrew
    case arabic
    /// Han, kana, Hangul and CJK punctuation.
    case cjk
    /// Latin and every other script.
    case other

    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            // ASCII, most of what labels hold, without Unicode's tables (1.5% of a batch's
            // instructions went to asking them).
            let lower = value | 0x20
            self = lower >= 0x61 && lower <= 0x7A ? .other : .common
            return
        }
        switch value {
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: self = .hebrew
        case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: self = .arabic
        case 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFD: self = .cjk
        default:
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
                self = .other
            default:
                self = .common
            }
        }
    }
}
