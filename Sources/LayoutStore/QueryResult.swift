/// The rows of a read-only SQL query, as text, for `layoutdb sql`.
public struct QueryResult: Hashable, Sendable {
    public var columns: [String]
    /// Each cell as SQLite would print it; nil for NULL.
    public var rows: [[String?]]
}
