import Foundation
import Testing

/// A database another process is writing to (an import, a batch): SQLite's lock outlasted
/// the store's 10-second wait, and the command said "not a layoutdb database (database is
/// locked)" (exit 65) or a bare "database is locked". It now names the file and says it is
/// locked by another process, with status 75 (try again later); `solve`, whose cache write
/// is all that waits, prints its result and says it was not cached. Reading (`list`)
/// never waited: the store is in WAL mode.
@Suite(.serialized) struct LockedDatabaseTests {
    /// An import of `files` into `db` paused inside its write transaction, and a way to end it.
    static func pausedImport(db: String, files: [String], folder: URL) throws -> Process {
        try PausedImport.start(db: db, files: files, pausingAfter: 1, folder: folder)
    }

    @Test func aWriterWaitingOnAnotherProcessSaysSoAndSolveStillAnswers() throws {
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("locked.sqlite").path
        let examples = DocumentCommandTests.examples
        let login = try #require(examples.first { $0.hasSuffix("login.json") })
        #expect(try CommandLine.run(["import", login, "--db", db]).status == 0)
        let others = examples.filter { !$0.hasSuffix("login.json") }
        let writer = try Self.pausedImport(db: db, files: others, folder: folder)
        defer {
            kill(writer.processIdentifier, SIGKILL)
            writer.waitUntilExit()
        }

        let list = try CommandLine.run(["list", "--db", db])
        #expect(list.status == 0 && list.stdout.contains("login"), "\(list.stderr)")

        let solve = try CommandLine.run(["solve", "login", "--db", db, "--format", "json"])
        #expect(solve.status == 0, "\(solve.stderr)")
        #expect(try JSONSerialization.jsonObject(with: Data(solve.stdout.utf8)) is [String: Any])
        // With --format json the warning is a JSON line (Documentation/JSONOutput.md).
        let warning = try #require(try JSONSerialization.jsonObject(with: Data(solve.stderr.utf8)) as? [String: [String: String]])
        #expect(warning == ["warning": [
            "message": "\(db) is locked by another process (waited 10 s), so this result was solved but not cached",
            "document": "login",
        ]], "\(solve.stderr)")
        #expect(solve.stderr.hasSuffix("}}\n") && solve.stderr.split(separator: "\n").count == 1)

        let remove = try CommandLine.run(["rm", "login", "--db", db])
        #expect(remove.status == 75)
        #expect(remove.stderr == "layoutdb: \(db): the database is locked by another process (waited 10 s); "
            + "nothing was done: try again when that process has finished\n")
    }
}
