/// A ``TextMeasuring`` that can also say over which maximum widths its answer stands
/// unchanged, so a memo can answer nearby widths without wrapping again.
public protocol RangeTextMeasuring: TextMeasuring {
    /// ``TextMeasuring/measure(_:font:category:maxWidth:numberOfLines:)``, with the
    /// maximum widths at which the same call gives the same measurement (nil when
    /// `maxWidth` is nil, or no range is known).
    func measureWithRange(
        _ text: String,
        font: FontDescriptor,
        category: ContentSizeCategory,
        maxWidth: Double?,
        numberOfLines: Int
    ) -> (measurement: TextMeasurement, range: WrapWidthRange?)
}
