import Foundation
import GRDB
import Testing

@testable import LayoutStore

/// A database that cannot be written is read, not refused: every read works, every write
/// is refused naming the file and why, and nothing is written. Tests may run as root, whom
/// file modes do not stop, so they open with ``StoreAccess/readOnly`` (the mode a
/// non-writable file gets) and check the automatic choice through a file manager that
/// answers as a read-only mount would.
@Suite("A read-only database")
struct ReadOnlyStoreTests {
    /// A database holding `login` (one revision) and a cached result for it.
    static func filledDatabase() throws -> String {
        let path = try StoreFixtures.temporaryDirectory().appendingPathComponent("ci-cache.sqlite").path
        let store = try DocumentStore(path: path)
        _ = try store.save([try StoreFixtures.richDocument()], source: "login.json")
        try store.storeResult(SolveCacheTests.record(#"{"views":[]}"#), for: SolveCacheTests.key(revision: 1))
        try store.checkpoint()
        return path
    }

    /// The file's bytes and the companions beside it, to show nothing was written.
    static func snapshot(_ path: String) throws -> (Data, [String]) {
        let folder = DatabaseLocation.folder(of: path)
        return (try Data(contentsOf: URL(fileURLWithPath: path)), try FileManager.default.contentsOfDirectory(atPath: folder).sorted())
    }

    @Test("reads answer as from a writable open")
    func readsWork() throws {
        let path = try Self.filledDatabase()
        let store = try DocumentStore(path: path, access: .readOnly)
        #expect(store.isReadOnly)
        #expect(store.readOnlyReason == "opened read-only")
        #expect(try store.list().map(\.name) == ["login"])
        #expect(try store.document(named: "login").document == (try StoreFixtures.richDocument()))
        #expect(try store.query("SELECT count(*) FROM solve_cache").rows == [["1"]])
        #expect(try store.cachedResult(for: SolveCacheTests.key(revision: 1)) != nil)
    }

    @Test("every write is refused, naming the file and the reason, and writes nothing")
    func writesAreRefused() throws {
        let path = try Self.filledDatabase()
        let before = try Self.snapshot(path)
        let store = try DocumentStore(path: path, access: .readOnly)
        let refusal = { (operation: String) in
            StoreError.readOnly(path: path, reason: "opened read-only", operation: operation)
        }
        #expect(throws: refusal("saving documents")) { _ = try store.save([try StoreFixtures.richDocument(name: "new")], source: nil) }
        #expect(throws: refusal("removing a document")) { try store.remove(named: "login") }
        #expect(throws: refusal("caching a solve result")) {
            try store.storeResult(SolveCacheTests.record(#"{"views":[]}"#), for: SolveCacheTests.key(revision: 1))
        }
        #expect(throws: refusal("recording a batch run")) {
            _ = try store.startBatchRun(engineVersion: "7", matrix: "m", documents: [("login", 1)])
        }
        #expect(throws: StoreError.notReadOnly("DELETE FROM document")) { _ = try store.query("DELETE FROM document") }
        #expect(
            refusal("saving documents").description
                == "\(path): the database is read-only (opened read-only), and saving documents writes to it; nothing was written")
        let after = try Self.snapshot(path)
        #expect(after.0 == before.0)
        #expect(try DocumentStore(path: path).list().map(\.name) == ["login"])
    }

    @Test("a read-only database at an older schema must be migrated by a writable open, and is left as it was")
    func olderSchema() throws {
        let path = try SolveCacheMigrationTests.databaseAtMigration5(results: [SolveCacheMigrationTests.oldResult])
        let before = try Self.snapshot(path)
        #expect(throws: StoreError.readOnlyNeedsMigration(path: path, reason: "opened read-only", migrations: ["0006_solve_body", "0007_toolbar", "0008_interface_builder_guides", "0009_text_field_border", "0010_text_view_scrolling", "0011_batch_run_claim", "0012_view_user_label", "0013_control_styles", "0014_respects_system_minimum_margins", "0015_control_sizes", "0016_table_style", "0017_button_image_and_segment_widths", "0020_table_separator_style"])) {
            _ = try DocumentStore(path: path, access: .readOnly)
        }
        #expect(try Self.snapshot(path).0 == before.0)
        let message = StoreError.readOnlyNeedsMigration(path: "a.sqlite", reason: "the file is not writable", migrations: ["0006_solve_body"])
        #expect(message.description == "a.sqlite: the database is read-only (the file is not writable) and was written by an older layoutdb, so it must be migrated (0006_solve_body) before it can be read; run any layoutdb command on it once where it is writable")
        // A writable open migrates it; then it reads read-only.
        _ = try DocumentStore(path: path)
        #expect(try DocumentStore(path: path, access: .readOnly).cachedResult(for: SolveCacheMigrationTests.key) == SolveCacheMigrationTests.oldResult)
    }

