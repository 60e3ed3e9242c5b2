import Foundation
import TestSupport
import Testing

/// `layoutdb query changes` says, per property that differs, which variant decides it on
/// each side, by the resolver's precedence (the most specific matching predicate wins,
/// else the base document), not only which variants apply on one side. Its JSON keeps
/// the old members and adds `decides` and `overriddenBy`.
@Suite struct ChangesQueryDecisionTests {
    /// `top` is 10 in the base document, 20 under `wC`, 30 under `wC hR`, 40 under
    /// `{wC hR, idiom phone}`; `a` is hidden under `hC`. On a phone, `wC hR` against
    /// `wR hR`: the three constant variants all apply on the `from` side only, and only the
    /// most specific (variants[2], three traits) decides: 40 against the base 10. On a
    /// pad variants[2] does not match, and `wC hR` (two traits) decides: 30.
    static func database() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-changes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("prec.json")
        try Data("""
            {"layoutdb": 1, "name": "prec", "root": {"id": "root", "subviews": [{"id": "a"}]},
             "constraints": ["a.leading == root.leading", "a.width == 10", "a.height == 10",
                             {"id": "top", "first": "a.top", "relation": "==", "second": "root.top", "constant": 10}],
             "variants": [{"when": "wC", "constraint": "top", "set": {"constant": 20}},
                          {"when": "wC hR", "constraint": "top", "set": {"constant": 30}},
                          {"when": {"widthClass": "compact", "heightClass": "regular", "idiom": "phone"},
                           "constraint": "top", "set": {"constant": 40}},
                          {"when": "hC", "view": "a", "set": {"hidden": true}}]}
            """.utf8).write(to: file)
        let db = folder.appendingPathComponent("db.sqlite").path
        let imported = try CommandLine.run(["import", "--db", db, file.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        return db
    }

    static func objects(_ output: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    }

    @Test func eachPropertyThatDiffersNamesTheVariantThatDecidesItOnEachSide() throws {
        let db = try Self.database()
        let text = try CommandLine.run(["query", "changes", "prec", "--db", db, "--from", "wC hR", "--to", "wR hR"])
        #expect(text.status == 0, "\(text.stderr)")
        // Each side's traits head the text (`ChangesQuerySideTraitsTests`).
        let all = text.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(all.prefix(3) == ["from: wC hR, large, left-to-right, phone", "to:   wR hR, large, left-to-right, phone", ""])
        let lines = Array(all.dropFirst(3))
        #expect(lines[0].hasPrefix("TARGET          PROPERTY  FROM  DECIDED BY"), "\(text.stdout)")
        // One property differs: the constant, 40 by variants[2] against the base 10.
        #expect(lines[1].hasPrefix("constraint top  constant  40    variants[2] ("), "\(text.stdout)")
        #expect(lines[1].hasSuffix("  10  the base document"), "\(text.stdout)")
        #expect(lines[2] == "", "\(text.stdout)")
        // The variants that apply under `from` only, each with what it decides there.
        let variants = lines.dropFirst(4).filter { !$0.isEmpty }
        #expect(variants.count == 3, "\(text.stdout)")
        #expect(variants[0].hasSuffix("constant: variants[2] wins"), "\(text.stdout)")
        #expect(variants[1].hasSuffix("constant: variants[2] wins"), "\(text.stdout)")
        #expect(variants[2].hasSuffix("  constant"), "\(text.stdout)")

        let json = try Self.objects(
            CommandLine.run(["query", "changes", "prec", "--db", db, "--from", "wC hR", "--to", "wR hR", "--format", "json"]).stdout)
        // The old members, unchanged.
        #expect(json.map { $0["variant"] as? Int } == [0, 1, 2])
        #expect(json.allSatisfy { $0["applies_in"] as? String == "from" && $0["kind"] as? String == "constraint" })
        #expect(json.allSatisfy { $0["id"] as? String == "top" && $0["installed"] as? String == "" && $0["changes"] is String })
        // Added: what each decides, and what overrides it.
        let decides = json.map { ($0["decides"] as? [[String: Any]]) ?? [] }
        #expect(decides.map(\.count) == [0, 0, 1])
        let decided = try #require(decides[2].first)
        #expect(decided["target"] as? String == "constraint top" && decided["property"] as? String == "constant")
        let from = try #require(decided["from"] as? [String: Any])
        let to = try #require(decided["to"] as? [String: Any])
        #expect(from["variant"] as? Int == 2 && from["value"] as? String == "40")
        #expect(to["variant"] is NSNull && to["when"] is NSNull && to["value"] as? String == "10")
        #expect(decided["differs"] as? Bool == true)
        let overridden = json.map { ($0["overriddenBy"] as? [[String: Any]]) ?? [] }
        #expect(overridden[0].map { $0["variant"] as? Int } == [2] && overridden[1].map { $0["variant"] as? Int } == [2])
        #expect(overridden[0].first?["property"] as? String == "constant")
        #expect(overridden[2].isEmpty)
    }

    /// On a pad the phone-only variant never matches: `wC hR` decides (30), and `wC`
    /// loses to it.
    @Test func onAPadTheNextMostSpecificVariantDecides() throws {
        let db = try Self.database()
        let json = try Self.objects(CommandLine.run([
            "query", "changes", "prec", "--db", db, "--from", "wC hR", "--to", "wR hR", "--idiom", "pad", "--format", "json",
        ]).stdout)
        #expect(json.map { $0["variant"] as? Int } == [0, 1])
        let decides = json.map { ($0["decides"] as? [[String: Any]]) ?? [] }
        #expect(decides.map(\.count) == [0, 1])
        let from = try #require(decides[1].first?["from"] as? [String: Any])
        #expect(from["variant"] as? Int == 1 && from["value"] as? String == "30" && from["when"] as? String == "wC hR")
        #expect((json[0]["overriddenBy"] as? [[String: Any]])?.first?["variant"] as? Int == 1)

        // Height compact against regular: the hidden state, by variants[3] against the base.
        let text = try CommandLine.run(["query", "changes", "prec", "--db", db, "--from", "wR hR", "--to", "wR hC"]).stdout
        #expect(text.hasPrefix("from: wR hR, large, left-to-right, phone\nto:   wR hC, large, left-to-right, phone\n\n"
            + "TARGET  PROPERTY  FROM   DECIDED BY         TO    DECIDED BY\nview a  hidden    false  the base document  true  variants[3] (hC)\n"),
            "\(text)")
    }
}
