import GRDB

extension DocumentStore {
    /// Runs one read-only SQL statement (`layoutdb sql`). Statements that would write are
    /// refused before they run, and the query runs in a read transaction anyway.
    public func query(_ sql: String, arguments: [String] = [], nullArguments: Int = 0) throws(StoreError) -> QueryResult {
        try perform {
            try connection.read { db in
                // One statement: GRDB's own refusal of several ("use Database.execute(sql:)
                // or Database.allStatements(sql:) instead") speaks to a Swift programmer.
                let statements = try db.allStatements(sql: sql)
                guard let statement = try statements.next() else { throw StoreError.database("empty statement") }
                if try statements.next() != nil {
                    throw StoreError.database("layoutdb sql runs one statement; this text holds more than one (separated by ';')")
                }
                guard statement.isReadonly else { throw StoreError.notReadOnly(sql) }
                let values: [(any DatabaseValueConvertible)?] = arguments + Array(repeating: nil, count: nullArguments)
                statement.arguments = StatementArguments(values)
                return try Self.collect(statement)
            }
        }
    }

    /// Runs `statement`, collecting every row with its storage classes.
    static func collect(_ statement: Statement) throws -> QueryResult {
        let columns = statement.columnNames
        var rows: [[QueryCell]] = []
        let cursor = try Row.fetchCursor(statement)
        while let row = try cursor.next() {
            rows.append(row.databaseValues.map { value -> QueryCell in
                switch value.storage {
                case .null: return .null
                case .int64(let int): return .integer(int)
                case .double(let double): return .real(double)
                case .string(let string): return .text(string)
                case .blob(let data): return .blob(byteCount: data.count)
                }
            })
        }
        return QueryResult(columns: columns, cells: rows)
    }
}
