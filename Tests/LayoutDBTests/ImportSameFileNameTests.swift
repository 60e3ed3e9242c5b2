import Foundation
import Testing

/// Two storyboards of one name in different folders (an app's and a widget's
/// `Main.storyboard`) took the same document names: imported in separate runs, the
/// second silently revised the first's scenes. An import now refuses a file whose
/// documents would take the names of another file's, names both, and writes nothing;
/// `--names-relative-to DIR` names documents after the path instead, and `--moved`
/// accepts the same file at a new path.
@Suite struct ImportSameFileNameTests {
    /// A folder with `App/Base.lproj/Main.storyboard` and `Widget/Main.storyboard` (the
    /// two-scene fixture both), and a database path in it.
    static func project() throws -> (folder: URL, db: String) {
        let fixture = URL(fileURLWithPath: try InterfaceBuilderFixture.storyboard(named: "Main.storyboard"))
        let folder = fixture.deletingLastPathComponent()
        for path in ["App/Base.lproj", "Widget"] {
            let target = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: fixture, to: target.appendingPathComponent("Main.storyboard"))
        }
        return (folder, folder.appendingPathComponent("db.sqlite").path)
    }

    static func names(_ db: String) throws -> [String] {
        let list = try CommandLine.run(["list", "--db", db, "--format", "json"])
        let rows = try #require(try DocumentCommandTests.json(list.stdout) as? [[String: Any]])
        return rows.compactMap { $0["name"] as? String }
    }

    @Test func aSecondFileOfTheSameNameIsRefusedInALaterImportAndInTheSameOne() throws {
        let (folder, db) = try Self.project()
        #expect(try CommandLine.run(["import", "--db", db, "App/Base.lproj/Main.storyboard"], in: folder).status == 0)
        let before = try Self.names(db)
        #expect(before == ["Main.storyboard#c-1", "Main.storyboard#c-2"])

        let second = try CommandLine.run(["import", "--db", db, "Widget/Main.storyboard"], in: folder)
        #expect(second.status == 65)
        #expect(second.stderr.hasPrefix(
            "layoutdb: Widget/Main.storyboard: its documents would be named 'Main.storyboard#…', as are the 2 documents "
                + "stored from another file of that name, App/Base.lproj/Main.storyboard, such as 'Main.storyboard#c-1': "), "\(second.stderr)")
        #expect(second.stderr.contains("--names-relative-to . names them 'Widget/Main.storyboard#…'"), "\(second.stderr)")
        #expect(second.stderr.contains("if it is the same file moved, give --moved\nlayoutdb: nothing was imported\n"))
        #expect(try Self.names(db) == before)
        let revisions = try CommandLine.run(["revisions", "--db", db, "Main.storyboard#c-1", "--format", "json"])
        #expect((try DocumentCommandTests.json(revisions.stdout) as? [Any])?.count == 1)

        // The same file named from another folder is the same file.
        let again = try CommandLine.run(["import", "--db", db, "Base.lproj/Main.storyboard"], in: folder.appendingPathComponent("App"))
        #expect(again.status == 0, "\(again.stderr)")

        // Two in one import: refused the same way, naming the other.
        let fresh = folder.appendingPathComponent("fresh.sqlite").path
        let both = try CommandLine.run(["import", "--db", fresh, "App/Base.lproj/Main.storyboard", "Widget/Main.storyboard"], in: folder)
        #expect(both.status == 65)
        #expect(both.stderr.contains(
            "\nlayoutdb: Widget/Main.storyboard: its documents would be named 'Main.storyboard#…', as would those of "
                + "App/Base.lproj/Main.storyboard, another file of that name in this import."), "\(both.stderr)")
        #expect(!FileManager.default.fileExists(atPath: fresh))
    }

    @Test func namesRelativeToAFolderKeepBothFilesApart() throws {
        let (folder, db) = try Self.project()
        let first = try CommandLine.run(["import", "--db", db, "--names-relative-to", ".", "App/Base.lproj/Main.storyboard"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        let second = try CommandLine.run(["import", "--db", db, "--names-relative-to", ".", "Widget/Main.storyboard"], in: folder)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(!second.stderr.contains("would be named"), "\(second.stderr)")
        #expect(try Self.names(db) == [
            "App/Base.lproj/Main.storyboard#c-1", "App/Base.lproj/Main.storyboard#c-2",
            "Widget/Main.storyboard#c-1", "Widget/Main.storyboard#c-2",
        ])
        // A batch takes the file by its path, and a scene deleted from one file is that file's alone.
        let batch = try CommandLine.run(
            ["batch", "--db", db, "Widget/Main.storyboard", "--devices", "iphone-se-2-3", "--content-sizes", "default",
             "--directions", "ltr", "--quiet", "--format", "json"], in: folder)
        let documents = try #require(try BatchCommandTests.object(batch.stdout)["documents"] as? [[String: Any]])
        #expect(documents.compactMap { $0["name"] as? String } == ["Widget/Main.storyboard#c-1", "Widget/Main.storyboard#c-2"])
        let widget = folder.appendingPathComponent("Widget/Main.storyboard")
        let text = try String(contentsOf: widget, encoding: .utf8)
        let start = try #require(text.range(of: "<scene sceneID=\"s-1\">"))
        let end = try #require(text.range(of: "</scene>", range: start.upperBound..<text.endIndex))
        try Data(text.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "").utf8).write(to: widget)
        let pruned = try CommandLine.run(["import", "--db", db, "--names-relative-to", ".", "Widget/Main.storyboard"], in: folder)
        #expect(pruned.stderr.contains("no longer defines 'Widget/Main.storyboard#c-1'"), "\(pruned.stderr)")
        #expect(!pruned.stderr.contains("App/Base.lproj"), "\(pruned.stderr)")

        // rm takes a storyboard, by its path, for its documents, and leaves the other file's.
        let removed = try CommandLine.run(["rm", "--db", db, "Widget/Main.storyboard"], in: folder)
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(removed.stderr == "removed Widget/Main.storyboard#c-1\nremoved Widget/Main.storyboard#c-2\n", "\(removed.stderr)")
        #expect(try Self.names(db) == ["App/Base.lproj/Main.storyboard#c-1", "App/Base.lproj/Main.storyboard#c-2"])

        let outside = try CommandLine.run(["import", "--db", db, "--names-relative-to", "App", "Widget/Main.storyboard"], in: folder)
        #expect(outside.status == 65)
        #expect(outside.stderr.hasPrefix(
            "layoutdb: Widget/Main.storyboard: not inside App, the folder --names-relative-to names documents from\n"))
    }

    @Test func aMovedFileIsAcceptedWithMovedAndThenByItsNewPath() throws {
        let (folder, db) = try Self.project()
        #expect(try CommandLine.run(["import", "--db", db, "App/Base.lproj/Main.storyboard"], in: folder).status == 0)
        #expect(try CommandLine.run(["import", "--db", db, "Widget/Main.storyboard"], in: folder).status == 65)
        let moved = try CommandLine.run(["import", "--db", db, "--moved", "Widget/Main.storyboard"], in: folder)
        #expect(moved.status == 0, "\(moved.stderr)")
        #expect(moved.stdout == "Main.storyboard#c-1: revision 1 (unchanged)\nMain.storyboard#c-2: revision 1 (unchanged)\n")
        // Its documents now say where it is: the next import needs no --moved, and the old path is the other file.
        #expect(try CommandLine.run(["import", "--db", db, "Widget/Main.storyboard"], in: folder).status == 0)
        #expect(try CommandLine.run(["import", "--db", db, "App/Base.lproj/Main.storyboard"], in: folder).status == 65)
    }

    @Test func rmTakesAStoryboardForEveryDocumentStoredFromIt() throws {
        let (folder, db) = try Self.project()
        #expect(try CommandLine.run(["import", "--db", db, "App/Base.lproj/Main.storyboard"], in: folder).status == 0)
        let removed = try CommandLine.run(["rm", "--db", db, "Main.storyboard"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(removed.stderr == "removed Main.storyboard#c-1\nremoved Main.storyboard#c-2\n")
        #expect(try Self.names(db).isEmpty)
    }
}
