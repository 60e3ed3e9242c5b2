import Foundation
import TestSupport
import Testing

/// Dynamic Type through `layoutdb batch` (FIDELITY.md, sixth semantics audit): one
/// document with a one-line label per text style, batched over every content-size
/// category on an iPhone 15 (@3x), and each label's height in report.json checked
/// against the point size `facts/dynamic-type.json` gives that style at that category.
/// A one-line label is as tall as SF's line height, 1.193359375 × the point size
/// (facts/uikit-defaults.md §7), rounded up to the pixel: ceil(3 × 1.193359375 × s) / 3.
/// Neighbouring point sizes are more than a pixel apart in that height, so each height
/// names one point size; the expectations are read from the facts file, not from the
/// Swift table.
@Suite("Dynamic Type over every category in batch, sixth audit, against facts/dynamic-type.json")
struct DynamicTypeBatchAuditTests {
    static let styles = [
        "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption1",
        "caption2",
    ]

    /// The labels stacked down the root's left edge, so nothing is ambiguous.
    static var document: String {
        let labels = styles.map { #"{ "id": "\#($0)", "class": "UILabel", "text": "Hg", "textStyle": "\#($0)" }"# }
        var constraints: [String] = []
        for (index, style) in styles.enumerated() {
            constraints.append("\"\(style).leading == root.leading\"")
            constraints.append(index == 0 ? "\"\(style).top == root.top\"" : "\"\(style).top == \(styles[index - 1]).bottom\"")
        }
        return """
            { "layoutdb": 1, "name": "dynamic-type", "root": { "id": "root", "subviews": [ \(labels.joined(separator: ", ")) ] },
              "constraints": [ \(constraints.joined(separator: ", ")) ] }
            """
    }

    /// (category, style) → point size, from the facts file.
    static func pointSizes() throws -> [String: [String: Double]] {
        let data = try Data(contentsOf: SharedPaths.dynamicType)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let styles = try #require(root["textStyles"] as? [[String: Any]])
        var sizes: [String: [String: Double]] = [:]
        for style in styles {
            let name = try #require(style["name"] as? String)
            let byCategory = try #require(style["sizes"] as? [String: [String: Any]])
            for (category, cell) in byCategory {
                sizes[category, default: [:]][name] = try #require((cell["pointSize"] as? NSNumber)?.doubleValue)
            }
        }
        return sizes
    }

    static func lineHeight(_ pointSize: Double) -> Double {
        (3 * 1.193359375 * pointSize - 1e-9).rounded(.up) / 3
    }

    @Test("every text style at every category is the facts' point size, in one batch")
    func batchOverEveryCategory() throws {
        let folder = try DocumentCommandTests.folder()
        let file = folder.appendingPathComponent("dynamic-type.json")
        try Self.document.write(to: file, atomically: true, encoding: .utf8)
        let db = folder.appendingPathComponent("db.sqlite").path
        let imported = try CommandLine.run(["import", "--db", db, file.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        let reports = folder.appendingPathComponent("reports")
        let batch = try CommandLine.run([
            "batch", "dynamic-type", "--db", db, "--devices", "iphone-6.1inch-island", "--orientations", "portrait",
            "--content-sizes", "all", "--directions", "ltr", "--quiet", "--report", reports.path, "--report-format", "json",
        ])
        // The largest labels reach above the safe area: warnings only, so exit 0.
        #expect(batch.status == 0, "\(batch.stderr)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: reports.appendingPathComponent("report.json"))) as? [String: Any])
        let documents = try #require(report["documents"] as? [[String: Any]])
        let configurations = try #require(documents.first?["configurations"] as? [[String: Any]])
        #expect(configurations.count == 12)
        let sizes = try Self.pointSizes()
        #expect(sizes.count == 12)
        var checked = 0
        for configuration in configurations {
            let category = try #require(configuration["contentSize"] as? String)
            let frames = try #require(configuration["frames"] as? [String: [String: Any]])
            let expected = try #require(sizes[category], "\(category)")
            for style in Self.styles {
                let height = try #require((frames[style]?["height"] as? NSNumber)?.doubleValue)
                let pointSize = try #require(expected[style])
                #expect(abs(height - Self.lineHeight(pointSize)) < 1e-6, "\(style) at \(category): \(pointSize) pt")
                checked += 1
            }
        }
        #expect(checked == 132)
    }
}
