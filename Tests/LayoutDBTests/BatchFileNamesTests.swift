import Foundation
import Testing

/// `layoutdb batch Main.storyboard`: a storyboard or xib, named as its documents are or
/// by its path, stands for every document stored from it (it was refused as ambiguous,
/// listing them); a scene's own name still picks that scene alone.
@Suite struct BatchFileNamesTests {
    static let matrix = [
        "--devices", "iphone-se-2-3", "--orientations", "portrait", "--content-sizes", "default", "--directions", "ltr",
        "--quiet", "--format", "json", "--no-cache",
    ]

    static func documents(_ arguments: [String]) throws -> [String] {
        let result = try CommandLine.run(["batch"] + arguments + matrix)
        #expect(result.status != 64, "\(result.stderr)")
        let listed = try #require(try BatchCommandTests.object(result.stdout)["documents"] as? [[String: Any]])
        return listed.compactMap { $0["name"] as? String }
    }

    @Test func aStoryboardStandsForEveryDocumentStoredFromIt() throws {
        let file = try InterfaceBuilderFixture.storyboard()
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        let db = folder.appendingPathComponent("db.sqlite").path
        let box = try DocumentCommandTests.write(DocumentCommandTests.boxDocument(), to: folder.appendingPathComponent("box.json"))
        #expect(try CommandLine.run(["import", "--db", db, file, box]).status == 0)
        let scenes = ["Guides.storyboard#c-1", "Guides.storyboard#c-2"]

        #expect(try Self.documents(["--db", db, "Guides.storyboard"]) == scenes)
        #expect(try Self.documents(["--db", db, file]) == scenes, "by its path")
        #expect(try Self.documents(["--db", db, "Guides.storyboard#c-2"]) == ["Guides.storyboard#c-2"])
        // Each document once, whichever way it is named.
        #expect(try Self.documents(["--db", db, "Guides.storyboard#c-1", "Guides.storyboard", "box"]) == scenes + ["box"])

        // A file with nothing stored from it is still refused, as before.
        let other = try CommandLine.run(["batch", "--db", db, "Other.storyboard"] + Self.matrix)
        #expect(other.status == 64)
        #expect(other.stderr.contains("no document named 'Other.storyboard'"), "\(other.stderr)")
    }
}
