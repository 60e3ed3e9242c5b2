import Foundation
import Testing

/// FORMAT.md's errors through the command line: a refused file writes nothing, not even
/// the empty database a first import would have created.
@Suite struct ImportWritesNothingTests {
    @Test func aRefusedFirstImportLeavesNoDatabaseFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-nothing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let db = folder.appendingPathComponent("new.sqlite").path
        let bad = folder.appendingPathComponent("bad.json")
        try Data(#"{"layoutdb": 1, "name": "bad", "root": {"id": "root", "colour": "red"}}"#.utf8).write(to: bad)
        let result = try CommandLine.run(["import", "--db", db, bad.path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(bad.path):1:"), "\(result.stderr)")
        #expect(result.stderr.contains("root.colour: unknown key 'colour' in view"), "\(result.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["bad.json"])
    }

    @Test func aRefusedImportIntoAnExistingDatabaseKeepsIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-nothing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let db = folder.appendingPathComponent("old.sqlite").path
        let good = folder.appendingPathComponent("good.json")
        try Data(#"{"layoutdb": 1, "name": "good", "root": {"id": "root"}}"#.utf8).write(to: good)
        #expect(try CommandLine.run(["import", "--db", db, good.path]).status == 0)
        let bad = folder.appendingPathComponent("bad.json")
        try Data(#"{"layoutdb": 2, "name": "bad", "root": {"id": "root"}}"#.utf8).write(to: bad)
        #expect(try CommandLine.run(["import", "--db", db, bad.path]).status == 65)
        #expect(FileManager.default.fileExists(atPath: db))
        #expect(try CommandLine.run(["list", "--db", db]).stdout.contains("good"))
    }
}
