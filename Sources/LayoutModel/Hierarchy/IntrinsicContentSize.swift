/// A view's intrinsic content size; nil on an axis is UIKit's `noIntrinsicMetric`
/// (a plain `UIView` has none on either axis).
public struct IntrinsicContentSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }

    public static let none = IntrinsicContentSize()

    public subscript(axis: LayoutAxis) -> Double? {
        axis == .horizontal ? width : height
    }
}
