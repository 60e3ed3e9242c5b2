import Foundation
import LayoutModel
import LayoutStore

/// A layoutdb database opened by a program: the store, plus everything the library
/// builds on it (import, solve through the cache, batch runs).
public struct LayoutDatabase: Sendable {
    public let store: DocumentStore
    /// What measures text in every solve (``TextMeasurers/standard()`` unless given).
    public let measurer: any TextMeasuring
    /// Names the measurer in the solve cache's engine version, so results measured with
    /// other fonts are never served.
    public let measurerTag: String

    /// The engine version this program's results are cached under (the solve cache's and
    /// `batch_run`'s `engine_version`): the engine build and the measurer.
    public var cacheEngineVersion: String { EngineVersion.current + "+" + measurerTag }

    /// Opens (creating when missing) the database at `path`, measuring text with
    /// `measurer` (default: the real fonts, else fixed metrics; see ``TextMeasurers``).
    /// A database that cannot be written, or any with `access` `.readOnly`, is opened
    /// for reading only (``DocumentStore/init(path:access:)``).
    public init(path: String, measurer: (any TextMeasuring)? = nil, access: StoreAccess = .automatic) throws(StoreError) {
        store = try DocumentStore(path: path, access: access)
        if let measurer {
            self.measurer = measurer
            measurerTag = String(describing: type(of: measurer))
        } else {
            let standard = TextMeasurers.standard()
            self.measurer = standard.measurer
            measurerTag = standard.tag
        }
    }

    /// The database a command uses when it is given no `--db`: `$LAYOUTDB_DB`, else
    /// `layoutdb.sqlite` in the current directory.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let path = environment["LAYOUTDB_DB"], !path.isEmpty { return path }
        return "layoutdb.sqlite"
    }
}
