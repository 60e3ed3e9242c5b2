import Foundation
import Testing

/// Importing a storyboard again after a scene was deleted from it: the scene's stored
/// document is named in a warning (it stays, and every batch still checks it), and
/// `import --prune` removes it. An import of other files says nothing of it.
@Suite struct ImportLeftBehindTests {
    /// The fixture's two scenes are c-1 and c-2; this removes c-2's, as deleting the
    /// scene in Xcode does.
    static func deleteSecondScene(of file: String) throws {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let start = try #require(text.range(of: "<scene sceneID=\"s-2\">"))
        let end = try #require(text.range(of: "</scene>", range: start.upperBound..<text.endIndex))
        try Data(text.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "").utf8)
            .write(to: URL(fileURLWithPath: file))
    }

    @Test func aDeletedSceneIsNamedAndKeptUnlessPruned() throws {
        let file = try InterfaceBuilderFixture.storyboard()
        let db = (file as NSString).deletingLastPathComponent + "/db.sqlite"
        let first = try CommandLine.run(["import", "--db", db, file])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Guides.storyboard#c-2: revision 1 (new)"), "\(first.stdout)")
        #expect(!first.stderr.contains("no longer defines"))

        try Self.deleteSecondScene(of: file)
        let again = try CommandLine.run(["import", "--db", db, file])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout == "Guides.storyboard#c-1: revision 1 (unchanged)\n", "\(again.stdout)")
        #expect(again.stderr.contains(
            "layoutdb: warning: \(file) no longer defines 'Guides.storyboard#c-2', stored from it before; it stays in the "
                + "database and in every batch (import with --prune to remove it, or `layoutdb rm \"Guides.storyboard#c-2\"`)\n"),
            "\(again.stderr)")
        #expect(try CommandLine.run(["list", "--db", db]).stdout.contains("Guides.storyboard#c-2"))

        // Another file's import leaves the storyboard's documents alone, without a word.
        let folder = (file as NSString).deletingLastPathComponent
        let other = try DocumentCommandTests.write(
            DocumentCommandTests.boxDocument(), to: URL(fileURLWithPath: folder).appendingPathComponent("box.json"))
        let unrelated = try CommandLine.run(["import", "--db", db, other])
        #expect(!unrelated.stderr.contains("no longer defines"), "\(unrelated.stderr)")

        let pruned = try CommandLine.run(["import", "--db", db, "--prune", file])
        #expect(pruned.status == 0, "\(pruned.stderr)")
        #expect(pruned.stderr.contains("removed Guides.storyboard#c-2 (\(file) no longer defines it)\n"), "\(pruned.stderr)")
        let names = try CommandLine.run(["list", "--db", db, "--format", "json"]).stdout
        #expect(names.contains("Guides.storyboard#c-1") && names.contains("\"box\""))
        #expect(!names.contains("Guides.storyboard#c-2"), "\(names)")
        // Nothing is left behind any more: a further import is quiet.
        let quiet = try CommandLine.run(["import", "--db", db, file])
        #expect(!quiet.stderr.contains("no longer defines") && !quiet.stderr.contains("removed"), "\(quiet.stderr)")
    }
}
