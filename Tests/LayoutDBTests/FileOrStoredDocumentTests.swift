import Foundation
import Testing

/// `FILE#ID` given where a file of that name is on disk and a stored document has that
/// name too (a storyboard imported from the folder the command runs in): the file is
/// used, as before, but said on standard error with how to pick the stored document
/// (`--revision`), which `--revision` then picks.
@Suite struct FileOrStoredDocumentTests {
    /// A folder holding Two.storyboard, imported into db.sqlite there, and then edited: box
    /// d-1 of scene c-2 moved from x 10 (stored) to x 30 (the file).
    static func editedAfterImport() throws -> (folder: URL, db: String) {
        let file = try FileSceneArgumentTests.storyboard()
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        let db = folder.appendingPathComponent("db.sqlite").path
        let imported = try CommandLine.run(["import", "--db", db, file])
        #expect(imported.status == 0, "\(imported.stderr)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let edited = text.replacingOccurrences(
            of: #"secondItem="vc-2" secondAttribute="leading" constant="10""#, with: #"secondItem="vc-2" secondAttribute="leading" constant="30""#)
        #expect(edited != text)
        try Data(edited.utf8).write(to: URL(fileURLWithPath: file))
        return (folder, db)
    }

    static let usedFile = "layoutdb: Two.storyboard#c-2 names both a file and the stored document 'Two.storyboard#c-2': "
        + "used the file; --revision 1 uses the stored document (its latest revision)\n"
    static let usedStored = "layoutdb: Two.storyboard#c-2 names both a file and the stored document 'Two.storyboard#c-2': "
        + "used the stored document at revision 1 (--revision); without --revision the file is used\n"

    @Test func theFileIsUsedAndSaidAndRevisionPicksTheStoredDocument() throws {
        let (folder, db) = try Self.editedAfterImport()
        let explain = try CommandLine.run(["explain", "--db", db, "Two.storyboard#c-2", "d-1"], in: folder)
        #expect(explain.status == 0, "\(explain.stderr)")
        #expect(explain.stdout.hasPrefix("d_1 (Interface Builder id d-1) on the horizontal axis, frame in root (30, 10, 100, 100):"), "\(explain.stdout)")
        #expect(explain.stderr.hasSuffix(Self.usedFile), "\(explain.stderr)")

        let stored = try CommandLine.run(["explain", "--db", db, "--revision", "1", "Two.storyboard#c-2", "d-1"], in: folder)
        #expect(stored.status == 0, "\(stored.stderr)")
        #expect(stored.stdout.hasPrefix("d_1 (Interface Builder id d-1) on the horizontal axis, frame in root (10, 10, 100, 100):"), "\(stored.stdout)")
        #expect(stored.stderr.hasSuffix(Self.usedStored), "\(stored.stderr)")

        for command in ["solve", "trace", "render"] {
            let file = try CommandLine.run([command, "--db", db, "Two.storyboard#c-2"], in: folder)
            #expect(file.status == 0, "\(command): \(file.stderr)")
            #expect(file.stderr.hasSuffix(Self.usedFile), "\(command): \(file.stderr)")
            let revision = try CommandLine.run([command, "--db", db, "--revision", "1", "Two.storyboard#c-2"], in: folder)
            #expect(revision.status == 0, "\(command): \(revision.stderr)")
            #expect(revision.stderr.hasSuffix(Self.usedStored), "\(command): \(revision.stderr)")
        }
        let solved = try CommandLine.run(["solve", "--db", db, "--format", "json", "Two.storyboard#c-2"], in: folder)
        let fromStore = try CommandLine.run(["solve", "--db", db, "--format", "json", "--revision", "1", "Two.storyboard#c-2"], in: folder)
        #expect(solved.stdout != fromStore.stdout)
    }

    @Test func aFileNoStoredDocumentIsNamedLikeIsUsedWithoutAWord() throws {
        let (folder, db) = try Self.editedAfterImport()
        // Spelt with its folder, the file is not the stored name: nothing to choose between.
        let path = folder.appendingPathComponent("Two.storyboard").path + "#c-2"
        let explain = try CommandLine.run(["explain", "--db", db, path, "d-1"])
        #expect(explain.status == 0, "\(explain.stderr)")
        #expect(!explain.stderr.contains("names both"), "\(explain.stderr)")
        let revision = try CommandLine.run(["solve", "--db", db, "--revision", "1", path])
        #expect(revision.status == 64)
        #expect(revision.stderr.contains("--revision 1 applies to a stored document; '\(path)' is a file"), "\(revision.stderr)")
    }
}
