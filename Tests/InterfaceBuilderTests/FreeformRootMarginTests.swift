import Foundation
import LayoutDB
import LayoutInterchange
import LayoutModel
import Testing

/// The system minimum margins of a root that is not as wide as the screen
/// (``DeviceConfiguration/systemMinimumLayoutMargins(rootWidth:)``), on hand-written files
/// for a 4.7-inch iPhone (375 points wide, minimum 16) and a 6.1-inch one (414, minimum
/// 20). Each file pins one view 100 high to the root's leading and trailing margins and
/// its top, so the recorded frame is (m, 10, width − 2m, 100) with m the minimum Interface
/// Builder drew: 20 for a root at least 414 points wide (the third sweep's 815-point
/// freeform controller, 480-point launch-screen xibs and 600-point xib view on 375-point
/// canvases), the screen's own otherwise.
@Suite("Interface Builder freeform root margins")
struct FreeformRootMarginTests {
    /// The root `v-1`'s subviews and constraints: one view 100 high pinned to its
    /// leading and trailing margins and 10 below its top, recorded at (m, 10, width − 2m, 100).
    func pinnedBox(margin: Double, width: Double) -> String {
        """
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b-1">
                <rect key="frame" x="\(margin)" y="10" width="\(width - 2 * margin)" height="100"/>
                <constraints>
                    <constraint firstAttribute="height" constant="100" id="h-1"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="b-1" firstAttribute="leading" secondItem="v-1" secondAttribute="leadingMargin" id="l-1"/>
            <constraint firstAttribute="trailingMargin" secondItem="b-1" secondAttribute="trailing" id="t-1"/>
            <constraint firstItem="b-1" firstAttribute="top" secondItem="v-1" secondAttribute="top" constant="10" id="y-1"/>
        </constraints>
        """
    }

    /// A storyboard whose one controller has a freeform view `width` × 600.
    func freeformStoryboard(width: Double, margin: Double, device: String, toolsVersion: String = "13771") -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="\(device)" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s-1"><objects>
                        <viewController id="c-1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v-1">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                \(pinnedBox(margin: margin, width: width))
                            </view>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            <size key="freeformSize" width="\(width)" height="600"/>
                        </viewController>
                    </objects><point key="canvasLocation" x="0" y="0"/></scene>
                </scenes>
            </document>

            """.utf8)
    }

    /// A xib whose top-level view is `width` × 480 (a launch screen's).
    func freeformXib(width: Double, margin: Double, device: String, toolsVersion: String = "12121") -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="\(device)" orientation="portrait"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="v-1">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="480"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        \(pinnedBox(margin: margin, width: width))
                        <nil key="simulatedStatusBarMetrics"/>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>

            """.utf8)
    }

    /// Artsy's Kiosk (Xcode 9): an 815-point freeform controller's view on a 4.7-inch
    /// canvas records its views 20 from its margins' sides: (20, 10, 775, 100).
    @Test("a freeform controller's view wider than a 375-point phone: 20-point margins")
    func wideFreeformController() {
        expectAllMatch(freeformStoryboard(width: 815, margin: 20, device: "retina4_7"), compared: 1, fileName: "t.storyboard")
    }

    /// Google's launch-screen xibs (Xcode 8 and 10): a 480-point top-level view on a
    /// 4.7-inch canvas, (20, 10, 440, 100).
    @Test("a xib's top-level view wider than a 375-point phone: 20-point margins")
    func wideXibView() {
        expectAllMatch(freeformXib(width: 480, margin: 20, device: "retina4_7"), compared: 1, fileName: "t.xib")
        expectAllMatch(freeformXib(width: 600, margin: 20, device: "retina4_7", toolsVersion: "14113"), compared: 1, fileName: "t.xib")
    }

    /// Roots as wide as the screen keep the screen's minimum (16 on the 375-point phone,
    /// 20 on the 414-point one); a narrower root keeps the screen's too (Esri's 375-point
    /// freeform controller on a 6.1-inch canvas, Xcode 12: 20).
    @Test("roots as wide as the screen, or narrower, keep the screen's minimum")
    func screenWideAndNarrower() {
        expectAllMatch(freeformXib(width: 375, margin: 16, device: "retina4_7"), compared: 1, fileName: "t.xib")
        expectAllMatch(freeformStoryboard(width: 375, margin: 20, device: "retina6_1", toolsVersion: "17506"), compared: 1, fileName: "t.storyboard")
    }

    /// The rule on its own: wider than the screen and at least 414 points gives 20, a
    /// wider root under 414 points (400 on the 375-point phone) 16; an iPad keeps its 20.
    @Test("the minimum of a root of its own width")
    func rule() throws {
        let phone = try DeviceConfiguration(deviceNamed: "retina4_7")
        #expect(phone.systemMinimumLayoutMargins(rootWidth: 815).leading == 20)
        #expect(phone.systemMinimumLayoutMargins(rootWidth: 414).trailing == 20)
        #expect(phone.systemMinimumLayoutMargins(rootWidth: 400).leading == 16)
        #expect(phone.systemMinimumLayoutMargins(rootWidth: 375).leading == 16)
        #expect(phone.systemMinimumLayoutMargins(rootWidth: 815).top == 0)
        let wide = try DeviceConfiguration(deviceNamed: "retina6_1")
        #expect(wide.systemMinimumLayoutMargins(rootWidth: 320).leading == 20)
        let pad = try DeviceConfiguration(deviceNamed: "ipad9_7")
        #expect(pad.systemMinimumLayoutMargins(rootWidth: 1200).leading == 20)
    }
}
