import LayoutInterchange
import LayoutModel
import LayoutStore

/// Why a solve could not run (a layout that cannot be satisfied is not an error: it is a
/// diagnostic in the result).
public enum SolveError: Error, Sendable, CustomStringConvertible {
    case store(StoreError)
    /// The document does not validate or its variants conflict for these traits.
    case document(name: String, DocumentError)
    /// The engine refused the hierarchy (an invalid constraint, a bad geometry).
    case engine(name: String, LayoutEngineError)

    public var description: String {
        switch self {
        case .store(let error): return "\(error)"
        case .document(let name, let error): return "\(name): \(error)"
        case .engine(let name, let error): return "\(name): \(error)"
        }
    }
}
