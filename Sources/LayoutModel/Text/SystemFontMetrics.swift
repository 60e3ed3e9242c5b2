/// The vertical metrics of San Francisco, iOS's system font, as ratios of the point size
/// (facts/uikit-defaults.md §7: unitsPerEm 2048, ascender 1950, descender −494,
/// lineGap 0, confirmed by three printed sources).
///
/// Why these and not the stand-in font's own metrics: a label's height is its line
/// count times `UIFont.lineHeight`, and the line height is what most layouts are
/// sensitive to. Taking SF's ratios makes heights and baselines UIKit's exactly; only
/// widths then depend on the open font that stands in for SF.
public enum SystemFontMetrics {
    public static let unitsPerEm = 2048.0
    public static let ascenderUnits = 1950.0
    public static let descenderUnits = 494.0

    /// `UIFont.ascender` at `pointSize`.
    public static func ascender(_ pointSize: Double) -> Double { pointSize * ascenderUnits / unitsPerEm }
    /// `-UIFont.descender` at `pointSize` (positive: the depth below the baseline).
    public static func descent(_ pointSize: Double) -> Double { pointSize * descenderUnits / unitsPerEm }
    /// `UIFont.lineHeight` = ascender − descender + lineGap (lineGap is 0 for SF).
    public static func lineHeight(_ pointSize: Double) -> Double { ascender(pointSize) + descent(pointSize) }
}
