/// One laid-out line: the text it holds (trailing spaces and its line break included,
/// so the lines of a text join back to the text) and the width of what is visible.
public struct WrappedLine: Hashable, Sendable {
    public var range: Range<String.Index>
    /// Advance width of the line without its trailing spaces and line break: spaces at
    /// the end of a line hang past the edge, as in UIKit.
    public var width: Double

    public init(range: Range<String.Index>, width: Double) {
        self.range = range
        self.width = width
    }
}
