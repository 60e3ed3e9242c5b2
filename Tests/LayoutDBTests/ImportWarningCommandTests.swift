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

    @Test func importSaysWhatItSkippedOnStandardErrorAndKeepsJSONClean() throws {
        let file = try InterfaceBuilderFixture.storyboard()
        let db = (file as NSString).deletingLastPathComponent + "/w.sqlite"
        let result = try CommandLine.run(["import", file, "--db", db, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == Self.warning(file))
        let outcomes = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(outcomes.compactMap { $0["name"] as? String } == ["Guides.storyboard#c-1", "Guides.storyboard#c-2"])
    }

    @Test func solveOfAFileSaysItForTheScenesSolvedOnly() throws {
        let file = try InterfaceBuilderFixture.storyboard()
        let all = try CommandLine.run(["solve", file, "--format", "json"])
        #expect(all.status == 0, "\(all.stderr)")
        #expect(all.stderr == Self.warning(file))
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
