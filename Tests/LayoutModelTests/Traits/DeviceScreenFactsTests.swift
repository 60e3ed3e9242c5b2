import LayoutModel
import Testing

/// Every device of the catalog solved through the engine, with the numbers of
/// facts/devices.json written out by hand below (not read at run time): the window size,
/// the size classes, where the root's safe-area guide and layout-margins guide land, and
/// the iPad Split View widths. The catalog-against-JSON tests check the stored values;
/// these check what a document sees when it pins views to `root.safeArea` and to the
/// root's margins on each device.
///
/// Root margins are safe area + the system minimum on the sides (0 top and bottom).
/// `side` is that minimum: measured (rootViewLayoutMargins of devices.json, iOS 16.2) where
/// the row says so, else layoutdb's rule for unmeasured phones (20 on a screen at least
/// 414 wide with no side inset, else 16; ``DeviceConfiguration/systemMinimumLayoutMargins``)
/// and the size-class rule for iPads and Split View (compact 16, regular 20;
/// facts/uikit-defaults.md §4, unconfirmed).
@Suite("Device screens through the engine")
struct DeviceScreenFactsTests {
    struct Row: Sendable, CustomStringConvertible {
        var device: String
        var orientation: Orientation
        var width: Double
        var height: Double
        var widthClass: SizeClass
        var heightClass: SizeClass
        var safe: EdgeInsets
        var side: Double

        init(
            _ device: String, _ orientation: Orientation, _ width: Double, _ height: Double, _ widthClass: SizeClass,
            _ heightClass: SizeClass, _ safe: EdgeInsets, side: Double
        ) {
            (self.device, self.orientation, self.width, self.height) = (device, orientation, width, height)
            (self.widthClass, self.heightClass, self.safe, self.side) = (widthClass, heightClass, safe, side)
        }

        var description: String { "\(device) \(orientation)" }
    }

