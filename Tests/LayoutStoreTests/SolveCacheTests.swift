import LayoutStore
import Testing

@Suite("Solve cache")
struct SolveCacheTests {
    static func key(revision: Int, engine: String = "1", width: Double = 390) -> SolveCacheKey {
        SolveCacheKey(
            document: "login", revision: revision, traitKey: "wC hR large ltr @3x phone", containerWidth: width,
            containerHeight: 844, engineVersion: engine)
    }

    static func record(header: String = #"{"document":"login"}"#, _ body: String) -> SolveCacheRecord {
        SolveCacheRecord(
            device: "iphone-6.1inch-island", orientation: "portrait", multitasking: "fullScreen", widthClass: "compact",
            heightClass: "regular", contentSize: "large", direction: "leftToRight", idiom: "phone", errorCount: 0,
            warningCount: 0, header: header, body: body)
    }

    static func count(_ store: DocumentStore, _ table: String) throws -> String? {
        try store.query("SELECT count(*) FROM \(table)").rows.first?.first ?? nil
    }

    @Test("a stored result is served for its exact key only")
    func exactKeyOnly() throws {
        let store = try StoreFixtures.store()
        let document = try StoreFixtures.richDocument()
        _ = try store.save([document], source: nil)
        try store.storeResult(Self.record(#"{"views":[]}"#), for: Self.key(revision: 1))
        #expect(try store.cachedResult(for: Self.key(revision: 1)) == #"{"document":"login","views":[]}"#)
        #expect(try store.cachedResult(for: Self.key(revision: 1, engine: "2")) == nil)
        #expect(try store.cachedResult(for: Self.key(revision: 1, width: 391)) == nil)
        // A new revision is a new key: the old rows are never served for it.
        var edited = document
        edited.root.subviews[0].content.text = "changed"
        _ = try store.save([edited], source: nil)
        #expect(try store.cachedResult(for: Self.key(revision: 2)) == nil)
    }

    @Test("cache rows go with their document")
    func removedWithDocument() throws {
        let store = try StoreFixtures.store()
        _ = try store.save([try StoreFixtures.richDocument()], source: nil)
        try store.storeResult(Self.record("{}"), for: Self.key(revision: 1))
        try store.remove(named: "login")
        #expect(try store.query("SELECT count(*) FROM solve_cache").rows == [["0"]])
    }

    /// Keys solved to the same body share one `solve_body` row; a body goes with the last
    /// row that refers to it, whether that row is replaced by a new solve or removed with
    /// its document, so the store keeps no orphan bodies.
    @Test func equalBodiesAreStoredOnceAndGoWithTheirLastRow() throws {
        let store = try StoreFixtures.store()
        _ = try store.save([try StoreFixtures.richDocument(), try StoreFixtures.richDocument(name: "other")], source: nil)
        let shared = #"{"views":[{"id":"a"}],"cached":false}"#
        try store.storeResult(Self.record(header: #"{"document":"login","w":390}"#, shared), for: Self.key(revision: 1))
        try store.storeResult(
            Self.record(header: #"{"document":"login","w":391}"#, shared), for: Self.key(revision: 1, width: 391))
        var other = Self.key(revision: 1)
        other.document = "other"
        try store.storeResult(Self.record(header: #"{"document":"other"}"#, shared), for: other)
        #expect(try Self.count(store, "solve_cache") == "3")
        #expect(try Self.count(store, "solve_body") == "1")
        #expect(try store.cachedResult(for: Self.key(revision: 1, width: 391))
            == #"{"document":"login","w":391,"views":[{"id":"a"}],"cached":false}"#)
        #expect(try store.cachedResult(for: other) == #"{"document":"other","views":[{"id":"a"}],"cached":false}"#)
        // A new solve of one key with another body: the shared body stays for the others.
        try store.storeResult(Self.record(#"{"views":[]}"#), for: Self.key(revision: 1))
        #expect(try Self.count(store, "solve_body") == "2")
        #expect(try store.cachedResult(for: Self.key(revision: 1)) == #"{"document":"login","views":[]}"#)
        // Its second new solve drops the body only it had.
        try store.storeResult(Self.record(shared), for: Self.key(revision: 1))
        #expect(try Self.count(store, "solve_body") == "1")
        try store.remove(named: "login")
        #expect(try Self.count(store, "solve_body") == "1")
        try store.remove(named: "other")
        #expect(try Self.count(store, "solve_cache") == "0")
        #expect(try Self.count(store, "solve_body") == "0")
    }

    @Test func aBodyThatIsNotJSONIsRefused() throws {
        let store = try StoreFixtures.store()
        _ = try store.save([try StoreFixtures.richDocument()], source: nil)
        #expect(throws: StoreError.self) { try store.storeResult(Self.record("{views"), for: Self.key(revision: 1)) }
        #expect(try Self.count(store, "solve_body") == "0")
    }

    @Test("caching for a revision that does not exist is an error")
    func unknownRevision() throws {
        let store = try StoreFixtures.store()
        #expect(throws: StoreError.unknownRevision(document: "login", revision: 3)) {
            try store.storeResult(Self.record("{}"), for: Self.key(revision: 3))
        }
    }
}
