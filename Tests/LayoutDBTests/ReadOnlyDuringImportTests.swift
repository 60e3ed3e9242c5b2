import Foundation
import Testing

/// A reader that must not wait (a server answering requests) while another process is
/// in the middle of an import: with `--read-only` it takes no write lock, so `solve` of a
/// configuration the cache does not hold answers at once (uncached, with no warning)
/// where a writable open waits the store's 10 seconds for the cache write, and `batch`
/// solves and reports where a writable one fails with 75.
@Suite(.serialized) struct ReadOnlyDuringImportTests {
    @Test func readOnlyReadersDoNotWaitForAWriter() throws {
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("busy.sqlite").path
        let examples = DocumentCommandTests.examples
        let login = try #require(examples.first { $0.hasSuffix("login.json") })
        #expect(try CommandLine.run(["import", login, "--db", db]).status == 0)
        let writer = try PausedImport.start(
            db: db, files: examples.filter { !$0.hasSuffix("login.json") }, pausingAfter: 1, folder: folder)
        defer {
            kill(writer.processIdentifier, SIGKILL)
            writer.waitUntilExit()
        }

        var started = Date()
        let solve = try CommandLine.run(["solve", "login", "--db", db, "--read-only", "--device", "iPhone 15", "--format", "json"])
        #expect(Date().timeIntervalSince(started) < 5, "it waited for the writer")
        #expect(solve.status == 0, "\(solve.stderr)")
        #expect(solve.stderr.isEmpty, "\(solve.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(solve.stdout.utf8)) as? [String: Any])
        #expect(object["cached"] as? Bool == false)

        started = Date()
        let batch = try CommandLine.run([
            "batch", "login", "--db", db, "--read-only", "--devices", "iphone-se-2-3", "--orientations", "portrait",
            "--content-sizes", "default", "--directions", "ltr", "--quiet",
        ])
        #expect(Date().timeIntervalSince(started) < 5, "it waited for the writer")
        #expect(batch.status == 0, "\(batch.stdout)\(batch.stderr)")
        #expect(batch.stdout.hasPrefix("Solved 1 configuration of 1 document in "), "\(batch.stdout)")
        #expect(batch.stderr.contains("the database is read-only (opened read-only); solving without recording the run"),
            "\(batch.stderr)")
    }
}
