import GRDB

/// Column names and values for one INSERT, in column order. Rows are written with
/// plain SQL so that the tables stay exactly what `migrations/` says.
struct RowValues {
    private(set) var columns: [String] = []
    private(set) var values: [(any DatabaseValueConvertible)?] = []
    /// Where each column is in `columns`: a view row has over 50, and finding each by a
    /// linear search cost more than writing the row.
    private var positions: [String: Int] = [:]

    subscript(column: String) -> (any DatabaseValueConvertible)? {
        get { positions[column].flatMap { values[$0] } }
        set {
            if let index = positions[column] {
                values[index] = newValue
            } else {
                positions[column] = columns.count
                columns.append(column)
                values.append(newValue)
            }
        }
    }

    /// Inserts the row into `table` (replacing a row with the same key when asked).
    ///
    /// Through the connection's statement cache: an import writes thousands of rows with
    /// a handful of distinct column lists, and preparing each INSERT again was most of
    /// its time.
    func insert(into table: String, _ db: Database, replacing: Bool = false) throws {
        let placeholders = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        let statement = try db.cachedStatement(
            sql: "INSERT \(replacing ? "OR REPLACE " : "")INTO \(table) (\(columns.joined(separator: ", "))) VALUES (\(placeholders))")
        try statement.execute(arguments: StatementArguments(values))
    }
}

/// Decoding helpers that turn a bad stored value into a ``StoreError/corruptRow(table:key:reason:)``
/// instead of a crash.
struct RowReader {
    let row: Row
    let table: String
    let key: String

    func string(_ column: String) throws(StoreError) -> String {
        guard let value: String = row[column] else { throw missing(column) }
        return value
    }

    func optionalString(_ column: String) -> String? { row[column] }

    func double(_ column: String) throws(StoreError) -> Double {
        guard let value: Double = row[column] else { throw missing(column) }
        return value
    }

    func optionalDouble(_ column: String) -> Double? { row[column] }

    func int(_ column: String) throws(StoreError) -> Int {
        guard let value: Int = row[column] else { throw missing(column) }
        return value
    }

    func optionalInt(_ column: String) -> Int? { row[column] }

    func bool(_ column: String) throws(StoreError) -> Bool { try int(column) != 0 }

    func optionalBool(_ column: String) -> Bool? { optionalInt(column).map { $0 != 0 } }

    /// A `RawRepresentable` enum stored as its raw text.
    func value<T: RawRepresentable>(_ column: String, as type: T.Type) throws(StoreError) -> T where T.RawValue == String {
        let text = try string(column)
        guard let value = T(rawValue: text) else { throw corrupt(column, "unknown value '\(text)'") }
        return value
    }

    func optionalValue<T: RawRepresentable>(_ column: String, as type: T.Type) throws(StoreError) -> T?
    where T.RawValue == String {
        guard let text = optionalString(column) else { return nil }
        guard let value = T(rawValue: text) else { throw corrupt(column, "unknown value '\(text)'") }
        return value
    }

    func missing(_ column: String) -> StoreError { corrupt(column, "missing value") }

    func corrupt(_ column: String, _ reason: String) -> StoreError {
        .corruptRow(table: table, key: key, reason: "\(column): \(reason)")
    }
}
