import Foundation
import Testing

/// Two storyboards of one name in two folders (an app's and its extension's
/// Main.storyboard) define documents of the same names, which one database cannot hold:
/// the refusal says why and what to do, where it only listed the files. Two JSON
/// documents of one name get no such advice: their name is their own.
@Suite struct ImportSameFileNameTests {
    @Test func storyboardsOfOneNameAreRefusedWithTheWayOut() throws {
        let first = try InterfaceBuilderFixture.storyboard()
        let second = try InterfaceBuilderFixture.storyboard()
        #expect((first as NSString).deletingLastPathComponent != (second as NSString).deletingLastPathComponent)
        let db = try DocumentCommandTests.folder().appendingPathComponent("db.sqlite").path
        let result = try CommandLine.run(["import", "--db", db, first, second])
        #expect(result.status == 65)
        #expect(result.stderr.contains(
            "layoutdb: document 'Guides.storyboard#c-1' is defined by more than one file: \(first), \(second) (a storyboard's or "
                + "xib's documents are named after the file's name, not its folder: import files of the same name into "
                + "separate databases with --db)\n"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: db), "nothing written")

        let folder = try DocumentCommandTests.folder()
        let one = try DocumentCommandTests.write(DocumentCommandTests.boxDocument(), to: folder.appendingPathComponent("one.json"))
        let two = try DocumentCommandTests.write(DocumentCommandTests.boxDocument(), to: folder.appendingPathComponent("two.json"))
        let json = try CommandLine.run(["import", "--db", db, one, two])
        #expect(json.status == 65)
        #expect(json.stderr.contains("layoutdb: document 'box' is defined by more than one file: \(one), \(two)\n"), "\(json.stderr)")
    }
}
