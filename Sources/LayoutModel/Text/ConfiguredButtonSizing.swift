/// The intrinsic size of a button with an iOS 15 configuration (``ButtonConfigurationStyle``):
/// its content — the image, the title, or both side by side — with the configuration's
/// content insets around it (``IntrinsicContentSizing/configurationContentInsets``).
///
/// - The title is measured in its font, else the body text style (which follows Dynamic
///   Type), on one line; a button with neither title nor image keeps an empty title line.
/// - The image (``ViewContent/imageSize``) is a raster image at its size in points, or,
///   with an ``ViewContent/imageFont``, an SF Symbol drawn at that font's point size at the
///   layout's content size category: as high as a symbol's longer side at that size
///   (``SymbolImageSizing/longerSidePerPoint``, 19.89 at 17 points), whatever the glyph's
///   shape, and as wide as its recorded box's shape makes it, each rounded up to the pixel
///   grid. Decision from the recorded frames: image-only configured buttons are 34 high
///   on @2x screens and 34.33 on @3x (a 20-point image) for `trash`, `square.and.arrow.up`
///   and, in a FullyNoded file, the wide `qrcode` and `eye` (boxes 128 × 114 and
///   128 × 79) alike; the symbol's scale does not change it (the importer leaves it out).
/// - Both: the image leading the title (UIKit's default `imagePlacement`), with no gap
///   between them (decision: `imagePadding`'s default is not documented and no file
///   records a free button with both), as high as the taller.
///
/// Checked against image-only configured buttons Xcode recorded with a free size
/// (FIDELITY.md, "Configured buttons' images, segments by content and date pickers"):
/// heights within 0.33 pt, widths 0.3 to 7.7 pt short (a symbol's width is known only
/// to about ±30 %; ``SymbolImageSizing``).
extension IntrinsicContentSizing {
    static func configuredButtonMetrics(
        of content: ViewContent,
        category: ContentSizeCategory,
        effectiveCategory: ContentSizeCategory,
        grid: PixelCeiling,
        measurer: some TextMeasuring
    ) -> ContentMetrics {
        let title = content.title ?? ""
        guard let image = configuredButtonImageSize(of: content, category: category, grid: grid) else {
            let box = measurer.measure(
                title, font: content.font ?? configurationDefaultFont, category: effectiveCategory, maxWidth: nil,
                numberOfLines: 1)
            return inset(box, grid: grid, by: configurationContentInsets)
        }
        let insets = configurationContentInsets
        guard !title.isEmpty else {
            return ContentMetrics(
                intrinsicContentSize: IntrinsicContentSize(
                    width: image.width + insets.left + insets.right, height: image.height + insets.top + insets.bottom))
        }
        let box = measurer.measure(
            title, font: content.font ?? configurationDefaultFont, category: effectiveCategory, maxWidth: nil,
            numberOfLines: 1)
        let textHeight = max(box.size.height, box.lineHeight)
        let contentHeight = max(grid.ceil(textHeight), image.height)
        let top = insets.top + (contentHeight - textHeight) / 2
        return ContentMetrics(
            intrinsicContentSize: IntrinsicContentSize(
                width: image.width + grid.ceil(box.size.width) + insets.left + insets.right,
                height: contentHeight + insets.top + insets.bottom),
            firstBaseline: top + box.firstBaseline,
            lastBaseline: top + box.lastBaseline)
    }

    /// The size a configured button draws its image at, nil without one.
    static func configuredButtonImageSize(of content: ViewContent, category: ContentSizeCategory, grid: PixelCeiling) -> LayoutSize? {
        guard let image = content.imageSize else { return nil }
        guard let font = content.imageFont, image.height > 0 else { return image }
        // A symbol configuration with a text style follows Dynamic Type; a point size does not.
        let points = SymbolImageSizing.pointSize(of: font, category: category)
        // As high as the symbol font's box whatever the glyph's shape (a wide glyph is not
        // lower), as wide as the recorded box's shape makes it.
        let height = max(image.width, image.height) * points
        return LayoutSize(width: grid.ceil(height * image.width / image.height), height: grid.ceil(height))
    }
}
