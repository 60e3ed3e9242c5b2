import Foundation
import TestSupport
import GRDB
import Testing
@testable import LayoutStore

/// Which process holds a batch run (migration 0011): a claim is taken in one write, so of
/// two batches resuming one run only the first gets it; one left by a process that is gone
/// is taken over; finishing gives it back; runs recorded before the migration are held
/// by nobody.
@Suite struct BatchRunClaimTests {
    /// A store with document `login` and one unfinished run of it, started by `claim`.
    static func storeWithRun(claim: BatchRunClaim?) throws -> (DocumentStore, run: Int) {
        let store = try StoreFixtures.store()
        _ = try store.save([try StoreFixtures.richDocument()], source: nil)
        let run = try store.startBatchRun(engineVersion: "7", matrix: "m", documents: [("login", 1)], claim: claim)
        return (store, run)
    }

    static let otherMachine = BatchRunClaim(processID: 4242, host: "ci-runner-2")

    @Test func aSecondClaimOfAHeldRunIsRefusedNamingTheHolder() throws {
        let first = BatchRunClaim(processID: getppid(), host: BatchRunClaim.current.host)
        let (store, run) = try Self.storeWithRun(claim: nil)
        #expect(try store.claimBatchRun(run, as: first) == .claimed(replaced: nil))
        guard case .held(let holder, let since) = try store.claimBatchRun(run, as: .current) else {
            Issue.record("a run held by a live process was claimed again")
            return
        }
        #expect(holder == first)
        #expect(since != nil)
        #expect(try store.batchRunClaim(run)?.claim == first)
    }

    @Test func aStartedRunIsHeldByItsBatchUntilItFinishes() throws {
        let (store, run) = try Self.storeWithRun(claim: Self.otherMachine)
        #expect(try store.batchRunClaim(run)?.claim == Self.otherMachine)
        guard case .held(let holder, _) = try store.claimBatchRun(run, as: .current) else {
            Issue.record("a run its batch is still solving was claimed")
            return
        }
        #expect(holder == Self.otherMachine)
        try store.finishBatchRun(run, configurations: 1, unsolved: 0, errors: 0, warnings: 0)
        #expect(try store.batchRunClaim(run) == nil)
        #expect(try store.claimBatchRun(run, as: .current) == .finished)
    }

    @Test func aClaimLeftByAProcessThatIsGoneIsTakenOver() throws {
        let gone = BatchRunClaim(processID: try GoneProcess.id(), host: BatchRunClaim.current.host)
        #expect(gone.isGone)
        #expect(!BatchRunClaim.current.isGone)
        let (store, run) = try Self.storeWithRun(claim: gone)
        #expect(try store.claimBatchRun(run, as: .current) == .claimed(replaced: gone))
        #expect(try store.batchRunClaim(run)?.claim == .current)
    }

    @Test func aClaimFromAnotherMachineIsTakenOverOnlyWhenAskedTo() throws {
        #expect(!Self.otherMachine.isGone)
        let (store, run) = try Self.storeWithRun(claim: Self.otherMachine)
        guard case .held = try store.claimBatchRun(run, as: .current) else {
            Issue.record("another machine's claim was taken")
            return
        }
        #expect(try store.claimBatchRun(run, as: .current, takingOver: true) == .claimed(replaced: Self.otherMachine))
    }

    @Test func releasingGivesTheRunBackOnlyFromItsHolder() throws {
        let (store, run) = try Self.storeWithRun(claim: .current)
        try store.releaseBatchRun(run, claim: Self.otherMachine)
        #expect(try store.batchRunClaim(run)?.claim == .current)
        try store.releaseBatchRun(run, claim: .current)
        #expect(try store.batchRunClaim(run) == nil)
    }

    @Test func aRunRecordedBeforeTheMigrationIsHeldByNobody() throws {
        let path = try StoreFixtures.temporaryDirectory().appendingPathComponent("old.sqlite").path
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA application_id = \(StoreMigrations.applicationID)")
        }
        try StoreMigrations.migrator.migrate(queue, upTo: "0010_text_view_scrolling")
        try queue.write { db in
            try db.execute(sql: "INSERT INTO batch_run (id, started_at, engine_version, matrix) VALUES (3, 'then', '7', 'm')")
        }
        try queue.close()
        let store = try DocumentStore(path: path)
        #expect(try store.unfinishedBatchRuns().map(\.id) == [3])
        #expect(try store.batchRunClaim(3) == nil)
        #expect(try store.claimBatchRun(3, as: .current) == .claimed(replaced: nil))
    }

    @Test func aClaimReadsBackFromItsColumn() {
        #expect(BatchRunClaim("812@ci-runner-2") == BatchRunClaim(processID: 812, host: "ci-runner-2"))
        #expect(BatchRunClaim(processID: 812, host: "ci-runner-2").description == "812@ci-runner-2")
        #expect(BatchRunClaim("ci-runner-2") == nil)
    }
}
