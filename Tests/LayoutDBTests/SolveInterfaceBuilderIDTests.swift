import Foundation
import LayoutDB
import Testing

/// `solve --format json` ends each view imported from Interface Builder with its
/// `interfaceBuilderID` (the id Xcode shows), as `trace` and the reports name it; the
/// keys before it keep their order, and a view without one (a document of layoutdb's own
/// format, a built-in guide) has no such key.
@Suite struct SolveInterfaceBuilderIDTests {
    /// The view objects of `solve`'s JSON text, as text: key order is what is compared.
    static func viewTexts(_ output: String) -> [String] {
        output.components(separatedBy: "\n    {\n").dropFirst().map { $0.components(separatedBy: "\n    }")[0] }
    }

    @Test func aStoryboardsViewsEndWithTheirInterfaceBuilderIDs() throws {
        let file = try UserLabelCommandTests.storyboard()
        let solve = try CommandLine.run(["solve", file.path + "#c-1", "--format", "json"])
        #expect(solve.status == 0, "\(solve.stderr)")
        let views = try #require(try BatchCommandTests.object(solve.stdout)["views"] as? [[String: Any]])
        #expect(views.map { $0["id"] as? String } == ["v_1", "abc_12_xyz"])
        #expect(views.map { $0["interfaceBuilderID"] as? String } == ["v-1", "abc-12-xyz"])
        let keys = Self.viewTexts(solve.stdout).map { text in
            text.split(separator: "\n").filter { $0.hasPrefix("      \"") }.map { $0.split(separator: "\"")[1] }
        }
        #expect(keys.first == ["id", "class", "parent", "frame", "frameInRoot", "interfaceBuilderID"], "\(solve.stdout)")

        // Stored, solved and then read from the cache: the same, and in the cached body.
        let db = file.deletingLastPathComponent().appendingPathComponent("db.sqlite").path
        #expect(try CommandLine.run(["import", "--db", db, file.path]).status == 0)
        let miss = try CommandLine.run(["solve", "--db", db, "Labelled.storyboard#c-1", "--format", "json"])
        let hit = try CommandLine.run(["solve", "--db", db, "Labelled.storyboard#c-1", "--format", "json"])
        #expect(hit.stdout.contains("\"cached\": true"), "\(hit.stdout)")
        #expect(hit.stdout.replacingOccurrences(of: "\"cached\": true", with: "\"cached\": false") == miss.stdout)
        #expect(hit.stdout.contains("\"interfaceBuilderID\": \"abc-12-xyz\""), "\(hit.stdout)")
        let body = try CommandLine.run(["sql", "--db", db, "SELECT body FROM solve_body", "--format", "json"])
        #expect(body.stdout.contains(#"\"interfaceBuilderID\":\"abc-12-xyz\""#), "\(body.stdout)")
    }

    @Test func aJSONDocumentsViewsHaveNoInterfaceBuilderID() throws {
        let login = try #require(DocumentCommandTests.examples.first { $0.hasSuffix("login.json") })
        let solve = try CommandLine.run(["solve", login, "--format", "json"])
        #expect(solve.status == 0, "\(solve.stderr)")
        #expect(!solve.stdout.contains("interfaceBuilderID"))
    }
}
