import GRDB

/// Writes an SQLite database that is not layoutdb's (a table, no application id).
enum ForeignDatabase {
    static func create(at path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "CREATE TABLE contacts (name TEXT)") }
    }
}
