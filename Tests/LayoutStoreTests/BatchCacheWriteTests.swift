import LayoutStore
import Testing

/// A batch's call writes many rows that share bodies: a body found or stored by the call is
/// not looked up again, and a call that names one key twice (its first body then dropped by
/// the trigger when no other row has it) still leaves every row on its own body.
@Suite struct BatchCacheWriteTests {
    static func row(_ traitKey: String, width: Double, _ body: String) -> DocumentStore.BatchResultRecord {
        DocumentStore.BatchResultRecord(
            document: "login", traitKey: traitKey, containerWidth: width, containerHeight: 844, errorCount: 0,
            warningCount: 0, problems: "[]", unsolved: nil,
            cache: SolveCacheTests.record(header: #"{"document":"login","w":\#(Int(width))}"#, body))
    }

    /// Two distinct bodies the tests write under several keys.
    static let a = #"{"views":[{"id":"a"}]}"#
    static let b = #"{"views":[{"id":"b"}]}"#

    /// A store holding the login document, with a batch run started over it.
    static func startedRun() throws -> (DocumentStore, Int) {
        let store = try StoreFixtures.store()
        _ = try store.save([try StoreFixtures.richDocument()], source: nil)
        return (store, try store.startBatchRun(engineVersion: "1", matrix: "m", documents: [("login", 1)]))
    }

    /// Each row's body text, by key, and the bodies stored.
    static func stored(_ store: DocumentStore) throws -> (rows: [[String?]], bodies: String?) {
        let rows = try store.query("""
            SELECT c.trait_key, c.container_width, b.body FROM solve_cache c JOIN solve_body b ON b.id = c.body_id
            ORDER BY c.trait_key, c.container_width
            """).rows
        return (rows, try SolveCacheTests.count(store, "solve_body"))
    }

    @Test func rowsOfOneCallShareTheirBodies() throws {
        let (store, run) = try Self.startedRun()
        let (a, b) = (Self.a, Self.b)
        try store.recordBatchResults(run: run, engineVersion: "1", [
            Self.row("k1", width: 390, a), Self.row("k2", width: 390, b), Self.row("k3", width: 390, a),
            Self.row("k1", width: 391, a),
        ])
        let (rows, bodies) = try Self.stored(store)
        #expect(bodies == "2")
        #expect(rows == [["k1", "390.0", a], ["k1", "391.0", a], ["k2", "390.0", b], ["k3", "390.0", a]])
        // A later call finds the bodies the store already has.
        try store.recordBatchResults(run: run, engineVersion: "1", [Self.row("k4", width: 390, b)])
        #expect(try Self.stored(store).bodies == "2")
    }

    @Test func aKeyWrittenTwiceInOneCallLeavesEveryRowOnItsBody() throws {
        let (store, run) = try Self.startedRun()
        let (a, b) = (Self.a, Self.b)
        // k1 first gets a, then b: the trigger drops a (no other row has it); k2 then needs a again.
        try store.recordBatchResults(run: run, engineVersion: "1", [
            Self.row("k1", width: 390, a), Self.row("k1", width: 390, b), Self.row("k2", width: 390, a),
        ])
        let (rows, bodies) = try Self.stored(store)
        #expect(rows == [["k1", "390.0", b], ["k2", "390.0", a]])
        #expect(bodies == "2")
    }
}
