/// `UIActivityIndicatorView.Style`: which artwork an activity indicator draws, which
/// decides its size (``IntrinsicContentSizing``). The names are Interface Builder's
/// `style` values: `medium` and `large` since iOS 13, `white`, `gray` and `whiteLarge`
/// before it (deprecated, still drawn at their sizes).
///
/// A document that names no style means `medium`, the library indicator.
public enum ActivityIndicatorStyle: String, Hashable, Sendable, CaseIterable, Codable {
    case medium
    case large
    case white
    case gray
    case whiteLarge

    /// Whether the style is a large one (`large`, `whiteLarge`): 37 × 37 rather than 20 × 20.
    public var isLarge: Bool { self == .large || self == .whiteLarge }
}
