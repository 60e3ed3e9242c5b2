/// UIKit's readable width: the most a readable content guide spans, by content size
/// category.
///
/// 672 points at the default `large` is sourced (uikit-defaults.md §5: an iPad Air 2 in
/// landscape, 1024 − 2 × 176). The other text sizes use the widely repeated table
/// (560 … 768), which no source confirms; the accessibility sizes are nowhere
/// reported, and layoutdb gives them the largest known width, 768 (a decision).
enum ReadableWidth {
    static func points(for category: ContentSizeCategory) -> Double {
        switch category {
        case .extraSmall: return 560
        case .small: return 600
        case .medium: return 632
        case .large: return 672
        case .extraLarge: return 704
        case .extraExtraLarge: return 736
        case .extraExtraExtraLarge: return 768
        case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge:
            return 768
        }
    }
}
