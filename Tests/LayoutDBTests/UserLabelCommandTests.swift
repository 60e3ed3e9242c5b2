import Foundation
import Testing

/// Interface Builder's `userLabel`, the name a designer gave a view in the Document
/// Outline, is kept by the importer (it used to name the document only), stored, written
/// to JSON and back to Interface Builder, and shown where views are named with their IB
/// ids: `abc_12_xyz ('Title box', Interface Builder id abc-12-xyz)`.
@Suite struct UserLabelCommandTests {
    /// One scene: box abc-12-xyz, labelled "Title box", at (10, 10, 100, 100).
    static func storyboard() throws -> URL {
        let url = try DocumentCommandTests.folder().appendingPathComponent("Labelled.storyboard")
        return try InterfaceBuilderFixture.writeOneScene(to: url, body: """
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="Title box" id="abc-12-xyz">
                                <rect key="frame" x="10" y="10" width="100" height="100"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="abc-12-xyz" firstAttribute="leading" secondItem="v-1" secondAttribute="leading" constant="10" id="l-1"/>
                            <constraint firstItem="abc-12-xyz" firstAttribute="top" secondItem="v-1" secondAttribute="top" constant="10" id="t-1"/>
                            <constraint firstItem="abc-12-xyz" firstAttribute="width" constant="100" id="w-1"/>
                            <constraint firstItem="abc-12-xyz" firstAttribute="height" constant="100" id="h-1"/>
                        </constraints>
            """)
    }

    static let named = "abc_12_xyz ('Title box', Interface Builder id abc-12-xyz)"

    @Test func theLabelIsKeptShownAndExportedBack() throws {
        let file = try Self.storyboard()
        let db = file.deletingLastPathComponent().appendingPathComponent("db.sqlite").path
        let imported = try CommandLine.run(["import", "--db", db, file.path])
        #expect(imported.status == 0, "\(imported.stderr)")

        let show = try CommandLine.run(["show", "--db", db, "Labelled.storyboard#c-1"])
        #expect(show.stdout.contains("\n└─ \(Self.named) UIView\n"), "\(show.stdout)")
        // The root has no label: named as before.
        #expect(show.stdout.contains("\nv_1 (Interface Builder id v-1) UIView"), "\(show.stdout)")
        let explain = try CommandLine.run(["explain", "--db", db, "Labelled.storyboard#c-1", "abc-12-xyz"])
        #expect(explain.stdout.hasPrefix("\(Self.named) on the horizontal axis, frame in root (10, 10, 100, 100):"), "\(explain.stdout)")

        let json = try CommandLine.run(["export", "--db", db, "Labelled.storyboard#c-1"])
        let object = try #require(try DocumentCommandTests.json(json.stdout) as? [String: Any])
        let root = try #require(object["root"] as? [String: Any])
        let box = try #require((root["subviews"] as? [[String: Any]])?.first)
        #expect(box["userLabel"] as? String == "Title box")
        #expect(root["userLabel"] == nil)

        // Written where Xcode writes it (after the id), and read back from the export.
        let storyboard = try CommandLine.run(["export", "--db", db, "Labelled.storyboard#c-1", "--format", "storyboard"])
        #expect(storyboard.stdout.contains(#"translatesAutoresizingMaskIntoConstraints="NO" id="abc-12-xyz" userLabel="Title box">"#), "\(storyboard.stdout)")
        let again = file.deletingLastPathComponent().appendingPathComponent("Again.storyboard")
        try Data(storyboard.stdout.utf8).write(to: again)
        let db2 = file.deletingLastPathComponent().appendingPathComponent("again.sqlite").path
        #expect(try CommandLine.run(["import", "--db", db2, again.path]).status == 0)
        let reread = try CommandLine.run(["show", "--db", db2, "Again.storyboard#c-1"])
        #expect(reread.stdout.contains("└─ \(Self.named) UIView\n"), "\(reread.stdout)")
    }

