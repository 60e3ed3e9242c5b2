/// A `TextMeasuring` with made-up, round metrics, so the layout model can be tested
/// without fonts: every character (grapheme cluster, spaces included) advances
/// `advance` em, the ascender is `ascender` em and the descent `descent` em; a line is
/// ascender + descent high. Lines wrap by the same `LineWrapper` as real fonts.
///
/// With the defaults (0.5, 0.8, 0.2) a 10-point "Hello" is 25 × 10 with its baseline
/// at 8: numbers a test can check by hand.
public struct FixedMetricsTextMeasurer: TextMeasuring {
    public var advance: Double
    public var ascender: Double
    public var descent: Double

    public init(advance: Double = 0.5, ascender: Double = 0.8, descent: Double = 0.2) {
        self.advance = advance
        self.ascender = ascender
        self.descent = descent
    }

    public func measure(
        _ text: String,
        font: FontDescriptor,
        category: ContentSizeCategory,
        maxWidth: Double?,
        numberOfLines: Int
    ) -> TextMeasurement {
        let size = font.resolved(at: category).pointSize
        let characterWidth = advance * size
        let lines = LineWrapper.limit(
            LineWrapper.wrap(text, maxWidth: maxWidth) { Double($0.count) * characterWidth },
            numberOfLines: numberOfLines
        )
        return TextMeasurement(
            width: lines.map(\.width).max() ?? 0,
            lineCount: lines.count,
            lineHeight: (ascender + descent) * size,
            ascender: ascender * size
        )
    }
}
