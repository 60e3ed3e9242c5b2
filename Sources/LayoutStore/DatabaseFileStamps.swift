#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the file system says about a database file and SQLite's two companions beside
/// it, `NAME-wal` and `NAME-shm`: enough to tell whether anything wrote to the database
/// between two looks.
///
/// A database opened `immutable=1` (``StoreConnection``) is read with no locks, on the
/// promise that nothing changes it. In WAL mode nothing can change the file without a
/// connection that first creates both companions, and a checkpoint that rewrites the file
/// moves its modification time, so two equal stamps taken before and after a read mean
/// the read saw one consistent database. Costs three `stat` calls (microseconds).
struct DatabaseFileStamps: Equatable, Sendable {
    /// Identity, size and modification and change times of one file.
    struct Stamp: Equatable, Sendable {
        var inode: UInt64
        var size: Int64
        var modified: Int64
        var modifiedNanoseconds: Int
        var changed: Int64
        var changedNanoseconds: Int
    }

    /// The database file's stamp; nil when it does not exist.
    var database: Stamp?
    /// `NAME-wal`'s stamp; nil when it does not exist.
    var log: Stamp?
    /// `NAME-shm`'s stamp; nil when it does not exist.
    var sharedMemory: Stamp?

    /// The stamps of the database at `path` now.
    init(of path: String) {
        database = Self.stamp(path)
        log = Self.stamp(path + "-wal")
        sharedMemory = Self.stamp(path + "-shm")
    }

    /// Whether `NAME-wal` holds frames (changes not yet folded into the file).
    var logHoldsChanges: Bool { (log?.size ?? 0) > 0 }

    private static func stamp(_ path: String) -> Stamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
        let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
        #else
        let (modified, changed) = (status.st_mtim, status.st_ctim)
        #endif
        return Stamp(
            inode: UInt64(status.st_ino), size: Int64(status.st_size),
            modified: Int64(modified.tv_sec), modifiedNanoseconds: Int(modified.tv_nsec),
            changed: Int64(changed.tv_sec), changedNanoseconds: Int(changed.tv_nsec))
    }
}
