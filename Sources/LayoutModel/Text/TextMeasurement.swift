/// The box a text occupies when laid out: what a label's intrinsic size and baselines
/// are made from. Values are unrounded points; rounding to the pixel grid is the
/// view's business (`IntrinsicContentSizing`).
public struct TextMeasurement: Hashable, Sendable {
    /// Width of the widest line (trailing spaces excluded) × line count × line height.
    public var size: LayoutSize
    /// Distance from the top of the box to the first line's baseline (the ascender).
    public var firstBaseline: Double
    /// Distance from the top of the box to the last line's baseline.
    public var lastBaseline: Double
    /// Lines laid out, after the line limit; 0 for an empty text.
    public var lineCount: Int
    /// The advance from one line to the next, for callers that need one line's height
    /// even for an empty text (a text field with no placeholder).
    public var lineHeight: Double

    public init(size: LayoutSize, firstBaseline: Double, lastBaseline: Double, lineCount: Int, lineHeight: Double) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
        self.lineHeight = lineHeight
    }

    /// The measurement of `lineCount` lines whose widest is `width`, stacked at
    /// `lineHeight` with baselines `ascender` below each line's top.
    public init(width: Double, lineCount: Int, lineHeight: Double, ascender: Double) {
        self.size = LayoutSize(width: width, height: Double(lineCount) * lineHeight)
        self.firstBaseline = ascender
        self.lastBaseline = Double(max(lineCount - 1, 0)) * lineHeight + ascender
        self.lineCount = lineCount
        self.lineHeight = lineHeight
    }
}
