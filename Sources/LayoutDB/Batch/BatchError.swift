import LayoutModel
import LayoutStore

/// Why a batch could not run (layout problems are not errors: they are its results).
public enum BatchError: Error, Sendable, CustomStringConvertible {
    case store(StoreError)
    /// `--baseline N` named a run the database does not have (or one that never finished).
    case unknownBaseline(String)

    public var description: String {
        switch self {
        case .store(let error): return "\(error)"
        case .unknownBaseline(let run): return "no finished batch run \(EchoedName.quoted(run)) to compare with"
        }
    }
}
