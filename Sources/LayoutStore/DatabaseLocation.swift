import Foundation

/// Checks that a path can hold a layoutdb database before SQLite opens it, so that a
/// folder, a missing folder or a read-only file is named as such (``StoreError/cannotOpen(path:reason:)``)
/// instead of SQLite's "unable to open database file" or "attempt to write a readonly
/// database", which the store used to report as "not a layoutdb database".
///
/// The store opens every database for writing: it migrates the schema, and WAL mode
/// keeps `NAME-wal` and `NAME-shm` files beside the database, so both the file and,
/// unless those two exist and are writable, its folder must be writable.
enum DatabaseLocation {
    static func check(_ path: String, fileManager: FileManager = .default) throws(StoreError) {
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
            return
        }
        if !fileManager.isWritableFile(atPath: path) {
            throw .cannotOpen(
                path: path,
                reason: "the file is read-only; layoutdb opens its database for writing (schema migrations, the solve cache), so copy it somewhere writable")
        }
        let companions = ["-wal", "-shm"].map { path + $0 }
        if !fileManager.isWritableFile(atPath: parent), !companions.allSatisfy(fileManager.isWritableFile(atPath:)) {
            throw .cannotOpen(
                path: path,
                reason: "the folder '\(parent)' is read-only, and SQLite needs to create \(companions.map { ($0 as NSString).lastPathComponent }.joined(separator: " and ")) beside the database; copy it somewhere writable")
        }
    }

    /// The folder `path` is in: `.` for a bare file name.
    static func folder(of path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }
}
