import Foundation
import Testing

/// With `--format json`, a failing command ends standard error with one line of JSON:
/// `{"error": {"status", "reason", "message", "messages"}}`, so a program calling
/// layoutdb (a server reading frames) tells an unknown document from a locked database
/// without matching English. Without `--format json`, and for status 1 (problems found,
/// whose result is on standard output), there is no such line.
@Suite struct JSONErrorLineTests {
    static func lastLine(_ text: String) throws -> [String: Any] {
        let line = try #require(text.split(separator: "\n").last.map(String.init))
        let object = try #require(try DocumentCommandTests.json(line) as? [String: Any])
        return try #require(object["error"] as? [String: Any])
    }

    @Test func aFailureEndsWithItsJSONLine() throws {
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        let box = try DocumentCommandTests.write(DocumentCommandTests.boxDocument(), to: folder.appendingPathComponent("box.json"))
        #expect(try CommandLine.run(["import", "--db", db, box]).status == 0)

        // A name that matches nothing: 64, the store's own sentence as the message.
        let unknown = try CommandLine.run(["solve", "bxo", "--db", db, "--format", "json"])
        #expect(unknown.status == 64)
        #expect(unknown.stdout.isEmpty)
        let error = try Self.lastLine(unknown.stderr)
        #expect(error["status"] as? Int == 64)
        #expect(error["reason"] as? String == "usage")
        let message = try #require(error["message"] as? String)
        #expect(message.hasPrefix("no document named 'bxo' (did you mean 'box'?"), "\(message)")
        // The text line is still there above it, for logs.
        #expect(unknown.stderr.hasPrefix("layoutdb: no document named 'bxo'"))
        #expect((error["messages"] as? [String])?.last == message)

        // A usage error from the command's checks: its words, not the usage block's.
        let size = try CommandLine.run(["solve", "box", "--db", db, "--size", "wide", "--format", "json"])
        #expect(size.status == 64)
        let sizeError = try Self.lastLine(size.stderr)
        #expect(sizeError["message"] as? String
            == "--size wide: expected WIDTHxHEIGHT in points, each from 0 to 1000000000, e.g. 390x844")
        #expect(sizeError["messages"] as? [String] == [sizeError["message"] as? String ?? ""])
        #expect(size.stderr.contains("\nUsage: layoutdb solve "), "the text keeps its usage block: \(size.stderr)")
        // One the parser refuses, and `--format=json` spelled as one word.
        let option = try CommandLine.run(["solve", "box", "--db", db, "--devise", "x", "--format=json"])
        #expect(option.status == 64)
        #expect(try Self.lastLine(option.stderr)["message"] as? String == "Unknown option '--devise'. Did you mean '--device'?")
        // A database that is not layoutdb's: 65, "data".
        let notADatabase = try DocumentCommandTests.write("not sqlite", to: folder.appendingPathComponent("x.sqlite"))
        let data = try CommandLine.run(["list", "--db", notADatabase, "--format", "json"])
        #expect(data.status == 65)
        #expect(try Self.lastLine(data.stderr)["reason"] as? String == "data")
    }

    @Test func noLineWithoutJSONOrForProblemsFound() throws {
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        let conflict = try DocumentCommandTests.write(
            DocumentCommandTests.boxDocument(name: "conflict", conflict: true), to: folder.appendingPathComponent("c.json"))
        #expect(try CommandLine.run(["import", "--db", db, conflict]).status == 0)
        let text = try CommandLine.run(["solve", "bxo", "--db", db])
        #expect(text.status == 64)
        #expect(!text.stderr.contains("{\"error\""))
        let problems = try CommandLine.run(["solve", "conflict", "--db", db, "--format", "json"])
        #expect(problems.status == 1)
        #expect(!problems.stderr.contains("{\"error\""), "\(problems.stderr)")
        #expect(try DocumentCommandTests.json(problems.stdout) is [String: Any])
    }
}
