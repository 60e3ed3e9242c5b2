import Foundation
import TestSupport
import LayoutDB
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
        #expect(lines.count == 4, "\(text.stdout)")
        #expect(lines.first?.hasPrefix("ID  STARTED ") == true, "\(text.stdout)")
        #expect(lines[1].contains(" unfinished ") && lines[1].contains(" \(solved) stored "), "\(text.stdout)")
        // An interrupted batch gives its run back: nobody holds it. The library recorded it
        // with the fixed-metrics measurer, another build than the command line's (whose
        // own runs are said to be continued: BatchResumeCommandTests).
        #expect(lines[3].hasPrefix("run 1: held by no process (stopped); recorded by another build of layoutdb (0.2 built "),
            "\(text.stdout)")
        #expect(lines[3].hasSuffix(" UTC), so this build's `layoutdb batch --resume` starts a new run instead; "
            + "the build that recorded it continues it (`layoutdb runs --drop 1` removes it)"), "\(text.stdout)")
        #expect(runs[0]["claimedBy"] is NSNull && runs[0]["holder"] is NSNull)
        #expect(runs[1]["claimedBy"] is NSNull && runs[1]["holder"] is NSNull)
    }

    /// An unfinished run's holder is named, with whether it looks alive: a process of
    /// this machine that exists (this test's own), one that is gone (a child that
    /// exited), and one of another machine, which cannot be checked.
    @Test func anUnfinishedRunsHolderIsNamedWithWhetherItLooksAlive() async throws {
        let (database, run, _) = try await BatchResumeTests.interruptedRun(matrix: try BatchResumeTests.matrix())
        let db = database.store.path
        let host = BatchRunClaim.current.host
        let holders: [(BatchRunClaim, String, String)] = [
            (BatchRunClaim(processID: getpid(), host: host), "alive",
             ", process \(getpid()) is running on this machine (a batch going on)"),
            (BatchRunClaim(processID: try GoneProcess.id(), host: host), "gone", "(gone)"),
            // Recorded by the library's build, not the command line's: taking it over would
            // not continue it.
            (BatchRunClaim(processID: 4242, host: "ci-runner-2"), "unchecked",
             ", on another machine (cannot be checked from here); recorded by another build of layoutdb"),
        ]
        for (claim, holder, said) in holders {
            _ = try database.store.claimBatchRun(run, as: claim, takingOver: true)
            let json = try CommandLine.run(["runs", "--db", db, "--format", "json"])
            let runs = try #require(try DocumentCommandTests.json(json.stdout) as? [[String: Any]], "\(json.stderr)")
            #expect(runs[0]["claimedBy"] as? String == claim.description)
            #expect(runs[0]["claimedAt"] is String)
            #expect(runs[0]["holder"] as? String == holder)
            let text = try CommandLine.run(["runs", "--db", db]).stdout
            let line = try #require(text.split(separator: "\n").last.map(String.init))
            #expect(line.hasPrefix("run \(run): held by \(claim) since "), "\(text)")
            #expect(line.contains(said), "\(text)")
        }
    }
}
