/// A width and a height in points: the container a root view is laid out in.
public struct LayoutSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
