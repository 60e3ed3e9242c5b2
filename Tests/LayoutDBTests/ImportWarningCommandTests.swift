import Foundation
import Testing

/// What the Interface Builder importer leaves out (a `userInterfaceIdiom=mac` variation)
/// was collected and never shown: every command that reads a storyboard or xib now says
/// it on standard error, one line naming the file, the line and the element, and
/// standard output keeps only results (JSON still parses).
@Suite struct ImportWarningCommandTests {
    static func warning(_ file: String) -> String {
        "layoutdb: warning: \(file):\(InterfaceBuilderFixture.macVariationLine): view 'b-1': "
            + "skipped a userInterfaceIdiom=mac variation: layoutdb's trait collections are phone or pad\n"
    }

    /// With `--format json` the warning is a JSON line (Documentation/JSONOutput.md,
    /// "Warnings"): the message as the text line has it, then its parts apart.
    static func jsonWarning(_ stderr: String, file: String) throws {
        let lines = stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(stderr)")
        let object = try #require(try DocumentCommandTests.json(String(lines[0])) as? [String: Any])
        let warning = try #require(object["warning"] as? [String: Any])
        #expect(Set(warning.keys) == ["message", "file", "line", "element", "document"])
        #expect(warning["message"] as? String == String(Self.warning(file).dropFirst("layoutdb: warning: ".count).dropLast()))
        #expect(warning["file"] as? String == file)
        #expect(warning["line"] as? Int == InterfaceBuilderFixture.macVariationLine)
        #expect(warning["element"] as? String == "view 'b-1'")
        #expect(warning["document"] as? String == "Guides.storyboard#c-1")
        // The keys come in that order: a program may read the line as text too.
        #expect(lines[0].hasPrefix("{\"warning\":{\"message\":"))
    }

    @Test func importSaysWhatItSkippedOnStandardErrorAndKeepsJSONClean() throws {
        let file = try InterfaceBuilderFixture.storyboard()
        let db = (file as NSString).deletingLastPathComponent + "/w.sqlite"
        let text = try CommandLine.run(["import", file, "--db", (file as NSString).deletingLastPathComponent + "/t.sqlite"])
        #expect(text.status == 0 && text.stderr == Self.warning(file), "\(text.stderr)")
        let result = try CommandLine.run(["import", file, "--db", db, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        try Self.jsonWarning(result.stderr, file: file)
        let outcomes = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(outcomes.compactMap { $0["name"] as? String } == ["Guides.storyboard#c-1", "Guides.storyboard#c-2"])
    }

    @Test func solveOfAFileSaysItForTheScenesSolvedOnly() throws {
        let file = try InterfaceBuilderFixture.storyboard()
        let all = try CommandLine.run(["solve", file, "--format", "json"])
        #expect(all.status == 0, "\(all.stderr)")
        try Self.jsonWarning(all.stderr, file: file)
        #expect((try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [Any])?.count == 2)

        let first = try CommandLine.run(["solve", file + "#c-1"])
        #expect(first.status == 0 && first.stderr == Self.warning(file), "\(first.stderr)")
        // The variation is in c-1: solving c-2 alone has nothing to say.
        let second = try CommandLine.run(["solve", file + "#c-2"])
        #expect(second.status == 0 && second.stderr.isEmpty, "\(second.stderr)")
    }

    @Test func explainRenderAndTraceOfAFileSayItToo() throws {
        let file = try InterfaceBuilderFixture.storyboard()
        let svg = (file as NSString).deletingLastPathComponent + "/c1.svg"
        for arguments in [["explain", file + "#c-1", "b-1"], ["render", file + "#c-1", "-o", svg], ["trace", file + "#c-1"]] {
            let result = try CommandLine.run(arguments)
            #expect(result.status == 0, "\(arguments[0]): \(result.stderr)")
            #expect(result.stderr == Self.warning(file), "\(arguments[0])")
        }
    }
}
