/// The rows of a read-only SQL query, for `layoutdb sql` and `layoutdb query`: each cell
/// with SQLite's storage class, so JSON output gives numbers as numbers (`"count": 32`,
/// not `"count": "32"`), and as text for tables.
public struct QueryResult: Hashable, Sendable {
    public var columns: [String]
    public var cells: [[QueryCell]]

    public init(columns: [String], cells: [[QueryCell]]) {
        self.columns = columns
        self.cells = cells
    }

    /// Each cell as SQLite would print it; nil for NULL.
    public var rows: [[String?]] { cells.map { $0.map(\.text) } }
}

/// One value of a query's row, by SQLite's storage class.
public enum QueryCell: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    /// A blob, shown by its size only.
    case blob(byteCount: Int)

    /// The cell as SQLite would print it; nil for NULL.
    public var text: String? {
        switch self {
        case .null: return nil
        case .integer(let value): return String(value)
        case .real(let value): return String(value)
        case .text(let value): return value
        case .blob(let count): return "<\(count) bytes>"
        }
    }
}
