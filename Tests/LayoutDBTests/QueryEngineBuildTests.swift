import Foundation
import Testing

/// `query problems` counts the results of the running build only: the solve cache keys
/// results by engine build and never serves one build's to another, but the query counted
/// every build's rows, so after an upgrade each configuration's problems were counted
/// twice and problems the new build no longer has were still reported.
@Suite struct QueryEngineBuildTests {
    @Test func anotherBuildsResultsAreNotCounted() throws {
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        let box = try DocumentCommandTests.write(
            DocumentCommandTests.boxDocument(conflict: true), to: folder.appendingPathComponent("box.json"))
        #expect(try CommandLine.run(["import", "--db", db, box]).status == 0)
        let setup = ["--device", "iphone-se-2-3"]

        let older = try OlderBuild(in: folder).binary
        let old = try CommandLine.run(executable: older, ["solve", "box", "--db", db] + setup)
        #expect(old.status == 1, "the older build found the conflict: \(old.stderr)")
        let before = try CommandLine.run(["query", "problems", "--db", db])
        #expect(before.status == 0)
        #expect(before.stdout.isEmpty, "\(before.stdout)")
        #expect(before.stderr.contains("no configuration has been solved by this build of layoutdb (")
            && before.stderr.contains("the 1 results of other builds are not counted"), "\(before.stderr)")

        #expect(try CommandLine.run(["solve", "box", "--db", db] + setup).status == 1)
        let after = try CommandLine.run(["query", "problems", "--db", db, "--format", "json"])
        let rows = try #require(try DocumentCommandTests.json(after.stdout) as? [[String: Any]])
        // One conflict in one configuration, once: not once per build.
        #expect(rows.count == 1, "\(after.stdout)")
        #expect(rows.first?["kind"] as? String == "unsatisfiable")
        #expect(rows.first?["count"] as? Int == 1)
    }
}
