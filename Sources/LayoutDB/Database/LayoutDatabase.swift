import Foundation
import LayoutStore

/// A layoutdb database opened by a program: the store, plus everything the library
/// builds on it (import, solve through the cache, batch runs).
public struct LayoutDatabase: Sendable {
    public let store: DocumentStore

    /// Opens (creating when missing) the database at `path`.
    public init(path: String) throws(StoreError) {
        store = try DocumentStore(path: path)
    }

    /// The database a command uses when it is given no `--db`: `$LAYOUTDB_DB`, else
    /// `layoutdb.sqlite` in the current directory.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let path = environment["LAYOUTDB_DB"], !path.isEmpty { return path }
        return "layoutdb.sqlite"
    }
}
