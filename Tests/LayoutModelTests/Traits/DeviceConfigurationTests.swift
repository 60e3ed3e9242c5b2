import LayoutModel
import Testing

@Suite("Device configurations")
struct DeviceConfigurationTests {
    @Test("iPhone 15 Pro portrait: 393×852 @3x, compact width, regular height, notch insets")
    func islandPortrait() throws {
        let configuration = try DeviceConfiguration(deviceNamed: "iPhone 15 Pro")
        #expect(configuration.containerSize == LayoutSize(width: 393, height: 852))
        #expect(configuration.traitCollection == TraitCollection(
            widthClass: .compact, heightClass: .regular, contentSize: .large, direction: .leftToRight,
            displayScale: 3, idiom: .phone))
        #expect(configuration.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // Measured root margins (59, 16, 34, 16) less the safe area.
        #expect(configuration.systemMinimumLayoutMargins == DirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    }

    @Test("iPhone 15 Pro landscape: 852×393, compact/compact, 59 on both sides")
    func islandLandscape() throws {
        let configuration = try DeviceConfiguration(
            deviceNamed: "retina6_12", orientation: .landscape, contentSize: .accessibilityLarge, direction: .rightToLeft)
        #expect(configuration.containerSize == LayoutSize(width: 852, height: 393))
        #expect(configuration.traitCollection.widthClass == .compact)
        #expect(configuration.traitCollection.heightClass == .compact)
        #expect(configuration.traitCollection.contentSize == .accessibilityLarge)
        #expect(configuration.traitCollection.direction == .rightToLeft)
        #expect(configuration.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        // Measured 75 = 59 + 16.
        #expect(configuration.systemMinimumLayoutMargins.leading == 16)
    }

    @Test("the 4.7-inch iPhone in landscape is compact yet its measured minimum margin is 20")
    func measuredBeatsSizeClassRule() throws {
        let configuration = try DeviceConfiguration(deviceNamed: "iPhone 8", orientation: .landscape)
        #expect(configuration.widthClass == .compact)
        #expect(configuration.systemMinimumLayoutMargins == DirectionalInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(configuration.traitCollection.displayScale == 2)
    }

    @Test("an unmeasured phone follows the measured phones' rule: XR landscape (regular, 48-point side inset) 16, portrait (414 wide) 20")
    func unmeasuredPhoneRule() throws {
        let configuration = try DeviceConfiguration(deviceNamed: "iPhone XR", orientation: .landscape)
        #expect(configuration.widthClass == .regular)
        #expect(configuration.systemMinimumLayoutMargins.leading == 16)
        let portrait = try DeviceConfiguration(deviceNamed: "iPhone XR")
        #expect(portrait.systemMinimumLayoutMargins.leading == 20)
    }

    @Test("11-inch iPad Pro: full screen regular/regular; Split View widths and classes from the catalog")
    func iPadMultitasking() throws {
        let device = try DeviceCatalog.device(named: "ipad-pro-11inch")
        let full = try DeviceConfiguration(device: device)
        #expect(full.containerSize == LayoutSize(width: 834, height: 1194))
        #expect(full.widthClass == .regular && full.heightClass == .regular)
        #expect(full.traitCollection.idiom == .pad)
        #expect(full.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(full.systemMinimumLayoutMargins.leading == 20)

        let third = try DeviceConfiguration(device: device, orientation: .landscape, multitasking: .third)
        #expect(third.containerSize == LayoutSize(width: 375, height: 834))
        #expect(third.widthClass == .compact && third.heightClass == .regular)
        #expect(third.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(third.systemMinimumLayoutMargins.leading == 16)

        let twoThirds = try DeviceConfiguration(device: device, orientation: .landscape, multitasking: .twoThirds)
        #expect(twoThirds.containerSize.width == 809)
        #expect(twoThirds.widthClass == .regular)
        let half = try DeviceConfiguration(device: device, orientation: .landscape, multitasking: .half)
        #expect(half.containerSize.width == 592 && half.widthClass == .compact)
        let portraitThird = try DeviceConfiguration(device: device, orientation: .portrait, multitasking: .third)
        #expect(portraitThird.containerSize == LayoutSize(width: 320, height: 1194))
    }

    @Test("typed errors: multitasking on a phone, a missing row, an unconfirmed width")
    func errors() throws {
        #expect(throws: DeviceConfigurationError.multitaskingOnPhone(device: "iphone-6.1inch-island", multitasking: .half)) {
            try DeviceConfiguration(device: try DeviceCatalog.device(named: "iPhone 16"), multitasking: .half)
        }
        let pro = try DeviceCatalog.device(named: "ipad-pro-11inch")
        #expect(throws: DeviceConfigurationError.noSuchConfiguration(device: "ipad-pro-11inch", orientation: .portrait, multitasking: .half)) {
            try DeviceConfiguration(device: pro, orientation: .portrait, multitasking: .half)
        }
        #expect(throws: DeviceConfigurationError.unconfirmedWidth(device: "ipad-pro-11inch", orientation: .landscape, multitasking: .slideOver)) {
            try DeviceConfiguration(device: pro, orientation: .landscape, multitasking: .slideOver)
        }
        let air = try DeviceCatalog.device(named: "ipad-10.9inch")
        #expect(throws: DeviceConfigurationError.unconfirmedWidth(device: "ipad-10.9inch", orientation: .portrait, multitasking: .third)) {
            try DeviceConfiguration(device: air, multitasking: .third)
        }
        #expect(throws: DeviceConfigurationLookupError.lookup(.unknownDevice("Galaxy", closeMatches: []))) {
            try DeviceConfiguration(deviceNamed: "Galaxy")
        }
    }
}
