/// What a view's content contributes to layout: its intrinsic size and, for text, its
/// baselines (distances from the top of the view when it has its intrinsic height).
public struct ContentMetrics: Hashable, Sendable {
    public var intrinsicContentSize: IntrinsicContentSize
    /// Nil for views without text: their baselines are their bottom edge.
    public var firstBaseline: Double?
    public var lastBaseline: Double?

    public init(intrinsicContentSize: IntrinsicContentSize, firstBaseline: Double? = nil, lastBaseline: Double? = nil) {
        self.intrinsicContentSize = intrinsicContentSize
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}
