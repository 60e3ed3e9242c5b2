import Foundation
import LayoutDB
import Testing

/// Xcode 16's canvas drew sliders with no alignment insets (``CanvasSliderArtwork``): in
/// a file of `toolsVersion` 24000 to 24999 a slider's recorded frame is the rectangle its
/// constraints place, where other Xcodes record it 2 points wider on either side and 1
/// lower (``AlignmentRectInsets``). The frames are computed by hand.
@Suite("Xcode 16's canvas sliders")
struct CanvasSliderArtworkTests {
    /// A 200-wide view with a slider pinned 10 from the top and 20 from either side, and a
    /// 40 × 10 box pinned 8 below the slider at its leading edge, as `toolsVersion` saved it
    /// (also the file of `FidelityBehaviourTests`' slider test).
    static func file(toolsVersion: String = "22505", slider: String, box: String) -> Data {
        let text = String(decoding: xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sl">
                        <rect key="frame" \(slider)/>
                    </slider>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" \(box) width="40" height="10"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="40" id="c-w"/>
                            <constraint firstAttribute="height" constant="10" id="c-h"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="sl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c-1"/>
                    <constraint firstItem="sl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-2"/>
                    <constraint firstAttribute="trailing" secondItem="sl" secondAttribute="trailing" constant="20" id="c-3"/>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="sl" secondAttribute="leading" id="c-4"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="sl" secondAttribute="bottom" constant="8" id="c-5"/>
                </constraints>
            </view>
            """), as: UTF8.self)
        return Data(text.replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="\#(toolsVersion)""#).utf8)
    }

    /// Xcode 16 (24128, 24412, 24506): the 34-high slider is recorded on its constraints,
    /// (20, 10, 160, 34), and its bottom edge is its frame's, so the box is at 10 + 34 + 8.
    @Test("a slider of an Xcode 16 file is recorded on its constraints")
    func xcode16() {
        for version in ["24128", "24412", "24506"] {
            expectAllMatch(
                Self.file(toolsVersion: version, slider: #"x="20" y="10" width="160" height="34""#, box: #"x="20" y="52""#),
                compared: 2, fileName: "t.xib")
        }
    }

    /// Xcode 15.3 (23727) and Xcode 26 (32700.99.1234) keep the insets: the slider is
    /// recorded at (18, 10, 164, 34), its alignment rectangle 33 high, the box at 10 + 33 + 8.
    @Test("a slider of an Xcode 15.3 or Xcode 26 file keeps its alignment insets")
    func otherXcodes() {
        for version in ["23727", "32700.99.1234"] {
            expectAllMatch(
                Self.file(toolsVersion: version, slider: #"x="18" y="10" width="164" height="34""#, box: #"x="20" y="51""#),
                compared: 2, fileName: "t.xib")
        }
    }
}
