/// Shorthands the catalog's entries are written with, so that each family reads as the
/// few numbers that tell it apart (the facts file's values) rather than as twenty lines
/// of labelled initialisers. Whatever an entry leaves out is confirmed in the facts file.
extension DeviceCatalog {
    /// A device family. Its portrait size is its portrait metrics' size, which the facts
    /// file gives twice (`portrait_points` and the portrait orientation's size).
    static func family(
        _ id: String, _ idiom: UserInterfaceIdiom, ib: String?, ibConfirmed: Bool = true,
        scale: Double, sizeConfirmed: Bool = true, names: [String],
        portrait: DeviceOrientationMetrics, landscape: DeviceOrientationMetrics,
        multitasking: [DeviceMultitaskingConfiguration]? = nil
    ) -> Device {
        Device(
            id: id, interfaceBuilderID: ib, interfaceBuilderIDConfirmed: ibConfirmed,
            marketingNames: names, idiom: idiom,
            portraitSize: portrait.size, portraitSizeConfirmed: sizeConfirmed, scale: scale,
            portrait: portrait, landscape: landscape, multitasking: multitasking)
    }

    /// One orientation's full-screen metrics: window size, size classes, safe-area insets
    /// with the status bar shown, the status bar's height and the root view's layout margins.
    static func screen(
        _ width: Double, _ height: Double, _ widthClass: SizeClass, _ heightClass: SizeClass,
        safeArea: EdgeInsets, statusBar: Double?, margins: EdgeInsets?,
        sizeClassConfirmed: Bool = true, safeAreaConfirmed: Bool = true
    ) -> DeviceOrientationMetrics {
        DeviceOrientationMetrics(
            size: LayoutSize(width: width, height: height),
            widthClass: widthClass, heightClass: heightClass, sizeClassConfirmed: sizeClassConfirmed,
            safeAreaInsets: safeArea, safeAreaConfirmed: safeAreaConfirmed,
            statusBarHeight: statusBar, rootViewLayoutMargins: margins)
    }

    /// Edge insets in UIKit's order: top, left, bottom, right.
    static func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
        EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }
}
