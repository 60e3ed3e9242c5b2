/// The iPad families of the catalog, with their Split View widths, in the order of `facts/devices.json` (see `DeviceCatalog+Devices.swift`
/// for how these values are kept equal to the facts file).
extension DeviceCatalog {
    static let pads: [Device] = [
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
