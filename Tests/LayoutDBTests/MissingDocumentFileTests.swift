import Foundation
import Testing

/// A document file misspelled on the command line (`solve Mian.storyboard`) was looked up
/// as a stored name, and the answer was about the database ("no such database", "no
/// document named …"). A DOC spelled as a file that does not exist now names the file,
/// unless the store has a document of that name, which still wins.
@Suite struct MissingDocumentFileTests {
    @Test func aMissingFileIsNamedWhenThereIsNoDatabase() throws {
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("none.sqlite").path
        let file = folder.appendingPathComponent("Mian.storyboard").path
        for arguments in [["solve", file], ["trace", file + "#BYZ-38-t0r"], ["render", file]] {
            let result = try CommandLine.run(arguments + ["--db", db])
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr == "layoutdb: \(file): no such file (and no database at \(db) to hold a document of that name)\n")
        }
        #expect(!FileManager.default.fileExists(atPath: db))
    }

    @Test func aMissingFileIsNamedWhenTheStoreHasNoSuchDocument() throws {
        let db = try StoreCommandTests.database(["login"])
        let result = try CommandLine.run(["explain", "typo.json", "title", "--db", db])
        #expect(result.status == 64)
        #expect(result.stderr == "layoutdb: typo.json: no such file, and no stored document is named 'typo.json' "
            + "(`layoutdb list` shows the stored names)\n", "\(result.stderr)")
    }

    /// A folder, or `FILE.json#ID`, was answered "no document named …".
    @Test func aFolderOrAJSONFileWithAnIDIsNamedForWhatItIs() throws {
        let folder = try DocumentCommandTests.folder()
        let db = try StoreCommandTests.database(["login"])
        let folderRun = try CommandLine.run(["solve", folder.path, "--db", db])
        #expect(folderRun.status == 64)
        #expect(folderRun.stderr.hasPrefix("layoutdb: \(folder.path) is a folder: give one document file (.json, .storyboard or .xib)"), "\(folderRun.stderr)")
        let json = try DocumentCommandTests.write(DocumentCommandTests.boxDocument(), to: folder.appendingPathComponent("box.json"))
        for command in ["solve", "render", "trace"] {
            let run = try CommandLine.run([command, json + "#box", "--db", db])
            #expect(run.status == 64, "\(command)")
            #expect(run.stderr == "layoutdb: \(json) is one document: #ID names a scene or top-level view of a .storyboard or .xib only (solve \(json) itself)\n", "\(run.stderr)")
        }
    }

    @Test func aStoredNameThatLooksLikeAFileStillSolves() throws {
        let db = try StoreCommandTests.database(["settings.json"])
        let result = try CommandLine.run(["solve", "settings.json", "--db", db, "--size", "100x100"])
        // Solved (its unconstrained label is ambiguous: status 1, not 64).
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("settings.json (revision 1)"), "\(result.stdout)")
    }
}
