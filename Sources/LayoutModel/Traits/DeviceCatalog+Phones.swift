/// The iPhone families of the catalog, in the order of `facts/devices.json` (see `DeviceCatalog+Devices.swift`
/// for how these values are kept equal to the facts file).
extension DeviceCatalog {
    static let phones: [Device] = [
        family(
            "iphone-4inch", .phone, ib: "retina4_0", scale: 2,
            names: ["iPhone SE (1st generation)", "iPhone 5s", "iPod touch (5th generation and later)"],
            portrait: screen(320, 568, .compact, .regular, safeArea: insets(20, 0, 0, 0), statusBar: 20, margins: nil),
            landscape: screen(568, 320, .compact, .compact, safeArea: insets(0, 0, 0, 0), statusBar: 0, margins: nil)),
        family(
            "iphone-4.7inch", .phone, ib: "retina4_7", scale: 2,
            names: ["iPhone 8", "iPhone 7", "iPhone 6s", "iPhone 6"],
            portrait: screen(375, 667, .compact, .regular, safeArea: insets(20, 0, 0, 0), statusBar: 20, margins: insets(20, 16, 0, 16)),
            landscape: screen(667, 375, .compact, .compact, safeArea: insets(0, 0, 0, 0), statusBar: 0, margins: insets(0, 20, 0, 20))),
        family(
            "iphone-se-2-3", .phone, ib: "retina4_7", scale: 2,
            names: ["iPhone SE (2nd generation)", "iPhone SE (3rd generation)"],
            portrait: screen(375, 667, .compact, .regular, safeArea: insets(20, 0, 0, 0), statusBar: 20, margins: insets(20, 16, 0, 16)),
            landscape: screen(667, 375, .compact, .compact, safeArea: insets(0, 0, 0, 0), statusBar: 0, margins: insets(0, 20, 0, 20))),
        family(
            "iphone-5.5inch-plus", .phone, ib: "retina5_5", scale: 3,
            names: ["iPhone 8 Plus", "iPhone 7 Plus", "iPhone 6s Plus", "iPhone 6 Plus"],
            portrait: screen(414, 736, .compact, .regular, safeArea: insets(20, 0, 0, 0), statusBar: 20, margins: insets(20, 20, 0, 20)),
            landscape: screen(736, 414, .regular, .compact, safeArea: insets(0, 0, 0, 0), statusBar: 0, margins: insets(0, 20, 0, 20))),
        family(
            "iphone-5.8inch-notch", .phone, ib: "retina5_9", scale: 3,
            names: ["iPhone X", "iPhone XS", "iPhone 11 Pro"],
            portrait: screen(375, 812, .compact, .regular, safeArea: insets(44, 0, 34, 0), statusBar: 44, margins: nil),
            landscape: screen(812, 375, .compact, .compact, safeArea: insets(0, 44, 21, 44), statusBar: 0, margins: nil)),
        family(
            "iphone-6.1inch-lcd", .phone, ib: "retina6_1", scale: 2,
            names: ["iPhone XR", "iPhone 11"],
            portrait: screen(414, 896, .compact, .regular, safeArea: insets(48, 0, 34, 0), statusBar: 48, margins: nil),
            landscape: screen(896, 414, .regular, .compact, safeArea: insets(0, 48, 21, 48), statusBar: 0, margins: nil)),
        family(
            "iphone-6.5inch", .phone, ib: "retina6_5", ibConfirmed: false, scale: 3,
            names: ["iPhone XS Max", "iPhone 11 Pro Max"],
            portrait: screen(414, 896, .compact, .regular, safeArea: insets(44, 0, 34, 0), statusBar: 44, margins: nil),
            landscape: screen(896, 414, .regular, .compact, safeArea: insets(0, 44, 21, 44), statusBar: 0, margins: nil)),
        family(
            "iphone-5.4inch-mini", .phone, ib: nil, ibConfirmed: false, scale: 3,
            names: ["iPhone 12 mini", "iPhone 13 mini"],
            portrait: screen(375, 812, .compact, .regular, safeArea: insets(50, 0, 34, 0), statusBar: 50, margins: insets(50, 16, 34, 16)),
            landscape: screen(812, 375, .compact, .compact, safeArea: insets(0, 50, 21, 50), statusBar: 0, margins: insets(0, 66, 21, 66))),
        family(
            "iphone-6.1inch-2020", .phone, ib: "retina6_0", scale: 3,
            names: ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14"],
            portrait: screen(390, 844, .compact, .regular, safeArea: insets(47, 0, 34, 0), statusBar: 47, margins: insets(47, 16, 34, 16)),
            landscape: screen(844, 390, .compact, .compact, safeArea: insets(0, 47, 21, 47), statusBar: 0, margins: insets(0, 63, 21, 63))),
        family(
            "iphone-6.7inch-2020", .phone, ib: "retina6_7", ibConfirmed: false, scale: 3,
            names: ["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"],
            portrait: screen(428, 926, .compact, .regular, safeArea: insets(47, 0, 34, 0), statusBar: 47, margins: insets(47, 20, 34, 20)),
            landscape: screen(926, 428, .regular, .compact, safeArea: insets(0, 47, 21, 47), statusBar: 0, margins: insets(0, 63, 21, 63))),
        family(
            "iphone-6.1inch-island", .phone, ib: "retina6_12", scale: 3,
            names: ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"],
            portrait: screen(393, 852, .compact, .regular, safeArea: insets(59, 0, 34, 0), statusBar: 54, margins: insets(59, 16, 34, 16)),
            landscape: screen(852, 393, .compact, .compact, safeArea: insets(0, 59, 21, 59), statusBar: 0, margins: insets(0, 75, 21, 75))),
        family(
            "iphone-6.7inch-island", .phone, ib: "retina6_72", ibConfirmed: false, scale: 3,
            names: ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"],
            portrait: screen(430, 932, .compact, .regular, safeArea: insets(59, 0, 34, 0), statusBar: 54, margins: insets(59, 20, 34, 20)),
            landscape: screen(932, 430, .regular, .compact, safeArea: insets(0, 59, 21, 59), statusBar: 0, margins: insets(0, 75, 21, 75))),
        family(
            "iphone-16-pro", .phone, ib: "retina6_3", scale: 3,
            names: ["iPhone 16 Pro"],
            portrait: screen(402, 874, .compact, .regular, safeArea: insets(62, 0, 34, 0), statusBar: 54, margins: nil),
            landscape: screen(874, 402, .compact, .compact, safeArea: insets(0, 62, 21, 62), statusBar: 0, margins: nil)),
        // The facts give no Interface Builder id for this phone. Decided: `retina6_9`,
        // which Xcode 16 storyboards (toolsVersion 24765) record with 440 × 956 roots,
        // in the naming of `retina6_3` (the 6.3-inch iPhone 16 Pro); unconfirmed.
        family(
            "iphone-16-pro-max", .phone, ib: "retina6_9", ibConfirmed: false, scale: 3,
            names: ["iPhone 16 Pro Max"],
            portrait: screen(440, 956, .compact, .regular, safeArea: insets(62, 0, 34, 0), statusBar: 54, margins: nil),
            landscape: screen(956, 440, .regular, .compact, safeArea: insets(0, 62, 21, 62), statusBar: 0, margins: nil)),
    ]
}
