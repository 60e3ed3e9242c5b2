/// Which part of a ``LayoutDocument`` an error is about. The JSON reader maps it back to
/// the file position and JSON path of that entry.
public enum DocumentLocation: Hashable, Sendable, CustomStringConvertible {
    /// The document as a whole.
    case document
    /// The view with this id.
    case view(String)
    /// `guides[index]`.
    case guide(Int)
    /// `constraints[index]` (a single constraint or a Visual Format entry).
    case constraint(Int)
    /// `variants[index]`.
    case variant(Int)

    public var description: String {
        switch self {
        case .document: return "document"
        case .view(let id): return "view '\(id)'"
        case .guide(let index): return "guides[\(index)]"
        case .constraint(let index): return "constraints[\(index)]"
        case .variant(let index): return "variants[\(index)]"
        }
    }
}