    static func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
        EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// facts/devices.json, `orientations.portrait` / `.landscape` of each family.
    static let rows: [Row] = [
        Row("iphone-4inch", .portrait, 320, 568, .compact, .regular, insets(20, 0, 0, 0), side: 16), // rule
        Row("iphone-4inch", .landscape, 568, 320, .compact, .compact, insets(0, 0, 0, 0), side: 20), // rule
        Row("iphone-4.7inch", .portrait, 375, 667, .compact, .regular, insets(20, 0, 0, 0), side: 16), // measured
        Row("iphone-4.7inch", .landscape, 667, 375, .compact, .compact, insets(0, 0, 0, 0), side: 20), // measured
        Row("iphone-se-2-3", .portrait, 375, 667, .compact, .regular, insets(20, 0, 0, 0), side: 16), // measured
        Row("iphone-se-2-3", .landscape, 667, 375, .compact, .compact, insets(0, 0, 0, 0), side: 20), // measured
        Row("iphone-5.5inch-plus", .portrait, 414, 736, .compact, .regular, insets(20, 0, 0, 0), side: 20), // measured
        Row("iphone-5.5inch-plus", .landscape, 736, 414, .regular, .compact, insets(0, 0, 0, 0), side: 20), // measured
        Row("iphone-5.8inch-notch", .portrait, 375, 812, .compact, .regular, insets(44, 0, 34, 0), side: 16), // rule
        Row("iphone-5.8inch-notch", .landscape, 812, 375, .compact, .compact, insets(0, 44, 21, 44), side: 16), // rule
        Row("iphone-6.1inch-lcd", .portrait, 414, 896, .compact, .regular, insets(48, 0, 34, 0), side: 20), // rule
        Row("iphone-6.1inch-lcd", .landscape, 896, 414, .regular, .compact, insets(0, 48, 21, 48), side: 16), // rule
        Row("iphone-6.5inch", .portrait, 414, 896, .compact, .regular, insets(44, 0, 34, 0), side: 20), // rule
        Row("iphone-6.5inch", .landscape, 896, 414, .regular, .compact, insets(0, 44, 21, 44), side: 16), // rule
        Row("iphone-5.4inch-mini", .portrait, 375, 812, .compact, .regular, insets(50, 0, 34, 0), side: 16), // measured
        Row("iphone-5.4inch-mini", .landscape, 812, 375, .compact, .compact, insets(0, 50, 21, 50), side: 16), // measured
        Row("iphone-6.1inch-2020", .portrait, 390, 844, .compact, .regular, insets(47, 0, 34, 0), side: 16), // measured
        Row("iphone-6.1inch-2020", .landscape, 844, 390, .compact, .compact, insets(0, 47, 21, 47), side: 16), // measured
        Row("iphone-6.7inch-2020", .portrait, 428, 926, .compact, .regular, insets(47, 0, 34, 0), side: 20), // measured
        Row("iphone-6.7inch-2020", .landscape, 926, 428, .regular, .compact, insets(0, 47, 21, 47), side: 16), // measured
        Row("iphone-6.1inch-island", .portrait, 393, 852, .compact, .regular, insets(59, 0, 34, 0), side: 16), // measured
        Row("iphone-6.1inch-island", .landscape, 852, 393, .compact, .compact, insets(0, 59, 21, 59), side: 16), // measured
        Row("iphone-6.7inch-island", .portrait, 430, 932, .compact, .regular, insets(59, 0, 34, 0), side: 20), // measured
        Row("iphone-6.7inch-island", .landscape, 932, 430, .regular, .compact, insets(0, 59, 21, 59), side: 16), // measured
        Row("iphone-16-pro", .portrait, 402, 874, .compact, .regular, insets(62, 0, 34, 0), side: 16), // rule
        Row("iphone-16-pro", .landscape, 874, 402, .compact, .compact, insets(0, 62, 21, 62), side: 16), // rule
        Row("iphone-16-pro-max", .portrait, 440, 956, .compact, .regular, insets(62, 0, 34, 0), side: 20), // rule
        Row("iphone-16-pro-max", .landscape, 956, 440, .regular, .compact, insets(0, 62, 21, 62), side: 16), // rule
        Row("ipad-9.7inch", .portrait, 768, 1024, .regular, .regular, insets(20, 0, 0, 0), side: 20), // rule
        Row("ipad-9.7inch", .landscape, 1024, 768, .regular, .regular, insets(20, 0, 0, 0), side: 20), // rule
        Row("ipad-10.2inch", .portrait, 810, 1080, .regular, .regular, insets(20, 0, 0, 0), side: 20), // rule
        Row("ipad-10.2inch", .landscape, 1080, 810, .regular, .regular, insets(20, 0, 0, 0), side: 20), // rule
        Row("ipad-10.5inch", .portrait, 834, 1112, .regular, .regular, insets(20, 0, 0, 0), side: 20), // rule
        Row("ipad-10.5inch", .landscape, 1112, 834, .regular, .regular, insets(20, 0, 0, 0), side: 20), // rule
        Row("ipad-10.9inch", .portrait, 820, 1180, .regular, .regular, insets(24, 0, 20, 0), side: 20), // measured
        Row("ipad-10.9inch", .landscape, 1180, 820, .regular, .regular, insets(24, 0, 20, 0), side: 20), // measured
        Row("ipad-mini-8.3inch", .portrait, 744, 1133, .regular, .regular, insets(24, 0, 20, 0), side: 20), // measured
        Row("ipad-mini-8.3inch", .landscape, 1133, 744, .regular, .regular, insets(24, 0, 20, 0), side: 20), // measured
        Row("ipad-pro-11inch", .portrait, 834, 1194, .regular, .regular, insets(24, 0, 20, 0), side: 20), // measured
        Row("ipad-pro-11inch", .landscape, 1194, 834, .regular, .regular, insets(24, 0, 20, 0), side: 20), // measured
        Row("ipad-pro-12.9inch-home-button", .portrait, 1024, 1366, .regular, .regular, insets(20, 0, 0, 0), side: 20), // rule
        Row("ipad-pro-12.9inch-home-button", .landscape, 1366, 1024, .regular, .regular, insets(20, 0, 0, 0), side: 20), // rule
        Row("ipad-pro-12.9inch", .portrait, 1024, 1366, .regular, .regular, insets(24, 0, 20, 0), side: 20), // measured
        Row("ipad-pro-12.9inch", .landscape, 1366, 1024, .regular, .regular, insets(24, 0, 20, 0), side: 20), // measured
        Row("ipad-pro-13inch-m4", .portrait, 1032, 1376, .regular, .regular, insets(24, 0, 20, 0), side: 20), // rule
        Row("ipad-pro-13inch-m4", .landscape, 1376, 1032, .regular, .regular, insets(24, 0, 20, 0), side: 20), // rule
        Row("ipad-pro-11inch-m4", .portrait, 834, 1210, .regular, .regular, insets(24, 0, 20, 0), side: 20), // rule
        Row("ipad-pro-11inch-m4", .landscape, 1210, 834, .regular, .regular, insets(24, 0, 20, 0), side: 20), // rule
    ]

