/// Apple's Dynamic Type table: point size, leading and weight of each built-in text
/// style at each content-size category, as the HIG publishes it (facts/dynamic-type.json).
///
/// Kept as Swift data, not read from the JSON at run time, so the model needs no file
/// system; a test compares every cell with the JSON. Where UIKit measured differently
/// from the HIG (caption2 at accessibilityExtraExtraExtraLarge: 41 measured, 40 in the
/// HIG) the table keeps the HIG value, as the facts file does.
public enum DynamicTypeTable {
    /// The entry for a style at a category.
    public static func entry(_ style: TextStyle, _ category: ContentSizeCategory) -> DynamicTypeEntry {
        let sizes = pointSizesAndLeading(style)
        let (pointSize, leading) = sizes[category.order]
        return DynamicTypeEntry(pointSize: pointSize, leading: leading, weight: weight(style))
    }

    /// A style's weight; the same at every category.
    public static func weight(_ style: TextStyle) -> FontWeight {
        switch style {
        case .headline:
            return .semibold
        case .largeTitle, .title1, .title2, .title3, .body, .callout, .subheadline, .footnote, .caption1, .caption2:
            return .regular
        }
    }

    /// (point size, leading) per category, in `ContentSizeCategory` order
    /// (extraSmall … accessibilityExtraExtraExtraLarge).
    static func pointSizesAndLeading(_ style: TextStyle) -> [(Double, Double)] {
        switch style {
        case .largeTitle:
            [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46),
             (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)]
        case .title1:
            [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39),
             (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)]
        case .title2:
            [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32),
             (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)]
        case .title3:
            [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30),
             (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)]
        case .headline:
            [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26),
             (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)]
        case .body:
            [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26),
             (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)]
        case .callout:
            [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25),
             (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)]
        case .subheadline:
            [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24),
             (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)]
        case .footnote:
            [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22),
             (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)]
        case .caption1:
            [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21),
             (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)]
        case .caption2:
            [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20),
             (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)]
        }
    }
}
