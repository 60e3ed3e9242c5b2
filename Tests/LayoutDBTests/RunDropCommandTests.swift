import Foundation
import LayoutDB
import TestSupport
import Testing

/// `layoutdb runs --drop ID` and `--drop-unfinished` remove batch runs a user no longer
/// wants (an interrupted run never resumed stayed in the database for ever), in one
/// transaction, never a run a live batch holds, never a finished run unless named.
@Suite struct RunDropCommandTests {
    /// Run 1 interrupted (recorded by the library, another build than the command
    /// line's, so `--resume` would never continue it), run 2 finished.
    static func twoRuns() async throws -> (LayoutDatabase, db: String, interrupted: Int, stored: Int, finished: Int) {
        let (database, run, solved) = try await BatchResumeTests.interruptedRun(matrix: try BatchResumeTests.matrix())
        let db = database.store.path
        let batch = try CommandLine.run(["batch", "--db", db, "--format", "json"] + BatchCommandTests.smallMatrix)
        let summary = try #require(try BatchCommandTests.object(batch.stdout)["summary"] as? [String: Any])
        return (database, db, run, solved, try #require(summary["configurations"] as? Int))
    }

    static func listedIDs(_ db: String) throws -> [Int] {
        let json = try CommandLine.run(["runs", "--db", db, "--format", "json"])
        return try #require(try DocumentCommandTests.json(json.stdout) as? [[String: Any]]).compactMap { $0["id"] as? Int }
    }

    @Test func dropUnfinishedRemovesTheInterruptedRunWithItsResultsAndKeepsTheFinishedOne() async throws {
        let (database, db, run, stored, finished) = try await Self.twoRuns()
        #expect(stored > 0)
        let drop = try CommandLine.run(["runs", "--db", db, "--drop-unfinished"])
        #expect(drop.status == 0, "\(drop.stderr)")
        #expect(drop.stdout.hasPrefix("dropped batch run \(run) (unfinished, \(stored) configurations stored, started "),
            "\(drop.stdout)")
        #expect(drop.stdout.split(separator: "\n").count == 1, "\(drop.stdout)")
        #expect(try Self.listedIDs(db) == [2])
        // Its documents and results went with it; the finished run's are all there.
        #expect(try database.store.batchResults(run: run).isEmpty)
        #expect(try database.store.batchDocuments(run: run).isEmpty)
        #expect(try database.store.batchResults(run: 2).count == finished)

        let again = try CommandLine.run(["runs", "--db", db, "--drop-unfinished"])
        #expect(again.status == 0 && again.stdout == "No unfinished batch runs to drop.\n", "\(again.stdout)\(again.stderr)")

        // A finished run goes only when named.
        let named = try CommandLine.run(["runs", "--db", db, "--drop", "2", "--format", "json"])
        #expect(named.status == 0, "\(named.stderr)")
        let dropped = try #require((try BatchCommandTests.object(named.stdout))["dropped"] as? [[String: Any]])
        #expect(dropped.map { $0["id"] as? Int } == [2])
        #expect(dropped.first?["finished"] is String)
        #expect(dropped.first?["stored"] as? Int == finished)
        #expect(try Self.listedIDs(db).isEmpty)
        #expect(try database.store.batchResults(run: 2).isEmpty)
    }

    /// All or nothing: an id no run has drops none of the others named, and bad ids and
    /// a read-only database are refused as usage.
    @Test func anUnknownIDDropsNothing() async throws {
        let (_, db, run, _, _) = try await Self.twoRuns()
        let unknown = try CommandLine.run(["runs", "--db", db, "--drop", "\(run),9"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("no batch run has the id 9 (`layoutdb runs` lists them); nothing was dropped"),
            "\(unknown.stderr)")
        #expect(try Self.listedIDs(db) == [1, 2])
        #expect(try CommandLine.run(["runs", "--db", db, "--drop", "two"]).status == 64)
        #expect(try CommandLine.run(["runs", "--db", db, "--take-over"]).status == 64)
        #expect(try CommandLine.run(["runs", "--db", db, "--read-only", "--drop", "1"]).status == 64)
        #expect(try Self.listedIDs(db) == [1, 2])
    }

    /// A run a batch on this machine still holds is refused (75, nothing dropped, the
    /// process named); one held from another machine only with --take-over; one whose
    /// holder is gone (a killed batch) is dropped.
    @Test func aRunAnotherProcessHoldsIsNotDropped() async throws {
        let (database, db, run, _, _) = try await Self.twoRuns()
        let host = BatchRunClaim.current.host
        let alive = BatchRunClaim(processID: getpid(), host: host)
        _ = try database.store.claimBatchRun(run, as: alive, takingOver: true)
        let held = try CommandLine.run(["runs", "--db", db, "--drop-unfinished", "--drop", "2"])
        #expect(held.status == 75)
        #expect(held.stderr.contains("batch run \(run) is held by \(alive) since "), "\(held.stderr)")
        #expect(held.stderr.contains(": process \(getpid()) is running on this machine (a batch still solving it); stop it first"),
            "\(held.stderr)")
        #expect(held.stderr.hasSuffix("layoutdb: nothing was dropped\n"), "\(held.stderr)")
        #expect(try Self.listedIDs(db) == [1, 2])
        // --take-over does not take a run from a live process of this machine.
        #expect(try CommandLine.run(["runs", "--db", db, "--drop", "\(run)", "--take-over"]).status == 75)

        _ = try database.store.claimBatchRun(run, as: BatchRunClaim(processID: 4242, host: "ci-runner-2"), takingOver: true)
        let remote = try CommandLine.run(["runs", "--db", db, "--drop", "\(run)"])
        #expect(remote.status == 75)
        let hint: String = "on another machine, which cannot be checked from here: if that batch is gone, --take-over drops it"
        #expect(remote.stderr.contains(hint), "\(remote.stderr)")
        #expect(try Self.listedIDs(db) == [1, 2])

        _ = try database.store.claimBatchRun(run, as: BatchRunClaim(processID: try GoneProcess.id(), host: host), takingOver: true)
        let gone = try CommandLine.run(["runs", "--db", db, "--drop", "\(run)"])
        #expect(gone.status == 0, "\(gone.stderr)")
        #expect(try Self.listedIDs(db) == [2])
    }
}
