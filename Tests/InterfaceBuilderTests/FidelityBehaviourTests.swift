import Foundation
import LayoutDB
import LayoutInterchange
import Testing

/// The UIKit behaviours behind the fidelity figures, each on a small hand-written file
/// whose recorded frames are computed by hand: the check passes only when every
/// trustworthy view is solved where the comment says.
@Suite("Interface Builder fidelity behaviours")
struct FidelityBehaviourTests {
    /// A report that must match every trustworthy view, with the misses in the message.
    func expectAllMatch(_ data: Data, compared: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let report = FidelityCheck.check(data: data, fileName: "t.xib")
        #expect(report.error == nil, sourceLocation: sourceLocation)
        #expect(report.compared == compared, sourceLocation: sourceLocation)
        #expect(report.misses.isEmpty, "\(report.misses.map(FidelityTable.describe))", sourceLocation: sourceLocation)
    }

    /// A stack that records its margins (directional 8/16/8/16) arranges relative to them:
    /// the 200-wide stack hugs its one 20-high view plus 8 + 8, so it is 36 high, and the
    /// view sits at (16, 8), 200 − 32 = 168 wide.
    @Test("a stack view with recorded margins arranges its views inside them")
    func stackMarginsRelativeArrangement() {
        expectAllMatch(xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
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
}
