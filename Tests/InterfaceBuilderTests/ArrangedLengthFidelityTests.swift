import Foundation
import Testing

/// An arranged `UIView` with nothing to size it across its stack's axis: UIKit's
/// ambiguity suppression collapses it to 0 at run time, but Interface Builder's canvas
/// keeps the length the view had (``DesignTimeArrangedLengths``), and the fidelity check
/// solves it so.
@Suite("Arranged views the canvas does not collapse")
struct ArrangedLengthFidelityTests {
    /// Ring's walkthrough forms (Xcode 11, LinkDeviceViewController): a top-aligned
    /// vertical stack of 50-point rows with 5-point separators between them, which have
    /// a height and no width and are recorded 240 wide (the size of a view dropped on the
    /// canvas), at x 0.
    static let separator = xib("""
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="top" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="20" y="20" width="353" height="125"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row1">
                            <rect key="frame" x="0.0" y="0.0" width="353" height="50"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="50" id="c-1"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sep">
                            <rect key="frame" x="0.0" y="60" width="240" height="5"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="5" id="c-2"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row2">
                            <rect key="frame" x="0.0" y="75" width="353" height="50"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="50" id="c-3"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="row1" firstAttribute="width" secondItem="stack" secondAttribute="width" id="c-4"/>
                        <constraint firstItem="row2" firstAttribute="width" secondItem="stack" secondAttribute="width" id="c-5"/>
                    </constraints>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c-6"/>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-7"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="c-8"/>
            </constraints>
        </view>
        """)

    @Test("a separator with a height and no width keeps its recorded 240 points")
    func separatorWidth() {
        expectAllMatch(Self.separator, compared: 4, fileName: "t.xib")
    }

    /// Element's and OsmAnd's cells (Xcode 11 to 15): a centre-aligned horizontal stack
    /// with a spacer that has a width and no height, recorded 50 high beside a 30-point
    /// box, which sits centred 10 below the row's top; the stack, placed by its top and
    /// leading edges only, is as high as the spacer.
    static let spacer = xib("""
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="0.0" y="200" width="120" height="50"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="0.0" y="10" width="100" height="30"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="c-1"/>
                                <constraint firstAttribute="height" constant="30" id="c-2"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="gap">
                            <rect key="frame" x="100" y="0.0" width="20" height="50"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="20" id="c-3"/>
                            </constraints>
                        </view>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c-4"/>
                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-5"/>
            </constraints>
        </view>
        """)

    @Test("a spacer with a width and no height keeps its recorded height, and the row with it")
    func spacerHeight() {
        expectAllMatch(Self.spacer, compared: 3, fileName: "t.xib")
    }

    /// CometChat's sent-message bubble (Xcode 12): a row nothing sizes along its axis,
    /// placed by its top and leading edges, with a filler that has no width beside an
    /// 85-point box; the filler is recorded 389 wide and the row 474.
    static let filler = xib("""
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="0.0" y="100" width="474" height="176"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fill">
                            <rect key="frame" x="0.0" y="0.0" width="389" height="176"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="389" y="0.0" width="85" height="176"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="85" id="c-1"/>
                                <constraint firstAttribute="height" constant="176" id="c-2"/>
                            </constraints>
                        </view>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c-3"/>
                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-4"/>
            </constraints>
        </view>
        """)

    @Test("a filler with no width along a row nothing sizes keeps its recorded width")
    func fillerWidth() {
        expectAllMatch(Self.filler, compared: 3, fileName: "t.xib")
    }
}
