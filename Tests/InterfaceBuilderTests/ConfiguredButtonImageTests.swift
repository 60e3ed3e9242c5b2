import Foundation
import LayoutInterchange
import LayoutModel
import Testing

/// A configured button's image (`<buttonConfiguration image=…>` or its `<imageReference>`)
/// and a segmented control's `apportionsSegmentWidthsByContent`. Before, an image-only
/// configured button was its insets around an empty title line (24 wide, where Xcode
/// records GoMap's "trash" buttons 48 × 34), and a control apportioning its segments by
/// content was as wide as its widest title times the count (GoMap's "Primary"/"All":
/// recorded 101, solved 132 with the fonts).
@Suite("Configured buttons' images and segments by content")
struct ConfiguredButtonImageTests {
    /// Four buttons and two segmented controls pinned by their top-left corners only:
    /// - `bin`: `trash` (a 117 × 128 symbol box), no symbol configuration, no title;
    /// - `big`: `chevron.left` (97 × 128) through an `<imageReference>` that says
    ///   `symbolScale="large"`, at a 30-point symbol configuration;
    /// - `go`: the 40 × 30 raster `logo` and the title "Go";
    /// - `pic`: `logo` alone, in a 10-point title font;
    /// - `eye`: the wide `eye` (128 × 79), through an `<imageReference>`;
    /// - `seg`: "Primary"/"All" apportioned by content; `eq`: the same titles, equal.
    static let file = xib(
        """
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bin">
                    <rect key="frame" x="20" y="20" width="48" height="34"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="plain" image="trash" catalog="system"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="big">
                    <rect key="frame" x="20" y="100" width="51" height="49.5"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="gray">
                        <imageReference key="image" image="chevron.left" catalog="system" symbolScale="large"/>
                        <preferredSymbolConfiguration key="preferredSymbolConfigurationForImage" configurationType="pointSize" pointSize="30"/>
                    </buttonConfiguration>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                    <rect key="frame" x="20" y="200" width="81" height="44"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="filled" image="logo" title="Go"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="pic">
                    <rect key="frame" x="20" y="300" width="64" height="44"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="tinted" image="logo">
                        <fontDescription key="titleFontDescription" type="system" pointSize="10"/>
                    </buttonConfiguration>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="eye">
                    <rect key="frame" x="20" y="350" width="56.5" height="34"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="plain">
                        <imageReference key="image" image="eye" catalog="system"/>
                    </buttonConfiguration>
                </button>
                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" apportionsSegmentWidthsByContent="YES" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
                    <rect key="frame" x="20" y="400" width="103" height="32"/>
                    <segments>
                        <segment title="Primary"/>
                        <segment title="All"/>
                    </segments>
                </segmentedControl>
                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="eq">
                    <rect key="frame" x="20" y="450" width="129" height="32"/>
                    <segments>
                        <segment title="Primary"/>
                        <segment title="All"/>
                    </segments>
                </segmentedControl>
            </subviews>
            <constraints>
                <constraint firstItem="bin" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-1"/>
                <constraint firstItem="bin" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c-2"/>
                <constraint firstItem="big" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-3"/>
                <constraint firstItem="big" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c-4"/>
                <constraint firstItem="go" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-5"/>
                <constraint firstItem="go" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c-6"/>
                <constraint firstItem="pic" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-7"/>
                <constraint firstItem="pic" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c-8"/>
                <constraint firstItem="eye" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-13"/>
                <constraint firstItem="eye" firstAttribute="top" secondItem="root" secondAttribute="top" constant="350" id="c-14"/>
                <constraint firstItem="seg" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-9"/>
                <constraint firstItem="seg" firstAttribute="top" secondItem="root" secondAttribute="top" constant="400" id="c-10"/>
                <constraint firstItem="eq" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-11"/>
                <constraint firstItem="eq" firstAttribute="top" secondItem="root" secondAttribute="top" constant="450" id="c-12"/>
            </constraints>
        </view>
        """,
        extraRoot: """
            <resources>
                <image name="trash" catalog="system" width="117" height="128"/>
                <image name="chevron.left" catalog="system" width="97" height="128"/>
                <image name="eye" catalog="system" width="128" height="79"/>
                <image name="logo" width="40" height="30"/>
            </resources>
            """)

    func result(_ document: LayoutDocument, contentSize: ContentSizeCategory = .large) throws -> LayoutResult {
        let resolved = try document.materialized(for: TraitCollection(contentSize: contentSize))
        return try LayoutEngine(
            hierarchy: resolved.hierarchy, containerSize: LayoutSize(width: 393, height: 852), scale: 2,
            contentSize: contentSize, textMeasurer: FixedMetricsTextMeasurer()
        ).result()
    }

