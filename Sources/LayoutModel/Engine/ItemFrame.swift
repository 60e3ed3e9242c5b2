/// Where one view or guide ended up, on the pixel grid.
public struct ItemFrame: Hashable, Sendable {
    /// In the root view's coordinates.
    public var inRoot: LayoutRect
    /// In the superview's coordinates (a guide's: its owning view's), which is UIKit's `frame`.
    public var inSuperview: LayoutRect

    public init(inRoot: LayoutRect, inSuperview: LayoutRect) {
        self.inRoot = inRoot
        self.inSuperview = inSuperview
    }
}
