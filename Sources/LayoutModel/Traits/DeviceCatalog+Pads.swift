/// The iPad families of the catalog, with their Split View widths, in the order of `facts/devices.json` (see `DeviceCatalog+Devices.swift`
/// for how these values are kept equal to the facts file).
extension DeviceCatalog {
    /// One Split View or Slide Over width of a pad. Heights stay regular in every one;
    /// the width class is compact unless given. The facts file gives a width only where
    /// it was measured, so a width is exactly what makes the entry confirmed.
    private static func splitView(
        _ orientation: Orientation, _ multitasking: Multitasking, _ width: Double?, _ widthClass: SizeClass = .compact
    ) -> DeviceMultitaskingConfiguration {
        DeviceMultitaskingConfiguration(
            orientation: orientation, multitasking: multitasking, width: width,
            widthClass: widthClass, heightClass: .regular, confirmed: width != nil)
    }

    static let pads: [Device] = [
        family(
            "ipad-9.7inch", .pad, ib: "ipad9_7", scale: 2,
            names: ["iPad (5th generation)", "iPad (6th generation)", "iPad Air", "iPad Air 2", "iPad Pro (9.7-inch)", "iPad mini 2/3/4/5 (7.9-inch, same points)"],
            portrait: screen(768, 1024, .regular, .regular, safeArea: insets(20, 0, 0, 0), statusBar: 20, margins: nil),
            landscape: screen(1024, 768, .regular, .regular, safeArea: insets(20, 0, 0, 0), statusBar: 20, margins: nil),
            multitasking: [
                splitView(.landscape, .third, 320),
                splitView(.landscape, .half, 507),
                splitView(.landscape, .twoThirds, 694, .regular),
                splitView(.portrait, .third, 320),
                splitView(.portrait, .twoThirds, 438),
                splitView(.landscape, .slideOver, nil),
                splitView(.portrait, .slideOver, nil),
            ]),
        family(
            "ipad-10.2inch", .pad, ib: "ipad10_2", ibConfirmed: false, scale: 2,
            names: ["iPad (7th generation)", "iPad (8th generation)", "iPad (9th generation)"],
            portrait: screen(810, 1080, .regular, .regular, safeArea: insets(20, 0, 0, 0), statusBar: 20, margins: nil),
            landscape: screen(1080, 810, .regular, .regular, safeArea: insets(20, 0, 0, 0), statusBar: 20, margins: nil),
            multitasking: [
                splitView(.landscape, .third, 320),
                splitView(.landscape, .half, 535),
                splitView(.landscape, .twoThirds, 750, .regular),
                splitView(.portrait, .third, 320),
                splitView(.portrait, .twoThirds, 480),
                splitView(.landscape, .slideOver, nil),
                splitView(.portrait, .slideOver, nil),
            ]),
        family(
            "ipad-10.5inch", .pad, ib: "ipad10_5", ibConfirmed: false, scale: 2,
            names: ["iPad Pro (10.5-inch)", "iPad Air (3rd generation)"],
            portrait: screen(834, 1112, .regular, .regular, safeArea: insets(20, 0, 0, 0), statusBar: 20, margins: nil),
            landscape: screen(1112, 834, .regular, .regular, safeArea: insets(20, 0, 0, 0), statusBar: 20, margins: nil),
            multitasking: [
                splitView(.landscape, .third, 320),
                splitView(.landscape, .half, 551),
                splitView(.landscape, .twoThirds, 782, .regular),
                splitView(.portrait, .third, 320),
                splitView(.portrait, .twoThirds, 504),
                splitView(.landscape, .slideOver, nil),
                splitView(.portrait, .slideOver, nil),
            ]),
        family(
            "ipad-10.9inch", .pad, ib: "ipad10_9rounded", ibConfirmed: false, scale: 2,
            names: ["iPad Air (4th generation)", "iPad Air (5th generation)", "iPad (10th generation)", "iPad Air 11-inch (M2)", "iPad 11-inch (A16)"],
            portrait: screen(820, 1180, .regular, .regular, safeArea: insets(24, 0, 20, 0), statusBar: 24, margins: insets(24, 20, 20, 20)),
            landscape: screen(1180, 820, .regular, .regular, safeArea: insets(24, 0, 20, 0), statusBar: 24, margins: insets(24, 20, 20, 20)),
            multitasking: [
                splitView(.landscape, .third, nil),
                splitView(.landscape, .half, nil),
                splitView(.landscape, .twoThirds, nil, .regular),
                splitView(.portrait, .third, nil),
                splitView(.portrait, .twoThirds, nil),
                splitView(.landscape, .slideOver, nil),
                splitView(.portrait, .slideOver, nil),
            ]),
        // The facts give no Interface Builder id for this iPad. Decided: `ipad7_9`, which an
        // Xcode 26 storyboard (Mantis's example, toolsVersion 32700) records with a
        // 744 × 1133 root, this iPad's screen and no other's; unconfirmed.
        family(
            "ipad-mini-8.3inch", .pad, ib: "ipad7_9", ibConfirmed: false, scale: 2,
            names: ["iPad mini (6th generation)", "iPad mini (A17 Pro)"],
            portrait: screen(744, 1133, .regular, .regular, safeArea: insets(24, 0, 20, 0), statusBar: 24, margins: insets(24, 20, 20, 20)),
            landscape: screen(1133, 744, .regular, .regular, safeArea: insets(24, 0, 20, 0), statusBar: 24, margins: insets(24, 20, 20, 20)),
            multitasking: [
                splitView(.landscape, .third, 375),
                splitView(.landscape, .twoThirds, 748, .regular),
                splitView(.landscape, .half, nil),
                splitView(.portrait, .third, nil),
                splitView(.portrait, .twoThirds, nil),
                splitView(.landscape, .slideOver, nil),
                splitView(.portrait, .slideOver, nil),
            ]),
        family(
            "ipad-pro-11inch", .pad, ib: "ipad11_0rounded", ibConfirmed: false, scale: 2,
            names: ["iPad Pro (11-inch) 1st-4th generation"],
            portrait: screen(834, 1194, .regular, .regular, safeArea: insets(24, 0, 20, 0), statusBar: 24, margins: insets(24, 20, 20, 20)),
            landscape: screen(1194, 834, .regular, .regular, safeArea: insets(24, 0, 20, 0), statusBar: 24, margins: insets(24, 20, 20, 20)),
            multitasking: [
                splitView(.landscape, .third, 375),
                splitView(.landscape, .half, 592),
                splitView(.landscape, .twoThirds, 809, .regular),
                splitView(.portrait, .third, 320),
                splitView(.portrait, .twoThirds, 504),
                splitView(.landscape, .slideOver, nil),
                splitView(.portrait, .slideOver, nil),
            ]),
        family(
            "ipad-pro-12.9inch-home-button", .pad, ib: "ipad12_9", ibConfirmed: false, scale: 2,
            names: ["iPad Pro (12.9-inch) 1st generation", "iPad Pro (12.9-inch) 2nd generation"],
            portrait: screen(1024, 1366, .regular, .regular, safeArea: insets(20, 0, 0, 0), statusBar: 20, margins: nil),
            landscape: screen(1366, 1024, .regular, .regular, safeArea: insets(20, 0, 0, 0), statusBar: 20, margins: nil),
            multitasking: [
                splitView(.landscape, .third, 375),
                splitView(.landscape, .half, 678, .regular),
                splitView(.landscape, .twoThirds, 981, .regular),
                splitView(.portrait, .third, 375),
                splitView(.portrait, .twoThirds, 639),
                splitView(.landscape, .slideOver, nil),
                splitView(.portrait, .slideOver, nil),
            ]),
        family(
            "ipad-pro-12.9inch", .pad, ib: "ipad12_9rounded", ibConfirmed: false, scale: 2,
            names: ["iPad Pro (12.9-inch) 3rd-6th generation", "iPad Air 13-inch (M2)"],
            portrait: screen(1024, 1366, .regular, .regular, safeArea: insets(24, 0, 20, 0), statusBar: 24, margins: insets(24, 20, 20, 20)),
            landscape: screen(1366, 1024, .regular, .regular, safeArea: insets(24, 0, 20, 0), statusBar: 24, margins: insets(24, 20, 20, 20)),
            multitasking: [
                splitView(.landscape, .third, 375),
                splitView(.landscape, .half, 678, .regular),
                splitView(.landscape, .twoThirds, 981, .regular),
                splitView(.portrait, .third, 375),
                splitView(.portrait, .twoThirds, 639),
                splitView(.landscape, .slideOver, nil),
                splitView(.portrait, .slideOver, nil),
            ]),
        family(
            "ipad-pro-13inch-m4", .pad, ib: nil, ibConfirmed: false, scale: 2,
            names: ["iPad Pro 13-inch (M4)"],
            portrait: screen(1032, 1376, .regular, .regular, safeArea: insets(24, 0, 20, 0), statusBar: 24, margins: nil, sizeClassConfirmed: false),
            landscape: screen(1376, 1032, .regular, .regular, safeArea: insets(24, 0, 20, 0), statusBar: 24, margins: nil, sizeClassConfirmed: false, safeAreaConfirmed: false),
            multitasking: [
                splitView(.landscape, .third, nil),
                splitView(.landscape, .half, nil),
                splitView(.landscape, .twoThirds, nil, .regular),
                splitView(.portrait, .third, nil),
                splitView(.portrait, .twoThirds, nil),
                splitView(.landscape, .slideOver, nil),
                splitView(.portrait, .slideOver, nil),
            ]),
        family(
            "ipad-pro-11inch-m4", .pad, ib: nil, ibConfirmed: false, scale: 2, sizeConfirmed: false,
            names: ["iPad Pro 11-inch (M4)"],
            portrait: screen(834, 1210, .regular, .regular, safeArea: insets(24, 0, 20, 0), statusBar: 24, margins: nil, sizeClassConfirmed: false),
            landscape: screen(1210, 834, .regular, .regular, safeArea: insets(24, 0, 20, 0), statusBar: 24, margins: nil, sizeClassConfirmed: false, safeAreaConfirmed: false),
            multitasking: [
                splitView(.landscape, .third, nil),
                splitView(.landscape, .half, nil),
                splitView(.landscape, .twoThirds, nil, .regular),
                splitView(.portrait, .third, nil),
                splitView(.portrait, .twoThirds, nil),
                splitView(.landscape, .slideOver, nil),
                splitView(.portrait, .slideOver, nil),
            ]),
    ]
}