    @Test("an empty or missing file cannot be set up read-only, and is not created")
    func emptyOrMissing() throws {
        let folder = try StoreFixtures.temporaryDirectory()
        let empty = folder.appendingPathComponent("empty.sqlite").path
        FileManager.default.createFile(atPath: empty, contents: Data())
        #expect(throws: StoreError.readOnly(path: empty, reason: "opened read-only", operation: "setting up a new database")) {
            _ = try DocumentStore(path: empty, access: .readOnly)
        }
        let missing = folder.appendingPathComponent("missing.sqlite").path
        #expect(throws: StoreError.cannotOpen(path: missing, reason: "the database does not exist, and a read-only open cannot create it")) {
            _ = try DocumentStore(path: missing, access: .readOnly)
        }
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test("a file or folder that cannot be written is opened read-only, saying why")
    func automaticChoice() throws {
        let path = try Self.filledDatabase()
        let folder = DatabaseLocation.folder(of: path)
        #expect(try DatabaseLocation.check(path, fileManager: ReadOnlyMount(writable: [folder])) == "the file is not writable")
        #expect(
            try DatabaseLocation.check(path, fileManager: ReadOnlyMount(writable: [path]))
                == "the folder '\(folder)' is not writable, so SQLite cannot create ci-cache.sqlite-wal and ci-cache.sqlite-shm beside it")
        #expect(try DatabaseLocation.check(path, fileManager: ReadOnlyMount(writable: [path, folder])) == nil)
        // Every cause is named, not the first.
        #expect(
            try DatabaseLocation.check(path, fileManager: ReadOnlyMount(writable: []))
                == "the file is not writable; the folder '\(folder)' is not writable, so SQLite cannot create "
                + "ci-cache.sqlite-wal and ci-cache.sqlite-shm beside it")
        // A new database still needs a writable folder.
        let new = folder + "/new.sqlite"
        #expect(throws: StoreError.cannotOpen(path: new, reason: "the folder '\(folder)' is read-only, so the database cannot be created")) {
            _ = try DatabaseLocation.check(new, fileManager: ReadOnlyMount(writable: []))
        }
    }

    @Test("asking for read-only of a file that cannot be written names both causes")
    func everyCauseIsNamed() throws {
        let path = try Self.filledDatabase()
        let folder = DatabaseLocation.folder(of: path)
        let store = try DocumentStore(path: path, access: .readOnly, fileManager: ReadOnlyMount(writable: [folder]))
        #expect(store.readOnlyReason == "opened read-only; the file is not writable")
        #expect(throws: StoreError.readOnly(path: path, reason: "opened read-only; the file is not writable", operation: "removing a document")) {
            try store.remove(named: "login")
        }
    }

    @Test("without NAME-wal and NAME-shm the file is opened immutable, which reads it whole")
    func immutableOpen() throws {
        let path = try Self.filledDatabase()
        #expect(try DatabaseLocation.readOnlyOpen(path, stamps: DatabaseFileStamps(of: path)) == (DatabaseLocation.immutableURI(path), true))
        #expect(DatabaseLocation.immutableURI("/a b/x?%#.sqlite") == "file:///a b/x%3F%25%23.sqlite?mode=ro&immutable=1")
        #expect(DatabaseLocation.immutableURI("db.sqlite") == "file:db.sqlite?mode=ro&immutable=1")
        // SQLite reads the database through that URI, even from a folder named with the escaped characters.
        let odd = try StoreFixtures.temporaryDirectory().appendingPathComponent("we?ird#%20")
        try FileManager.default.createDirectory(at: odd, withIntermediateDirectories: true)
        let copy = odd.appendingPathComponent("db.sqlite").path
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: DatabaseLocation.immutableURI(copy), configuration: configuration)
        #expect(try queue.read { try String.fetchAll($0, sql: "SELECT name FROM document") } == ["login"])
        try queue.close()
        #expect(!FileManager.default.fileExists(atPath: copy + "-shm"))
    }
}

/// A file manager that answers as a read-only mount would: only the paths in `writable`
/// are writable (everything else exists as on disk).
private final class ReadOnlyMount: FileManager, @unchecked Sendable {
    let writable: Set<String>

    init(writable: Set<String>) {
        self.writable = writable
        super.init()
    }

    override func isWritableFile(atPath path: String) -> Bool { writable.contains(path) }
}
