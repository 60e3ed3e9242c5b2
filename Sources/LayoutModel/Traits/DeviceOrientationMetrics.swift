/// What a device reports to a full-screen app in one orientation (facts/devices.json,
/// `orientations.portrait` / `.landscape`).
public struct DeviceOrientationMetrics: Hashable, Sendable {
    /// The window (and root view) size in points.
    public var size: LayoutSize
    public var widthClass: SizeClass
    public var heightClass: SizeClass
    /// False where the catalog could not source the size classes (the M4 iPad Pros).
    public var sizeClassConfirmed: Bool
    /// The root view's safe-area insets with the status bar visible and no bars.
    public var safeAreaInsets: EdgeInsets
    public var safeAreaConfirmed: Bool
    /// 0 where iOS hides the status bar (iPhone landscape); nil if the catalog has none.
    public var statusBarHeight: Double?
    /// A view controller's root-view `layoutMargins` as measured on iOS 16.2, safe area
    /// included; nil where the family was not measured.
    public var rootViewLayoutMargins: EdgeInsets?

    public init(
        size: LayoutSize, widthClass: SizeClass, heightClass: SizeClass, sizeClassConfirmed: Bool,
        safeAreaInsets: EdgeInsets, safeAreaConfirmed: Bool, statusBarHeight: Double?, rootViewLayoutMargins: EdgeInsets?
    ) {
        self.size = size
        self.widthClass = widthClass
        self.heightClass = heightClass
        self.sizeClassConfirmed = sizeClassConfirmed
        self.safeAreaInsets = safeAreaInsets
        self.safeAreaConfirmed = safeAreaConfirmed
        self.statusBarHeight = statusBarHeight
        self.rootViewLayoutMargins = rootViewLayoutMargins
    }
}
