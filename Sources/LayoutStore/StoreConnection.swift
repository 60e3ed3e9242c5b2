import GRDB
import Synchronization

/// The connection pool a ``DocumentStore`` reads and writes through, and, for a
/// read-only store, the guard that lets it read without creating SQLite's `NAME-wal` and
/// `NAME-shm` (``DatabaseLocation/readOnlyOpen(_:stamps:)``).
///
/// A read-only store whose companions are absent reads the file `immutable=1`: no lock,
/// no companion, on SQLite's condition that nothing changes the file meanwhile. Another
/// process may still start writing, so every read checks the file's stamps before and
/// after (``DatabaseFileStamps``): when they moved, the pool is opened again as the files
/// now stand (joining the writer's companions, or immutable again once it has gone) and
/// the read is repeated, so a long-lived reader (a server answering from the cache)
/// follows a writer instead of serving a stale or torn file.
final class StoreConnection: Sendable {
    private struct State {
        var pool: DatabasePool
        /// The stamps the immutable pool was opened at; nil for a pool opened normally,
        /// which SQLite's own locking keeps consistent.
        var immutableAt: DatabaseFileStamps?
    }

    /// The database file, as given.
    let path: String
    private let configuration: Configuration
    private let state: Mutex<State>

    /// How many times a read is repeated when a writer keeps moving the file under it.
    private static let readAttempts = 5

    /// Opens `path` for reading and writing.
    init(writable path: String, configuration: Configuration) throws {
        self.path = path
        self.configuration = configuration
        state = Mutex(State(pool: try DatabasePool(path: path, configuration: configuration), immutableAt: nil))
    }

    /// Opens `path` for reading only, creating no file (`configuration` must be read-only).
    init(readOnly path: String, configuration: Configuration) throws {
        self.path = path
        self.configuration = configuration
        state = Mutex(try Self.openReadOnly(path, configuration: configuration))
    }

    /// The pool as it stands: what writes and migrations use (a read-only store never writes).
    var pool: DatabasePool { state.withLock { $0.pool } }

    /// Runs `body` in a read transaction; on an immutable pool, one the file did not move
    /// under (see the type's discussion).
    ///
    /// - Throws: what `body` or SQLite throws; ``StoreError/database(_:)`` when a writer
    ///   moved the file under ``readAttempts`` reads in a row.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        for _ in 0..<Self.readAttempts {
            let (pool, expected) = try currentPool()
            let value = try pool.read(body)
            guard let expected, DatabaseFileStamps(of: path) != expected else { return value }
        }
        throw StoreError.database("\(path): another process kept changing the database while it was read; try again")
    }

    /// The pool to read through, opened again first when the file moved since it was.
    private func currentPool() throws -> (DatabasePool, DatabaseFileStamps?) {
        try state.withLock { state throws -> (DatabasePool, DatabaseFileStamps?) in
            if let opened = state.immutableAt, DatabaseFileStamps(of: path) != opened {
                state = try Self.openReadOnly(path, configuration: configuration)
            }
            return (state.pool, state.immutableAt)
        }
    }

    private static func openReadOnly(_ path: String, configuration: Configuration) throws -> State {
        let stamps = DatabaseFileStamps(of: path)
        let open = try DatabaseLocation.readOnlyOpen(path, stamps: stamps)
        let pool = try DatabasePool(path: open.path, configuration: configuration)
        return State(pool: pool, immutableAt: open.isImmutable ? stamps : nil)
    }
}
