import Foundation
import Testing

/// A problem in a document imported from a storyboard names its views by their
/// Interface Builder ids too, as a misplaced view's message did: `ambiguous for "d_1"`
/// alone could not be found in the file (and an id that starts with a digit gains a
/// `_`). JSON documents' messages stay as they were.
@Suite struct InterfaceBuilderMessageNamingTests {
    /// The fixture's scene c-2 without its box's top constraint (`t-2`): d-1's vertical
    /// position is free.
    static func storyboard() throws -> String {
        let file = try InterfaceBuilderFixture.storyboard()
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let kept = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("id=\"t-2\"") }
        try Data(kept.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    @Test func anAmbiguousViewIsNamedByItsInterfaceBuilderIdToo() throws {
        let file = try Self.storyboard()
        let result = try CommandLine.run(["solve", file + "#c-2", "--format", "json"])
        #expect(result.status == 1, "\(result.stderr)")
        let object = try BatchCommandTests.object(result.stdout)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        let ambiguous = try #require(diagnostics.first { $0["kind"] as? String == "ambiguous" })
        #expect(ambiguous["message"] as? String == "Vertical position is ambiguous for \"d_1\" (Interface Builder id d-1).")
        // Both views of a two-view message, each named once.
        let outside = try #require(diagnostics.first { $0["kind"] as? String == "outsideSuperview" })
        #expect((outside["message"] as? String)?.hasPrefix(
            "\"d_1\" (Interface Builder id d-1) is entirely outside \"v_2\" (Interface Builder id v-2): ") == true,
            "\(outside)")

        let text = try CommandLine.run(["solve", file + "#c-2"])
        #expect(text.stdout.contains("\nerror: [ambiguous] Vertical position is ambiguous for \"d_1\" (Interface Builder id d-1).\n"),
            "\(text.stdout)")
    }

    /// A batch's regressions print what `solve` prints, with and without the cache.
    @Test func aBatchNamesThemAsSolveDoes() throws {
        let file = try Self.storyboard()
        let db = (file as NSString).deletingLastPathComponent + "/db.sqlite"
        #expect(try CommandLine.run(["import", "--db", db, file]).status == 0)
        let matrix = [
            "--devices", "iphone-se-2-3", "--orientations", "portrait", "--content-sizes", "default", "--directions", "ltr",
            "--quiet",
        ]
        for extra in [[], ["--no-cache"]] {
            let batch = try CommandLine.run(["batch", "--db", db] + matrix + extra)
            #expect(batch.status == 1)
            #expect(batch.stdout.contains("\nVertical position is ambiguous for \"d_1\" (Interface Builder id d-1).\n"),
                "\(extra): \(batch.stdout)")
        }
    }

    @Test func aJSONDocumentsMessagesAreUnchanged() throws {
        let login = try #require(DocumentCommandTests.examples.first { $0.hasSuffix("login.json") })
        let result = try CommandLine.run(["solve", login, "--device", "iPhone 15", "--orientation", "landscape"])
        #expect(result.stdout.contains("\nerror: [ambiguous] Vertical position is ambiguous for \"title\".\n"), "\(result.stdout)")
    }
}
