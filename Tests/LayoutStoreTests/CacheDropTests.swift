import Foundation
import LayoutStore
import TestSupport
import Testing

/// `DocumentStore.dropCachedResults(where:)` and `vacuum()`, what `layoutdb vacuum` is
/// made of: the rows of the builds asked for go in one transaction with the bodies only
/// they used, a body another build's row shares stays, documents, revisions and batch
/// runs are never touched, and the file shrinks.
@Suite struct CacheDropTests {
    /// `login` and `other` stored, with rows of three builds: "old" (two rows, one body
    /// of its own and one it shares with "new"), "older" (one row, its own body) and
    /// "new" (two rows).
    static func store() throws -> DocumentStore {
        let store = try StoreFixtures.store()
        _ = try store.save([try StoreFixtures.richDocument(), try StoreFixtures.richDocument(name: "other")], source: nil)
        let shared = #"{"views":[{"id":"shared"}]}"#
        func put(_ engine: String, width: Double, _ body: String, document: String = "login") throws {
            var key = SolveCacheTests.key(revision: 1, engine: engine, width: width)
            key.document = document
            try store.storeResult(SolveCacheTests.record(body), for: key)
        }
        try put("old", width: 390, shared)
        try put("old", width: 391, #"{"views":[{"id":"old only"}]}"#)
        try put("older", width: 390, #"{"views":[{"id":"older only"}]}"#, document: "other")
        try put("new", width: 390, shared)
        try put("new", width: 391, #"{"views":[{"id":"new only"}]}"#)
        return store
    }

    static func count(_ store: DocumentStore, _ sql: String) throws -> Int {
        Int(try store.query(sql).rows.first?.first.flatMap { $0 } ?? "") ?? -1
    }

    @Test func dropsTheBuildsAskedForWithTheBodiesOnlyTheyUsed() throws {
        let store = try Self.store()
        #expect(try Self.count(store, "SELECT count(*) FROM solve_body") == 4)
        let outcome = try store.dropCachedResults { $0 != "new" }
        guard case .dropped(let drop) = outcome else {
            Issue.record("refused: \(outcome)")
            return
        }
        // The most rows first.
        #expect(drop.builds == [.init(engineVersion: "old", results: 2), .init(engineVersion: "older", results: 1)])
        #expect(drop.results == 3)
        // "old only" and "older only" went; the body "old" shared with "new" stayed.
        #expect(drop.bodies == 2)
        #expect(drop.keptResults == 2)
        #expect(try store.query("SELECT DISTINCT engine_version FROM solve_cache").rows == [["new"]])
        #expect(try Self.count(store, "SELECT count(*) FROM solve_body") == 2)
        #expect(try Self.count(store, "SELECT count(*) FROM solve_body WHERE id NOT IN (SELECT body_id FROM solve_cache)") == 0)
        #expect(try store.cachedResult(for: SolveCacheTests.key(revision: 1, engine: "new")) == #"{"document":"login","views":[{"id":"shared"}]}"#)
        // Documents and revisions stay.
        #expect(try store.list().map(\.name) == ["login", "other"])
        // Nothing left to drop is not an error.
        guard case .dropped(let again) = try store.dropCachedResults(where: { $0 != "new" }) else {
            Issue.record("refused")
            return
        }
        #expect(again.builds.isEmpty && again.bodies == 0 && again.keptResults == 2)
    }

    /// An unfinished run held by a live process of this machine, or by one on another
    /// machine, refuses the drop (a batch may be writing results under it); a holder that
    /// is gone does not.
    @Test func aRunAnotherProcessHoldsRefusesTheDrop() throws {
        let store = try Self.store()
        let parent = BatchRunClaim(processID: getppid(), host: BatchRunClaim.current.host)
        let run = try store.startBatchRun(engineVersion: "new", matrix: "devices=phones", documents: [("login", 1)], claim: parent)
        guard case .held(let held) = try store.dropCachedResults(where: { _ in true }) else {
            Issue.record("not refused")
            return
        }
        #expect(held.map(\.run.id) == [run])
        #expect(try Self.count(store, "SELECT count(*) FROM solve_cache") == 5)
        _ = try store.claimBatchRun(run, as: BatchRunClaim(processID: 4242, host: "ci-runner-2"), takingOver: true)
        guard case .held = try store.dropCachedResults(where: { _ in true }) else {
            Issue.record("not refused")
            return
        }
        #expect(try Self.count(store, "SELECT count(*) FROM solve_cache") == 5)
        _ = try store.claimBatchRun(run, as: BatchRunClaim(processID: try GoneProcess.id(), host: BatchRunClaim.current.host), takingOver: true)
        guard case .dropped(let drop) = try store.dropCachedResults(where: { _ in true }) else {
            Issue.record("refused")
            return
        }
        #expect(drop.results == 5 && drop.bodies == 4 && drop.keptResults == 0)
        // The run is not touched.
        #expect(try Self.count(store, "SELECT count(*) FROM batch_run") == 1)
    }

    /// `takingOver` passes over runs held from another machine (a crashed CI job nothing
    /// here can check), releasing their claims in the same transaction, and names them;
    /// a live holder on this machine still refuses the drop, and the runs are not touched.
    @Test func takingOverReleasesClaimsFromAnotherMachineOnly() throws {
        let store = try Self.store()
        let parent = BatchRunClaim(processID: getppid(), host: BatchRunClaim.current.host)
        let live = try store.startBatchRun(engineVersion: "new", matrix: "devices=phones", documents: [("login", 1)], claim: parent)
        let remote = try store.startBatchRun(engineVersion: "new", matrix: "devices=pads", documents: [("login", 1)], claim: parent)
        _ = try store.claimBatchRun(remote, as: BatchRunClaim(processID: 4242, host: "ci-runner-2"), takingOver: true)
        guard case .held(let held) = try store.dropCachedResults(takingOver: true, where: { _ in true }) else {
            Issue.record("not refused while a live batch of this machine holds a run")
            return
        }
        #expect(held.map(\.run.id) == [live])
        #expect(try store.batchRunClaim(remote)?.claim == BatchRunClaim(processID: 4242, host: "ci-runner-2"))
        #expect(try Self.count(store, "SELECT count(*) FROM solve_cache") == 5)

        try store.releaseBatchRun(live, claim: parent)
        let since = try store.batchRunClaim(remote)?.since
        guard case .dropped(let drop) = try store.dropCachedResults(takingOver: true, where: { $0 != "new" }) else {
            Issue.record("refused")
            return
        }
        #expect(drop.takenOver == [.init(run: remote, claimedBy: "4242@ci-runner-2", claimedAt: since)])
        #expect(drop.results == 3)
        #expect(try store.batchRunClaim(remote) == nil)
        #expect(try Self.count(store, "SELECT count(*) FROM batch_run WHERE finished_at IS NULL") == 2)
        // Nothing holds a run now: a drop without takingOver goes through, taking none over.
        guard case .dropped(let again) = try store.dropCachedResults(where: { _ in true }) else {
            Issue.record("refused")
            return
        }
        #expect(again.takenOver.isEmpty && again.results == 2)
    }

    /// VACUUM gives the free pages back: the file, with its write-ahead log, ends smaller
    /// than it was after a removal, and holds no free page.
    @Test func vacuumShrinksTheFile() throws {
        let store = try Self.store()
        let big = String(repeating: "x", count: 2_000_000)
        var key = SolveCacheTests.key(revision: 1, engine: "big")
        key.document = "other"
        try store.storeResult(SolveCacheTests.record(#"{"views":[{"id":"\#(big)"}]}"#), for: key)
        try store.checkpoint()
        _ = try store.dropCachedResults { $0 == "big" }
        let before = store.bytesOnDisk
        let free = try store.freeBytes()
        #expect(free >= 1_900_000, "\(free) free of \(before)")
        try store.vacuum()
        #expect(try store.freeBytes() == 0)
        #expect(store.bytesOnDisk <= before - 1_900_000, "\(before) → \(store.bytesOnDisk)")
        #expect(try store.list().map(\.name) == ["login", "other"])
        #expect(try Self.count(store, "SELECT count(*) FROM solve_cache") == 5)
    }
}
