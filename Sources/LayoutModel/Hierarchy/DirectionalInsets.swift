/// Insets named by layout direction, as UIKit's `NSDirectionalEdgeInsets`
/// (`directionalLayoutMargins`): leading is the left edge in left-to-right layout and
/// the right edge in right-to-left layout.
public struct DirectionalInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every side.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// UIKit's default layout margins for a plain view: 8 points on every side
    /// (`UIView.layoutMargins` documentation, facts/uikit-defaults.md §4).
    public static let defaultLayoutMargins = DirectionalInsets(all: 8)

    /// The insets with leading/trailing resolved to left/right for `direction`.
    public func resolved(for direction: LayoutDirection) -> EdgeInsets {
        switch direction {
        case .leftToRight: return EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
        case .rightToLeft: return EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
        }
    }
}
