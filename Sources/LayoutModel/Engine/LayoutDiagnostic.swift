/// One thing worth telling the author about a solved layout.
public enum LayoutDiagnostic: Hashable, Sendable {
    /// Required constraints that cannot all hold; one was broken (UIKit's
    /// "Unable to simultaneously satisfy constraints").
    case unsatisfiable(UnsatisfiableConstraints)
    /// An item whose frame the constraints do not determine (`hasAmbiguousLayout`).
    case ambiguous(AmbiguousLayout)
    /// A visible view with no width or no height: collapsed, so nothing of it shows.
    case zeroSize(view: String, frame: LayoutRect)
    /// A view not fully inside its superview's bounds: clipped if the superview clips,
    /// and out of the superview's touch area either way.
    case outsideSuperview(view: String, frame: LayoutRect, superviewBounds: LayoutRect)
}
