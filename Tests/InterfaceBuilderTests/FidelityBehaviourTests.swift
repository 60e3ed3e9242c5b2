import Foundation
import LayoutDB
import LayoutInterchange
import LayoutModel
import Testing

/// The UIKit behaviours behind the fidelity figures, each on a small hand-written file
/// whose recorded frames are computed by hand: the check passes only when every
/// trustworthy view is solved where the comment says.
@Suite("Interface Builder fidelity behaviours")
struct FidelityBehaviourTests {
    /// ``expectAllMatch(_:compared:fileName:sourceLocation:)`` for this suite's files.
    func expectAllMatch(_ data: Data, compared: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        InterfaceBuilderTests.expectAllMatch(data, compared: compared, fileName: "t.xib", sourceLocation: sourceLocation)
    }

    /// A stack that records its margins (directional 8/16/8/16) arranges relative to them:
    /// the 200-wide stack hugs its one 20-high view plus 8 + 8, so it is 36 high, and the
    /// view sits at (16, 8), 200 − 32 = 168 wide. The stack does not inset its margins
    /// from the safe area: the canvas of the file's Xcode (22505, the 6.12-inch iPhone)
    /// draws the top-level view with the screen's 59-point inset on top
    /// (``CanvasTopLevelView``), which would add to the stack's top margin.
    @Test("a stack view with recorded margins arranges its views inside them")
    func stackMarginsRelativeArrangement() {
        expectAllMatch(xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" insetsLayoutMarginsFromSafeArea="NO" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="36"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="arr">
                                <rect key="frame" x="16" y="8" width="168" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="h-1"/>
                                </constraints>
                            </view>
                        </subviews>
                        <directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="16" bottom="8" trailing="16"/>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="stk" firstAttribute="top" secondItem="root" secondAttribute="top" id="c-1"/>
                    <constraint firstItem="stk" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-2"/>
                    <constraint firstAttribute="trailing" secondItem="stk" secondAttribute="trailing" id="c-3"/>
                </constraints>
            </view>
            """), compared: 2)
    }

    /// A slider's frame is its alignment rectangle plus 2 pt on each side and 1 pt below.
    /// Pinned 20 from both edges of a 200-wide view, its alignment rectangle is 20…180 and
    /// 10…40, so the frame is (18, 10, 164, 31); the 40-wide view pinned 8 below the
    /// slider's bottom edge starts at its alignment rectangle's leading edge and 40 + 8:
    /// (20, 48).
    @Test("a slider's frame reaches 2 pt past its constrained leading and trailing edges")
    func sliderAlignmentRect() {
        expectAllMatch(
            CanvasSliderArtworkTests.file(slider: #"x="18" y="10" width="164" height="31""#, box: #"x="20" y="48""#), compared: 2)
    }

    /// A segmented control's frame is its alignment rectangle plus 1 pt below. Pinned 8
    /// from the top and 20 from the bottom of a 60-high view, its alignment rectangle is
    /// 8…40, so the frame is (16, 8, 168, 33), as Interface Builder records such controls
    /// (a 33-high frame in a 60-point cell, 28 between constraints 8 and 9 inside a 44-point
    /// header). The 40-wide view pinned 8 below it starts at 40 + 8 = 48.
    @Test("a segmented control's frame reaches 1 pt below its constrained bottom edge")
    func segmentedControlAlignmentRect() {
        expectAllMatch(xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                <subviews>
                    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
                        <rect key="frame" x="16" y="8" width="168" height="33"/>
                        <segments>
                            <segment title="First"/>
                            <segment title="Second"/>
                        </segments>
                    </segmentedControl>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="16" y="48" width="40" height="4"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="40" id="c-w"/>
                            <constraint firstAttribute="height" constant="4" id="c-h"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="seg" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c-1"/>
                    <constraint firstItem="seg" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c-2"/>
                    <constraint firstAttribute="trailing" secondItem="seg" secondAttribute="trailing" constant="16" id="c-3"/>
                    <constraint firstAttribute="bottom" secondItem="seg" secondAttribute="bottom" constant="20" id="c-4"/>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="seg" secondAttribute="leading" id="c-5"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="seg" secondAttribute="bottom" constant="8" id="c-6"/>
                </constraints>
            </view>
            """), compared: 2)
    }

    /// A switch's frame is its alignment rectangle plus 2 pt on the right. Pinned 8 from
    /// the trailing edge of a 200-wide view, its 49-wide alignment rectangle ends at 192
    /// and starts at 143, so the frame is (143, 8, 51, 31); the label before it ends 8
    /// before 143: x 8, 127 wide.
    @Test("a switch's frame reaches 2 pt past its constrained trailing edge")
    func switchAlignmentRect() throws {
        expectAllMatch(xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
                        <rect key="frame" x="143" y="8" width="51" height="31"/>
                    </switch>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                        <rect key="frame" x="8" y="13" width="127" height="21"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="sw" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c-1"/>
                    <constraint firstAttribute="trailing" secondItem="sw" secondAttribute="trailing" constant="8" id="c-2"/>
                    <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c-3"/>
                    <constraint firstItem="sw" firstAttribute="leading" secondItem="lbl" secondAttribute="trailing" constant="8" id="c-4"/>
                    <constraint firstItem="lbl" firstAttribute="centerY" secondItem="sw" secondAttribute="centerY" id="c-5"/>
                </constraints>
            </view>
            """), compared: 2)

        // Measured from content (no recorded sizes), a switch is 49 wide to Auto Layout and
        // 51 wide on screen; one placed by its frame keeps exactly that frame.
        let document = try InterfaceBuilderDocument.importFile(data: xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
                        <rect key="frame" x="20" y="8" width="51" height="31"/>
                    </switch>
                    <switch opaque="NO" contentMode="scaleToFill" fixedFrame="YES" id="fix">
                        <rect key="frame" x="100" y="50" width="51" height="31"/>
                    </switch>
                </subviews>
                <constraints>
                    <constraint firstItem="sw" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c-1"/>
                    <constraint firstItem="sw" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-2"/>
                </constraints>
            </view>
            """), fileName: "t.xib").documents[0]
        let configuration = try DeviceConfiguration(deviceNamed: "retina6_12", orientation: .portrait)
        let solved = try LayoutSolving.solve(
            document, revision: nil, setup: SolveSetup(configuration: configuration, containerSize: LayoutSize(width: 200, height: 100)),
            measurer: FixedMetricsTextMeasurer())
        let frames = Dictionary(uniqueKeysWithValues: solved.views.map { ($0.id, $0.frame) })
        #expect(frames["sw"] == LayoutRect(x: 20, y: 8, width: 51, height: 31))
        #expect(frames["fix"] == LayoutRect(x: 100, y: 50, width: 51, height: 31))
    }

    /// A full-screen scroll view on the design device (393 × 852, safe area 59 on top)
    /// holding a 393-wide content view `contentHeight` tall, with a 10 × 10 view at the
    /// content view's top and leading margins.
    func scrollingFile(contentHeight: Double, child: (x: Double, y: Double)) -> Data {
        xib(scrollingRootView(width: 393, height: 852, contentHeight: contentHeight, child: child))
    }

    /// Content 1,000 tall scrolls in an 852-tall frame, so its content is inset by the safe
    /// area and sees none of it: the child sits at the 8-pt margins, (8, 8). Content 500
    /// tall does not scroll; its top 59 pt are under the status bar, so its top margin is
    /// 59 + 8 and the child sits at (8, 67).
    @Test("a scroll view's content sees no safe area on the axes the scroll view scrolls")
    func scrollContentInsetAdjustment() {
        expectAllMatch(scrollingFile(contentHeight: 1000, child: (8, 8)), compared: 3)
        expectAllMatch(scrollingFile(contentHeight: 500, child: (8, 67)), compared: 3)
    }

    /// The content view of a xib's top-level table view cell has margins 11 top and
    /// bottom and the design device's 16 (retina6_12 is compact) on the sides: a view
    /// pinned to all four margins of a 320×100 cell sits at (16, 11), 320 − 32 = 288
    /// wide and 100 − 22 = 78 high.
    @Test("a xib cell's content view has 11-point vertical and 16-point side margins")
    func tableCellContentViewMargins() {
        expectAllMatch(marginCellXib(box: (16, 11)), compared: 1)
    }

    /// An image view with no image in the file and a placeholder intrinsic size of 76 × 72
    /// (MixinNetwork's IntroductionView): the canvas lays it out at that size, centred in
    /// the 200-wide root, 14 from the top, so (62, 14, 76, 72); the view pinned 10 below
    /// it is at y 96. Without the placeholder the image view's size is ambiguous.
    @Test("a placeholder intrinsic size is the size the canvas laid the view out with")
    func placeholderIntrinsicSize() {
        expectAllMatch(xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="300"/>
                <subviews>
                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" placeholderIntrinsicWidth="76" placeholderIntrinsicHeight="72" translatesAutoresizingMaskIntoConstraints="NO" id="img">
                        <rect key="frame" x="62" y="14" width="76" height="72"/>
                    </imageView>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="blw">
                        <rect key="frame" x="0.0" y="96" width="200" height="20"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="20" id="h-1"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="img" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c-1"/>
                    <constraint firstItem="img" firstAttribute="top" secondItem="root" secondAttribute="top" constant="14" id="c-2"/>
                    <constraint firstItem="blw" firstAttribute="top" secondItem="img" secondAttribute="bottom" constant="10" id="c-3"/>
                    <constraint firstItem="blw" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-4"/>
                    <constraint firstAttribute="trailing" secondItem="blw" secondAttribute="trailing" id="c-5"/>
                </constraints>
            </view>
            """), compared: 2)
    }

    /// A label's intrinsic size comes from its recorded frame (100 × 21 here), which its
    /// placeholder (300 × 40) does not replace: pinned by its top and leading edges only,
    /// it stays at (20, 10, 100, 21).
    @Test("a placeholder does not replace a recorded intrinsic size")
    func placeholderAfterRecordedSize() {
        expectAllMatch(xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="300"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" placeholderIntrinsicWidth="300" placeholderIntrinsicHeight="40" text="Label" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                        <rect key="frame" x="20" y="10" width="100" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-1"/>
                    <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c-2"/>
                </constraints>
            </view>
            """), compared: 1)
    }

    /// A view placed by placeholder constraints only (`placeholder="YES"`, as Instructure's
    /// submit button): the canvas laid it out with them, 10 from the top and across the
    /// 200-wide root, so (0, 10, 200, 30); without them it is ambiguous.
    @Test("the canvas lays views out with their placeholder constraints")
    func placeholderConstraints() {
        expectAllMatch(xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="300"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                        <rect key="frame" x="0.0" y="10" width="200" height="30"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="30" id="h-1"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="btn" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" placeholder="YES" id="c-1"/>
                    <constraint firstItem="btn" firstAttribute="leading" secondItem="root" secondAttribute="leading" placeholder="YES" id="c-2"/>
                    <constraint firstAttribute="trailing" secondItem="btn" secondAttribute="trailing" placeholder="YES" id="c-3"/>
                </constraints>
            </view>
            """), compared: 1)
    }

    /// Placeholders that conflict with the layout (a 100-wide view centred in a
    /// container that spans the 200-wide root, pinned to both of the container's edges by
    /// placeholders, as in mattneub's scrollViewInNib examples) are left out: the
    /// run-time layout, the container (0, 0, 200, 50) and the view (50, 10, 100, 30), is
    /// the one compared.
    @Test("placeholder constraints that make the layout unsatisfiable are left out")
    func conflictingPlaceholders() {
        expectAllMatch(xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="300"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="con">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="50" y="10" width="100" height="30"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="w-1"/>
                                    <constraint firstAttribute="height" constant="30" id="h-1"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="con" secondAttribute="leading" placeholder="YES" id="p-1"/>
                            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" placeholder="YES" id="p-2"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="con" secondAttribute="top" constant="10" id="c-1"/>
                            <constraint firstItem="box" firstAttribute="centerX" secondItem="con" secondAttribute="centerX" id="c-2"/>
                            <constraint firstAttribute="height" constant="50" id="h-2"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="con" firstAttribute="top" secondItem="root" secondAttribute="top" id="c-3"/>
                    <constraint firstItem="con" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-4"/>
                    <constraint firstAttribute="trailing" secondItem="con" secondAttribute="trailing" id="c-5"/>
                </constraints>
            </view>
            """), compared: 2)
    }
}
