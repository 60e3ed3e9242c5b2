/// Measures text for the layout model. The model depends only on this protocol, so it
/// stays pure Swift and is testable with `FixedMetricsTextMeasurer`; LayoutText's
/// `FontMeasurer` implements it with real fonts (HarfBuzz and FreeType).
///
/// Implementations must be deterministic: the same request gives the same answer, so
/// solved layouts can be cached and compared across runs.
public protocol TextMeasuring: Sendable {
    /// Lays `text` out in `font` at `category` and returns its box.
    ///
    /// - Parameters:
    ///   - maxWidth: the width lines wrap at (UILabel's `preferredMaxLayoutWidth`);
    ///     nil means lines break only at explicit line breaks.
    ///   - numberOfLines: the most lines kept; 0 means no limit (UILabel's rule).
    func measure(
        _ text: String,
        font: FontDescriptor,
        category: ContentSizeCategory,
        maxWidth: Double?,
        numberOfLines: Int
    ) -> TextMeasurement
}
