import Foundation
import Testing

/// Importing a storyboard again after a scene was deleted from it: the scene's stored
/// document is named in a warning (it stays, and every batch still checks it), and
/// `import --prune` removes it (saying, as `rm` does, when that leaves much free space).
/// An import of other files says nothing of it.
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
        // A small scene frees too little for a word about vacuum (as after a small `rm`).
        #expect(!pruned.stderr.contains("free space"), "\(pruned.stderr)")
        let names = try CommandLine.run(["list", "--db", db, "--format", "json"]).stdout
        #expect(names.contains("Guides.storyboard#c-1") && names.contains("\"box\""))
        #expect(!names.contains("Guides.storyboard#c-2"), "\(names)")
        // Nothing is left behind any more: a further import is quiet.
        let quiet = try CommandLine.run(["import", "--db", db, file])
        #expect(!quiet.stderr.contains("no longer defines") && !quiet.stderr.contains("removed"), "\(quiet.stderr)")
    }

    /// `import --prune` removes documents as `rm` does, and so, like `rm` and `runs
    /// --drop`, ends with the line saying that the file keeps 1 MB or more of free space
    /// and that vacuum gives it back (it said nothing, though a pruned scene's space
    /// stays in the file as `rm`'s does).
    @Test func pruningMuchSaysThatVacuumGivesTheSpaceBack() throws {
        let file = try InterfaceBuilderFixture.storyboard()
        // 3000 labels of 400 characters in the second scene: 1.2 MB of text.
        let text = String(repeating: "long text ", count: 40)
        let labels = (0..<3000).map { index in
            #"<label opaque="NO" contentMode="left" text="\#(text)" translatesAutoresizingMaskIntoConstraints="NO" id="lb-\#(index)">"#
                + #"<rect key="frame" x="0" y="0" width="10" height="10"/></label>"#
        }.joined(separator: "\n")
        let storyboard = try String(contentsOfFile: file, encoding: .utf8)
        let marker = #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="d-1">"#
        #expect(storyboard.contains(marker))
        try Data(storyboard.replacingOccurrences(of: marker, with: labels + "\n" + marker).utf8).write(to: URL(fileURLWithPath: file))
        let db = (file as NSString).deletingLastPathComponent + "/db.sqlite"
        let first = try CommandLine.run(["import", "--db", db, file])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try CommandLine.run(["show", "--db", db, "--format", "json", "Guides.storyboard#c-2"]).stdout.contains("lb_2999"))

        try Self.deleteSecondScene(of: file)
        let pruned = try CommandLine.run(["import", "--db", db, "--prune", file])
        #expect(pruned.status == 0, "\(pruned.stderr)")
        #expect(pruned.stdout == "Guides.storyboard#c-1: revision 1 (unchanged)\n", "\(pruned.stdout)")
        // (The fixture's mac variation is said first, as at every read of the file.)
        let lines = pruned.stderr.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("layoutdb: warning: ") }
        #expect(lines.count == 2, "\(pruned.stderr)")
        #expect(lines.first == "removed Guides.storyboard#c-2 (\(file) no longer defines it)")
        try VacuumCommandTests.expectFreeSpaceHint(lines.last, reclaimedFrom: db)
    }
}
