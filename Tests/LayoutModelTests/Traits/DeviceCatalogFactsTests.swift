import TestSupport
import Foundation
import LayoutModel
import Testing

/// Every value of the Swift catalog against facts/devices.json, so they cannot drift.
@Suite("Device catalog against facts/devices.json")
struct DeviceCatalogFactsTests {
    typealias JSON = [String: Any]

    static func facts() throws -> [JSON] {
        let data = try Data(contentsOf: SharedPaths.devices)
        let top = try #require(try JSONSerialization.jsonObject(with: data) as? JSON)
        return try #require(top["devices"] as? [JSON])
    }

    static func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

    static func required(_ value: Any?) throws -> Double {
        try #require(number(value))
    }

    static func insets(_ value: Any?) throws -> EdgeInsets? {
        guard let object = value as? JSON else { return nil }
        return EdgeInsets(
            top: try required(object["top"]), left: try required(object["left"]),
            bottom: try required(object["bottom"]), right: try required(object["right"]))
    }

    static func sizeClass(_ value: Any?) throws -> SizeClass {
        let name = value as? String ?? ""
        return try #require(SizeClass(rawValue: name))
    }

    /// Interface Builder ids the facts leave open and the catalog decides (each with its
    /// evidence at the catalog entry), unconfirmed.
    static let decidedInterfaceBuilderIDs = ["iphone-16-pro-max": "retina6_9", "ipad-mini-8.3inch": "ipad7_9"]

    @Test("the catalog lists the JSON's 24 families in the same order")
    func sameDevices() throws {
        let facts = try Self.facts()
        #expect(facts.count == 24)
        #expect(DeviceCatalog.all.map(\.id) == facts.compactMap { $0["id"] as? String })
    }

    @Test("identity, idiom, portrait size and scale match")
    func identity() throws {
        for (fact, device) in zip(try Self.facts(), DeviceCatalog.all) {
            let ib = try #require(fact["interfaceBuilder"] as? JSON)
            // Where the facts have no id, the catalog may carry a decided, unconfirmed one.
            let decided = ib["deviceId"] as? String == nil ? Self.decidedInterfaceBuilderIDs[device.id] : nil
            #expect(device.interfaceBuilderID == decided ?? ib["deviceId"] as? String, "\(device.id)")
            #expect(device.interfaceBuilderIDConfirmed == (ib["confirmed"] as? Bool), "\(device.id)")
            #expect(device.marketingNames == (fact["marketingNames"] as? [String]), "\(device.id)")
            #expect(device.idiom.rawValue == fact["idiom"] as? String, "\(device.id)")
            let size = try #require(fact["portraitSize"] as? JSON)
            #expect(device.portraitSize.width == Self.number(size["width"]), "\(device.id)")
            #expect(device.portraitSize.height == Self.number(size["height"]), "\(device.id)")
            #expect(device.portraitSizeConfirmed == (size["confirmed"] as? Bool), "\(device.id)")
            #expect(device.scale == Self.number(fact["scale"]), "\(device.id)")
        }
    }

    @Test("each orientation's size, size classes, insets, status bar and root margins match")
    func orientations() throws {
        for (fact, device) in zip(try Self.facts(), DeviceCatalog.all) {
            let orientations = try #require(fact["orientations"] as? JSON)
            for orientation in Orientation.allCases {
                let json = try #require(orientations[orientation.rawValue] as? JSON)
                let metrics = device.metrics(orientation)
                let label = "\(device.id) \(orientation)"
                let size = try #require(json["size"] as? JSON)
                let expectedSize = LayoutSize(width: try Self.required(size["width"]), height: try Self.required(size["height"]))
                #expect(metrics.size == expectedSize, "\(label)")
                let classes = try #require(json["sizeClass"] as? JSON)
                #expect(metrics.widthClass == (try Self.sizeClass(classes["horizontal"])), "\(label)")
                #expect(metrics.heightClass == (try Self.sizeClass(classes["vertical"])), "\(label)")
                #expect(metrics.sizeClassConfirmed == (classes["confirmed"] as? Bool), "\(label)")
                let safe = try #require(json["safeAreaInsets"] as? JSON)
                #expect(metrics.safeAreaInsets == (try Self.insets(safe)), "\(label)")
                #expect(metrics.safeAreaConfirmed == (safe["confirmed"] as? Bool), "\(label)")
                #expect(metrics.statusBarHeight == Self.number((json["statusBarHeight"] as? JSON)?["value"]), "\(label)")
                #expect(metrics.rootViewLayoutMargins == (try Self.insets(json["rootViewLayoutMargins"])), "\(label)")
            }
        }
    }

    @Test("multitasking rows match; a width is present only where the JSON confirms it")
    func multitasking() throws {
        for (fact, device) in zip(try Self.facts(), DeviceCatalog.all) {
            guard let json = fact["multitasking"] as? JSON else {
                #expect(device.multitasking == nil, "\(device.id)")
                continue
            }
            let rows = try #require(json["configurations"] as? [JSON])
            let catalog = try #require(device.multitasking, "\(device.id)")
            #expect(catalog.count == rows.count, "\(device.id)")
            for (row, entry) in zip(rows, catalog) {
                let label = "\(device.id) \(row["orientation"] ?? "") \(row["configuration"] ?? "")"
                #expect(entry.orientation.rawValue == row["orientation"] as? String, "\(label)")
                #expect(entry.multitasking.catalogName == row["configuration"] as? String, "\(label)")
                let confirmed = try #require(row["confirmed"] as? Bool)
                #expect(entry.confirmed == confirmed, "\(label)")
                #expect(entry.width == (confirmed ? Self.number(row["width"]) : nil), "\(label)")
                #expect(entry.widthClass == (try Self.sizeClass(row["horizontalSizeClass"])), "\(label)")
                #expect(entry.heightClass == (try Self.sizeClass(row["verticalSizeClass"])), "\(label)")
            }
        }
    }
}
