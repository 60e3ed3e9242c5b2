/// `UIFont.Weight`, by name; `regular` is the default of a system font.
public enum FontWeight: String, Hashable, Sendable, CaseIterable, Codable {
    case ultraLight
    case thin
    case light
    case regular
    case medium
    case semibold
    case bold
    case heavy
    case black
}
