/// The size of an SF Symbols image (`UIImage(systemName:)`) in a `UIImageView`.
///
/// A symbol is a glyph of Apple's symbol font: UIKit draws it at the point size of its
/// configuration (`UIImage.SymbolConfiguration`: a point size, or a text style that
/// follows Dynamic Type) and scale (small, medium, large), so its size is not a pixel
/// size an image file could carry. Interface Builder records a symbol resource as the
/// glyph's box with its longer side at 128 (`<image name="chevron.right"
/// catalog="system" width="97" height="128"/>`), the same at every point size; taken as
/// a size, it made image views 128 points wide where Xcode draws 14 (the fourth wild
/// sweep, FIDELITY.md: LoopKit, Zotero, Nextcloud Talk, Loop and xDrip files).
///
/// A symbol image view's ``ViewContent`` keeps the configuration's font in `font` and the
/// glyph's size per point of that font in `imageSize`; its intrinsic size is the product
/// at the layout's content-size category, rounded up to the pixel grid.
///
/// **The size per point** (decision, approximate): the glyph box's longer side is
/// ``longerSidePerPoint`` × the point size at the medium scale. The glyph outlines are
/// not in the file, so this is fitted to the symbols Xcode recorded with no constraint
/// on their size: the circled symbols (`network`, `d.circle`, `plus.circle.fill`,
/// `circle.fill`, at 17 to 19 points, small and large scales) all give 1.16 to 1.18;
/// other glyphs spread from 0.97 (`chevron.right`) to 1.68 (`memories`), so a symbol's
/// size is known to about ±30 %; fidelity checks take the recorded size instead
/// (`--intrinsic-from recorded`).
public enum SymbolImageSizing {
    /// The longer side of a symbol's box per point of its font at the medium scale.
    public static let longerSidePerPoint = 1.17
    /// The side of the box Interface Builder records a symbol resource at.
    public static let recordedBoxSide = 128.0
    /// The configuration of a symbol image view that sets none (decision: the 17-point
    /// body size at the Large category, fixed, as `UIImage(systemName:)` draws it).
    public static let defaultFont = FontDescriptor.system(size: 17, weight: .regular)

    /// A symbol configuration's scale, relative to the medium one.
    public enum Scale: String, Sendable, CaseIterable {
        case small, medium, large

        /// Decision (unconfirmed): small about 0.8 and large about 1.3 of the medium
        /// size, which puts the recorded small and large circled symbols on the same
        /// ``longerSidePerPoint``.
        public var factor: Double {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }

    /// The size per point of the symbol whose recorded box is `box`, drawn at `scale`,
    /// to 12 decimal places: an export writes the medium-scale box of that size
    /// (``recordedBox(sizePerPoint:)``), and without the rounding a re-import could come
    /// back an ulp away (Tinode's large-scale `checkmark.shield.fill`, 128 × 118, gave
    /// 1.4021718749999998 per point and its exported 166.4 × 153.4 box 1.402171875).
    public static func sizePerPoint(recordedBox box: LayoutSize, scale: Scale) -> LayoutSize {
        let perSide = longerSidePerPoint * scale.factor / recordedBoxSide
        return LayoutSize(width: rounded(box.width * perSide), height: rounded(box.height * perSide))
    }

    /// `value` to 12 decimal places, far below any size layout tells apart.
    static func rounded(_ value: Double) -> Double { (value * 1e12).rounded() / 1e12 }

    /// The box Interface Builder would record for a symbol of `sizePerPoint` drawn at the
    /// medium scale (what an export writes, so that a re-import gives the same size).
    public static func recordedBox(sizePerPoint size: LayoutSize) -> LayoutSize {
        let perSide = recordedBoxSide / longerSidePerPoint
        return LayoutSize(width: size.width * perSide, height: size.height * perSide)
    }

    /// The point size `font` stands for at `category`: a text style's size from the
    /// Dynamic Type table, a fixed size as it is.
    public static func pointSize(of font: FontDescriptor, category: ContentSizeCategory) -> Double {
        switch font {
        case .system(let size, _): size
        case .textStyle(let style): DynamicTypeTable.entry(style, category).pointSize
        }
    }
}
