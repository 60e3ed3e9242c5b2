import Foundation
import LayoutInterchange
import LayoutModel
import Testing

/// The sizes that depend on what a control's element says: an activity indicator's
/// `style` (a large one is 37 × 37), a search bar's `searchBarStyle` (56 high, except the
/// minimal style, left without a size) and a button's `contentEdgeInsets` (around its
/// title, instead of the default padding). Before, every indicator was 20 × 20, a search
/// bar had no height, and a button's insets were not read.
@Suite("Control sizes by style and insets")
struct ControlIntrinsicSizeTests {
    /// Each control pinned by its top and leading edges (the search bars by both sides too),
    /// with the frames Xcode records for them; the button's title is measured.
    static let file = xib("""
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" style="large" translatesAutoresizingMaskIntoConstraints="NO" id="spin">
                    <rect key="frame" x="20" y="40" width="37" height="37"/>
                </activityIndicatorView>
                <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                    <rect key="frame" x="20" y="100" width="20" height="20"/>
                </activityIndicatorView>
                <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="find">
                    <rect key="frame" x="0.0" y="150" width="375" height="56"/>
                    <textInputTraits key="textInputTraits"/>
                </searchBar>
                <searchBar contentMode="redraw" searchBarStyle="minimal" translatesAutoresizingMaskIntoConstraints="NO" id="thin">
                    <rect key="frame" x="0.0" y="250" width="375" height="56"/>
                    <textInputTraits key="textInputTraits"/>
                </searchBar>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                    <rect key="frame" x="20" y="350" width="47" height="22"/>
                    <fontDescription key="fontDescription" type="system" pointSize="10"/>
                    <inset key="contentEdgeInsets" minX="10" minY="5" maxX="12" maxY="7"/>
                    <state key="normal" title="Hello"/>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="spin" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-1"/>
                <constraint firstItem="spin" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c-2"/>
                <constraint firstItem="dot" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-3"/>
                <constraint firstItem="dot" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c-4"/>
                <constraint firstItem="find" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-5"/>
                <constraint firstItem="find" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c-6"/>
                <constraint firstItem="find" firstAttribute="top" secondItem="root" secondAttribute="top" constant="150" id="c-7"/>
                <constraint firstItem="thin" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-8"/>
                <constraint firstItem="thin" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c-9"/>
                <constraint firstItem="thin" firstAttribute="top" secondItem="root" secondAttribute="top" constant="250" id="c-10"/>
                <constraint firstItem="go" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-11"/>
                <constraint firstItem="go" firstAttribute="top" secondItem="root" secondAttribute="top" constant="350" id="c-12"/>
            </constraints>
        </view>
        """)

    func result(_ document: LayoutDocument) throws -> LayoutResult {
        let resolved = try document.materialized(for: TraitCollection())
        return try LayoutEngine(
            hierarchy: resolved.hierarchy, containerSize: LayoutSize(width: 375, height: 667),
            textMeasurer: FixedMetricsTextMeasurer()
        ).result()
    }

    /// By hand: the large indicator 37 × 37, the medium one 20 × 20, the default search bar
    /// 56 high across the root, the button "Hello" at 10 pt (25 × 10 with the fixed-metrics
    /// measurer) with 10 + 12 across and 5 + 7 down: 47 × 22. The minimal search bar is
    /// ambiguous in height, as before.
    @Test("imported and solved, the frames are the hand-computed ones")
    func frames() throws {
        let result = try result(try firstDocument(Self.file))
        #expect(result.frames["spin"]?.inRoot == LayoutRect(x: 20, y: 40, width: 37, height: 37))
        #expect(result.frames["dot"]?.inRoot == LayoutRect(x: 20, y: 100, width: 20, height: 20))
        #expect(result.frames["find"]?.inRoot == LayoutRect(x: 0, y: 150, width: 375, height: 56))
        #expect(result.frames["go"]?.inRoot == LayoutRect(x: 20, y: 350, width: 47, height: 22))
        #expect(result.ambiguous.map(\.item) == ["thin"])
        #expect(result.ambiguous.first?.components == [.height])
    }

    func styles(_ document: LayoutDocument) -> [String] {
        document.root.subviews.map {
            [
                $0.id, $0.content.activityIndicatorStyle?.rawValue ?? "-", $0.content.searchBarStyle?.rawValue ?? "-",
                $0.content.contentEdgeInsets.map { "\($0.top) \($0.left) \($0.bottom) \($0.right)" } ?? "-",
            ].joined(separator: " ")
        }
    }

    @Test("styles and insets are read from the file")
    func imports() throws {
        #expect(styles(try firstDocument(Self.file)) == [
            "spin large - -", "dot - - -", "find - - -", "thin - minimal -", "go - - 5.0 10.0 7.0 12.0",
        ])
    }

    @Test("styles and insets survive export to both formats and the JSON format")
    func roundTrips() throws {
        let document = try firstDocument(Self.file)
        for format in InterfaceBuilderWriter.Format.allCases {
            let text = InterfaceBuilderWriter.write(document, as: format)
            #expect(text.contains(#"<inset key="contentEdgeInsets" minX="10" minY="5" maxX="12" maxY="7"/>"#), "\(format)")
            #expect(styles(try firstDocument(Data(text.utf8), fileName: "out." + format.rawValue)) == styles(document))
        }
        let json = DocumentWriter.write(document)
        #expect(json.contains(#""activityIndicatorStyle": "large""#), "\(json)")
        #expect(json.contains(#""searchBarStyle": "minimal""#), "\(json)")
        #expect(styles(try DocumentReader.read(json, file: "again.json")) == styles(document))
    }

    /// A configuration's insets replace contentEdgeInsets in UIKit, so a button with one
    /// keeps no contentEdgeInsets; an unknown style is refused naming the attribute.
    @Test("a configured button's contentEdgeInsets are not read; unknown styles are refused")
    func configurationsAndBadStyles() throws {
        let configured = xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                        <rect key="frame" x="20" y="350" width="47" height="22"/>
                        <inset key="contentEdgeInsets" minX="10" minY="5" maxX="12" maxY="7"/>
                        <buttonConfiguration key="configuration" style="plain" title="Hello"/>
                    </button>
                </subviews>
            </view>
            """)
        #expect(try firstDocument(configured).root.subviews.first?.content.contentEdgeInsets == nil)
        let bad = xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="huge" translatesAutoresizingMaskIntoConstraints="NO" id="spin">
                        <rect key="frame" x="20" y="40" width="37" height="37"/>
                    </activityIndicatorView>
                </subviews>
            </view>
            """)
        #expect {
            _ = try InterfaceBuilderDocument.parse(data: bad, fileName: "bad.xib")
        } throws: { error in
            "\(error)".contains(#"style="huge" is not an activity indicator style"#)
        }
    }
}
