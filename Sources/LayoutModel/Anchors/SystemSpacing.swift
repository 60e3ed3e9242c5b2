/// The "system spacing" the `…SystemSpacingAfter:` / `…SystemSpacingBelow:` anchor
/// methods and `UIStackView.spacingUseSystem` ask for.
///
/// UIKit documents only that the value depends on the items involved and, for text,
/// on their fonts. layoutdb's decisions (facts/uikit-defaults.md §3, §7):
///
/// - between two edges (views or guides): 8 points, the standard sibling spacing;
/// - when a baseline is involved, the same 8 points are kept between the *text boxes*:
///   below a baseline add that font's descent, above a baseline add that font's
///   ascent. Two 17-point labels stacked baseline to baseline are therefore
///   4.1005859375 + 8 + 16.1865234375 = 28.287109375 apart. This rule is layoutdb's
///   (Apple publishes no formula); a device measurement may overturn it.
///
/// Fonts use the San Francisco metrics of facts §7 (ascender 1950/2048, descender
/// 494/2048 of the point size). A text style uses its size at the default content-size
/// category (Large, facts/dynamic-type.json): anchors do not know the traits. An
/// anchor without a font (a bare id, a view that shows no text) counts as the 17-point
/// system font, UIKit's label default.
public enum SystemSpacing {
    /// Between two sibling edges: 8 points.
    public static let betweenViews: Double = 8

    /// The system spacing for `lower == upper + spacing`.
    public static func below(_ upper: YAxisAnchor, _ lower: YAxisAnchor) -> Double {
        var spacing = betweenViews
        if upper.reference.attribute.isBaseline { spacing += descent(of: upper.font) }
        if lower.reference.attribute.isBaseline { spacing += ascent(of: lower.font) }
        return spacing
    }

    /// The point size a font descriptor stands for, at the default content-size category.
    public static func pointSize(of font: FontDescriptor?) -> Double {
        switch font ?? .labelDefault {
        case .system(let size, _): return size
        case .textStyle(let style): return largePointSize[style] ?? 17
        }
    }

    /// Distance from the baseline up to the top of the line box.
    static func ascent(of font: FontDescriptor?) -> Double { 1950.0 / 2048.0 * pointSize(of: font) }

    /// Distance from the baseline down to the bottom of the line box.
    static func descent(of font: FontDescriptor?) -> Double { 494.0 / 2048.0 * pointSize(of: font) }

    /// The HIG's point sizes at the Large category (facts/dynamic-type.json).
    private static let largePointSize: [TextStyle: Double] = [
        .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17,
        .callout: 16, .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
    ]
}

extension LayoutAttribute {
    /// First or last baseline.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}
