/// Multitasking widths layoutdb decides where the facts file gives none: a layer over the
/// catalog (``DeviceCatalog/all`` stays equal to facts/devices.json, which marks every
/// Slide Over width unconfirmed), so that a solve can lay out an app in Slide Over on the
/// iPads whose width two independent sources agree on. Matched by the device's screen
/// size in points, never by its name: a family is covered when its portrait screen is one
/// the sources measured.
///
/// **Slide Over.** 320 points wide on a 768 × 1024 screen and 375 on a 1024 × 1366 one,
/// the full screen height, in portrait and landscape alike:
/// - Chromium's iOS multitasking test scene (`ios/chrome/app/multitasking_test_scene_delegate.mm`):
///   `kWidthPortraitSlideOverOnRegularIPad = 320` for the 768 × 1024 iPads and
///   `kWidthPortraitSlideOverOnLargeIPad = 375` for the 1024 × 1366 one, "obtained by
///   running application in actual portrait slide over mode"; it keeps the screen's height.
/// - A measurement on iOS 9.2 (gist sgl0v/3509f3ae628f4047cdb6): 320 × 768 (landscape) and
///   320 × 1024 (portrait) on the 768 × 1024 iPads, 375 × 1024 and 375 × 1366 on the
///   1024 × 1366 iPad Pro.
///
/// Neither measured any other screen (810 × 1080, 834 × 1112, 820 × 1180, 744 × 1133,
/// 834 × 1194, 1032 × 1376, 834 × 1210), so those iPads keep no Slide Over width and a
/// solve there is refused, naming the iPads that have one. The size classes stay the
/// catalog's row's (compact width, regular height: Apple's multitasking rule, measured on
/// iOS 9). Documentation/Devices.md says the same for users.
public enum DecidedMultitaskingWidths {
    /// One decided width: the portrait screen it applies to, in points.
    public struct Entry: Hashable, Sendable {
        public var portraitScreen: LayoutSize
        public var multitasking: Multitasking
        public var width: Double
    }

    /// Every decided width, smaller screens first.
    public static let entries: [Entry] = [
        Entry(portraitScreen: LayoutSize(width: 768, height: 1024), multitasking: .slideOver, width: 320),
        Entry(portraitScreen: LayoutSize(width: 1024, height: 1366), multitasking: .slideOver, width: 375),
    ]

    /// The decided width of `multitasking` on `device` (either orientation), or nil when
    /// no decided value covers its screen. Only iPads have one.
    public static func width(_ multitasking: Multitasking, on device: Device) -> Double? {
        guard device.idiom == .pad else { return nil }
        return entries.first { $0.multitasking == multitasking && $0.portraitScreen == device.portraitSize }?.width
    }

    /// The catalog's iPads that have a decided width for `multitasking`, in catalog order.
    public static func devices(with multitasking: Multitasking) -> [Device] {
        DeviceCatalog.all.filter { width(multitasking, on: $0) != nil }
    }
}

extension Device {
    /// The app's width in `multitasking` held in `orientation`: the catalog's sourced width
    /// where it has one, else a decided one (``DecidedMultitaskingWidths``, `decided`
    /// true), else nil (the configuration cannot be laid out).
    public func multitaskingWidth(
        _ multitasking: Multitasking, orientation: Orientation
    ) -> (width: Double, decided: Bool)? {
        guard let row = multitaskingConfiguration(multitasking, orientation: orientation) else { return nil }
        if row.confirmed, let width = row.width { return (width, false) }
        return DecidedMultitaskingWidths.width(multitasking, on: self).map { ($0, true) }
    }
}
