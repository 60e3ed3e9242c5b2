import LayoutStore
import Testing

@Suite("Solve cache")
struct SolveCacheTests {
    static func key(revision: Int, engine: String = "1", width: Double = 390) -> SolveCacheKey {
        SolveCacheKey(
            document: "login", revision: revision, traitKey: "wC hR large ltr @3x phone", containerWidth: width,
            containerHeight: 844, engineVersion: engine)
    }

    static func record(_ result: String) -> SolveCacheRecord {
        SolveCacheRecord(
            device: "iphone-6.1inch-island", orientation: "portrait", multitasking: "fullScreen", widthClass: "compact",
            heightClass: "regular", contentSize: "large", direction: "leftToRight", idiom: "phone", errorCount: 0,
            warningCount: 0, result: result)
    }

    @Test("a stored result is served for its exact key only")
    func exactKeyOnly() throws {
        let store = try StoreFixtures.store()
        let document = try StoreFixtures.richDocument()
        _ = try store.save([document], source: nil)
        try store.storeResult(Self.record(#"{"views":[]}"#), for: Self.key(revision: 1))
        #expect(try store.cachedResult(for: Self.key(revision: 1)) == #"{"views":[]}"#)
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

    @Test("caching for a revision that does not exist is an error")
    func unknownRevision() throws {
        let store = try StoreFixtures.store()
        #expect(throws: StoreError.unknownRevision(document: "login", revision: 3)) {
            try store.storeResult(Self.record("{}"), for: Self.key(revision: 3))
        }
    }
}
