/// Phones older than the facts file's (`facts/devices.json` starts at the 4-inch
/// iPhone): kept so that files drawn on their Interface Builder canvas have a design
/// device, and so that `--device` can name them. They are found by
/// ``DeviceCatalog/device(named:)`` and listed by `layoutdb devices`, but are in no
/// group of ``DeviceCatalog/all`` (`--devices all` or `phones`): those keep to the
/// facts file's families, the devices of the safe-area era (iOS 11 on), so a batch's
/// matrix and the benchmarks built on it do not change.
///
/// **The 3.5-inch iPhone** (`retina3_5`; decision, not in the facts file). Interface
/// Builder's "iPhone 4s" canvas, which files of Xcode 8 to 16 still name (seven files
/// of five repositories in the wild sweeps up to the eighth, three more in the ninth;
/// FIDELITY.md). Apple's published figures for the iPhone 4 and 4s: a 3.5-inch
/// 640 × 960-pixel display at scale 2, so 320 × 480 points, and a 20-point status bar.
/// Everything else follows the 4-inch iPhone of the same width and the same status
/// bar: compact width and regular height in portrait, compact both ways in landscape
/// (Apple's size-class table puts every iPhone of 320 points there); a safe area of
/// the status bar alone in portrait (20 on top) and none in landscape, where UIKit
/// hides an iPhone's status bar in a compact-height trait collection; and no measured
/// root margins, so a controller's root takes the compact-width minimum of 16 on the
/// sides (``ViewControllerRoot``), as the 4-inch iPhone's does. None of it is
/// confirmed by a measurement or the facts file.
extension DeviceCatalog {
    static let olderPhones: [Device] = [
        family(
            "iphone-3.5inch", .phone, ib: "retina3_5", ibConfirmed: false, scale: 2, sizeConfirmed: false,
            names: ["iPhone 4s", "iPhone 4", "iPod touch (4th generation)"],
            portrait: screen(
                320, 480, .compact, .regular, safeArea: insets(20, 0, 0, 0), statusBar: 20, margins: nil,
                sizeClassConfirmed: false, safeAreaConfirmed: false),
            landscape: screen(
                480, 320, .compact, .compact, safeArea: insets(0, 0, 0, 0), statusBar: 0, margins: nil,
                sizeClassConfirmed: false, safeAreaConfirmed: false))
    ]

    /// Every family a name can find: ``all`` and then ``olderPhones``.
    public static let named: [Device] = all + olderPhones
}
