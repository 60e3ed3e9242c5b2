/// Insets fixed to the screen, as UIKit's `UIEdgeInsets` (safe-area insets are given
/// this way by a device: the notch is on the top whatever the layout direction).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()

    /// Whether every inset is a finite number.
    var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

    /// `rect` shrunk by the insets.
    func inset(_ rect: LayoutRect) -> LayoutRect {
        LayoutRect(
            x: rect.x + left, y: rect.y + top,
            width: rect.width - left - right, height: rect.height - top - bottom)
    }
}
