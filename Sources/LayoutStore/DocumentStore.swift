import Foundation
import GRDB
import LayoutModel

/// The layoutdb database: documents and their revisions, stored as rows, and the solve
/// cache. One writer, many readers (`DatabasePool` in WAL mode); foreign keys on.
///
/// The store never solves and the engine never reads SQLite: ``document(named:revision:)``
/// gives back the ``LayoutDocument`` value that was saved, and the library materialises
/// and solves it.
///
/// ```swift
/// let store = try DocumentStore(path: "layoutdb.sqlite")
/// let outcome = try store.save([document], source: "login.json")
/// let stored = try store.document(named: "login")
/// ```
public struct DocumentStore: Sendable {
    /// The database file, as given.
    public let path: String
    /// The pool, and for a read-only store the guard that keeps its reads from creating
    /// or trusting stale files (``StoreConnection``).
    let connection: StoreConnection
    /// The pool writes and migrations go through.
    var pool: DatabasePool { connection.pool }
    /// Why this store only reads (its file or folder is not writable, or it was opened
    /// ``StoreAccess/readOnly``), or nil when it writes. Every write is refused with it.
    public let readOnlyReason: String?

    /// Whether every write is refused (``StoreError/readOnly(path:reason:operation:)``).
    public var isReadOnly: Bool { readOnlyReason != nil }

    /// Opens (creating when missing) the database at `path` and brings its schema up to
    /// date; an existing database that cannot be written (or with `access` `.readOnly`)
    /// is opened for reading only, and must then be at the current schema.
    ///
    /// - Throws: ``StoreError/cannotOpen(path:reason:)`` for a path that cannot hold a
    ///   database (a folder, a missing folder, a new file in a read-only folder),
    ///   ``StoreError/notADatabase(path:reason:)`` for a file that is not SQLite,
    ///   ``StoreError/foreignDatabase(path:)`` for another program's database,
    ///   ``StoreError/newerSchema(path:migrations:)`` for one a newer layoutdb wrote,
    ///   ``StoreError/readOnlyNeedsMigration(path:reason:migrations:)`` for a read-only
    ///   one an older layoutdb wrote.
    public init(path: String, access: StoreAccess = .automatic) throws(StoreError) {
        try self.init(path: path, access: access, fileManager: .default)
    }

    /// As ``init(path:access:)``, with the file manager that says what is writable (tests
    /// answer as a read-only mount would).
    init(path: String, access: StoreAccess, fileManager: FileManager) throws(StoreError) {
        self.path = path
        let unwritable = try DatabaseLocation.check(path, fileManager: fileManager)
        // Every cause, the caller's request first: "opened read-only; the file is not writable".
        let reasons: [String] = (access == .readOnly ? ["opened read-only"] : []) + (unwritable.map { [$0] } ?? [])
        let readOnlyReason = reasons.isEmpty ? nil : reasons.joined(separator: "; ")
        if readOnlyReason != nil, !FileManager.default.fileExists(atPath: path) {
            throw .cannotOpen(path: path, reason: "the database does not exist, and a read-only open cannot create it")
        }
        self.readOnlyReason = readOnlyReason
        try Self.checkHeader(path)
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(Self.busyTimeout)
        configuration.readonly = readOnlyReason != nil
        do {
            connection = readOnlyReason == nil
                ? try StoreConnection(writable: path, configuration: configuration)
                : try StoreConnection(readOnly: path, configuration: configuration)
        } catch let error as StoreError {
            throw error
        } catch {
            let reason = Self.message(error)
            if Self.isBusy(error) { throw .busy(path: path) }
            throw Self.isDamage(error) ? .damaged(path: path, reason: reason) : .notADatabase(path: path, reason: reason)
        }
        if let readOnlyReason {
            try checkReadable(reason: readOnlyReason)
        } else {
            try adopt()
        }
    }

    /// Refuses a file whose first bytes are not SQLite's header before SQLite touches it
    /// (opening a text file in WAL mode would otherwise fail obscurely, or worse, write).
    private static func checkHeader(_ path: String) throws(StoreError) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 16)) ?? Data()
        if header.isEmpty { return }
        guard header == Data("SQLite format 3\0".utf8) else {
            throw .notADatabase(path: path, reason: "the file does not start with SQLite's header")
        }
    }

    /// Marks a new database as layoutdb's, refuses other programs' databases, and migrates.
    private func adopt() throws(StoreError) {
        let path = self.path
        try perform { () throws -> Void in
            try pool.barrierWriteWithoutTransaction { db in
                let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
                let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
                if applicationID == 0 && tables == 0 {
                    try db.execute(sql: "PRAGMA application_id = \(StoreMigrations.applicationID)")
                } else if applicationID != StoreMigrations.applicationID {
                    throw StoreError.foreignDatabase(path: path)
                }
                let migrator = StoreMigrations.migrator
                let known = Set(StoreMigrations.all.map(\.name))
                let unknown = try migrator.appliedIdentifiers(db).subtracting(known)
                if !unknown.isEmpty { throw StoreError.newerSchema(path: path, migrations: unknown.sorted()) }
            }
            try StoreMigrations.migrator.migrate(pool)
        }
    }

    /// What a read-only open checks instead of migrating: the file is layoutdb's, and at
    /// exactly this build's schema (an older one needs migrations only a writable open
    /// can apply; an empty file cannot be set up).
    private func checkReadable(reason: String) throws(StoreError) {
        let path = self.path
        try perform { () throws -> Void in
            try connection.read { db in
                let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
                let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
                if applicationID == 0 && tables == 0 {
                    throw StoreError.readOnly(path: path, reason: reason, operation: "setting up a new database")
                } else if applicationID != StoreMigrations.applicationID {
                    throw StoreError.foreignDatabase(path: path)
                }
                let applied = try StoreMigrations.migrator.appliedIdentifiers(db)
                let known = StoreMigrations.all.map(\.name)
                let unknown = applied.subtracting(known)
                if !unknown.isEmpty { throw StoreError.newerSchema(path: path, migrations: unknown.sorted()) }
                let missing = known.filter { !applied.contains($0) }
                if !missing.isEmpty {
                    throw StoreError.readOnlyNeedsMigration(path: path, reason: reason, migrations: missing)
                }
            }
        }
    }

    /// Refuses `operation` (a write) on a read-only store, before anything is written.
    func requireWritable(_ operation: String) throws(StoreError) {
        if let readOnlyReason { throw .readOnly(path: path, reason: readOnlyReason, operation: operation) }
    }

    /// Runs `body`, turning GRDB's and SQLite's errors into ``StoreError``; a damaged
    /// database is named (``StoreError/damaged(path:reason:)``).
    func perform<T>(_ body: () throws -> T) throws(StoreError) -> T {
        do {
            return try body()
        } catch let error as StoreError {
            throw error
        } catch {
            if Self.isDamage(error) { throw .damaged(path: path, reason: Self.message(error)) }
            if Self.isBusy(error) { throw .busy(path: path) }
            throw .database(Self.message(error))
        }
    }

    /// How long an open or a statement waits for another process's lock, in seconds.
    public static let busyTimeout: TimeInterval = 10

    /// Whether another connection's lock outlasted the wait (`SQLITE_BUSY`, `SQLITE_LOCKED`).
    static func isBusy(_ error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED
    }

    /// Whether SQLite found the file's pages damaged, rather than the statement wrong.
    static func isDamage(_ error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB
    }

    static func message(_ error: any Error) -> String {
        if let error = error as? DatabaseError {
            return error.message ?? error.description
        }
        return "\(error)"
    }
}
