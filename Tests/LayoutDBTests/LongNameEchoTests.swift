import Foundation
import Testing

/// A 10,000-character name echoed in full filled the terminal: the command line's errors
/// now quote its first 60 characters and count the rest, wherever a name is not found.
@Suite struct LongNameEchoTests {
    static let long = String(repeating: "z", count: 10_000)
    static let echoed = "'\(String(repeating: "z", count: 60))…' (9,940 more characters)"

    @Test func everyNotFoundNameIsCut() throws {
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("l.sqlite").path
        let login = try #require(DocumentCommandTests.examples.first { $0.hasSuffix("login.json") })
        #expect(try CommandLine.run(["import", login, "--db", db]).status == 0)
        let storyboard = try InterfaceBuilderFixture.storyboard()
        let runs: [(arguments: [String], message: String)] = [
            (["solve", Self.long, "--db", db], "layoutdb: no document named \(Self.echoed) (`layoutdb list` shows the stored names)\n"),
            (["explain", "login", Self.long, "--db", db], "Error: login has no view or layout guide \(Self.echoed) (a view's"),
            (["solve", "login", "--device", Self.long, "--db", db], "Error: Unknown device \(Self.echoed)\n"),
            (["batch", "login", "--devices", Self.long, "--db", db], "Error: unknown device \(Self.echoed); use all"),
            (["resolve", "login", "--traits", Self.long, "--db", db], "\(Self.echoed) is not a size class"),
            (["render", storyboard + "#" + Self.long], "Error: '\(storyboard)' has no scene or top-level view \(Self.echoed); it holds"),
        ]
        for run in runs {
            let result = try CommandLine.run(run.arguments)
            #expect(result.status == 64, "\(run.arguments[0]): \(result.stderr.prefix(300))")
            #expect(result.stderr.contains(run.message), "\(run.arguments[0]): \(result.stderr.prefix(300))")
            #expect(result.stderr.count < 1_000, "\(run.arguments[0]) echoed \(result.stderr.count) characters")
        }
        // Not found quickly either: the catalog's "did you mean" compared the name with
        // every device name by a full edit-distance table (13 s).
        let clock = ContinuousClock()
        let elapsed = try clock.measure { _ = try CommandLine.run(["solve", "login", "--device", Self.long, "--db", db]) }
        #expect(elapsed < .seconds(3), "\(elapsed)")
    }

    @Test func aLongUnknownItemInADocumentFileIsCut() throws {
        let folder = try DocumentCommandTests.folder()
        let url = folder.appendingPathComponent("long.json")
        let document = """
            {"layoutdb": 1, "name": "long", "root": {"id": "root", "subviews": [{"id": "box"}]},
             "constraints": ["box.top == \(Self.long).top"]}
            """
        try Data(document.utf8).write(to: url)
        let result = try CommandLine.run(["solve", url.path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("unknown item \(Self.echoed)"), "\(result.stderr.prefix(300))")
        #expect(result.stderr.count < 1_000, "\(result.stderr.count) characters")
    }
}
