import Foundation

/// Checks that a path can hold a layoutdb database before SQLite opens it, so that a
/// folder, a missing folder or a database that cannot be created is named as such
/// (``StoreError/cannotOpen(path:reason:)``) instead of SQLite's "unable to open database
/// file", which the store used to report as "not a layoutdb database".
///
/// Writing needs both the file and, unless `NAME-wal` and `NAME-shm` exist and are
/// writable, its folder (WAL mode keeps those two beside the database). An existing
/// database that cannot be written is still opened, for reading only: ``check(_:fileManager:)``
/// says why, and the store refuses writes with that reason.
enum DatabaseLocation {
    /// Why the database at `path` can only be read (every cause that applies, joined by
    /// "; "), or nil when it can be written (or created).
    ///
    /// - Throws: ``StoreError/cannotOpen(path:reason:)`` when it can be neither created nor read.
    static func check(_ path: String, fileManager: FileManager = .default) throws(StoreError) -> String? {
        guard !path.isEmpty else { throw .cannotOpen(path: path, reason: "the path is empty") }
        var isFolder: ObjCBool = false
        let exists = fileManager.fileExists(atPath: path, isDirectory: &isFolder)
        if exists && isFolder.boolValue {
            throw .cannotOpen(path: path, reason: "it is a folder; give the path of a database file inside it")
        }
        let parent = folder(of: path)
        var parentIsFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: parent, isDirectory: &parentIsFolder) else {
            throw .cannotOpen(path: path, reason: "the folder '\(parent)' does not exist")
        }
        guard parentIsFolder.boolValue else {
            throw .cannotOpen(path: path, reason: "'\(parent)' is not a folder")
        }
        guard exists else {
            if !fileManager.isWritableFile(atPath: parent) {
                throw .cannotOpen(path: path, reason: "the folder '\(parent)' is read-only, so the database cannot be created")
            }
            return nil
        }
        guard fileManager.isReadableFile(atPath: path) else {
            throw .cannotOpen(path: path, reason: "the file cannot be read (check its permissions)")
        }
        // Every cause, not the first: a user who fixes one should not meet the next.
        var reasons: [String] = []
        if !fileManager.isWritableFile(atPath: path) {
            reasons.append("the file is not writable")
        }
        let companions = ["-wal", "-shm"].map { path + $0 }
        if !fileManager.isWritableFile(atPath: parent), !companions.allSatisfy(fileManager.isWritableFile(atPath:)) {
            let names = companions.map { ($0 as NSString).lastPathComponent }.joined(separator: " and ")
            reasons.append("the folder '\(parent)' is not writable, so SQLite cannot create \(names) beside it")
        }
        return reasons.isEmpty ? nil : reasons.joined(separator: "; ")
    }

    /// How to hand SQLite the database at `path` so that reading it creates and changes
    /// no file: what a user who asked for read-only (or whose file cannot be written)
    /// expects, and what SQLite does not do by itself.
    ///
    /// SQLite reads a WAL database through `NAME-wal` and `NAME-shm`, creating them when
    /// missing, and a read-only connection cannot delete them when it closes, so a plain
    /// read-only open leaves both behind (in a folder it cannot write, it refuses). So:
    /// - both exist (a writer is, or was, at work): the plain path joins them, as SQLite's
    ///   locking requires, and creates nothing;
    /// - otherwise, with no changes waiting in `NAME-wal`, the file alone is the whole
    ///   database, opened as a URI with `immutable=1` (no companion, no lock);
    ///   ``StoreConnection`` re-checks the files around every read, since a writer may
    ///   start meanwhile;
    /// - `NAME-wal` holding changes without `NAME-shm` cannot be read without creating it:
    ///   refused, saying how to fold them in.
    ///
    /// - Returns: the path or URI to open, and whether it is the immutable URI.
    /// - Throws: ``StoreError/cannotOpen(path:reason:)`` in the last case.
    static func readOnlyOpen(_ path: String, stamps: DatabaseFileStamps) throws(StoreError) -> (path: String, isImmutable: Bool) {
        if stamps.log != nil, stamps.sharedMemory != nil { return (path, false) }
        if stamps.logHoldsChanges {
            let name = (path as NSString).lastPathComponent
            throw .cannotOpen(
                path: path,
                reason: "\(name)-wal holds changes that SQLite can read only by creating \(name)-shm, "
                    + "which a read-only open does not do; open it once for writing, where it is writable, to fold them in")
        }
        return (immutableURI(path), true)
    }

    /// `path` as an SQLite URI that opens it read-only and immutable: `%`, `?` and `#`
    /// are escaped (SQLite decodes `%HH`), and an absolute path gets an empty authority.
    static func immutableURI(_ path: String) -> String {
        var escaped = ""
        for character in path {
            switch character {
            case "%": escaped += "%25"
            case "?": escaped += "%3F"
            case "#": escaped += "%23"
            default: escaped.append(character)
            }
        }
        return (path.hasPrefix("/") ? "file://" : "file:") + escaped + "?mode=ro&immutable=1"
    }

    /// The folder `path` is in: `.` for a bare file name.
    static func folder(of path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }
}
