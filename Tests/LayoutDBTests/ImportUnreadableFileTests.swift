import Foundation
import Testing

/// A file that cannot be read says why in words a user acts on (Foundation's on Linux
/// were "NSCocoaErrorDomain error 256" for a folder), and an empty Interface Builder file
/// is called empty at line 1 (it was "line 0: the file has no root element"). Each writes
/// nothing, not even the new database.
@Suite struct ImportUnreadableFileTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-unreadable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aFolderAMissingFileAndAnEmptyStoryboardSayWhat() throws {
        let folder = try Self.folder()
        let db = folder.appendingPathComponent("new.sqlite").path
        let directory = folder.appendingPathComponent("screens.json")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let screens = folder.appendingPathComponent("screens")
        try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
        let empty = folder.appendingPathComponent("Main.storyboard")
        try Data().write(to: empty)
        let cases = [
            (directory.path, "\(directory.path): cannot read: it is a folder; give the files in it "
                + "(`\(directory.path)/*.storyboard \(directory.path)/*.xib \(directory.path)/*.json`)"),
            (folder.appendingPathComponent("missing.json").path, "\(folder.path)/missing.json: cannot read: no such file"),
            // Whatever the name: a folder of screens, a misspelt file with another extension.
            (screens.path + "/", "\(screens.path)/: cannot read: it is a folder; give the files in it "
                + "(`\(screens.path)/*.storyboard \(screens.path)/*.xib \(screens.path)/*.json`)"),
            (folder.appendingPathComponent("Main.storybaord").path, "\(folder.path)/Main.storybaord: cannot read: no such file"),
            (empty.path, "\(empty.path):1: the file is empty"),
        ]
        for (file, message) in cases {
            let result = try CommandLine.run(["import", "--db", db, file])
            #expect(result.status == 65)
            #expect(result.stderr == "layoutdb: \(message)\nlayoutdb: nothing was imported\n")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Main.storyboard", "screens", "screens.json"])
    }
}

/// Arguments that overlap or do not apply: one file named twice is read once (it was
/// "defined by more than one file: a.json, a.json"), and `--revision` with a document file,
/// which has none, is a usage error (it was ignored).
@Suite struct OverlappingArgumentTests {
    @Test func aFileNamedTwiceIsImportedOnce() throws {
        let folder = try ImportUnreadableFileTests.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        let login = try #require(DocumentCommandTests.examples.first { $0.hasSuffix("/login.json") })
        let same = (login as NSString).deletingLastPathComponent + "/./" + (login as NSString).lastPathComponent
        let result = try CommandLine.run(["import", "--db", db, login, login, same])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "login: revision 1 (new)\n")
    }

    /// solve, explain, trace and render take files; show, resolve, export and the others
    /// take stored names, and a file there said only "no document named 'login.json'".
    @Test func aFileWhereAStoredNameIsExpectedSaysSo() throws {
        let db = try StoreCommandTests.database(["settings-list"])
        let login = try #require(DocumentCommandTests.examples.first { $0.hasSuffix("/login.json") })
        for command in [["resolve", login], ["show", login], ["export", login], ["revisions", login]] {
            let result = try CommandLine.run(command + ["--db", db])
            #expect(result.status == 64, "\(command)")
            #expect(
                result.stderr == "layoutdb: '\(login)' is a document file, and this command takes a stored document: "
                    + "`layoutdb import \(login)` stores it (`layoutdb list` shows the stored names)\n", "\(command): \(result.stderr)")
        }
    }

    @Test func aRevisionOfAFileIsAUsageError() throws {
        let login = try #require(DocumentCommandTests.examples.first { $0.hasSuffix("/login.json") })
        for command in [["solve", login], ["trace", login], ["render", login], ["explain", login, "title"]] {
            let result = try CommandLine.run(command + ["--revision", "2"])
            #expect(result.status == 64, "\(command)")
            #expect(result.stderr.hasPrefix("Error: --revision 2 applies to a stored document; '\(login)' is a file\n"), "\(command): \(result.stderr)")
        }
    }
}

/// A xib with no top-level view (only its File's Owner) imported nothing and printed
/// nothing with status 0, and `solve` printed an empty line: both now say the file holds
/// no document (65), and the import creates no database.
@Suite struct EmptyInterfaceBuilderFileTests {
    @Test func aFileWithNoDocumentSaysSo() throws {
        let folder = try ImportUnreadableFileTests.folder()
        let xib = folder.appendingPathComponent("Owner.xib")
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                </objects>
            </document>

            """.utf8).write(to: xib)
        let message = "layoutdb: \(xib.path): holds no document (no scene with a view, and no top-level view)\n"
        let db = folder.appendingPathComponent("db.sqlite").path
        let imported = try CommandLine.run(["import", "--db", db, xib.path])
        #expect(imported.status == 65)
        #expect(imported.stderr == message + "layoutdb: nothing was imported\n")
        #expect(!FileManager.default.fileExists(atPath: db))
        for command in ["solve", "trace", "render"] {
            let result = try CommandLine.run([command, xib.path])
            #expect(result.status == 65, "\(command)")
            #expect(result.stderr == message, "\(command): \(result.stderr)")
        }
    }
}
