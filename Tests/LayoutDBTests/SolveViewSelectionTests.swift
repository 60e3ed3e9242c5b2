import Foundation
import Testing

/// `layoutdb solve --view ID`: one view's frame (a server's question) without the whole
/// layout, through the cache, with the problems that name it and an exit status that
/// follows them; an id the layout does not have is bad usage with the nearest one.
@Suite struct SolveViewSelectionTests {
    /// `box` 10 pt inside the safe area's leading edge and 20 below its top, 100×50, with
    /// `label` 8 pt inside it; `free` is 20×20 beside `box` with nothing placing its y.
    static let document = """
        {"layoutdb": 1, "name": "card",
         "root": {"id": "root", "subviews": [{"id": "box", "subviews": [{"id": "label"}]}, {"id": "free"}]},
         "constraints": ["box.leading == root.safeArea.leading + 10", "box.top == root.safeArea.top + 20",
                         "box.width == 100", "box.height == 50",
                         "label.leading == box.leading + 8", "label.top == box.top + 8", "label.width == 30", "label.height == 10",
                         "free.leading == box.trailing", "free.width == 20", "free.height == 20"]}
        """

    static func database() throws -> String {
        let folder = try DocumentCommandTests.folder()
        let file = try DocumentCommandTests.write(document, to: folder.appendingPathComponent("card.json"))
        let db = folder.appendingPathComponent("db.sqlite").path
        let imported = try CommandLine.run(["import", "--db", db, file])
        #expect(imported.status == 0, "\(imported.stderr)")
        return db
    }

