/// The container view controllers a document's root controller is shown in, as far as
/// they change its root view's layout: a navigation controller's bar on top, a tab bar
/// controller's bar at the bottom, a navigation controller's toolbar above that (UIKit
/// adds them all to the root's safe area), and whether the controller lets UIKit adjust
/// its scroll view's insets, and whether its root view respects the system minimum layout
/// margins.
///
/// A document says *which* bars there are, not how tall: the height is the device's
/// (``barHeights(in:)``), so solving at any device adds the right amount. Interface
/// Builder files say it through their segues (a `rootViewController` relationship, a tab
/// bar controller's `viewControllers`, a push) and simulated metrics.
///
/// **Translucent and opaque bars.** A view controller's view extends under translucent
/// bars (`edgesForExtendedLayout` is `.all`), so the root keeps the screen's size and
/// its safe area grows by the bar. Under an opaque bar it does not
/// (`extendedLayoutIncludesOpaqueBars` is false): the root ends at the bar, which takes
/// that edge's unsafe area with it, so the root is shorter and has no safe area on that
/// edge. Interface Builder records exactly that: NetNewsWire's roots under an opaque
/// navigation bar are 896 − 44 − 44 = 808 high, DynamicText's above an opaque tab bar
/// 667 − 49 = 618.
///
/// **Two bars at the bottom.** A navigation controller's toolbar sits above the tab bar
/// of a tab bar controller it is in. The root ends at the highest opaque one; the
/// translucent ones above that add to its safe area.
public struct ControllerContainment: Hashable, Sendable {
    /// How a bar lets the root view extend under it.
    public enum BarStyle: String, Hashable, Sendable, CaseIterable {
        case translucent
        case opaque
    }

    /// Set when the controller is in a navigation controller whose bar is shown.
    public var navigationBar: BarStyle?
    /// Set when the controller (or a container it is in) is a tab of a tab bar controller.
    public var tabBar: BarStyle?
    /// Set when the controller is in a navigation controller whose toolbar is shown
    /// (`isToolbarHidden` false), or was designed above one (Interface Builder's
    /// simulated bottom toolbar).
    public var toolbar: BarStyle?
    /// `UIViewController.automaticallyAdjustsScrollViewInsets` (default true): with it, a
    /// scroll view of a controller in a navigation controller is inset vertically even
    /// when its content does not scroll (``ScrollContentInsetAdjustment``).
    public var automaticallyAdjustsScrollViewInsets: Bool
    /// `UIViewController.viewRespectsSystemMinimumLayoutMargins` (default true). False lets
    /// the root's own margins go below the system minimum (16 or 20 at the sides): Apple,
    /// "changing this property to false causes the view to obey only the margins in its
    /// directionalLayoutMargins property" (facts/uikit-defaults.md §4, [SMLM]).
    public var viewRespectsSystemMinimumLayoutMargins: Bool

    public init(
        navigationBar: BarStyle? = nil, tabBar: BarStyle? = nil, toolbar: BarStyle? = nil,
        automaticallyAdjustsScrollViewInsets: Bool = true, viewRespectsSystemMinimumLayoutMargins: Bool = true
    ) {
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.toolbar = toolbar
        self.automaticallyAdjustsScrollViewInsets = automaticallyAdjustsScrollViewInsets
        self.viewRespectsSystemMinimumLayoutMargins = viewRespectsSystemMinimumLayoutMargins
    }

    /// A full-screen controller in no container: what a document that says nothing means.
    public static let none = ControllerContainment()

    /// Whether `.automatic` content-inset adjustment also insets the root's scroll views
    /// vertically when their content does not scroll. UIKit's documentation of
    /// `UIScrollView.ContentInsetAdjustmentBehavior.automatic`: like `.scrollableAxes`,
    /// but the top and bottom insets are always adjusted when the scroll view belongs to
    /// a controller with `automaticallyAdjustsScrollViewInsets` inside a navigation
    /// controller.
    public var alwaysAdjustsScrollViewsVertically: Bool {
        navigationBar != nil && automaticallyAdjustsScrollViewInsets
    }

    /// `root` (the device's view controller) with what this controller says about it: its
    /// scroll views' vertical adjustment and whether its margins respect the system minimum.
    public func applied(to root: ViewControllerRoot) -> ViewControllerRoot {
        var root = root
        root.alwaysAdjustsScrollViewsVertically = alwaysAdjustsScrollViewsVertically
        root.viewRespectsSystemMinimumLayoutMargins = viewRespectsSystemMinimumLayoutMargins
        return root
    }

