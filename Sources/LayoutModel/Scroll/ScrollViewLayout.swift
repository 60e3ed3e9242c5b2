/// One scroll view's solved content: what ``LayoutResult/scrollViews`` reports.
public struct ScrollViewLayout: Hashable, Sendable {
    /// The content area's size (`contentSize`), on the pixel grid.
    public var contentSize: LayoutSize
    /// The scroll view's own size (its frame guide), on the pixel grid.
    public var frameSize: LayoutSize

    public init(contentSize: LayoutSize, frameSize: LayoutSize) {
        self.contentSize = contentSize
        self.frameSize = frameSize
    }

    /// Whether the content is wider than the frame, so it scrolls sideways (the Auto
    /// Layout Guide: scrolling is enabled on an axis when the content is larger).
    public var scrollsHorizontally: Bool { contentSize.width > frameSize.width + Self.tolerance }
    /// Whether the content is taller than the frame.
    public var scrollsVertically: Bool { contentSize.height > frameSize.height + Self.tolerance }

    static let tolerance = 1e-6
}
