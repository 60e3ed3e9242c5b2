import Foundation
import Testing

/// `layoutdb runs` lists the recorded batch runs, finished and unfinished, so that a
/// user picks a baseline or sees what `--resume` continues without writing SQL.
@Suite struct RunsCommandTests {
    @Test func noRunsIsSaid() throws {
        let db = try BatchCommandTests.examplesDatabase()
        let none = try CommandLine.run(["runs", "--db", db])
        #expect(none.status == 0)
        #expect(none.stdout == "No batch runs recorded yet (`layoutdb batch` records one).\n")
        #expect(try CommandLine.run(["runs", "--db", db, "--format", "json"]).stdout == "[]\n")
    }

    @Test func finishedAndUnfinishedRunsAreListedWithWhatTheyHold() async throws {
        // Run 1 interrupted after its first group; run 2 whole.
        let (database, _, solved) = try await BatchResumeTests.interruptedRun(matrix: try BatchResumeTests.matrix())
        let db = database.store.path
        let batch = try CommandLine.run(["batch", "--db", db, "--format", "json"] + BatchCommandTests.smallMatrix)
        let summary = try #require(try BatchCommandTests.object(batch.stdout)["summary"] as? [String: Any])

        let json = try CommandLine.run(["runs", "--db", db, "--format", "json"])
        let runs = try #require(try DocumentCommandTests.json(json.stdout) as? [[String: Any]], "\(json.stderr)")
        #expect(runs.map { $0["id"] as? Int } == [1, 2])
        #expect(runs[0]["finished"] is NSNull)
        #expect(runs[0]["configurations"] is NSNull)
        #expect(runs[0]["stored"] as? Int == solved)
        #expect(runs[1]["finished"] is String)
        #expect(runs[1]["configurations"] as? Int == summary["configurations"] as? Int)
        #expect(runs[1]["stored"] as? Int == summary["configurations"] as? Int)
        #expect(runs[1]["documents"] as? Int == DocumentCommandTests.examples.count)

        let text = try CommandLine.run(["runs", "--db", db])
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(text.stdout)")
        #expect(lines.first?.hasPrefix("ID  STARTED ") == true, "\(text.stdout)")
        #expect(lines[1].contains(" unfinished ") && lines[1].contains(" \(solved) stored "), "\(text.stdout)")
    }
}