    /// On iPhone 15 portrait the safe area starts at y 59: box is (10, 79, 100, 50) and
    /// label (8, 8, 30, 10) in it, (18, 87, 30, 10) in the root.
    @Test func oneViewsFrameIsPrintedAloneThroughTheCache() throws {
        let db = try Self.database()
        let first = try CommandLine.run(["solve", "--db", db, "card", "--device", "iPhone 15", "--view", "label", "--format", "json"])
        #expect(first.status == 0, "\(first.stderr)")
        let object = try BatchCommandTests.object(first.stdout)
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(views.map { $0["id"] as? String } == ["label"])
        #expect(views.first?["parent"] as? String == "box")
        #expect(views.first?["frame"] as? [String: Double] == ["x": 8, "y": 8, "width": 30, "height": 10])
        #expect(views.first?["frameInRoot"] as? [String: Double] == ["x": 18, "y": 87, "width": 30, "height": 10])
        #expect((object["diagnostics"] as? [Any])?.isEmpty == true, "free's ambiguity does not name label")
        #expect(object["cached"] as? Bool == false)

        // The whole layout was solved and cached: asking again (or for the whole) hits.
        let again = try BatchCommandTests.object(
            CommandLine.run(["solve", "--db", db, "card", "--device", "iPhone 15", "--view", "box,label", "--format", "json"]).stdout)
        #expect(again["cached"] as? Bool == true)
        #expect((again["views"] as? [[String: Any]])?.map { $0["id"] as? String } == ["box", "label"])

        let text = try CommandLine.run(["solve", "--db", db, "card", "--device", "iPhone 15", "--view", "label"])
        #expect(text.status == 0)
        #expect(text.stdout.split(separator: "\n").map(String.init) == [
            "card (revision 1) on iphone-6.1inch-island portrait large ltr [cached]",
            "container 393×852 pt, wC hR, large, left-to-right, @3x",
            "label UIView (8, 8, 30, 10) in box, (18, 87, 30, 10) in the root",
            "no problems",
        ])
        let two = try CommandLine.run(["solve", "--db", db, "card", "--device", "iPhone 15", "--view", "box", "--view", "label"])
        #expect(two.stdout.contains("\nbox UIView (10, 79, 100, 50) in root\n└─ label UIView (8, 8, 30, 10)\n"), "\(two.stdout)")
    }

    /// The exit status follows the problems printed: free's y is ambiguous, box's is not.
    @Test func theProblemsAndExitStatusAreThoseOfTheViewsAskedFor() throws {
        let db = try Self.database()
        let whole = try CommandLine.run(["solve", "--db", db, "card", "--device", "iPhone 15"])
        #expect(whole.status == 1, "\(whole.stdout)")
        let box = try CommandLine.run(["solve", "--db", db, "card", "--device", "iPhone 15", "--view", "box"])
        #expect(box.status == 0, "\(box.stdout)")
        #expect(box.stdout.hasSuffix("\nno problems\n"))
        let free = try CommandLine.run(["solve", "--db", db, "card", "--device", "iPhone 15", "--view", "free", "--format", "json"])
        #expect(free.status == 1)
        let diagnostics = try #require(try BatchCommandTests.object(free.stdout)["diagnostics"] as? [[String: Any]])
        // Its ambiguity, and where the solver happened to leave it (off the root's top).
        #expect(diagnostics.first?["kind"] as? String == "ambiguous")
        #expect(diagnostics.first?["views"] as? [String] == ["free"])
        #expect(diagnostics.allSatisfy { ($0["views"] as? [String])?.contains("free") == true })
    }

    @Test func anIdTheLayoutDoesNotHaveIsBadUsageWithTheNearestOne() throws {
        let db = try Self.database()
        let result = try CommandLine.run(["solve", "--db", db, "card", "--view", "lable", "--format", "json"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("card has no view or layout guide 'lable' (did you mean 'label'?)"), "\(result.stderr)")
        let empty = try CommandLine.run(["solve", "--db", db, "card", "--view", "box,"])
        #expect(empty.status == 64)
        #expect(empty.stderr.contains("--view needs a view id"), "\(empty.stderr)")
    }

    /// An Interface Builder id names its view: b-1 sits 10 pt from the leading edge and
    /// 10 under the top guide, which ends under the 20 pt status bar of retina4_7.
    @Test func anInterfaceBuilderIdNamesItsView() throws {
        let file = try InterfaceBuilderFixture.storyboard()
        let result = try CommandLine.run(["solve", file + "#c-1", "--view", "b-1", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let views = try #require(try BatchCommandTests.object(result.stdout)["views"] as? [[String: Any]])
        #expect(views.count == 1)
        #expect(views.first?["frameInRoot"] as? [String: Double] == ["x": 10, "y": 30, "width": 100, "height": 100])
    }

    /// A storyboard of two scenes, each with one 100×50 box at (10, 10): a-1 in c-1, b-2 in
    /// c-2. Every scene used to be asked for the view, so the first scene without it
    /// refused the run; now the scenes that have the views asked for are printed, each
    /// narrowed to them, and an id no scene has is refused with the nearest one.
    /// The storyboard `Two.storyboard`: scenes c-1 (box a-1) and c-2 (box b-2), each box
    /// 100×50 at (10, 10) in its root.
    static func twoScenes() throws -> URL {
        func scene(_ n: Int, _ box: String) -> String {
            """
            <scene sceneID="s-\(n)"><objects>
                <viewController id="c-\(n)" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v-\(n)">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(box)">
                                <rect key="frame" x="10" y="10" width="100" height="50"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="\(box)" firstAttribute="leading" secondItem="v-\(n)" secondAttribute="leading" constant="10" id="l-\(n)"/>
                            <constraint firstItem="\(box)" firstAttribute="top" secondItem="v-\(n)" secondAttribute="top" constant="10" id="t-\(n)"/>
                            <constraint firstItem="\(box)" firstAttribute="width" constant="100" id="w-\(n)"/>
                            <constraint firstItem="\(box)" firstAttribute="height" constant="50" id="h-\(n)"/>
                        </constraints>
                    </view>
                </viewController>
            </objects><point key="canvasLocation" x="0" y="0"/></scene>
            """
        }
        let url = try DocumentCommandTests.folder().appendingPathComponent("Two.storyboard")
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>\(scene(1, "a-1"))\(scene(2, "b-2"))</scenes>
            </document>
            """.utf8).write(to: url)
        return url
    }

    @Test func aFileOfSeveralScenesPrintsTheScenesThatHaveTheView() throws {
        let url = try Self.twoScenes()
        let second = try CommandLine.run(["solve", url.path, "--view", "b-2"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.hasPrefix("Two.storyboard#c-2 "), "\(second.stdout)")
        #expect(second.stdout.contains("\nb_2 (Interface Builder id b-2) UIView (10, 10, 100, 50) in v_2\n"), "\(second.stdout)")
        #expect(!second.stdout.contains("#c-1"), "\(second.stdout)")

        let both = try CommandLine.run(["solve", url.path, "--view", "a-1,b-2", "--format", "json"])
        let documents = try #require(try JSONSerialization.jsonObject(with: Data(both.stdout.utf8)) as? [[String: Any]])
        #expect(documents.map { $0["document"] as? String } == ["Two.storyboard#c-1", "Two.storyboard#c-2"])
        #expect(documents.map { (($0["views"] as? [[String: Any]]) ?? []).map { $0["id"] as? String } } == [["a_1"], ["b_2"]])

        let missing = try CommandLine.run(["solve", url.path, "--view", "b-3"])
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("none of the 2 documents of \(url.path) has a view or layout guide 'b-3' (did you mean 'b_2'?)"),
            "\(missing.stderr)")
    }
}

