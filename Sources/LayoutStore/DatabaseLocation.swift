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
    /// Why the database at `path` can only be read, or nil when it can be written (or
    /// created).
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
        if !fileManager.isWritableFile(atPath: path) {
            return "the file is not writable"
        }
        let companions = ["-wal", "-shm"].map { path + $0 }
        if !fileManager.isWritableFile(atPath: parent), !companions.allSatisfy(fileManager.isWritableFile(atPath:)) {
            let names = companions.map { ($0 as NSString).lastPathComponent }.joined(separator: " and ")
            return "the folder '\(parent)' is not writable, so SQLite cannot create \(names) beside it"
        }
        return nil
    }

    /// What to hand SQLite to read the database at `path` without writing anything.
    ///
    /// SQLite reads a WAL database through `NAME-shm`, creating it when missing; in a
    /// folder it cannot write it refuses ("attempt to write a readonly database"). There,
    /// with no `NAME-wal` holding changes, the file alone is the whole database, so it is
    /// opened as a URI with `immutable=1`: SQLite then needs neither file nor any lock.
    /// Anywhere else the plain path serves (readers may share `NAME-shm` with a writer).
    ///
    /// - Throws: ``StoreError/cannotOpen(path:reason:)`` when `NAME-wal` holds changes
    ///   that cannot be read without creating `NAME-shm`.
    static func readOnlyOpenPath(_ path: String, fileManager: FileManager = .default) throws(StoreError) -> String {
        let parent = folder(of: path)
        guard !fileManager.isWritableFile(atPath: parent), !fileManager.fileExists(atPath: path + "-shm") else {
            return path
        }
        let log = path + "-wal"
        let logSize = (try? fileManager.attributesOfItem(atPath: log)[.size] as? Int) ?? 0
        if logSize > 0 {
            let name = (path as NSString).lastPathComponent
            throw .cannotOpen(
                path: path,
                reason: "\(name)-wal holds changes that SQLite can read only by creating \(name)-shm, "
                    + "and the folder '\(parent)' is not writable; open it once where it is writable to fold them in")
        }
        return immutableURI(path)
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