    /// Views filling the root's safe area and its margins guide.
    static func guides() throws -> LayoutHierarchy {
        try EngineFixture.hierarchy(
            [ViewNode(id: "safe"), ViewNode(id: "margins")],
            [
                "safe.leading == root.safeArea.leading", "safe.trailing == root.safeArea.trailing",
                "safe.top == root.safeArea.top", "safe.bottom == root.safeArea.bottom",
                "margins.leading == root.leadingMargin", "margins.trailing == root.trailingMargin",
                "margins.top == root.topMargin", "margins.bottom == root.bottomMargin",
            ])
    }

    static func inset(_ width: Double, _ height: Double, _ insets: EdgeInsets) -> LayoutRect {
        LayoutRect(
            x: insets.left, y: insets.top, width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }

    @Test("the catalog has the 24 families of facts/devices.json, 48 screens")
    func everyDeviceIsInTheTable() {
        #expect(Self.rows.count == 48)
        #expect(Set(Self.rows.map(\.device)) == Set(DeviceCatalog.all.map(\.id)))
    }

    @Test("full screen: window size, size classes, safe area and root margins", arguments: rows)
    func fullScreen(_ row: Row) throws {
        let configuration = try DeviceFixture.configuration(row.device, row.orientation)
        #expect(configuration.containerSize == LayoutSize(width: row.width, height: row.height))
        #expect(configuration.widthClass == row.widthClass)
        #expect(configuration.heightClass == row.heightClass)
        #expect(configuration.safeAreaInsets == row.safe)
        let result = try LayoutEngine(hierarchy: try Self.guides(), configuration: configuration).result()
        #expect(result["root"]?.inRoot == LayoutRect(x: 0, y: 0, width: row.width, height: row.height))
        #expect(result["safe"]?.inRoot == Self.inset(row.width, row.height, row.safe))
        let margins = EdgeInsets(
            top: row.safe.top, left: row.safe.left + row.side, bottom: row.safe.bottom, right: row.safe.right + row.side)
        #expect(result["margins"]?.inRoot == Self.inset(row.width, row.height, margins))
        // The two views overlap (reported, expected); nothing is ambiguous or in conflict.
        #expect(result.unsatisfiable.isEmpty && result.ambiguous.isEmpty, "\(result.diagnostics)")
    }

    struct Split: Sendable, CustomStringConvertible {
        var device: String
        var orientation: Orientation
        var multitasking: Multitasking
        var width: Double
        var height: Double
        var widthClass: SizeClass

        init(
            _ device: String, _ orientation: Orientation, _ multitasking: Multitasking, _ width: Double, _ height: Double,
            _ widthClass: SizeClass
        ) {
            (self.device, self.orientation, self.multitasking) = (device, orientation, multitasking)
            (self.width, self.height, self.widthClass) = (width, height, widthClass)
        }

        var description: String { "\(device) \(orientation) \(multitasking)" }
    }

    /// facts/devices.json `multitasking.configurations` whose width is confirmed; the
    /// vertical class is regular in every one.
    static let splits: [Split] = [
        Split("ipad-9.7inch", .landscape, .third, 320, 768, .compact),
        Split("ipad-9.7inch", .landscape, .half, 507, 768, .compact),
        Split("ipad-9.7inch", .landscape, .twoThirds, 694, 768, .regular),
        Split("ipad-9.7inch", .portrait, .third, 320, 1024, .compact),
        Split("ipad-9.7inch", .portrait, .twoThirds, 438, 1024, .compact),
        Split("ipad-10.2inch", .landscape, .third, 320, 810, .compact),
        Split("ipad-10.2inch", .landscape, .half, 535, 810, .compact),
        Split("ipad-10.2inch", .landscape, .twoThirds, 750, 810, .regular),
        Split("ipad-10.2inch", .portrait, .third, 320, 1080, .compact),
        Split("ipad-10.2inch", .portrait, .twoThirds, 480, 1080, .compact),
        Split("ipad-10.5inch", .landscape, .third, 320, 834, .compact),
        Split("ipad-10.5inch", .landscape, .half, 551, 834, .compact),
        Split("ipad-10.5inch", .landscape, .twoThirds, 782, 834, .regular),
        Split("ipad-10.5inch", .portrait, .third, 320, 1112, .compact),
        Split("ipad-10.5inch", .portrait, .twoThirds, 504, 1112, .compact),
        Split("ipad-mini-8.3inch", .landscape, .third, 375, 744, .compact),
        Split("ipad-mini-8.3inch", .landscape, .twoThirds, 748, 744, .regular),
        Split("ipad-pro-11inch", .landscape, .third, 375, 834, .compact),
        Split("ipad-pro-11inch", .landscape, .half, 592, 834, .compact),
        Split("ipad-pro-11inch", .landscape, .twoThirds, 809, 834, .regular),
        Split("ipad-pro-11inch", .portrait, .third, 320, 1194, .compact),
        Split("ipad-pro-11inch", .portrait, .twoThirds, 504, 1194, .compact),
        Split("ipad-pro-12.9inch-home-button", .landscape, .third, 375, 1024, .compact),
        Split("ipad-pro-12.9inch-home-button", .landscape, .half, 678, 1024, .regular),
        Split("ipad-pro-12.9inch-home-button", .landscape, .twoThirds, 981, 1024, .regular),
        Split("ipad-pro-12.9inch-home-button", .portrait, .third, 375, 1366, .compact),
        Split("ipad-pro-12.9inch-home-button", .portrait, .twoThirds, 639, 1366, .compact),
        Split("ipad-pro-12.9inch", .landscape, .third, 375, 1024, .compact),
        Split("ipad-pro-12.9inch", .landscape, .half, 678, 1024, .regular),
        Split("ipad-pro-12.9inch", .landscape, .twoThirds, 981, 1024, .regular),
        Split("ipad-pro-12.9inch", .portrait, .third, 375, 1366, .compact),
        Split("ipad-pro-12.9inch", .portrait, .twoThirds, 639, 1366, .compact),
    ]

    @Test("Split View: the app's width and size classes; side margins by the size-class rule", arguments: splits)
    func splitView(_ split: Split) throws {
        let configuration = try DeviceFixture.configuration(split.device, split.orientation, multitasking: split.multitasking)
        #expect(configuration.containerSize == LayoutSize(width: split.width, height: split.height))
        #expect(configuration.widthClass == split.widthClass)
        #expect(configuration.heightClass == .regular)
        let result = try LayoutEngine(hierarchy: try Self.guides(), configuration: configuration).result()
        let full = try #require(Self.rows.first { $0.device == split.device && $0.orientation == split.orientation })
        let safe = Self.insets(full.safe.top, 0, full.safe.bottom, 0)
        let side: Double = split.widthClass == .compact ? 16 : 20
        #expect(result["safe"]?.inRoot == Self.inset(split.width, split.height, safe))
        #expect(result["margins"]?.inRoot == Self.inset(split.width, split.height, Self.insets(safe.top, side, safe.bottom, side)))
    }
}