    /// The heights of the bars in `configuration` (0 for a bar that is not there); the
    /// bottom is the tab bar and the toolbar together (``bottomBarHeights(in:)``).
    ///
    /// Decisions (uikit-defaults.md gives the navigation bar: 44, and 32 in landscape on
    /// an iPhone; the rest is unconfirmed):
    /// - navigation bar 44; 32 on a phone in a compact height. Large titles
    ///   (`prefersLargeTitles`, 52 more) are not modelled: no corpus file uses them.
    /// - tab bar 49 on a phone (Interface Builder records 49), 32 on a phone in a compact
    ///   height, 50 on an iPad. On a device with a home indicator the bar sits above the
    ///   indicator, which the device's safe area already counts.
    /// - toolbar 44 on a phone with a home button, 49 on one with a home indicator (as
    ///   the tab bar), 32 on a phone in a compact height, 50 on an iPad. Interface Builder
    ///   records it so: Rocket.Chat's drawing screen (4.7-inch) ends its safe area 44
    ///   above the root's bottom, the Chime demo's controllers (6.7-inch) and Google's API
    ///   demo (5.8-inch) their bottom layout guides 83 = 34 + 49 above it. The iPad's 50
    ///   and the compact 32 follow the tab bar (no file shows them).
    public func barHeights(in configuration: DeviceConfiguration) -> (top: Double, bottom: Double) {
        let compactPhone = configuration.device.idiom == .phone && configuration.heightClass == .compact
        let top: Double = navigationBar == nil ? 0 : (compactPhone ? 32 : 44)
        let bottom = bottomBarHeights(in: configuration)
        return (top, bottom.tabBar + bottom.toolbar)
    }

    /// The tab bar's and the toolbar's heights in `configuration` (0 for one not there).
    public func bottomBarHeights(in configuration: DeviceConfiguration) -> (tabBar: Double, toolbar: Double) {
        let pad = configuration.device.idiom == .pad
        let compactPhone = !pad && configuration.heightClass == .compact
        let tab: Double = tabBar == nil ? 0 : (pad ? 50 : compactPhone ? 32 : 49)
        let homeIndicator = configuration.device.metrics(.portrait).safeAreaInsets.bottom > 0
        let tool: Double = toolbar == nil ? 0 : (pad ? 50 : compactPhone ? 32 : homeIndicator ? 49 : 44)
        return (tab, tool)
    }

    /// The root's container and safe area when the screen is `screen` with safe area
    /// `deviceSafeArea` and the bars are `barHeights` tall: translucent bars add to the
    /// safe area, opaque ones take their edge's unsafe area and their own height off the
    /// container, leaving no safe area on that edge. `toolbarHeight` is the part of the
    /// bottom that is the toolbar (the rest is the tab bar, below it).
    public func placement(
        screen: LayoutSize, deviceSafeArea: EdgeInsets, barHeights: (top: Double, bottom: Double), toolbarHeight: Double
    ) -> (container: LayoutSize, safeArea: EdgeInsets) {
        var container = screen
        var safe = deviceSafeArea
        switch navigationBar {
        case .translucent?:
            safe.top += barHeights.top
        case .opaque?:
            container.height -= deviceSafeArea.top + barHeights.top
            safe.top = 0
        case nil:
            break
        }
        let toolbarHeight = toolbar == nil ? 0 : min(toolbarHeight, barHeights.bottom)
        if toolbar == .opaque {
            container.height -= deviceSafeArea.bottom + barHeights.bottom
            safe.bottom = 0
        } else if tabBar == .opaque {
            container.height -= deviceSafeArea.bottom + barHeights.bottom - toolbarHeight
            safe.bottom = toolbarHeight
        } else if tabBar != nil || toolbar != nil {
            safe.bottom += barHeights.bottom
        }
        container.height = max(container.height, 0)
        return (container, safe)
    }

    /// ``placement(screen:deviceSafeArea:barHeights:toolbarHeight:)`` for a device configuration.
    public func placement(in configuration: DeviceConfiguration) -> (container: LayoutSize, safeArea: EdgeInsets) {
        placement(
            screen: configuration.containerSize, deviceSafeArea: configuration.safeAreaInsets,
            barHeights: barHeights(in: configuration), toolbarHeight: bottomBarHeights(in: configuration).toolbar)
    }
}
