import Foundation
import GRDB
import Testing

@testable import LayoutStore

/// A read-only open writes nothing, even in a folder it could write: no `NAME-wal`, no
/// `NAME-shm` (SQLite creates both for a plain read-only open of a WAL database and
/// cannot delete them), and yet it follows a writer that starts while it is open.
@Suite("A read-only open creates no file")
struct ReadOnlyCreatesNothingTests {
    /// The folder's listing, sorted.
    static func listing(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: DatabaseLocation.folder(of: path)).sorted()
    }

    @Test("reading in a writable folder leaves the folder as it was")
    func readingCreatesNothing() throws {
        let path = try ReadOnlyStoreTests.filledDatabase()
        let before = try ReadOnlyStoreTests.snapshot(path)
        #expect(before.1 == ["ci-cache.sqlite"])
        do {
            let store = try DocumentStore(path: path, access: .readOnly)
            #expect(try store.list().map(\.name) == ["login"])
            #expect(try store.document(named: "login").document == (try StoreFixtures.richDocument()))
            #expect(try store.cachedResult(for: SolveCacheTests.key(revision: 1)) != nil)
            #expect(try Self.listing(path) == ["ci-cache.sqlite"])
        }
        let after = try ReadOnlyStoreTests.snapshot(path)
        #expect(after.0 == before.0)
        #expect(after.1 == before.1)
    }

    @Test("a writer that starts after the read-only open is seen, while it is open and after it closed")
    func aLaterWriterIsFollowed() throws {
        let path = try ReadOnlyStoreTests.filledDatabase()
        let reader = try DocumentStore(path: path, access: .readOnly)
        #expect(try reader.list().map(\.name) == ["login"])
        do {
            let writer = try DocumentStore(path: path)
            _ = try writer.save([try StoreFixtures.richDocument(name: "signup")], source: nil)
            // The change is in NAME-wal only: the immutable file would not show it.
            #expect(try reader.list().map(\.name) == ["login", "signup"])
            _ = try writer.save([try StoreFixtures.richDocument(name: "welcome")], source: nil)
            #expect(try reader.list().map(\.name) == ["login", "signup", "welcome"])
        }
        #expect(try reader.list().map(\.name) == ["login", "signup", "welcome"])
    }

    @Test("a writer that came and went between two reads is seen")
    func aWriterBetweenReadsIsSeen() throws {
        let path = try ReadOnlyStoreTests.filledDatabase()
        let reader = try DocumentStore(path: path, access: .readOnly)
        #expect(try reader.list().map(\.name) == ["login"])
        do {
            let writer = try DocumentStore(path: path)
            _ = try writer.save([try StoreFixtures.richDocument(name: "signup")], source: nil)
            try writer.checkpoint()
        }
        #expect(try reader.list().map(\.name) == ["login", "signup"])
    }

    @Test("NAME-wal holding changes without NAME-shm is refused, saying how to fold them in, and nothing is created")
    func pendingChangesWithoutSharedMemory() throws {
        let path = try ReadOnlyStoreTests.filledDatabase()
        let copy = try StoreFixtures.temporaryDirectory().appendingPathComponent("copy.sqlite").path
        do {
            let writer = try DocumentStore(path: path)
            _ = try writer.save([try StoreFixtures.richDocument(name: "signup")], source: nil)
            // A copy taken while the writer is open, without its NAME-shm.
            try FileManager.default.copyItem(atPath: path, toPath: copy)
            try FileManager.default.copyItem(atPath: path + "-wal", toPath: copy + "-wal")
        }
        #expect(
            throws: StoreError.cannotOpen(
                path: copy,
                reason: "copy.sqlite-wal holds changes that SQLite can read only by creating copy.sqlite-shm, which a "
                    + "read-only open does not do; open it once for writing, where it is writable, to fold them in")
        ) { _ = try DocumentStore(path: copy, access: .readOnly) }
        #expect(try Self.listing(copy) == ["copy.sqlite", "copy.sqlite-wal"])
        // A writable open folds them in; then it reads read-only.
        _ = try DocumentStore(path: copy)
        #expect(try DocumentStore(path: copy, access: .readOnly).list().map(\.name) == ["login", "signup"])
    }
}
