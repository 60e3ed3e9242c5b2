/// One priority per axis: a view's content hugging or compression resistance.
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: Priority
    public var vertical: Priority

    public init(horizontal: Priority, vertical: Priority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// UIKit's default hugging for views made in code: `defaultLow` (250) on both axes.
    public static let defaultHugging = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    /// UIKit's default compression resistance: `defaultHigh` (750) on both axes.
    public static let defaultCompressionResistance = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)

    public subscript(axis: LayoutAxis) -> Priority {
        axis == .horizontal ? horizontal : vertical
    }
}
