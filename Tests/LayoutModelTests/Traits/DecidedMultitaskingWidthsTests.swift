import LayoutModel
import Testing

/// The decided Slide Over widths (Documentation/Devices.md): 320 points on the 768 × 1024
/// iPads and 375 on the 1024 × 1366 ones, full height, both orientations, matched by
/// screen size; the catalog itself keeps the facts' unconfirmed rows.
@Suite struct DecidedMultitaskingWidthsTests {
    @Test func theCoveredIPadsAreTheOnesWithThoseScreens() {
        #expect(DecidedMultitaskingWidths.devices(with: .slideOver).map(\.id)
            == ["ipad-9.7inch", "ipad-pro-12.9inch-home-button", "ipad-pro-12.9inch"])
        #expect(DecidedMultitaskingWidths.devices(with: .third).isEmpty)
        // Every other iPad of the catalog has another screen.
        for device in DeviceCatalog.all where device.idiom == .pad {
            let screen = device.portraitSize
            let covered = screen == LayoutSize(width: 768, height: 1024) || screen == LayoutSize(width: 1024, height: 1366)
            #expect((DecidedMultitaskingWidths.width(.slideOver, on: device) != nil) == covered, "\(device.id)")
        }
        // The catalog is the facts file's: its Slide Over rows stay unconfirmed, without a width.
        let rows = DeviceCatalog.all.flatMap { $0.multitasking ?? [] }.filter { $0.multitasking == .slideOver }
        #expect(rows.count == 20 && rows.allSatisfy { !$0.confirmed && $0.width == nil })
    }

    @Test func aSlideOverConfigurationIsTheDecidedWidthAtFullHeight() throws {
        let small = try DeviceCatalog.device(named: "ipad-9.7inch")
        let portrait = try DeviceConfiguration(device: small, orientation: .portrait, multitasking: .slideOver)
        #expect(portrait.containerSize == LayoutSize(width: 320, height: 1024))
        #expect(portrait.widthClass == .compact && portrait.heightClass == .regular)
        #expect(portrait.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let landscape = try DeviceConfiguration(device: small, orientation: .landscape, multitasking: .slideOver)
        #expect(landscape.containerSize == LayoutSize(width: 320, height: 768))
        let large = try DeviceCatalog.device(named: "ipad-pro-12.9inch")
        let pro = try DeviceConfiguration(device: large, orientation: .landscape, multitasking: .slideOver)
        #expect(pro.containerSize == LayoutSize(width: 375, height: 1024))
        #expect(pro.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let classes = try DeviceSizeClasses(device: large, orientation: .portrait, multitasking: .slideOver)
        #expect(classes.confirmedWidth == 375 && classes.widthIsDecided && !classes.isConfirmed)
        // A sourced Split View width is the catalog's, not decided.
        let third = try DeviceSizeClasses(device: large, orientation: .portrait, multitasking: .third)
        #expect(third.confirmedWidth == 375 && !third.widthIsDecided)
    }
}
