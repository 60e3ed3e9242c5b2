import LayoutStore
import Testing

/// `layoutdb sql` takes one statement. Several used to be refused in GRDB's words,
/// "Multiple statements found. To execute multiple statements, use
/// Database.execute(sql:) or Database.allStatements(sql:) instead.", advice for a
/// Swift programmer, not for someone at a shell.
@Suite("SQL statement count")
struct SQLStatementCountTests {
    @Test("two statements are refused in the command line's words, and nothing runs")
    func twoStatements() throws {
        let store = try StoreFixtures.store()
        #expect(throws: StoreError.database("layoutdb sql runs one statement; this text holds more than one (separated by ';')")) {
            _ = try store.query("SELECT 1; DELETE FROM document")
        }
    }

    @Test("one statement with a trailing semicolon, or none at all")
    func oneOrNone() throws {
        let store = try StoreFixtures.store()
        #expect(try store.query("SELECT 1 AS one;  ").rows == [["1"]])
        #expect(throws: StoreError.database("empty statement")) { _ = try store.query("   ") }
    }
}
