/// UIKit's `UIContentSizeCategory`: the user's Dynamic Type setting, in increasing
/// order (facts/dynamic-type.json). `large` is the default; the five `accessibility…`
/// categories are the larger accessibility sizes.
///
/// The raw values are UIKit's case names, which the document format uses.
///
/// UIKit's `.unspecified` (raw value `_UICTContentSizeCategoryUnspecified`, marked
/// unconfirmed in facts/dynamic-type.json and outside the HIG table) is not a case:
/// a layout is always solved at a real category, and a trait collection that does not
/// say uses ``default`` (decision).
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Codable, Comparable {
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The system default.
    public static let `default`: ContentSizeCategory = .large

    /// Position in the Dynamic Type order, 0 for `extraSmall`.
    public var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// Whether this is one of the accessibility sizes (`isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.order < rhs.order
    }
}
