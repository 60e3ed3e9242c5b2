import Foundation
import Testing

/// A storyboard's legacy layout guides (`<viewControllerLayoutGuide type="top"
/// id="tg-1"/>`) could be named `ROOT.topLayoutGuide` but not by the id the file uses,
/// while a view's Interface Builder id worked: the id now works for a file and for the
/// stored document alike.
///
/// The fixture's design device is the 4.7-inch iPhone (375×667, a 20-pt status bar and no
/// home indicator), so the top guide is the strip (0, 0, 375, 20) and the bottom guide
/// the empty strip at the root's bottom, (0, 667, 375, 0).
@Suite struct InterfaceBuilderGuideIDTests {
    static let top = "v_1.topLayoutGuide on the vertical axis, frame in root (0, 0, 375, 20):"
    static let bottom = "v_1.bottomLayoutGuide on the vertical axis, frame in root (0, 667, 375, 0):"

    @Test func aFileNamesItsLegacyGuidesByTheirIDs() throws {
        let file = try InterfaceBuilderFixture.storyboard()
        for (id, expected) in [("tg-1", Self.top), ("bg-1", Self.bottom)] {
            let result = try CommandLine.run(["explain", file + "#c-1", id, "--axis", "vertical"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.split(separator: "\n").first.map(String.init) == expected)
        }
        // The same guide by its item name, and b-1, placed 10 below the top guide.
        let byName = try CommandLine.run(["explain", file + "#c-1", "v_1.topLayoutGuide", "--axis", "vertical"])
        #expect(byName.stdout.split(separator: "\n").first.map(String.init) == Self.top)
        let box = try CommandLine.run(["explain", file + "#c-1", "b-1", "--axis", "vertical", "--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(box.stdout.utf8)) as? [String: Any])
        #expect((json["frameInRoot"] as? [String: Double])?["y"] == 30)
    }

    @Test func aStoredDocumentNamesThemToo() throws {
        let file = try InterfaceBuilderFixture.storyboard()
        let db = (file as NSString).deletingLastPathComponent + "/g.sqlite"
        #expect(try CommandLine.run(["import", file, "--db", db]).status == 0)
        try FileManager.default.removeItem(atPath: file)  // the store alone answers
        for (id, expected) in [("tg-1", Self.top), ("bg-1", Self.bottom)] {
            let result = try CommandLine.run(["explain", "Guides.storyboard#c-1", id, "--axis", "vertical", "--db", db])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.split(separator: "\n").first.map(String.init) == expected)
        }
        // An id the scene does not have is still refused, naming it.
        let unknown = try CommandLine.run(["explain", "Guides.storyboard#c-1", "tg-2", "--db", db])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("Error: Guides.storyboard#c-1 has no view or layout guide 'tg-2' "), "\(unknown.stderr)")
    }

    /// The ids name the file, not the layout: a file whose only change is a guide's id
    /// adds no revision, and the stored ids follow the file.
    @Test func aNewIDForTheSameGuideReplacesTheOldOne() throws {
        let file = try InterfaceBuilderFixture.storyboard()
        let db = (file as NSString).deletingLastPathComponent + "/g.sqlite"
        #expect(try CommandLine.run(["import", file, "--db", db]).status == 0)
        let renamed = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "\"tg-1\"", with: "\"tg-9\"")
        try Data(renamed.utf8).write(to: URL(fileURLWithPath: file))
        let again = try CommandLine.run(["import", file, "--db", db])
        #expect(again.stdout.contains("Guides.storyboard#c-1: revision 1 (unchanged)"), "\(again.stdout)")
        try FileManager.default.removeItem(atPath: file)
        let new = try CommandLine.run(["explain", "Guides.storyboard#c-1", "tg-9", "--axis", "vertical", "--db", db])
        #expect(new.stdout.split(separator: "\n").first.map(String.init) == Self.top, "\(new.stderr)")
        let old = try CommandLine.run(["explain", "Guides.storyboard#c-1", "tg-1", "--db", db])
        #expect(old.status == 64, "\(old.stdout)")
    }
}
