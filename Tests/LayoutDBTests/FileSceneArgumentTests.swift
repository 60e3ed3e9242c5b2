import Foundation
import Testing

/// A storyboard of several scenes given to a command that works on one (`render`,
/// `explain`) used its first scene without a word; `FILE#ID` now names a scene of a file,
/// as the stored documents are named, and a file of several scenes without one is a
/// usage error that lists them.
@Suite struct FileSceneArgumentTests {
    /// Two scenes: c-1 holds box b-1, c-2 holds box d-1.
    static func storyboard() throws -> String {
        func scene(_ id: String, box: String) -> String {
            """
                    <scene sceneID="s\(id)"><objects>
                        <viewController id="\(id)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v\(id)">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(box)">
                                        <rect key="frame" x="10" y="10" width="100" height="100"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="\(box)" firstAttribute="leading" secondItem="v\(id)" secondAttribute="leading" constant="10" id="l\(id)"/>
                                    <constraint firstItem="\(box)" firstAttribute="top" secondItem="v\(id)" secondAttribute="top" constant="10" id="t\(id)"/>
                                    <constraint firstItem="\(box)" firstAttribute="width" constant="100" id="w\(id)"/>
                                    <constraint firstItem="\(box)" firstAttribute="height" constant="100" id="h\(id)"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects><point key="canvasLocation" x="0" y="0"/></scene>
            """
        }
        let folder = try DocumentCommandTests.folder()
        let url = folder.appendingPathComponent("Two.storyboard")
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
            \(scene("c-1", box: "b-1"))
            \(scene("c-2", box: "d-1"))
                </scenes>
            </document>

            """
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func aFileOfSeveralScenesNamesTheOneToUse() throws {
        let file = try Self.storyboard()
        let render = try CommandLine.run(["render", file])
        #expect(render.status == 64)
        #expect(render.stderr.hasPrefix(
            "Error: '\(file)' holds 2 documents; name one as \(file)#ID: 'Two.storyboard#c-1', 'Two.storyboard#c-2'\n"), "\(render.stderr)")
        let explain = try CommandLine.run(["explain", file + "#c-2", "d-1"])
        #expect(explain.status == 0, "\(explain.stderr)")
        #expect(explain.stdout.hasPrefix("d_1 (Interface Builder id d-1) on the horizontal axis, frame in root (10, 10, 100, 100):"), "\(explain.stdout)")
        let solve = try CommandLine.run(["solve", file + "#c-2"])
        #expect(solve.status == 0, "\(solve.stderr)")
        #expect(solve.stdout.contains("Two.storyboard#c-2") && !solve.stdout.contains("Two.storyboard#c-1"), "\(solve.stdout)")
        #expect(try CommandLine.run(["render", file + "#c-1"]).stdout.hasPrefix("<?xml"))
        let missing = try CommandLine.run(["solve", file + "#c-9"])
        #expect(missing.status == 64)
        #expect(missing.stderr.hasPrefix(
            "Error: '\(file)' has no scene or top-level view 'c-9'; it holds 'Two.storyboard#c-1', 'Two.storyboard#c-2'\n"),
            "\(missing.stderr)")
    }
}
