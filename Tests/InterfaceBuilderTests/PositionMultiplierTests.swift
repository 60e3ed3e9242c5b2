import Foundation
import LayoutDB
import Testing

/// A position constraint with a multiplier other than 1 relates the two items in the
/// coordinate space of their nearest common ancestor: a superview's own centre is half
/// its width, wherever the superview sits (VideoViewController's skip buttons,
/// `container.centerX == 1.6 × button.centerX`).
@Suite("Interface Builder position multipliers")
struct PositionMultiplierTests {
    /// The container is at x 100, 200 wide, in a 300-wide root (freeform xib root).
    ///
    /// - `box.centerX == 1.6 × btn.centerX`: the box's own centre is 100, so the button's
    ///   centre is 100 / 1.6 = 62.5 and the 40-wide button sits at x 42.5 (read in root
    ///   coordinates, 200 = 1.6 × centre would put it at x 5 in the box).
    /// - `b.centerX == 0.5 × a.centerX`, siblings in the box: a at x 100 is centred at
    ///   120, so b is centred at 60 and, 20 wide, sits at x 50 (root coordinates would put
    ///   it at 0).
    @Test("superview and sibling multipliers read positions in the common ancestor's space")
    func commonAncestorSpace() {
        let data = xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="100" y="0.0" width="200" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                                <rect key="frame" x="42.5" y="0.0" width="40" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="40" id="w-1"/>
                                    <constraint firstAttribute="height" constant="40" id="h-1"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                <rect key="frame" x="100" y="50" width="40" height="10"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="40" id="w-2"/>
                                    <constraint firstAttribute="height" constant="10" id="h-2"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                <rect key="frame" x="50" y="70" width="20" height="10"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="20" id="w-3"/>
                                    <constraint firstAttribute="height" constant="10" id="h-3"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="centerX" secondItem="btn" secondAttribute="centerX" multiplier="1.6" id="m-1"/>
                            <constraint firstItem="btn" firstAttribute="top" secondItem="box" secondAttribute="top" id="t-1"/>
                            <constraint firstItem="a" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="100" id="l-2"/>
                            <constraint firstItem="a" firstAttribute="top" secondItem="box" secondAttribute="top" constant="50" id="t-2"/>
                            <constraint firstItem="b" firstAttribute="centerX" secondItem="a" secondAttribute="centerX" multiplier="0.5" id="m-3"/>
                            <constraint firstItem="b" firstAttribute="top" secondItem="box" secondAttribute="top" constant="70" id="t-3"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c-1"/>
                    <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c-2"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="c-3"/>
                    <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c-4"/>
                </constraints>
            </view>
            """)
        let report = FidelityCheck.check(data: data, fileName: "t.xib")
        #expect(report.error == nil)
        #expect(report.compared == 4)
        #expect(report.misses.isEmpty, "\(report.misses.map(FidelityTable.describe))")
    }
}
