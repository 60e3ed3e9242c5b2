import Foundation
import Testing

/// `explain`, `trace` and `render` on a storyboard file show the frames `solve` prints for
/// it: its design canvas (here a freeform controller 815 points wide on a 4.7-inch canvas)
/// when neither `--device` nor `--size` is given. They used the design device's screen, so
/// `solve` put a box pinned 10 from the trailing edge at x 705 and `explain` at x 265. And
/// `explain` on a file of several scenes explains the one scene that has the item.
@Suite struct FileCanvasCommandTests {
    /// Box b-1, 100×50, 10 from the trailing edge and 10 below the top of an 815×600
    /// freeform root: (705, 10, 100, 50).
    static func wide() throws -> URL {
        let url = try DocumentCommandTests.folder().appendingPathComponent("Wide.storyboard")
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s-1"><objects>
                        <viewController id="c-1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v-1">
                                <rect key="frame" x="0.0" y="0.0" width="815" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b-1">
                                        <rect key="frame" x="705" y="10" width="100" height="50"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="trailing" secondItem="b-1" secondAttribute="trailing" constant="10" id="t-1"/>
                                    <constraint firstItem="b-1" firstAttribute="top" secondItem="v-1" secondAttribute="top" constant="10" id="y-1"/>
                                    <constraint firstItem="b-1" firstAttribute="width" constant="100" id="w-1"/>
                                    <constraint firstItem="b-1" firstAttribute="height" constant="50" id="h-1"/>
                                </constraints>
                            </view>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            <size key="freeformSize" width="815" height="600"/>
                        </viewController>
                    </objects><point key="canvasLocation" x="0" y="0"/></scene>
                </scenes>
            </document>
            """.utf8).write(to: url)
        return url
    }

    @Test func explainTraceAndRenderUseTheFilesCanvasAsSolveDoes() throws {
        let file = try Self.wide().path
        let solve = try CommandLine.run(["solve", file])
        #expect(solve.stdout.contains("└─ b_1 (Interface Builder id b-1) UIView (705, 10, 100, 50)"), "\(solve.stdout)")
        let explain = try CommandLine.run(["explain", file, "b-1"])
        #expect(explain.stdout.hasPrefix("b_1 (Interface Builder id b-1) on the horizontal axis, frame in root (705, 10, 100, 50):"),
            "\(explain.stdout)\(explain.stderr)")
        // A device given is the device: 375 − 10 − 100 = 265 on the 4.7-inch iPhone.
        let device = try CommandLine.run(["explain", file, "b-1", "--device", "retina4_7"])
        #expect(device.stdout.hasPrefix("b_1 (Interface Builder id b-1) on the horizontal axis, frame in root (265, 10, 100, 50):"),
            "\(device.stdout)")
        let trace = try CommandLine.run(["trace", file, "--format", "json"])
        #expect(trace.stdout.contains(#""configuration": "iphone-4.7inch portrait large ltr custom"#), "\(trace.stdout)")
        let picture = try DocumentCommandTests.folder().appendingPathComponent("wide.svg")
        let render = try CommandLine.run(["render", file, "-o", picture.path])
        #expect(render.status == 0, "\(render.stderr)")
        let svg = try String(contentsOf: picture, encoding: .utf8)
        #expect(svg.contains(#"viewBox="-12 -12 839 "#), "\(svg.prefix(300))")
    }

    @Test func explainOnAFileOfSeveralScenesExplainsTheSceneThatHasTheItem() throws {
        let file = try SolveViewSelectionTests.twoScenes().path
        let explain = try CommandLine.run(["explain", file, "b-2"])
        #expect(explain.status == 0, "\(explain.stderr)")
        #expect(explain.stdout.hasPrefix("b_2 (Interface Builder id b-2) on the horizontal axis, frame in root (10, 10, 100, 50):"),
            "\(explain.stdout)")
        #expect(explain.stderr.contains("'b-2' is in 'Two.storyboard#c-2' alone of the 2 documents of"), "\(explain.stderr)")
        // A view both scenes have (each root is v-N, so none) or neither: asked to choose, as before.
        let neither = try CommandLine.run(["explain", file, "q-9"])
        #expect(neither.status == 64)
        #expect(neither.stderr.contains("holds 2 documents; name one as"), "\(neither.stderr)")
    }
}
