import Foundation
import LayoutDB
import LayoutInterchange
import LayoutModel
import Testing

/// `layoutdb system text-fidelity`: which axes of a text view's recorded frame count as
/// its intrinsic size (``IntrinsicAxisSelection``'s rule), measured here with fixed
/// metrics so every size is hand-computed: "Test" at 17 pt is 4 × 8.5 = 34 wide and one
/// 17-point line high.
@Suite("Text fidelity")
struct TextFidelityTests {
    /// Five labels "Test" in a 393-point root: `free` pinned by its top and leading edges
    /// only; `wide` by both sides; `sized` with a width constraint; `weak` by both sides,
    /// the trailing one at 250, below its hugging 251; and `stacked` in a vertical fill
    /// stack pinned at both sides (fill alignment stretches its width).
    static let file = xib("""
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
                <label text="Test" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="free">
                    <rect key="frame" x="20" y="100" width="40" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <label text="Test" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="wide">
                    <rect key="frame" x="20" y="200" width="353" height="17"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <label text="Test" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="sized">
                    <rect key="frame" x="20" y="300" width="100" height="17"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="c-w"/>
                    </constraints>
                </label>
                <label text="Test" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="weak">
                    <rect key="frame" x="20" y="400" width="34" height="17"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                    <rect key="frame" x="20" y="500" width="353" height="17"/>
                    <subviews>
                        <label text="Test" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="stacked">
                            <rect key="frame" x="0.0" y="0.0" width="353" height="17"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="free" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c-1"/>
                <constraint firstItem="free" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-2"/>
                <constraint firstItem="wide" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c-3"/>
                <constraint firstItem="wide" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-4"/>
                <constraint firstAttribute="trailing" secondItem="wide" secondAttribute="trailing" constant="20" id="c-5"/>
                <constraint firstItem="sized" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c-6"/>
                <constraint firstItem="sized" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-7"/>
                <constraint firstItem="weak" firstAttribute="top" secondItem="root" secondAttribute="top" constant="400" id="c-8"/>
                <constraint firstItem="weak" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-9"/>
                <constraint firstAttribute="trailing" secondItem="weak" secondAttribute="trailing" constant="20" priority="250" id="c-10"/>
                <constraint firstItem="stk" firstAttribute="top" secondItem="root" secondAttribute="top" constant="500" id="c-11"/>
                <constraint firstItem="stk" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-12"/>
                <constraint firstAttribute="trailing" secondItem="stk" secondAttribute="trailing" constant="20" id="c-13"/>
            </constraints>
        </view>
        """)

    static func samples() throws -> [TextFidelitySample] {
        try TextFidelityCheck.samples(data: file, fileName: "t.xib", measurer: FixedMetricsTextMeasurer()).get()
    }

    @Test("an axis counts when at most one anchor and no size constraint holds it above its hugging")
    func selection() throws {
        let axes = Dictionary(grouping: try Self.samples(), by: \.interfaceBuilderID)
            .mapValues { Set($0.map { $0.axis == .horizontal ? "width" : "height" }) }
        #expect(axes["free"] == ["width", "height"])
        #expect(axes["wide"] == ["height"])
        #expect(axes["sized"] == ["height"])
        #expect(axes["weak"] == ["width", "height"])
        #expect(axes["stacked"] == ["height"])
    }

    @Test("measured against recorded: 34 × 17 against the frame Xcode wrote")
    func values() throws {
        let free = try Self.samples().filter { $0.interfaceBuilderID == "free" }
        let width = try #require(free.first { $0.axis == .horizontal })
        let height = try #require(free.first { $0.axis == .vertical })
        #expect((width.measured, width.recorded, height.measured, height.recorded) == (34, 40, 17, 21))
        #expect(width.group == "UILabel" && width.fontKind == "system")
        let table = TextFidelityTable.markdown(free)
        // One height, 4 off (neither within 0.5 nor 1 pt); one width, 6 under 40 = −15 %.
        #expect(table.contains("| UILabel | system | 1 | 0 | 0 | -4 | 1 | -15 % | 15 % |"), "\(table)")
    }

    /// Xcode 13 on writes an iOS 15 configuration button with the library button's
    /// `<state key="normal" title="Button"/>` beside its configuration; the configuration's
    /// title is the one drawn (real files: Agora's examples, Google's ad samples, OwnTracks
    /// record widths that fit it, 108 for "Refresh Ad", not 46).
    @Test("a configuration button's title is its configuration's")
    func configurationTitle() throws {
        let data = xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                        <rect key="frame" x="20" y="100" width="108" height="35"/>
                        <state key="normal" title="Button"/>
                        <buttonConfiguration key="configuration" style="plain" title="Refresh Ad"/>
                    </button>
                </subviews>
            </view>
            """)
        let document = try #require(try InterfaceBuilderDocument.parse(data: data, fileName: "t.xib").first)
        #expect(document.root.subviews.first?.content.title == "Refresh Ad")
    }
}
