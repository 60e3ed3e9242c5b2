import Foundation
import TestSupport
import Testing

/// `layoutdb query` end to end: the ready-made questions over the solved configurations
/// and the variants.
@Suite struct QueryCommandTests {
    /// An import of the examples and of a box that is ambiguous (no vertical position) at
    /// compact width only: a variant pins it at regular width.
    static func database() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-query-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let box = folder.appendingPathComponent("box.json")
        try Data("""
            {"layoutdb": 1, "name": "box", "root": {"id": "root", "subviews": [{"id": "box"}]},
             "constraints": ["box.leading == root.safeArea.leading", "box.width == 10", "box.height == 10",
                             {"id": "pin", "equation": "box.top == root.safeArea.top", "active": true}],
             "variants": [{"when": "wC", "constraint": "pin", "installed": false}]}
            """.utf8).write(to: box)
        let db = folder.appendingPathComponent("db.sqlite").path
        let imported = try CommandLine.run(["import", "--db", db, box.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        _ = try CommandLine.run(["solve", "box", "--db", db, "--device", "iPhone 15"])
        _ = try CommandLine.run(["solve", "box", "--db", db, "--device", "ipad-pro-11inch"])
        return db
    }

    /// The rows of JSON output, every value as text (numbers as their decimal digits).
    static func rows(_ output: String) throws -> [[String: String]] {
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        return objects.map { $0.mapValues { value in (value as? NSNumber)?.stringValue ?? (value as? String) ?? "\(value)" } }
    }

    @Test func problemsAnswersWhichDocumentsBreakAtCompactWidth() throws {
        let db = try Self.database()
        let compact = try Self.rows(try CommandLine.run(["query", "problems", "--db", db, "--width-class", "compact", "--errors-only", "--format", "json"]).stdout)
        #expect(compact == [["document": "box", "revision": "1", "configuration": "iphone-6.1inch-island portrait large ltr", "kind": "ambiguous", "count": "1"]])
        let regular = try Self.rows(try CommandLine.run(["query", "problems", "--db", db, "--width-class", "regular", "--format", "json"]).stdout)
        #expect(regular.isEmpty)
    }

    /// Before anything is solved there are no problems because there are no results:
    /// said so, where "no problems" read as a clean bill of health.
    @Test func problemsBeforeAnySolveSaysNothingWasSolved() throws {
        let db = try StoreCommandTests.database(["login"])
        let result = try CommandLine.run(["query", "problems", "--db", db])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "no configuration has been solved yet, so there is nothing to report: "
            + "run `layoutdb batch` (or `layoutdb solve NAME`) first\n")
        _ = try CommandLine.run(["solve", "login", "--db", db])
        let after = try CommandLine.run(["query", "problems", "--db", db])
        #expect(!after.stderr.contains("solved yet"), "\(after.stderr)")
        #expect(after.stdout.contains("login"), "its unplaced label is a problem: \(after.stdout)")
    }

    @Test func conditionalListsWhatOnlySomeTraitsInstall() throws {
        let db = try Self.database()
        let rows = try Self.rows(try CommandLine.run(["query", "conditional", "--db", db, "--format", "json"]).stdout)
        #expect(rows.count == 1)
        #expect(rows.first?["id"] == "pin" && rows.first?["state"] == "not installed" && rows.first?["width_class"] == "compact")
    }

    /// A variant on Dynamic Type names its sizes as documents and options do: the
    /// self-sizing cell drops its avatar from accessibilityMedium on, which was listed
    /// as "7" to "11", the sizes' places in a scale the user never sees.
    @Test func conditionalNamesTheContentSizes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-query-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let db = folder.appendingPathComponent("db.sqlite").path
        let cell = try #require(DocumentCommandTests.examples.first { $0.hasSuffix("/self-sizing-cell.json") })
        #expect(try CommandLine.run(["import", "--db", db, cell]).status == 0)
        let rows = try Self.rows(try CommandLine.run(["query", "conditional", "--db", db, "--format", "json"]).stdout)
        #expect(rows.map { [$0["id"], $0["state"], $0["content_size_min"], $0["content_size_max"]] } == [
            ["avatar", "not installed", "accessibilityMedium", "accessibilityExtraExtraExtraLarge"],
            ["authorLeadingFallback", "not installed", "*", "*"],
            ["authorLeadingFallback", "installed", "accessibilityMedium", "accessibilityExtraExtraExtraLarge"],
        ])
        let text = try CommandLine.run(["query", "conditional", "--db", db]).stdout
        #expect(text.contains("avatar                 not installed  *            *             accessibilityMedium  accessibilityExtraExtraExtraLarge"), "\(text)")
    }

    @Test func changesListsTheVariantsThatDifferBetweenTwoTraitCollections() throws {
        let db = try Self.database()
        let rows = try Self.rows(try CommandLine.run(["query", "changes", "box", "--db", db, "--from", "wC hR", "--to", "wR hR", "--format", "json"]).stdout)
        #expect(rows.map { $0["id"] } == ["pin"])
        #expect(rows.first?["applies_in"] == "from")
        let same = try CommandLine.run(["query", "changes", "box", "--db", db, "--from", "wR hR", "--to", "wR hC"])
        #expect(same.stderr.contains("the same variants apply under both"))
    }

    /// An unknown device used to answer "no problems" (exit 0); a marketing name, which
    /// `solve` takes, matched nothing either.
    @Test func problemsLooksTheDeviceUpAsSolveDoes() throws {
        let db = try Self.database()
        let unknown = try CommandLine.run(["query", "problems", "--db", db, "--device", "iPhone 99"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("Error: --device: Unknown device 'iPhone 99'"))
        let named = try Self.rows(try CommandLine.run(["query", "problems", "--db", db, "--device", "iPhone 15", "--format", "json"]).stdout)
        #expect(!named.isEmpty)
        #expect(named.allSatisfy { $0["configuration"]?.hasPrefix("iphone-6.1inch-island ") == true })
    }
}
