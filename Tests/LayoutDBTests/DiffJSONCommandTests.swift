import Foundation
import Testing

/// `diff --format json`: the README promises `--format text|json` on every command that
/// prints results, and diff, the one a CI step would read, refused the option. The moved
/// box of `RenderDiffCommandTests` (iPhone SE: safe area top 20, so y 40 → 80) and a
/// third revision that adds a conflicting width give every key a known value.
@Suite struct DiffJSONCommandTests {
    @Test func changesAndProblemsAreJSONWithStableKeys() throws {
        let (db, folder) = try RenderDiffCommandTests.database()
        let moved = try CommandLine.run(["diff", "box", "--db", db, "--device", "iphone-se-2-3", "--format", "json"])
        #expect(moved.status == 0, "\(moved.stderr)")
        #expect(moved.stdout == """
            {
              "document": "box",
              "from": 1,
              "to": 2,
              "configuration": {
                "label": "iphone-se-2-3 portrait fullScreen large leftToRight",
                "device": "iphone-se-2-3",
                "orientation": "portrait",
                "multitasking": "fullScreen",
                "contentSize": "large",
                "direction": "leftToRight"
              },
              "changes": [
                {
                  "change": "moved",
                  "view": "box",
                  "from": {
                    "x": 10,
                    "y": 40,
                    "width": 100,
                    "height": 50
                  },
                  "to": {
                    "x": 10,
                    "y": 80,
                    "width": 100,
                    "height": 50
                  }
                }
              ],
              "newProblems": [],
              "fixedProblems": [],
              "unchangedProblems": []
            }

            """)

        let conflict = DocumentCommandTests.boxDocument(conflict: true)
            .replacingOccurrences(of: "root.safeArea.top + 20", with: "root.safeArea.top + 60")
        let three = try DocumentCommandTests.write(conflict, to: folder.appendingPathComponent("3.json"))
        #expect(try CommandLine.run(["import", "--db", db, three]).status == 0)
        let broken = try CommandLine.run(["diff", "box", "--db", db, "--device", "iphone-se-2-3", "--format", "json"])
        #expect(broken.status == 0, "\(broken.stderr)")
        let object = try #require(try DocumentCommandTests.json(broken.stdout) as? [String: Any])
        #expect(object["from"] as? Int == 2 && object["to"] as? Int == 3)
        let problems = try #require(object["newProblems"] as? [[String: Any]])
        #expect(problems.map { $0["kind"] as? String } == ["unsatisfiable"])
        #expect(problems.first?["views"] as? [String] == ["box"])
        #expect((problems.first?["message"] as? String)?.contains("Unable to simultaneously satisfy constraints") == true)
        #expect((object["fixedProblems"] as? [Any])?.isEmpty == true)
    }
}
