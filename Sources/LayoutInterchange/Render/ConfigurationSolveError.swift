/// Why a document could not be solved in a configuration: the document does not
/// materialise for its traits (a variant conflict, an invalid constraint), or the
/// engine refused the materialised hierarchy.
public enum ConfigurationSolveError: Error, Hashable, Sendable, CustomStringConvertible {
    case document(DocumentError)
    case engine(LayoutEngineError)

    public var description: String {
        switch self {
        case .document(let error): return error.description
        case .engine(let error): return error.description
        }
    }
}
