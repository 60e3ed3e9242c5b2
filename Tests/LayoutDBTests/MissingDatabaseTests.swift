import Foundation
import Testing

/// A command that only reads finds nothing in a database that is not there, and says
/// so without creating it: a mistyped `--db` used to leave an empty database file behind
/// while the command said "no document named …". Only `import` creates one.
@Suite struct MissingDatabaseTests {
    @Test func readingCommandsCreateNoDatabase() throws {
        let folder = try DocumentCommandTests.folder()
        let path = folder.appendingPathComponent("typo.sqlite").path
        let message = "layoutdb: \(path): no such database (`layoutdb import FILE --db \(path)` creates it); nothing was created\n"
        for arguments in [["solve", "login"], ["show", "login"], ["rm", "login"], ["sql", "SELECT 1"], ["batch", "--quiet"],
                          ["export", "login"], ["query", "problems"], ["revisions", "login"], ["runs"], ["vacuum"]] {
            let result = try CommandLine.run(arguments + ["--db", path])
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr == message, "\(arguments): \(result.stderr)")
        }
        let list = try CommandLine.run(["list", "--db", path])
        #expect(list.status == 0)
        #expect(list.stderr == "layoutdb: no documents yet (add some with `layoutdb import FILE`)\n")
        #expect(try CommandLine.run(["list", "--db", path, "--format", "json"]).stdout == "[]\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        // import creates it.
        let imported = try CommandLine.run(["import", "--db", path] + DocumentCommandTests.examples.filter { $0.hasSuffix("/login.json") })
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try CommandLine.run(["show", "login", "--db", path]).status == 0)
    }

    /// `import --read-only` on a missing database failed as bad data (65) and `rm
    /// --read-only` only once the store refused to write: both are refused up front as
    /// bad usage. A folder given as the database names no database file: bad usage too.
    @Test func writingCommandsRefuseReadOnlyAndAFolderIsNoDatabase() throws {
        let folder = try DocumentCommandTests.folder()
        let path = folder.appendingPathComponent("new.sqlite").path
        let login = DocumentCommandTests.examples.filter { $0.hasSuffix("/login.json") }
        for arguments in [["import"] + login, ["rm", "login"]] {
            let result = try CommandLine.run(arguments + ["--db", path, "--read-only"])
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("layoutdb: \(arguments[0]) cannot use --read-only: it writes the database"), "\(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        for arguments in [["import"] + login, ["list"], ["show", "login"]] {
            let result = try CommandLine.run(arguments + ["--db", folder.path])
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("\(folder.path) is a folder, not a database file"), "\(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// A batch over a database with no documents checked nothing, printed "No errors."
    /// and exited 0, so a CI job pointed at the wrong database passed.
    @Test func aBatchOverNoDocumentsFails() throws {
        let db = try StoreCommandTests.database([])
        let result = try CommandLine.run(["batch", "--db", db, "--quiet"])
        #expect(result.status == 64)
        #expect(result.stderr == "layoutdb: \(db) holds no documents, so there is nothing to solve (add some with `layoutdb import FILE`)\n")
        #expect(result.stdout.isEmpty)
        let runs = try CommandLine.run(["sql", "SELECT count(*) AS runs FROM batch_run", "--db", db, "--format", "json"])
        #expect(runs.stdout.contains(#""runs": 0"#), "\(runs.stdout)")
    }
}
