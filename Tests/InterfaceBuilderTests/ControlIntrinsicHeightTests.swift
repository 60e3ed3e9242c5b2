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
}
