import Foundation
import LayoutDB
import TestSupport
import Testing

/// `layoutdb list`, `revisions`, `rm` and `sql` end to end, through the built binary, on a
/// database filled through the library.
@Suite struct StoreCommandTests {
    /// A database in a fresh folder holding `names`, each a one-view document; `login` twice.
    static func database(_ names: [String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("test.sqlite").path
        let store = try DocumentStore(path: path)
        for name in names {
            let root = ViewNode(id: "root", subviews: [ViewNode(id: "title", className: "UILabel")])
            _ = try store.save([LayoutDocument(name: name, root: root)], source: "\(name).json")
        }
        if names.contains("login") {
            let root = ViewNode(id: "root", subviews: [ViewNode(id: "title", className: "UILabel"), ViewNode(id: "go")])
            _ = try store.save([LayoutDocument(name: "login", root: root)], source: "login-2.json")
        }
        return path
    }

    @Test func listAsJSONIsAnArrayWithStableKeys() throws {
        let db = try Self.database(["settings", "login"])
        let result = try CommandLine.run(["list", "--db", db, "--format", "json"])
        #expect(result.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.map { $0["name"] as? String } == ["login", "settings"])
        #expect(array.map { $0["revision"] as? Int } == [2, 1])
        #expect(array.map { $0["views"] as? Int } == [3, 2])
        #expect(result.stdout.hasPrefix("[\n  {\n    \"name\": \"login\",\n    \"revision\": 2,"))
    }

    @Test func listAsTextIsATable() throws {
        let db = try Self.database(["login"])
        let result = try CommandLine.run(["list", "--db", db])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("NAME   REV  REVISIONS  VIEWS  CONSTRAINTS  VARIANTS  UPDATED") == true)
        #expect(lines.count == 2)
        #expect(lines.last?.hasPrefix("login    2          2      3            0         0  ") == true)
    }

    @Test func defaultDatabaseComesFromTheEnvironment() throws {
        let db = try Self.database(["login"])
        let result = try CommandLine.run(["list", "--format", "json"], environment: ["LAYOUTDB_DB": db])
        #expect(result.stdout.contains("\"login\""))
    }

    @Test func revisionsListsEveryRevisionWithItsSource() throws {
        let db = try Self.database(["login"])
        let result = try CommandLine.run(["revisions", "login", "--db", db, "--format", "json"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.map { $0["revision"] as? Int } == [1, 2])
        #expect(array.map { $0["source"] as? String } == ["login.json", "login-2.json"])
    }

    @Test func removeDeletesAndAnUnknownNameIsAUsageError() throws {
        let db = try Self.database(["login", "settings"])
        #expect(try CommandLine.run(["rm", "login", "--db", db]).status == 0)
        let after = try CommandLine.run(["list", "--db", db, "--format", "json"])
        #expect(!after.stdout.contains("login") && after.stdout.contains("settings"))
        let again = try CommandLine.run(["rm", "login", "--db", db])
        #expect(again.status == 64)
        #expect(again.stderr.contains("no document named 'login'"))
    }

    @Test func sqlAnswersReadOnlyQueriesAndRefusesWrites() throws {
        let db = try Self.database(["login"])
        let result = try CommandLine.run(
            ["sql", "--db", db, "--format", "json", "SELECT view_id, class FROM view ORDER BY revision_id, position"])
        #expect(result.status == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: String]])
        #expect(rows.map { $0["view_id"] } == ["root", "title", "root", "title", "go"])
        let write = try CommandLine.run(["sql", "--db", db, "DELETE FROM view"])
        #expect(write.status == 64)
        #expect(try CommandLine.run(["sql", "--db", db, "SELECT count(*) FROM view"]).stdout == "count(*)\n5\n")
    }

    @Test func aFileThatIsNotADatabaseIsRefusedWith65AndKept() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString).txt").path
        try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: path))
        let result = try CommandLine.run(["list", "--db", path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(path): not a layoutdb database"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "my notes\n")
    }

    @Test func aDatabasePathInAMissingFolderOrAFolderIsNamedAsSuch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString)").path
        let missing = try CommandLine.run(["list", "--db", folder + "/db.sqlite"])
        #expect(missing.status == 64)
        #expect(missing.stderr == "layoutdb: \(folder)/db.sqlite: cannot open the database: the folder '\(folder)' does not exist\n")
        let directory = try CommandLine.run(["list", "--db", FileManager.default.temporaryDirectory.path])
        #expect(directory.status == 64)
        #expect(directory.stderr.contains("is a folder, not a database file"))
    }
}
