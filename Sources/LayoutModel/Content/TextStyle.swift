/// A Dynamic Type text style (`UIFont.TextStyle`); its size, weight and leading follow
/// the content-size category (facts/dynamic-type.json).
public enum TextStyle: String, Hashable, Sendable, CaseIterable, Codable {
    case largeTitle
    case title1
    case title2
    case title3
    case headline
    case body
    case callout
    case subheadline
    case footnote
    case caption1
    case caption2
}
