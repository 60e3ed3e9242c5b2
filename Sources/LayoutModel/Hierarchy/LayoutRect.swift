/// A rectangle in points, origin top-left and y down, as UIKit's `CGRect`.
public struct LayoutRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// The same rectangle with its origin moved by `(-dx, -dy)`: a frame in another
    /// view's coordinates.
    public func offsetBy(dx: Double, dy: Double) -> LayoutRect {
        LayoutRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// `(x, y, width, height)` as UIKit prints a `CGRect`.
    public var description: String { "(\(x), \(y), \(width), \(height))" }
}

extension LayoutRect {
    /// The common part of two rectangles, nil when they do not meet (touching edges
    /// give a rectangle of zero width or height).
    public func intersection(_ other: LayoutRect) -> LayoutRect? {
        let minX = max(self.minX, other.minX)
        let minY = max(self.minY, other.minY)
        let maxX = min(self.maxX, other.maxX)
        let maxY = min(self.maxY, other.maxY)
        guard maxX >= minX, maxY >= minY else { return nil }
        return LayoutRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
