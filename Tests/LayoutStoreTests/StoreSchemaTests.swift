import Foundation
import TestSupport
import Testing
@testable import LayoutStore

@Suite("Store schema")
struct StoreSchemaTests {
    @Test("schema/schema.sql is exactly what the migrations produce")
    func schemaFileMatchesMigrations() throws {
        let store = try StoreFixtures.store()
        let statements = try store.query(
            "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' "
                + "AND name != 'grdb_migrations' ORDER BY rowid")
        let produced = statements.rows.compactMap { $0.first ?? nil }.map { $0 + ";" }
        let file = try String(
            contentsOf: SharedPaths.repository.appendingPathComponent("schema/schema.sql"), encoding: .utf8)
        let body = file.components(separatedBy: "\n").filter { !$0.hasPrefix("-- ") }.joined(separator: "\n")
        let expected = body.components(separatedBy: ";\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }.map { $0.hasSuffix(";") ? $0 : $0 + ";" }
        #expect(produced == expected)
    }

    @Test("every file of migrations/ is compiled in, in file-name order")
    func everyMigrationIsRegistered() throws {
        let folder = SharedPaths.repository.appendingPathComponent("migrations")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".sql") }.sorted()
        #expect(StoreMigrations.all.map { $0.name + ".sql" } == files)
        for (name, sql) in StoreMigrations.all {
            let text = try String(contentsOf: folder.appendingPathComponent(name + ".sql"), encoding: .utf8)
            #expect(text == sql, "migrations/\(name).sql differs from the compiled-in copy")
        }
    }

    @Test("a new database is in WAL mode, with foreign keys on and layoutdb's application id")
    func databaseSettings() throws {
        let store = try StoreFixtures.store()
        #expect(try store.query("SELECT * FROM pragma_journal_mode").rows == [["wal"]])
        #expect(try store.query("SELECT * FROM pragma_foreign_keys").rows == [["1"]])
        #expect(try store.query("SELECT * FROM pragma_application_id").rows == [[String(0x4C59_4442)]])
        let strict = try store.query("SELECT name FROM pragma_table_list WHERE strict = 0 AND schema = 'main' AND type = 'table' "
            + "AND name NOT LIKE 'sqlite_%' AND name != 'grdb_migrations'")
        #expect(strict.rows.isEmpty, "tables that are not STRICT: \(strict.rows)")
    }
}