    /// `solve`'s tree names the box by its label, as `show` does: solved now, served from
    /// the cache (which keeps frames, not names: the store gives the names), and from the
    /// file. `diff`'s lines do too, after the box moves from x 10 to x 30.
    @Test func solveAndDiffTreesShowTheLabel() throws {
        let file = try Self.storyboard()
        let db = file.deletingLastPathComponent().appendingPathComponent("db.sqlite").path
        #expect(try CommandLine.run(["import", "--db", db, file.path]).status == 0)
        let line = "└─ \(Self.named) UIView (10, 10, 100, 100)\n"
        for cached in [false, true] {
            let solve = try CommandLine.run(["solve", "--db", db, "Labelled.storyboard#c-1"])
            #expect(solve.status == 0, "\(solve.stderr)")
            #expect(solve.stdout.contains("[cached]") == cached, "\(solve.stdout)")
            #expect(solve.stdout.contains(line), "\(solve.stdout)")
            #expect(solve.stdout.contains("\nv_1 (Interface Builder id v-1) UIView"), "\(solve.stdout)")
        }
        let fromFile = try CommandLine.run(["solve", file.path + "#c-1"])
        #expect(fromFile.stdout.contains(line), "\(fromFile.stdout)")

        // The name works where an id does, in the stored document and the file alike.
        let byName = try CommandLine.run(["explain", "--db", db, "Labelled.storyboard#c-1", "Title box"])
        #expect(byName.stdout.hasPrefix("\(Self.named) on the horizontal axis"), "\(byName.stdout)\(byName.stderr)")
        let oneView = try CommandLine.run(["solve", "--db", db, "Labelled.storyboard#c-1", "--view", "Title box"])
        #expect(oneView.stdout.contains("\n\(Self.named) UIView (10, 10, 100, 100) in v_1\n"), "\(oneView.stdout)\(oneView.stderr)")
        let fileView = try CommandLine.run(["solve", file.path + "#c-1", "--view", "Title box", "--format", "json"])
        #expect(fileView.stdout.contains(#""id": "abc_12_xyz""#), "\(fileView.stdout)\(fileView.stderr)")

        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: #"constant="10" id="l-1""#, with: #"constant="30" id="l-1""#).utf8)
            .write(to: file)
        #expect(try CommandLine.run(["import", "--db", db, file.path]).status == 0)
        let diff = try CommandLine.run(["diff", "--db", db, "Labelled.storyboard#c-1"])
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stdout.contains("\nmoved \(Self.named) (10, 10, 100, 100) → (30, 10, 100, 100)\n"), "\(diff.stdout)")
    }

    /// Two views a designer named alike: the name picks neither, and the refusal names both.
    @Test func aNameTwoViewsShareIsRefusedNamingThem() throws {
        let folder = try DocumentCommandTests.folder()
        let file = folder.appendingPathComponent("twins.json")
        try Data(#"""
            {"layoutdb": 1, "name": "twins", "root": {"id": "root", "subviews": [
                {"id": "a", "userLabel": "Box", "frame": {"x": 0, "y": 0, "width": 10, "height": 10},
                 "translatesAutoresizingMaskIntoConstraints": true},
                {"id": "b", "userLabel": "Box", "frame": {"x": 0, "y": 20, "width": 10, "height": 10},
                 "translatesAutoresizingMaskIntoConstraints": true}]}}
            """#.utf8).write(to: file)
        for arguments in [["explain", file.path, "Box"], ["solve", file.path, "--view", "Box"]] {
            let run = try CommandLine.run(arguments)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stderr.contains("twins has 2 views named 'Box' by their designer (a, b): give one's id"), "\(run.stderr)")
        }
    }

    @Test func aJSONDocumentsLabelIsShownBesideItsID() throws {
        let folder = try DocumentCommandTests.folder()
        let file = folder.appendingPathComponent("labelled.json")
        try Data(#"""
            {"layoutdb": 1, "name": "labelled", "root": {"id": "root", "subviews": [
                {"id": "box", "userLabel": "Title box", "frame": {"x": 0, "y": 0, "width": 10, "height": 10},
                 "translatesAutoresizingMaskIntoConstraints": true}]}}
            """#.utf8).write(to: file)
        let db = folder.appendingPathComponent("db.sqlite").path
        let imported = try CommandLine.run(["import", "--db", db, file.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        let show = try CommandLine.run(["show", "--db", db, "labelled"])
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.contains("└─ box ('Title box') UIView"), "\(show.stdout)")
    }
}
