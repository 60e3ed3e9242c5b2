import LayoutModel

/// One view (or layout guide) of a solved layout, as `layoutdb solve` reports it.
public struct SolvedView: Hashable, Sendable {
    public var id: String
    /// The view's class, or `UILayoutGuide` for a guide.
    public var className: String
    /// The superview (for a guide, its owning view); nil for the root.
    public var parent: String?
    /// In the superview's coordinates.
    public var frame: LayoutRect
    /// In the root's coordinates.
    public var frameInRoot: LayoutRect

    public init(id: String, className: String, parent: String?, frame: LayoutRect, frameInRoot: LayoutRect) {
        self.id = id
        self.className = className
        self.parent = parent
        self.frame = frame
        self.frameInRoot = frameInRoot
    }
}