    /// By hand on a @2x screen, with the fixed-metrics measurer (half an em per
    /// character, one em high) and a symbol's longer side 1.17 × its point size:
    /// - `bin`: the body style's 17 points, so trash is 117/128 × 1.17 × 17 = 18.18 (18.5
    ///   on the pixel grid) by 1.17 × 17 = 19.89 (20); with 12 at the sides and 7 above
    ///   and below, 42.5 × 34 (recorded by Xcode: 48 × 34);
    /// - `big`: 30 points, 97/128 × 1.17 × 30 = 26.6 (27) by 35.1 (35.5): 51 × 49.5 (the
    ///   scale is not a configured button's: at the large scale's 1.3 it would be 64 × 60);
    /// - `go`: the 40 × 30 image leading "Go" (17 × 17, body): 40 + 17 + 24 by 30 + 14 = 81 × 44;
    /// - `pic`: the image alone, 64 × 44 (its 10-point title font does not size it);
    /// - `eye`: as high as any 17-point symbol, 19.89 (20), and 128/79 of that wide, 32.23
    ///   (32.5): 56.5 × 34 (FullyNoded's `eye` and `qrcode` buttons are recorded 34 high);
    /// - `seg`: "Primary" 45.5 + 19 and "All" 19.5 + 19 = 103; `eq`: 2 × (45.5 + 19) = 129.
    @Test("imported and solved, the frames are the hand-computed ones")
    func frames() throws {
        let result = try result(try firstDocument(Self.file))
        #expect(result.frames["bin"]?.inRoot == LayoutRect(x: 20, y: 20, width: 42.5, height: 34))
        #expect(result.frames["big"]?.inRoot == LayoutRect(x: 20, y: 100, width: 51, height: 49.5))
        #expect(result.frames["go"]?.inRoot == LayoutRect(x: 20, y: 200, width: 81, height: 44))
        #expect(result.frames["pic"]?.inRoot == LayoutRect(x: 20, y: 300, width: 64, height: 44))
        #expect(result.frames["eye"]?.inRoot == LayoutRect(x: 20, y: 350, width: 56.5, height: 34))
        #expect(result.frames["seg"]?.inRoot == LayoutRect(x: 20, y: 400, width: 103, height: 32))
        #expect(result.frames["eq"]?.inRoot == LayoutRect(x: 20, y: 450, width: 129, height: 32))
        #expect(result.ambiguous.isEmpty)
    }

    /// The default symbol follows the body style: 23 points at `extraExtraExtraLarge`, so
    /// trash is 24.6 (25) by 26.91 (27): 49 × 41. The 30-point symbol does not scale.
    @Test("a symbol drawn in the title's text style follows Dynamic Type")
    func dynamicType() throws {
        let result = try result(try firstDocument(Self.file), contentSize: .extraExtraExtraLarge)
        #expect(result.frames["bin"]?.inRoot == LayoutRect(x: 20, y: 20, width: 49, height: 41))
        #expect(result.frames["big"]?.inRoot == LayoutRect(x: 20, y: 100, width: 51, height: 49.5))
    }

    /// What the importer keeps: the symbol's size per point and font, the raster image's
    /// size and no font, and the segmented control's setting.
    func summary(_ document: LayoutDocument) -> [String] {
        document.root.subviews.map { view in
            let size = view.content.imageSize.map { "\(($0.width * 1000).rounded() / 1000)x\(($0.height * 1000).rounded() / 1000)" }
            return [
                view.id, size ?? "-", ConfiguredControlSizeTests.fontName(view.content.imageFont),
                view.content.title ?? "-", view.content.apportionsSegmentWidthsByContent ? "byContent" : "-",
            ].joined(separator: " ")
        }
    }

    static let expected = [
        "bin 1.069x1.17 body - -", "big 0.887x1.17 30pt - -", "go 40.0x30.0 - Go -", "pic 40.0x30.0 - - -", "eye 1.17x0.722 body - -",
        "seg - - - byContent", "eq - - - -",
    ]

    @Test("images, symbol fonts and segment widths are read, and survive every export")
    func roundTrips() throws {
        let document = try firstDocument(Self.file)
        #expect(summary(document) == Self.expected)
        for format in InterfaceBuilderWriter.Format.allCases {
            let text = InterfaceBuilderWriter.write(document, as: format)
            #expect(text.contains(#"apportionsSegmentWidthsByContent="YES""#), "\(format)")
            #expect(text.contains(#"<preferredSymbolConfiguration key="preferredSymbolConfigurationForImage""#), "\(format)")
            let again = try firstDocument(Data(text.utf8), fileName: "out." + format.rawValue)
            #expect(summary(again) == Self.expected, "\(format)")
            #expect(try result(again).frames == result(document).frames, "\(format)")
        }
        let json = DocumentWriter.write(document)
        #expect(json.contains(#""imageFont": "body""#), "\(json)")
        #expect(json.contains(#""apportionsSegmentWidthsByContent": true"#), "\(json)")
        #expect(summary(try DocumentReader.read(json, file: "again.json")) == Self.expected)
    }

    @Test("an imageFont without an image is refused at its key")
    func imageFontNeedsImage() {
        let text = #"{"layoutdb": 1, "name": "x", "root": {"id": "r", "subviews": [{"id": "b", "class": "UIButton", "buttonConfiguration": "plain", "imageFont": "body"}]}}"#
        #expect {
            _ = try DocumentReader.read(text, file: "bad.json")
        } throws: { error in
            "\(error)".contains("bad.json:1:") && "\(error)".contains("imageFont is the font of an SF Symbol image: give image too")
        }
    }
}
