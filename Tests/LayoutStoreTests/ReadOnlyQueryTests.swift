import LayoutStore
import Testing

@Suite("Read-only SQL")
struct ReadOnlyQueryTests {
    @Test("SELECT answers with column names and text cells; NULL stays nil")
    func select() throws {
        let store = try StoreFixtures.store()
        _ = try store.save([try StoreFixtures.richDocument()], source: nil)
        let result = try store.query(
            "SELECT view_id, text_style, intrinsic_width FROM view WHERE class = ? ORDER BY position", arguments: ["UILabel"])
        #expect(result.columns == ["view_id", "text_style", "intrinsic_width"])
        #expect(result.rows == [["title", "title1", "120.0"]])
        let nulls = try store.query("SELECT intrinsic_height FROM view WHERE view_id = 'title'")
        #expect(nulls.rows == [[nil]])
    }

    @Test("statements that write are refused and change nothing", arguments: [
        "DELETE FROM document", "UPDATE view SET hidden = 1", "DROP TABLE view",
        "INSERT INTO document (name, created_at) VALUES ('x', 'y')",
    ])
    func writesAreRefused(sql: String) throws {
        let store = try StoreFixtures.store()
        _ = try store.save([try StoreFixtures.richDocument()], source: nil)
        #expect(throws: StoreError.notReadOnly(sql)) { try store.query(sql) }
        #expect(try store.list().count == 1)
    }

    @Test("bad SQL is an error carrying SQLite's message")
    func badSQL() throws {
        let store = try StoreFixtures.store()
        #expect {
            try store.query("SELEC 1")
        } throws: { error in
            guard case StoreError.database(let message) = error else { return false }
            return message.contains("syntax error")
        }
    }
}
