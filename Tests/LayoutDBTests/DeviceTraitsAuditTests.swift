import Foundation
import LayoutInterchange
import LayoutModel
import TestSupport
import Testing

@testable import LayoutDB

/// Every device row of `facts/devices.json`, solved end to end (FIDELITY.md, sixth
/// semantics audit): a document whose probe view is 11, 12, 13 or 14 wide by the size
/// classes it is solved in (four variants that never match together), a view on the
/// root's safe area and one on its margins. Each full-screen orientation and each Split
/// View width the facts confirm must give the facts' container size and size classes
/// (through the variant that wins, not the trait collection alone), the facts' safe
/// area, and the measured root margins where the facts have them. The expectations are
/// read from the facts file itself, not from the Swift catalog, so a catalog that drifted
/// from the file, or a variant lookup that read the wrong class, fails here.
@Suite("Device size classes, safe areas and root margins, sixth audit, against facts/devices.json")
struct DeviceTraitsAuditTests {
    static let probe = """
        { "layoutdb": 1, "name": "traits", "root": { "id": "root", "subviews": [
          { "id": "probe" }, { "id": "safe" }, { "id": "margins" } ] },
          "constraints": [
            { "id": "pw", "first": "probe.width", "constant": 10 },
            "probe.height == 10", "probe.left == root.left", "probe.top == root.top",
            "safe.leading == root.safeArea.leading", "safe.trailing == root.safeArea.trailing",
            "safe.top == root.safeArea.top", "safe.bottom == root.safeArea.bottom",
            "margins.leading == root.leadingMargin", "margins.trailing == root.trailingMargin",
            "margins.top == root.topMargin", "margins.bottom == root.bottomMargin" ],
          "variants": [
            { "when": "wC hR", "constraint": "pw", "set": { "constant": 11 } },
            { "when": "wR hC", "constraint": "pw", "set": { "constant": 12 } },
            { "when": "wC hC", "constraint": "pw", "set": { "constant": 13 } },
            { "when": "wR hR", "constraint": "pw", "set": { "constant": 14 } } ] }
        """

    /// The probe's width each size-class pair gives.
    static let probeWidth: [String: Double] = ["compact regular": 11, "regular compact": 12, "compact compact": 13, "regular regular": 14]

    /// One configuration to solve and what the facts say of it.
    struct Row: CustomStringConvertible {
        var device: String
        var orientation: Orientation
        var multitasking: Multitasking
        var size: LayoutSize
        var classes: String
        /// (top, left, bottom, right); nil where the facts give none for the row.
        var safeArea: [Double]?
        var margins: [Double]?
        var description: String { "\(device) \(orientation) \(multitasking)" }
    }

    static func insets(_ value: Any?) -> [Double]? {
        guard let object = value as? [String: Any] else { return nil }
        let sides = ["top", "left", "bottom", "right"].compactMap { (object[$0] as? NSNumber)?.doubleValue }
        return sides.count == 4 ? sides : nil
    }

    static func rows() throws -> [Row] {
        let data = try Data(contentsOf: SharedPaths.devices)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let devices = try #require(root["devices"] as? [[String: Any]])
        var rows: [Row] = []
        let splits: [String: Multitasking] = ["splitOneThird": .third, "splitOneHalf": .half, "splitTwoThirds": .twoThirds]
        for device in devices {
            let id = try #require(device["id"] as? String)
            let orientations = try #require(device["orientations"] as? [String: [String: Any]])
            var heights: [Orientation: Double] = [:]
            for orientation in [Orientation.portrait, .landscape] {
                let entry = try #require(orientations[orientation.rawValue])
                let size = try #require(entry["size"] as? [String: NSNumber])
                let sizeClass = try #require(entry["sizeClass"] as? [String: Any])
                let classes = "\(try #require(sizeClass["horizontal"] as? String)) \(try #require(sizeClass["vertical"] as? String))"
                let height = try #require(size["height"]?.doubleValue)
                heights[orientation] = height
                rows.append(Row(
                    device: id, orientation: orientation, multitasking: .fullScreen,
                    size: LayoutSize(width: try #require(size["width"]?.doubleValue), height: height),
                    classes: classes, safeArea: insets(entry["safeAreaInsets"]), margins: insets(entry["rootViewLayoutMargins"])))
            }
            let configurations = (device["multitasking"] as? [String: Any])?["configurations"] as? [[String: Any]] ?? []
            for configuration in configurations {
                guard let width = (configuration["width"] as? NSNumber)?.doubleValue,
                    let name = configuration["configuration"] as? String, let multitasking = splits[name],
                    let orientation = Orientation(rawValue: try #require(configuration["orientation"] as? String))
                else { continue }
                let classes = "\(try #require(configuration["horizontalSizeClass"] as? String)) \(try #require(configuration["verticalSizeClass"] as? String))"
                rows.append(Row(
                    device: id, orientation: orientation, multitasking: multitasking,
                    size: LayoutSize(width: width, height: try #require(heights[orientation])), classes: classes,
                    safeArea: nil, margins: nil))
            }
        }
        return rows
    }

    /// (top, left, bottom, right) of `inner` inside a container of `size`.
    static func inset(_ inner: LayoutRect, in size: LayoutSize) -> [Double] {
        [inner.y, inner.x, size.height - inner.y - inner.height, size.width - inner.x - inner.width]
    }

    /// 24 families × 2 orientations and the 32 Split View widths the facts confirm
    /// (80 configurations); the Slide Over and unconfirmed Split View rows have no width
    /// to solve at (`resolve` answers their size classes; `ResolveDeviceTests`).
    @Test("every device row and confirmed Split View width gives the facts' size, classes, safe area and margins")
    func everyRowAgreesWithTheFacts() throws {
        let rows = try Self.rows()
        #expect(rows.count == 80)
        let document = try DocumentReader.read(Self.probe, file: "traits.json")
        for row in rows {
            let configuration = try DeviceConfiguration(
                deviceNamed: row.device, orientation: row.orientation, multitasking: row.multitasking)
            let solved = try LayoutSolving.solve(document, revision: nil, setup: SolveSetup(configuration: configuration))
            let frames = Dictionary(uniqueKeysWithValues: solved.views.map { ($0.id, $0.frameInRoot) })
            let root = try #require(frames["root"])
            #expect(root.width == row.size.width && root.height == row.size.height, "\(row)")
            #expect(frames["probe"]?.width == Self.probeWidth[row.classes], "\(row): \(row.classes)")
            if let safeArea = row.safeArea, let safe = frames["safe"] {
                #expect(Self.inset(safe, in: row.size) == safeArea, "\(row) safe area")
            }
            if let margins = row.margins, let marginsFrame = frames["margins"] {
                #expect(Self.inset(marginsFrame, in: row.size) == margins, "\(row) root margins")
            }
        }
    }
}
