import GRDB
import Synchronization

/// Tells a long-lived reader whether anything was committed to the database since it
/// last looked, for much less than a read: `layoutdb serve` keeps the answers it gave in
/// memory and hands one on again only while the mark it was given under still stands.
///
/// SQLite says it itself: `PRAGMA data_version` on a connection changes whenever another
/// connection (of this process or another) commits. The watch keeps one read-only
/// connection of its own for asking, so the number always comes from the same one, and
/// it is opened only while the database has its write-ahead log companions (`NAME-wal`,
/// `NAME-shm`): a read-only store without them is read immutable (``StoreConnection``),
/// and opening it normally would create them. Without them nothing can commit (a writer
/// creates both first), so the mark is then the file's own stamp, and their appearance
/// moves it. Timestamps are never trusted alone: Linux moves them by the scheduler's
/// tick, and two commits in one tick can leave a file's size and times as they were.
public final class CommitWatch: Sendable {
    private let path: String
    private let connection = Mutex<DatabaseQueue?>(nil)

    /// What was committed, as far as a comparison of two marks needs.
    public struct Mark: Equatable, Sendable {
        fileprivate var database: DatabaseFileStamps.Stamp?
        fileprivate var logInode: UInt64?
        fileprivate var sharedMemoryInode: UInt64?
        fileprivate var dataVersion: Int?
    }

    public init(store: DocumentStore) {
        path = store.path
    }

    /// The mark now; nil when it cannot be told (the watch's connection cannot be opened
    /// or asked), and then nothing may be taken as unchanged.
    public func mark() -> Mark? {
        let stamps = DatabaseFileStamps(of: path)
        guard let log = stamps.log, let sharedMemory = stamps.sharedMemory else {
            // No companions: no writer, and the file is what it was while its stamp is.
            connection.withLock { $0 = nil }
            return Mark(database: stamps.database, logInode: nil, sharedMemoryInode: nil, dataVersion: nil)
        }
        let version = connection.withLock { queue -> Int? in
            do {
                if queue == nil {
                    var configuration = Configuration()
                    configuration.readonly = true
                    configuration.busyMode = .timeout(DocumentStore.busyTimeout)
                    queue = try DatabaseQueue(path: path, configuration: configuration)
                }
                return try queue?.inDatabase { db in try Int.fetchOne(db.cachedStatement(sql: "PRAGMA data_version")) }
            } catch {
                queue = nil
                return nil
            }
        }
        guard let version else { return nil }
        // The file's identity, not its times: checkpoints rewrite it without a commit.
        var database = stamps.database
        database?.clearTimes()
        return Mark(database: database, logInode: log.inode, sharedMemoryInode: sharedMemory.inode, dataVersion: version)
    }
}

extension DatabaseFileStamps.Stamp {
    /// Keeps the identity alone (inode); size and times move with checkpoints.
    fileprivate mutating func clearTimes() {
        size = 0
        modified = 0
        modifiedNanoseconds = 0
        changed = 0
        changedNanoseconds = 0
    }
}
