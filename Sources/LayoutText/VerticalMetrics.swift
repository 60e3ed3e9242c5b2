/// Where line height and baselines come from.
public enum VerticalMetrics: Hashable, Sendable {
    /// San Francisco's ratios (`SystemFontMetrics`): heights and baselines equal to
    /// UIKit's, whatever font stands in for SF. The default.
    case systemFont
    /// The stand-in font's own hhea ascender, descender and line gap: what the open
    /// font would give if it were the system font.
    case fontFile
}
