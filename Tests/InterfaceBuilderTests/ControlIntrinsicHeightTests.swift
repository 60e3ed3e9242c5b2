import Foundation
import LayoutDB
import LayoutInterchange
import LayoutModel
import Testing

/// A slider and a segmented control placed only by their top, leading and trailing edges,
/// as Interface Builder lets them be (it asks for no height): solved from content, as a
/// batch solves, they take their intrinsic heights (a 31-pt slider frame, 32) and the layout is not
/// ambiguous. Before, every configuration of such files was reported ambiguous
/// (FIDELITY.md, "Unseen files (session 4)").
@Suite("Controls with an intrinsic height")
struct ControlIntrinsicHeightTests {
    static let file = xib("""
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
                <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sl">
                    <rect key="frame" x="18" y="100" width="357" height="31"/>
                </slider>
                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
                    <rect key="frame" x="20" y="149" width="353" height="32"/>
                </segmentedControl>
            </subviews>
            <constraints>
                <constraint firstItem="sl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c-1"/>
                <constraint firstItem="sl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-2"/>
                <constraint firstAttribute="trailing" secondItem="sl" secondAttribute="trailing" constant="20" id="c-3"/>
                <constraint firstItem="seg" firstAttribute="top" secondItem="sl" secondAttribute="bottom" constant="19" id="c-4"/>
                <constraint firstItem="seg" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-5"/>
                <constraint firstAttribute="trailing" secondItem="seg" secondAttribute="trailing" constant="20" id="c-6"/>
            </constraints>
        </view>
        """)

    @Test("a slider and a segmented control without height constraints are not ambiguous")
    func notAmbiguous() throws {
        let document = try #require(try InterfaceBuilderDocument.parse(data: Self.file, fileName: "t.xib").first)
        let solved = try LayoutSolving.solve(
            document, revision: nil, setup: SolveSetup(configuration: DeviceConfiguration(deviceNamed: "retina6_12")),
            measurer: FixedMetricsTextMeasurer())
        #expect(!solved.diagnostics.contains { $0.kind == "ambiguous" }, "\(solved.diagnostics.map(\.kind))")
        // The slider's alignment rectangle is 20…373 and 100…130; its frame is 2 pt wider
        // each side and 1 pt taller, and the segmented control starts 19 below 130.
        #expect(solved.views.first { $0.id == "sl" }?.frame == LayoutRect(x: 18, y: 100, width: 357, height: 31))
        #expect(solved.views.first { $0.id == "seg" }?.frame == LayoutRect(x: 20, y: 149, width: 353, height: 32))
    }

    /// A navigation bar view pinned by its top and sides, with a view below it: what
    /// DuckDuckGo's TabSwitcher does above its collection view.
    static let navigationBarFile = xib("""
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
                <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                    <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                    <items>
                        <navigationItem title="Title" id="itm"/>
                    </items>
                </navigationBar>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                    <rect key="frame" x="0.0" y="103" width="393" height="749"/>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="sa"/>
            <constraints>
                <constraint firstItem="bar" firstAttribute="top" secondItem="sa" secondAttribute="top" id="c-1"/>
                <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-2"/>
                <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c-3"/>
                <constraint firstItem="below" firstAttribute="top" secondItem="bar" secondAttribute="bottom" id="c-4"/>
                <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-5"/>
                <constraint firstAttribute="trailing" secondItem="below" secondAttribute="trailing" id="c-6"/>
                <constraint firstAttribute="bottom" secondItem="below" secondAttribute="bottom" id="c-7"/>
            </constraints>
        </view>
        """)

    @Test("a navigation bar view without a height constraint is 44 high, not ambiguous")
    func navigationBar() throws {
        let document = try #require(try InterfaceBuilderDocument.parse(data: Self.navigationBarFile, fileName: "t.xib").first)
        let solved = try LayoutSolving.solve(
            document, revision: nil, setup: SolveSetup(configuration: DeviceConfiguration(deviceNamed: "retina6_12")),
            measurer: FixedMetricsTextMeasurer())
        #expect(!solved.diagnostics.contains { $0.kind == "ambiguous" }, "\(solved.diagnostics.map(\.kind))")
        #expect(solved.views.first { $0.id == "bar" }?.frame == LayoutRect(x: 0, y: 59, width: 393, height: 44))
        #expect(solved.views.first { $0.id == "below" }?.frame == LayoutRect(x: 0, y: 103, width: 393, height: 749))
    }
}
