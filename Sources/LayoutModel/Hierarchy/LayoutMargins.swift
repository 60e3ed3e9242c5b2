/// A view's layout margins as the document gives them: `directionalLayoutMargins`
/// (leading/trailing, mirrored in right-to-left layout) or the older `layoutMargins`
/// (left/right, fixed to the screen). UIKit keeps both in step; which one was set
/// decides what happens under right-to-left layout.
public enum LayoutMargins: Hashable, Sendable {
    case directional(DirectionalInsets)
    case fixed(EdgeInsets)

    /// UIKit's default for a plain view: 8 points on every side.
    public static let `default` = LayoutMargins.directional(.defaultLayoutMargins)

    /// The margins with leading/trailing resolved for `direction`.
    public func resolved(for direction: LayoutDirection) -> EdgeInsets {
        switch self {
        case .directional(let insets): return insets.resolved(for: direction)
        case .fixed(let insets): return insets
        }
    }
}
