import Foundation
import TestSupport
import Testing

/// `layoutdb query changes` compares two trait collections, each its own: the size
/// classes of --from and --to, and a Dynamic Type size and layout direction per side
/// (--from-content-size, --to-direction, …) or both (--content-size, --direction). It
/// had no direction at all and one content size for both sides, so a variant on
/// either could never be compared across.
@Suite struct ChangesQuerySideTraitsTests {
    /// `edge` is 8 from the leading edge, 16 right to left; `tall` is 20 high, 44 from
    /// accessibilityMedium on.
    static func database() throws -> String {
        let folder = try DocumentCommandTests.folder()
        let file = folder.appendingPathComponent("sides.json")
        try Data("""
            {"layoutdb": 1, "name": "sides", "root": {"id": "root", "subviews": [{"id": "badge"}]},
             "constraints": ["badge.top == root.safeArea.top + 10", "badge.width == 20",
                             {"id": "tall", "equation": "badge.height == 20"},
                             {"id": "edge", "equation": "badge.leading == root.safeArea.leading + 8"}],
             "variants": [{"when": {"direction": "rightToLeft"}, "constraint": "edge", "set": {"constant": 16}},
                          {"when": {"contentSize": ">=accessibilityMedium"}, "constraint": "tall", "set": {"constant": 44}}]}
            """.utf8).write(to: file)
        let db = folder.appendingPathComponent("db.sqlite").path
        let imported = try CommandLine.run(["import", "--db", db, file.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        return db
    }

    static func changes(_ db: String, _ options: [String]) throws -> [[String: Any]] {
        let result = try CommandLine.run(["query", "changes", "sides", "--db", db, "--from", "wC hR", "--to", "wC hR", "--format", "json"] + options)
        #expect(result.status == 0, "\(result.stderr)")
        return try ChangesQueryDecisionTests.objects(result.stdout)
    }

    /// The one decision a single variant row makes: its variant, side, and the value on
    /// each side.
    static func decision(_ rows: [[String: Any]]) throws -> (variant: Int?, side: String?, from: String?, to: String?) {
        let row = try #require(rows.first)
        let decided = try #require((row["decides"] as? [[String: Any]])?.first)
        return (row["variant"] as? Int, row["applies_in"] as? String,
                (decided["from"] as? [String: Any])?["value"] as? String, (decided["to"] as? [String: Any])?["value"] as? String)
    }

    @Test func eachSideHasItsOwnDirection() throws {
        let db = try Self.database()
        // Right to left on the second side only: the direction variant applies there.
        let rtl = try Self.changes(db, ["--to-direction", "rtl"])
        #expect(rtl.count == 1)
        let d = try Self.decision(rtl)
        #expect(d.variant == 0 && d.side == "to" && d.from == "8" && d.to == "16", "\(rtl)")
        // The other way round, on the first side.
        let swapped = try Self.decision(try Self.changes(db, ["--from-direction", "rtl"]))
        #expect(swapped.variant == 0 && swapped.side == "from" && swapped.from == "16" && swapped.to == "8")
        // Both sides right to left: the same variants apply under both.
        let both = try CommandLine.run(["query", "changes", "sides", "--db", db, "--from", "wC hR", "--to", "wC hR", "--direction", "rtl"])
        #expect(both.status == 0 && both.stdout.isEmpty, "\(both.stdout)")
        #expect(both.stderr == "the same variants apply under both\n", "\(both.stderr)")
        // A side's own option wins over the shared one.
        let own = try Self.decision(try Self.changes(db, ["--direction", "rtl", "--to-direction", "ltr"]))
        #expect(own.variant == 0 && own.side == "from" && own.from == "16" && own.to == "8")
        // The text names the decider on each side.
        let text = try CommandLine.run(["query", "changes", "sides", "--db", db, "--from", "wC hR", "--to", "wC hR", "--to-direction", "rtl"])
        let lines = text.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.dropFirst(4).first?.hasPrefix("constraint edge  constant  8     the base document  16  variants[0] (") == true,
            "\(text.stdout)")
    }

    /// The options let the two sides differ in more than their size classes, which the
    /// text did not show: it starts with each side's whole trait collection, and each
    /// JSON object ends with both (`fromTraits`, `toTraits`, keyed as `solve`'s `traits`),
    /// the members before them unchanged.
    @Test func eachSidesTraitsArePrinted() throws {
        let db = try Self.database()
        let options = ["--to-content-size", "accessibilityMedium", "--to-direction", "rtl"]
        let text = try CommandLine.run(["query", "changes", "sides", "--db", db, "--from", "wC hR", "--to", "wC hR"] + options)
        #expect(text.status == 0, "\(text.stderr)")
        let lines = text.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.prefix(4) == [
            "from: wC hR, large, left-to-right, phone",
            "to:   wC hR, accessibilityMedium, right-to-left, phone",
            "",
            "TARGET           PROPERTY  FROM  DECIDED BY         TO  DECIDED BY",
        ], "\(text.stdout)")
        // Shared options and the idiom are each side's too.
        let shared = try CommandLine.run(["query", "changes", "sides", "--db", db, "--from", "wR hC", "--to", "wC hR",
                                          "--direction", "rtl", "--content-size", "accessibilityLarge", "--to-direction", "ltr",
                                          "--idiom", "pad"])
        #expect(shared.stdout.hasPrefix("from: wR hC, accessibilityLarge, right-to-left, pad\n"
            + "to:   wC hR, accessibilityLarge, left-to-right, pad\n\n"), "\(shared.stdout)")

        let rows = try Self.changes(db, options)
        #expect(rows.count == 2)
        for row in rows {
            #expect(row["decides"] != nil && row["applies_in"] as? String == "to")
            let from = try #require(row["fromTraits"] as? [String: String])
            let to = try #require(row["toTraits"] as? [String: String])
            #expect(from == ["widthClass": "compact", "heightClass": "regular", "contentSize": "large",
                             "direction": "leftToRight", "idiom": "phone"])
            #expect(to == ["widthClass": "compact", "heightClass": "regular", "contentSize": "accessibilityMedium",
                           "direction": "rightToLeft", "idiom": "phone"])
        }
        // Added last: the object's members keep their order before them.
        let json = try CommandLine.run(["query", "changes", "sides", "--db", db, "--from", "wC hR", "--to", "wC hR", "--format", "json"]
            + options).stdout
        let keys = ["\"variant\"", "\"decides\"", "\"overriddenBy\"", "\"fromTraits\"", "\"toTraits\""]
        let positions = keys.compactMap { json.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted(), "\(json)")
    }

    @Test func eachSideHasItsOwnContentSize() throws {
        let db = try Self.database()
        let larger = try Self.changes(db, ["--to-content-size", "accessibilityMedium"])
        #expect(larger.count == 1)
        let d = try Self.decision(larger)
        #expect(d.variant == 1 && d.side == "to" && d.from == "20" && d.to == "44", "\(larger)")
        // --content-size still sets both (as before), and a side's own replaces it there.
        let shared = try CommandLine.run(["query", "changes", "sides", "--db", db, "--from", "wC hR", "--to", "wC hR",
                                          "--content-size", "accessibilityLarge"])
        #expect(shared.stderr == "the same variants apply under both\n", "\(shared.stderr)")
        let own = try Self.decision(try Self.changes(db, ["--content-size", "accessibilityLarge", "--to-content-size", "large"]))
        #expect(own.variant == 1 && own.side == "from" && own.from == "44" && own.to == "20")
        // Both sides' traits at once: two variants, one property each.
        let two = try Self.changes(db, ["--to-content-size", "accessibilityMedium", "--to-direction", "rtl"])
        #expect(two.map { $0["variant"] as? Int } == [0, 1])
        #expect(two.allSatisfy { $0["applies_in"] as? String == "to" })
    }

    /// A shared option both sides' own options replace would do nothing: refused, as a
    /// repeated option with another value is (64), and a bad value is named.
    @Test func aSharedOptionBothSidesReplaceIsRefused() throws {
        let db = try Self.database()
        let base = ["query", "changes", "sides", "--db", db, "--from", "wC hR", "--to", "wC hR"]
        let sizes = try CommandLine.run(base + ["--content-size", "large", "--from-content-size", "small", "--to-content-size", "large"])
        #expect(sizes.status == 64)
        #expect(sizes.stderr.contains("--content-size large sets both sides' Dynamic Type size, and --from-content-size and "
            + "--to-content-size replace it on each: give one or the other"), "\(sizes.stderr)")
        let directions = try CommandLine.run(base + ["--direction", "rtl", "--from-direction", "ltr", "--to-direction", "rtl"])
        #expect(directions.status == 64)
        #expect(directions.stderr.contains("--direction rtl sets both sides' layout direction"), "\(directions.stderr)")
        let bad = try CommandLine.run(base + ["--to-direction", "sideways"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--to-direction"), "\(bad.stderr)")
    }
}
