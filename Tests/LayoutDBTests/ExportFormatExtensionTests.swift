import Foundation
import Testing

/// `export -o FILE` and `--format`: the extension chooses the format when `--format` is
/// absent, and a `--format` the extension contradicts is refused, writing nothing.
/// `--format storyboard -o out.json` wrote a storyboard under a JSON file's name without a
/// word, and the next `layoutdb import out.json` failed on it.
@Suite struct ExportFormatExtensionTests {
    static func database() throws -> (db: String, folder: URL) {
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        let file = try DocumentCommandTests.write(DocumentCommandTests.boxDocument(), to: folder.appendingPathComponent("box.json"))
        #expect(try CommandLine.run(["import", "--db", db, file]).status == 0)
        return (db, folder)
    }

    @Test func theExtensionChoosesTheFormatWithoutFormat() throws {
        let (db, folder) = try Self.database()
        for (name, opening) in [("out.storyboard", "<?xml"), ("out.XIB", "<?xml"), ("out.json", "{"), ("out.txt", "{")] {
            let path = folder.appendingPathComponent(name).path
            let result = try CommandLine.run(["export", "box", "--db", db, "-o", path])
            #expect(result.status == 0, "\(name): \(result.stderr)")
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.hasPrefix(opening), "\(name): \(text.prefix(80))")
            if name.hasSuffix("storyboard") { #expect(text.contains("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"")) }
            if name.hasSuffix("XIB") { #expect(text.contains("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"")) }
        }
        // A storyboard written by extension imports again as one.
        let again = try CommandLine.run(["import", "--db", db, folder.appendingPathComponent("out.storyboard").path])
        #expect(again.status == 0, "\(again.stderr)")
    }

    @Test func aFormatTheExtensionContradictsIsRefusedAndNothingWritten() throws {
        let (db, folder) = try Self.database()
        let json = folder.appendingPathComponent("out.json").path
        let refused = try CommandLine.run(["export", "box", "--db", db, "--format", "storyboard", "-o", json])
        #expect(refused.status == 64)
        #expect(refused.stderr == "layoutdb: export: --format storyboard writes a storyboard, and -o '\(json)' names a layoutdb "
            + "JSON document; give -o '\(folder.appendingPathComponent("out.storyboard").path)' for a storyboard, or --format json "
            + "(or no --format: the extension chooses it). Nothing was written\n", "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: json))
        // The reverse, over a storyboard already there: it is left as it was.
        let storyboard = folder.appendingPathComponent("Main.storyboard").path
        try Data("kept".utf8).write(to: URL(fileURLWithPath: storyboard))
        let reverse = try CommandLine.run(["export", "box", "--db", db, "--format", "json", "-o", storyboard])
        #expect(reverse.status == 64)
        #expect(reverse.stderr.hasPrefix("layoutdb: export: --format json writes a layoutdb JSON document, and -o '\(storyboard)' names a storyboard;"))
        #expect(try String(contentsOfFile: storyboard, encoding: .utf8) == "kept")
        // Agreeing, or an extension that names no format, is written as asked.
        #expect(try CommandLine.run(["export", "box", "--db", db, "--format", "xib", "-o", folder.appendingPathComponent("a.xib").path]).status == 0)
        let other = folder.appendingPathComponent("box.layout").path
        #expect(try CommandLine.run(["export", "box", "--db", db, "--format", "storyboard", "-o", other]).status == 0)
        #expect(try String(contentsOfFile: other, encoding: .utf8).hasPrefix("<?xml"))
    }
}
