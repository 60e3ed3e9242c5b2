/// The root of a layout document is always a view controller's view (FORMAT.md: a
/// document is one screen). UIKit treats that view differently from a plain view: its
/// layout margins are at least the controller's `systemMinimumLayoutMargins` (0 top and
/// bottom, 16 or 20 on the sides), and only its own margins beyond that count.
///
/// A document does not mark this; whoever builds the engine for a document passes one
/// (``DeviceConfiguration/viewControllerRoot`` gives the device's). The engine's plain
/// initialiser lays the root out as a plain view (8-point margins), which is what a
/// hierarchy that is not a screen (a cell, a toolkit's panel) wants.
///
/// **The root's own margins.** UIKit gives a controller's view no margins of its own
/// beyond the system minimum, but ``ViewNode`` cannot tell margins left at the default
/// from margins set to 8. So on a view-controller root, ``LayoutMargins/default`` reads
/// as "not set" (zero), and any other value is the view's own margins, each edge
/// raised to the system minimum when ``viewRespectsSystemMinimumLayoutMargins``.
/// The safe area is then added when `insetsLayoutMarginsFromSafeArea` (the measured
/// root margins of devices.json are exactly safe area + minimum).
public struct ViewControllerRoot: Hashable, Sendable {
    /// Per edge; leading/trailing follow the root's direction.
    public var systemMinimumLayoutMargins: DirectionalInsets
    /// UIKit's `viewRespectsSystemMinimumLayoutMargins` (default true).
    public var viewRespectsSystemMinimumLayoutMargins: Bool
    /// Set when the controller is in a navigation controller and lets UIKit adjust its
    /// scroll view's insets (``ControllerContainment/alwaysAdjustsScrollViewsVertically``).
    public var alwaysAdjustsScrollViewsVertically = false
    /// Set on a phone in portrait (``DeviceConfiguration/viewControllerRoot``): a table view there
    /// that is wider than the widest compact phone lays its cells out 20 points from its
    /// sides, whatever its superview's margins (``TableViewMargins``).
    public var widensPhoneTableMargins = false

    public init(systemMinimumLayoutMargins: DirectionalInsets, viewRespectsSystemMinimumLayoutMargins: Bool = true) {
        self.systemMinimumLayoutMargins = systemMinimumLayoutMargins
        self.viewRespectsSystemMinimumLayoutMargins = viewRespectsSystemMinimumLayoutMargins
    }

    /// A controller in a trait collection without a device: the size-class rule.
    public init(traits: TraitCollection) {
        self.init(systemMinimumLayoutMargins: Self.systemMinimumLayoutMargins(widthClass: traits.widthClass))
    }

    /// 16 on the sides for compact width, 20 for regular (and unspecified), 0 on top and
    /// bottom: the rule as reported (uikit-defaults.md §4; unconfirmed, the device
    /// catalog's measurements win where they exist).
    public static func systemMinimumLayoutMargins(widthClass: SizeClass) -> DirectionalInsets {
        let side: Double = widthClass == .compact ? 16 : 20
        return DirectionalInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The root's margins before the safe area: own margins (the default counting as
    /// none) raised to the minimum, resolved for `direction`.
    public func margins(own: LayoutMargins, direction: LayoutDirection) -> EdgeInsets {
        let minimum = systemMinimumLayoutMargins.resolved(for: direction)
        let mine = own == .default ? EdgeInsets.zero : own.resolved(for: direction)
        guard viewRespectsSystemMinimumLayoutMargins else { return own == .default ? minimum : mine }
        return EdgeInsets(
            top: max(mine.top, minimum.top), left: max(mine.left, minimum.left),
            bottom: max(mine.bottom, minimum.bottom), right: max(mine.right, minimum.right))
    }
}
