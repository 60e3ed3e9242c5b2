/// The device catalog as Swift values: one entry per layout family of
/// `facts/devices.json` (schema version 1), in the file's order.
///
/// The library never reads the facts folder at run time; `DeviceCatalogFactsTests`
/// reads the JSON and checks every value here against it, so the two cannot drift.
/// `nil` stands where the JSON has `null`; values the JSON marks `confirmed: false`
/// are kept and flagged (`…Confirmed == false`), except multitasking widths, which
/// are `nil` whenever unconfirmed (the JSON has no unconfirmed width that is not null).
extension DeviceCatalog {
    /// Every device family, iPhones first, as listed in the facts file.
    public static let all: [Device] = [
        Device(
            id: "iphone-4inch",
            interfaceBuilderID: "retina4_0", interfaceBuilderIDConfirmed: true,
            marketingNames: ["iPhone SE (1st generation)", "iPhone 5s", "iPod touch (5th generation and later)"],
            idiom: .phone,
            portraitSize: LayoutSize(width: 320, height: 568), portraitSizeConfirmed: true,
            scale: 2,
            portrait: DeviceOrientationMetrics(
                size: LayoutSize(width: 320, height: 568),
                widthClass: .compact, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 20,
                rootViewLayoutMargins: nil),
            landscape: DeviceOrientationMetrics(
                size: LayoutSize(width: 568, height: 320),
                widthClass: .compact, heightClass: .compact, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 0,
                rootViewLayoutMargins: nil),
            multitasking: nil),
        Device(
            id: "iphone-4.7inch",
            interfaceBuilderID: "retina4_7", interfaceBuilderIDConfirmed: true,
            marketingNames: ["iPhone 8", "iPhone 7", "iPhone 6s", "iPhone 6"],
            idiom: .phone,
            portraitSize: LayoutSize(width: 375, height: 667), portraitSizeConfirmed: true,
            scale: 2,
            portrait: DeviceOrientationMetrics(
                size: LayoutSize(width: 375, height: 667),
                widthClass: .compact, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 20,
                rootViewLayoutMargins: EdgeInsets(top: 20, left: 16, bottom: 0, right: 16)),
            landscape: DeviceOrientationMetrics(
                size: LayoutSize(width: 667, height: 375),
                widthClass: .compact, heightClass: .compact, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 0,
                rootViewLayoutMargins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)),
            multitasking: nil),
        Device(
            id: "iphone-se-2-3",
            interfaceBuilderID: "retina4_7", interfaceBuilderIDConfirmed: true,
            marketingNames: ["iPhone SE (2nd generation)", "iPhone SE (3rd generation)"],
            idiom: .phone,
            portraitSize: LayoutSize(width: 375, height: 667), portraitSizeConfirmed: true,
            scale: 2,
            portrait: DeviceOrientationMetrics(
                size: LayoutSize(width: 375, height: 667),
                widthClass: .compact, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 20,
                rootViewLayoutMargins: EdgeInsets(top: 20, left: 16, bottom: 0, right: 16)),
            landscape: DeviceOrientationMetrics(
                size: LayoutSize(width: 667, height: 375),
                widthClass: .compact, heightClass: .compact, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 0,
                rootViewLayoutMargins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)),
            multitasking: nil),
        Device(
            id: "iphone-5.5inch-plus",
            interfaceBuilderID: "retina5_5", interfaceBuilderIDConfirmed: true,
            marketingNames: ["iPhone 8 Plus", "iPhone 7 Plus", "iPhone 6s Plus", "iPhone 6 Plus"],
            idiom: .phone,
            portraitSize: LayoutSize(width: 414, height: 736), portraitSizeConfirmed: true,
            scale: 3,
            portrait: DeviceOrientationMetrics(
                size: LayoutSize(width: 414, height: 736),
                widthClass: .compact, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 20,
                rootViewLayoutMargins: EdgeInsets(top: 20, left: 20, bottom: 0, right: 20)),
            landscape: DeviceOrientationMetrics(
                size: LayoutSize(width: 736, height: 414),
                widthClass: .regular, heightClass: .compact, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 0,
                rootViewLayoutMargins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)),
            multitasking: nil),
        Device(
            id: "iphone-5.8inch-notch",
            interfaceBuilderID: "retina5_9", interfaceBuilderIDConfirmed: true,
            marketingNames: ["iPhone X", "iPhone XS", "iPhone 11 Pro"],
            idiom: .phone,
            portraitSize: LayoutSize(width: 375, height: 812), portraitSizeConfirmed: true,
            scale: 3,
            portrait: DeviceOrientationMetrics(
                size: LayoutSize(width: 375, height: 812),
                widthClass: .compact, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 44,
                rootViewLayoutMargins: nil),
            landscape: DeviceOrientationMetrics(
                size: LayoutSize(width: 812, height: 375),
                widthClass: .compact, heightClass: .compact, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44), safeAreaConfirmed: true,
                statusBarHeight: 0,
                rootViewLayoutMargins: nil),
            multitasking: nil),
        Device(
            id: "iphone-6.1inch-lcd",
            interfaceBuilderID: "retina6_1", interfaceBuilderIDConfirmed: true,
            marketingNames: ["iPhone XR", "iPhone 11"],
            idiom: .phone,
            portraitSize: LayoutSize(width: 414, height: 896), portraitSizeConfirmed: true,
            scale: 2,
            portrait: DeviceOrientationMetrics(
                size: LayoutSize(width: 414, height: 896),
                widthClass: .compact, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 48, left: 0, bottom: 34, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 48,
                rootViewLayoutMargins: nil),
            landscape: DeviceOrientationMetrics(
                size: LayoutSize(width: 896, height: 414),
                widthClass: .regular, heightClass: .compact, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 0, left: 48, bottom: 21, right: 48), safeAreaConfirmed: true,
                statusBarHeight: 0,
                rootViewLayoutMargins: nil),
            multitasking: nil),
        Device(
            id: "iphone-6.5inch",
            interfaceBuilderID: "retina6_5", interfaceBuilderIDConfirmed: false,
            marketingNames: ["iPhone XS Max", "iPhone 11 Pro Max"],
            idiom: .phone,
            portraitSize: LayoutSize(width: 414, height: 896), portraitSizeConfirmed: true,
            scale: 3,
            portrait: DeviceOrientationMetrics(
                size: LayoutSize(width: 414, height: 896),
                widthClass: .compact, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 44,
                rootViewLayoutMargins: nil),
            landscape: DeviceOrientationMetrics(
                size: LayoutSize(width: 896, height: 414),
                widthClass: .regular, heightClass: .compact, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44), safeAreaConfirmed: true,
                statusBarHeight: 0,
                rootViewLayoutMargins: nil),
            multitasking: nil),
        Device(
            id: "iphone-5.4inch-mini",
            interfaceBuilderID: nil, interfaceBuilderIDConfirmed: false,
            marketingNames: ["iPhone 12 mini", "iPhone 13 mini"],
            idiom: .phone,
            portraitSize: LayoutSize(width: 375, height: 812), portraitSizeConfirmed: true,
            scale: 3,
            portrait: DeviceOrientationMetrics(
                size: LayoutSize(width: 375, height: 812),
                widthClass: .compact, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 50, left: 0, bottom: 34, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 50,
                rootViewLayoutMargins: EdgeInsets(top: 50, left: 16, bottom: 34, right: 16)),
            landscape: DeviceOrientationMetrics(
                size: LayoutSize(width: 812, height: 375),
                widthClass: .compact, heightClass: .compact, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 0, left: 50, bottom: 21, right: 50), safeAreaConfirmed: true,
                statusBarHeight: 0,
                rootViewLayoutMargins: EdgeInsets(top: 0, left: 66, bottom: 21, right: 66)),
            multitasking: nil),
        Device(
            id: "iphone-6.1inch-2020",
            interfaceBuilderID: "retina6_0", interfaceBuilderIDConfirmed: true,
            marketingNames: ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14"],
            idiom: .phone,
            portraitSize: LayoutSize(width: 390, height: 844), portraitSizeConfirmed: true,
            scale: 3,
            portrait: DeviceOrientationMetrics(
                size: LayoutSize(width: 390, height: 844),
                widthClass: .compact, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 47,
                rootViewLayoutMargins: EdgeInsets(top: 47, left: 16, bottom: 34, right: 16)),
            landscape: DeviceOrientationMetrics(
                size: LayoutSize(width: 844, height: 390),
                widthClass: .compact, heightClass: .compact, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), safeAreaConfirmed: true,
                statusBarHeight: 0,
                rootViewLayoutMargins: EdgeInsets(top: 0, left: 63, bottom: 21, right: 63)),
            multitasking: nil),
        Device(
            id: "iphone-6.7inch-2020",
            interfaceBuilderID: "retina6_7", interfaceBuilderIDConfirmed: false,
            marketingNames: ["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"],
            idiom: .phone,
            portraitSize: LayoutSize(width: 428, height: 926), portraitSizeConfirmed: true,
            scale: 3,
            portrait: DeviceOrientationMetrics(
                size: LayoutSize(width: 428, height: 926),
                widthClass: .compact, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 47,
                rootViewLayoutMargins: EdgeInsets(top: 47, left: 20, bottom: 34, right: 20)),
            landscape: DeviceOrientationMetrics(
                size: LayoutSize(width: 926, height: 428),
                widthClass: .regular, heightClass: .compact, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), safeAreaConfirmed: true,
                statusBarHeight: 0,
                rootViewLayoutMargins: EdgeInsets(top: 0, left: 63, bottom: 21, right: 63)),
            multitasking: nil),
        Device(
            id: "iphone-6.1inch-island",
            interfaceBuilderID: "retina6_12", interfaceBuilderIDConfirmed: true,
            marketingNames: ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"],
            idiom: .phone,
            portraitSize: LayoutSize(width: 393, height: 852), portraitSizeConfirmed: true,
            scale: 3,
            portrait: DeviceOrientationMetrics(
                size: LayoutSize(width: 393, height: 852),
                widthClass: .compact, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 54,
                rootViewLayoutMargins: EdgeInsets(top: 59, left: 16, bottom: 34, right: 16)),
            landscape: DeviceOrientationMetrics(
                size: LayoutSize(width: 852, height: 393),
                widthClass: .compact, heightClass: .compact, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), safeAreaConfirmed: true,
                statusBarHeight: 0,
                rootViewLayoutMargins: EdgeInsets(top: 0, left: 75, bottom: 21, right: 75)),
            multitasking: nil),
        Device(
            id: "iphone-6.7inch-island",
            interfaceBuilderID: "retina6_72", interfaceBuilderIDConfirmed: false,
            marketingNames: ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"],
            idiom: .phone,
            portraitSize: LayoutSize(width: 430, height: 932), portraitSizeConfirmed: true,
            scale: 3,
            portrait: DeviceOrientationMetrics(
                size: LayoutSize(width: 430, height: 932),
                widthClass: .compact, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 54,
                rootViewLayoutMargins: EdgeInsets(top: 59, left: 20, bottom: 34, right: 20)),
            landscape: DeviceOrientationMetrics(
                size: LayoutSize(width: 932, height: 430),
                widthClass: .regular, heightClass: .compact, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), safeAreaConfirmed: true,
                statusBarHeight: 0,
                rootViewLayoutMargins: EdgeInsets(top: 0, left: 75, bottom: 21, right: 75)),
            multitasking: nil),
        Device(
            id: "iphone-16-pro",
            interfaceBuilderID: "retina6_3", interfaceBuilderIDConfirmed: true,
            marketingNames: ["iPhone 16 Pro"],
            idiom: .phone,
            portraitSize: LayoutSize(width: 402, height: 874), portraitSizeConfirmed: true,
            scale: 3,
            portrait: DeviceOrientationMetrics(
                size: LayoutSize(width: 402, height: 874),
                widthClass: .compact, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 54,
                rootViewLayoutMargins: nil),
            landscape: DeviceOrientationMetrics(
                size: LayoutSize(width: 874, height: 402),
                widthClass: .compact, heightClass: .compact, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62), safeAreaConfirmed: true,
                statusBarHeight: 0,
                rootViewLayoutMargins: nil),
            multitasking: nil),
        Device(
            id: "iphone-16-pro-max",
            interfaceBuilderID: nil, interfaceBuilderIDConfirmed: false,
            marketingNames: ["iPhone 16 Pro Max"],
            idiom: .phone,
            portraitSize: LayoutSize(width: 440, height: 956), portraitSizeConfirmed: true,
            scale: 3,
            portrait: DeviceOrientationMetrics(
                size: LayoutSize(width: 440, height: 956),
                widthClass: .compact, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 54,
                rootViewLayoutMargins: nil),
            landscape: DeviceOrientationMetrics(
                size: LayoutSize(width: 956, height: 440),
                widthClass: .regular, heightClass: .compact, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62), safeAreaConfirmed: true,
                statusBarHeight: 0,
                rootViewLayoutMargins: nil),
            multitasking: nil),
        Device(
            id: "ipad-9.7inch",
            interfaceBuilderID: "ipad9_7", interfaceBuilderIDConfirmed: true,
            marketingNames: ["iPad (5th generation)", "iPad (6th generation)", "iPad Air", "iPad Air 2", "iPad Pro (9.7-inch)", "iPad mini 2/3/4/5 (7.9-inch, same points)"],
            idiom: .pad,
            portraitSize: LayoutSize(width: 768, height: 1024), portraitSizeConfirmed: true,
            scale: 2,
            portrait: DeviceOrientationMetrics(
                size: LayoutSize(width: 768, height: 1024),
                widthClass: .regular, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 20,
                rootViewLayoutMargins: nil),
            landscape: DeviceOrientationMetrics(
                size: LayoutSize(width: 1024, height: 768),
                widthClass: .regular, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 20,
                rootViewLayoutMargins: nil),
            multitasking: [
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .third, width: 320,
                    widthClass: .compact, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .half, width: 507,
                    widthClass: .compact, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .twoThirds, width: 694,
                    widthClass: .regular, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .third, width: 320,
                    widthClass: .compact, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .twoThirds, width: 438,
                    widthClass: .compact, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .slideOver, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .slideOver, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
            ]),
        Device(
            id: "ipad-10.2inch",
            interfaceBuilderID: "ipad10_2", interfaceBuilderIDConfirmed: false,
            marketingNames: ["iPad (7th generation)", "iPad (8th generation)", "iPad (9th generation)"],
            idiom: .pad,
            portraitSize: LayoutSize(width: 810, height: 1080), portraitSizeConfirmed: true,
            scale: 2,
            portrait: DeviceOrientationMetrics(
                size: LayoutSize(width: 810, height: 1080),
                widthClass: .regular, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 20,
                rootViewLayoutMargins: nil),
            landscape: DeviceOrientationMetrics(
                size: LayoutSize(width: 1080, height: 810),
                widthClass: .regular, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 20,
                rootViewLayoutMargins: nil),
            multitasking: [
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .third, width: 320,
                    widthClass: .compact, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .half, width: 535,
                    widthClass: .compact, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .twoThirds, width: 750,
                    widthClass: .regular, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .third, width: 320,
                    widthClass: .compact, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .twoThirds, width: 480,
                    widthClass: .compact, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .slideOver, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .slideOver, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
            ]),
        Device(
            id: "ipad-10.5inch",
            interfaceBuilderID: "ipad10_5", interfaceBuilderIDConfirmed: false,
            marketingNames: ["iPad Pro (10.5-inch)", "iPad Air (3rd generation)"],
            idiom: .pad,
            portraitSize: LayoutSize(width: 834, height: 1112), portraitSizeConfirmed: true,
            scale: 2,
            portrait: DeviceOrientationMetrics(
                size: LayoutSize(width: 834, height: 1112),
                widthClass: .regular, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 20,
                rootViewLayoutMargins: nil),
            landscape: DeviceOrientationMetrics(
                size: LayoutSize(width: 1112, height: 834),
                widthClass: .regular, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 20,
                rootViewLayoutMargins: nil),
            multitasking: [
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .third, width: 320,
                    widthClass: .compact, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .half, width: 551,
                    widthClass: .compact, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .twoThirds, width: 782,
                    widthClass: .regular, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .third, width: 320,
                    widthClass: .compact, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .twoThirds, width: 504,
                    widthClass: .compact, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .slideOver, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .slideOver, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
            ]),
        Device(
            id: "ipad-10.9inch",
            interfaceBuilderID: "ipad10_9rounded", interfaceBuilderIDConfirmed: false,
            marketingNames: ["iPad Air (4th generation)", "iPad Air (5th generation)", "iPad (10th generation)", "iPad Air 11-inch (M2)", "iPad 11-inch (A16)"],
            idiom: .pad,
            portraitSize: LayoutSize(width: 820, height: 1180), portraitSizeConfirmed: true,
            scale: 2,
            portrait: DeviceOrientationMetrics(
                size: LayoutSize(width: 820, height: 1180),
                widthClass: .regular, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 24,
                rootViewLayoutMargins: EdgeInsets(top: 24, left: 20, bottom: 20, right: 20)),
            landscape: DeviceOrientationMetrics(
                size: LayoutSize(width: 1180, height: 820),
                widthClass: .regular, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 24,
                rootViewLayoutMargins: EdgeInsets(top: 24, left: 20, bottom: 20, right: 20)),
            multitasking: [
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .third, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .half, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .twoThirds, width: nil,
                    widthClass: .regular, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .third, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .twoThirds, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .slideOver, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .slideOver, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
            ]),
        Device(
            id: "ipad-mini-8.3inch",
            interfaceBuilderID: nil, interfaceBuilderIDConfirmed: false,
            marketingNames: ["iPad mini (6th generation)", "iPad mini (A17 Pro)"],
            idiom: .pad,
            portraitSize: LayoutSize(width: 744, height: 1133), portraitSizeConfirmed: true,
            scale: 2,
            portrait: DeviceOrientationMetrics(
                size: LayoutSize(width: 744, height: 1133),
                widthClass: .regular, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 24,
                rootViewLayoutMargins: EdgeInsets(top: 24, left: 20, bottom: 20, right: 20)),
            landscape: DeviceOrientationMetrics(
                size: LayoutSize(width: 1133, height: 744),
                widthClass: .regular, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 24,
                rootViewLayoutMargins: EdgeInsets(top: 24, left: 20, bottom: 20, right: 20)),
            multitasking: [
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .third, width: 375,
                    widthClass: .compact, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .twoThirds, width: 748,
                    widthClass: .regular, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .half, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .third, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .twoThirds, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .slideOver, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .slideOver, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
            ]),
        Device(
            id: "ipad-pro-11inch",
            interfaceBuilderID: "ipad11_0rounded", interfaceBuilderIDConfirmed: false,
            marketingNames: ["iPad Pro (11-inch) 1st-4th generation"],
            idiom: .pad,
            portraitSize: LayoutSize(width: 834, height: 1194), portraitSizeConfirmed: true,
            scale: 2,
            portrait: DeviceOrientationMetrics(
                size: LayoutSize(width: 834, height: 1194),
                widthClass: .regular, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 24,
                rootViewLayoutMargins: EdgeInsets(top: 24, left: 20, bottom: 20, right: 20)),
            landscape: DeviceOrientationMetrics(
                size: LayoutSize(width: 1194, height: 834),
                widthClass: .regular, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 24,
                rootViewLayoutMargins: EdgeInsets(top: 24, left: 20, bottom: 20, right: 20)),
            multitasking: [
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .third, width: 375,
                    widthClass: .compact, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .half, width: 592,
                    widthClass: .compact, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .twoThirds, width: 809,
                    widthClass: .regular, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .third, width: 320,
                    widthClass: .compact, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .twoThirds, width: 504,
                    widthClass: .compact, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .slideOver, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .slideOver, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
            ]),
        Device(
            id: "ipad-pro-12.9inch-home-button",
            interfaceBuilderID: "ipad12_9", interfaceBuilderIDConfirmed: false,
            marketingNames: ["iPad Pro (12.9-inch) 1st generation", "iPad Pro (12.9-inch) 2nd generation"],
            idiom: .pad,
            portraitSize: LayoutSize(width: 1024, height: 1366), portraitSizeConfirmed: true,
            scale: 2,
            portrait: DeviceOrientationMetrics(
                size: LayoutSize(width: 1024, height: 1366),
                widthClass: .regular, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 20,
                rootViewLayoutMargins: nil),
            landscape: DeviceOrientationMetrics(
                size: LayoutSize(width: 1366, height: 1024),
                widthClass: .regular, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 20,
                rootViewLayoutMargins: nil),
            multitasking: [
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .third, width: 375,
                    widthClass: .compact, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .half, width: 678,
                    widthClass: .regular, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .twoThirds, width: 981,
                    widthClass: .regular, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .third, width: 375,
                    widthClass: .compact, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .twoThirds, width: 639,
                    widthClass: .compact, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .slideOver, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .slideOver, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
            ]),
        Device(
            id: "ipad-pro-12.9inch",
            interfaceBuilderID: "ipad12_9rounded", interfaceBuilderIDConfirmed: false,
            marketingNames: ["iPad Pro (12.9-inch) 3rd-6th generation", "iPad Air 13-inch (M2)"],
            idiom: .pad,
            portraitSize: LayoutSize(width: 1024, height: 1366), portraitSizeConfirmed: true,
            scale: 2,
            portrait: DeviceOrientationMetrics(
                size: LayoutSize(width: 1024, height: 1366),
                widthClass: .regular, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 24,
                rootViewLayoutMargins: EdgeInsets(top: 24, left: 20, bottom: 20, right: 20)),
            landscape: DeviceOrientationMetrics(
                size: LayoutSize(width: 1366, height: 1024),
                widthClass: .regular, heightClass: .regular, sizeClassConfirmed: true,
                safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 24,
                rootViewLayoutMargins: EdgeInsets(top: 24, left: 20, bottom: 20, right: 20)),
            multitasking: [
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .third, width: 375,
                    widthClass: .compact, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .half, width: 678,
                    widthClass: .regular, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .twoThirds, width: 981,
                    widthClass: .regular, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .third, width: 375,
                    widthClass: .compact, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .twoThirds, width: 639,
                    widthClass: .compact, heightClass: .regular, confirmed: true),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .slideOver, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .slideOver, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
            ]),
        Device(
            id: "ipad-pro-13inch-m4",
            interfaceBuilderID: nil, interfaceBuilderIDConfirmed: false,
            marketingNames: ["iPad Pro 13-inch (M4)"],
            idiom: .pad,
            portraitSize: LayoutSize(width: 1032, height: 1376), portraitSizeConfirmed: true,
            scale: 2,
            portrait: DeviceOrientationMetrics(
                size: LayoutSize(width: 1032, height: 1376),
                widthClass: .regular, heightClass: .regular, sizeClassConfirmed: false,
                safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 24,
                rootViewLayoutMargins: nil),
            landscape: DeviceOrientationMetrics(
                size: LayoutSize(width: 1376, height: 1032),
                widthClass: .regular, heightClass: .regular, sizeClassConfirmed: false,
                safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), safeAreaConfirmed: false,
                statusBarHeight: 24,
                rootViewLayoutMargins: nil),
            multitasking: [
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .third, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .half, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .twoThirds, width: nil,
                    widthClass: .regular, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .third, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .twoThirds, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .slideOver, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .slideOver, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
            ]),
        Device(
            id: "ipad-pro-11inch-m4",
            interfaceBuilderID: nil, interfaceBuilderIDConfirmed: false,
            marketingNames: ["iPad Pro 11-inch (M4)"],
            idiom: .pad,
            portraitSize: LayoutSize(width: 834, height: 1210), portraitSizeConfirmed: false,
            scale: 2,
            portrait: DeviceOrientationMetrics(
                size: LayoutSize(width: 834, height: 1210),
                widthClass: .regular, heightClass: .regular, sizeClassConfirmed: false,
                safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), safeAreaConfirmed: true,
                statusBarHeight: 24,
                rootViewLayoutMargins: nil),
            landscape: DeviceOrientationMetrics(
                size: LayoutSize(width: 1210, height: 834),
                widthClass: .regular, heightClass: .regular, sizeClassConfirmed: false,
                safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), safeAreaConfirmed: false,
                statusBarHeight: 24,
                rootViewLayoutMargins: nil),
            multitasking: [
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .third, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .half, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .twoThirds, width: nil,
                    widthClass: .regular, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .third, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .twoThirds, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .landscape, multitasking: .slideOver, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
                DeviceMultitaskingConfiguration(
                    orientation: .portrait, multitasking: .slideOver, width: nil,
                    widthClass: .compact, heightClass: .regular, confirmed: false),
            ]),
    ]
}
