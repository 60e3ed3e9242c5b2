import Foundation
import LayoutInterchange
import LayoutModel
import Testing

/// The sizes of an iOS 15 configured button (`<buttonConfiguration>`: its title, in its
/// `titleFontDescription` or the body style, with 12 at the sides and 7 above and below),
/// a page control (26 high) and a wheels date picker (216 high). Before, a configured
/// button was measured as a 15-point system button with 6 above and below (and an
/// image-only one by the library's "Button" title), and page controls and date pickers
/// had no size at all: pinned by one edge, they were ambiguous.
@Suite("Configured buttons, page controls and date pickers")
struct ConfiguredControlSizeTests {
    static let file = xib("""
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                    <rect key="frame" x="20" y="40" width="49" height="24"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="filled" title="Hello">
                        <fontDescription key="titleFontDescription" type="system" pointSize="10"/>
                    </buttonConfiguration>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="call">
                    <rect key="frame" x="20" y="100" width="58" height="31"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="tinted" title="Call"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bin">
                    <rect key="frame" x="20" y="150" width="24" height="31"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="plain" image="trash" catalog="system"/>
                </button>
                <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" translatesAutoresizingMaskIntoConstraints="NO" id="pages">
                    <rect key="frame" x="0.0" y="200" width="375" height="26"/>
                </pageControl>
                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" style="wheels" translatesAutoresizingMaskIntoConstraints="NO" id="wheel">
                    <rect key="frame" x="0.0" y="250" width="375" height="216"/>
                </datePicker>
                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" style="compact" translatesAutoresizingMaskIntoConstraints="NO" id="small">
                    <rect key="frame" x="0.0" y="500" width="375" height="36"/>
                </datePicker>
            </subviews>
            <constraints>
                <constraint firstItem="go" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-1"/>
                <constraint firstItem="go" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c-2"/>
                <constraint firstItem="call" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-3"/>
                <constraint firstItem="call" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c-4"/>
                <constraint firstItem="bin" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-5"/>
                <constraint firstItem="bin" firstAttribute="top" secondItem="root" secondAttribute="top" constant="150" id="c-6"/>
                <constraint firstItem="pages" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-7"/>
                <constraint firstItem="pages" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c-8"/>
                <constraint firstItem="pages" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c-9"/>
                <constraint firstItem="wheel" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-10"/>
                <constraint firstItem="wheel" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c-11"/>
                <constraint firstItem="wheel" firstAttribute="top" secondItem="root" secondAttribute="top" constant="250" id="c-12"/>
                <constraint firstItem="small" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-13"/>
                <constraint firstItem="small" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c-14"/>
                <constraint firstItem="small" firstAttribute="top" secondItem="root" secondAttribute="top" constant="500" id="c-15"/>
            </constraints>
        </view>
        """)

    func result(_ document: LayoutDocument, contentSize: ContentSizeCategory = .large) throws -> LayoutResult {
        let resolved = try document.materialized(for: TraitCollection(contentSize: contentSize))
        return try LayoutEngine(
            hierarchy: resolved.hierarchy, containerSize: LayoutSize(width: 375, height: 667), contentSize: contentSize,
            textMeasurer: FixedMetricsTextMeasurer()
        ).result()
    }

    /// By hand, with the fixed-metrics measurer (half an em per character, one em high):
    /// "Hello" at 10 pt is 25 × 10, so 25 + 24 by 10 + 14 = 49 × 24; "Call" in the body
    /// style (17 pt at `large`) is 34 × 17, so 58 × 31; the image-only button has no title
    /// (not the `<state>`'s "Button") but keeps a line: 24 × 31. The page control is 26
    /// high across the root, the wheels picker 216; the compact picker has no height.
    @Test("imported and solved, the frames are the hand-computed ones")
    func frames() throws {
        let result = try result(try firstDocument(Self.file))
        #expect(result.frames["go"]?.inRoot == LayoutRect(x: 20, y: 40, width: 49, height: 24))
        #expect(result.frames["call"]?.inRoot == LayoutRect(x: 20, y: 100, width: 58, height: 31))
        #expect(result.frames["bin"]?.inRoot == LayoutRect(x: 20, y: 150, width: 24, height: 31))
        #expect(result.frames["pages"]?.inRoot == LayoutRect(x: 0, y: 200, width: 375, height: 26))
        #expect(result.frames["wheel"]?.inRoot == LayoutRect(x: 0, y: 250, width: 375, height: 216))
        #expect(result.ambiguous.map(\.item) == ["small"])
        #expect(result.ambiguous.first?.components == [.height])
    }

    /// The body style follows Dynamic Type: at `extraExtraExtraLarge` it is 23 points, so
    /// "Call" is 46 + 24 by 23 + 14; the 10-point title does not scale.
    @Test("a configured button's default title follows the content size category")
    func dynamicType() throws {
        let result = try result(try firstDocument(Self.file), contentSize: .extraExtraExtraLarge)
        #expect(result.frames["call"]?.inRoot == LayoutRect(x: 20, y: 100, width: 70, height: 37))
        #expect(result.frames["go"]?.inRoot == LayoutRect(x: 20, y: 40, width: 49, height: 24))
    }

    func summary(_ document: LayoutDocument) -> [String] {
        document.root.subviews.map {
            [
                $0.id, $0.content.buttonConfiguration?.rawValue ?? "-", $0.content.title ?? "-",
                Self.fontName($0.content.font), $0.content.datePickerStyle?.rawValue ?? "-",
            ].joined(separator: " ")
        }
    }

    static func fontName(_ font: FontDescriptor?) -> String {
        switch font {
        case .system(let size, _): return "\(Int(size))pt"
        case .textStyle(let style): return style.rawValue
        case nil: return "-"
        }
    }

    @Test("configurations, titles, title fonts and picker styles are read from the file")
    func imports() throws {
        #expect(summary(try firstDocument(Self.file)) == [
            "go filled Hello 10pt -",
            "call tinted Call - -", "bin plain - - -", "pages - - - -", "wheel - - - wheels", "small - - - compact",
        ])
    }

    @Test("they survive export to both formats and the JSON format")
    func roundTrips() throws {
        let document = try firstDocument(Self.file)
        for format in InterfaceBuilderWriter.Format.allCases {
            let text = InterfaceBuilderWriter.write(document, as: format)
            #expect(text.contains(#"<buttonConfiguration key="configuration" style="filled" title="Hello">"#), "\(format)")
            #expect(text.contains(#"<fontDescription key="titleFontDescription" type="system" pointSize="10"/>"#))
            #expect(summary(try firstDocument(Data(text.utf8), fileName: "out." + format.rawValue)) == summary(document))
        }
        let json = DocumentWriter.write(document)
        #expect(json.contains(#""buttonConfiguration": "tinted""#), "\(json)")
        #expect(json.contains(#""datePickerStyle": "wheels""#), "\(json)")
        #expect(summary(try DocumentReader.read(json, file: "again.json")) == summary(document))
    }

    @Test("an unknown configuration or picker style is refused naming the attribute")
    func badStyles() throws {
        for (element, message) in [
            (#"<button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="0" width="10" height="10"/><buttonConfiguration key="configuration" style="glass" title="A"/></button>"#,
             #"style="glass" is not a button configuration style (plain, gray, tinted, filled)"#),
            (#"<datePicker contentMode="scaleToFill" style="dial" translatesAutoresizingMaskIntoConstraints="NO" id="d"><rect key="frame" x="0" y="0" width="10" height="10"/></datePicker>"#,
             #"style="dial" is not a date picker style (automatic, compact, inline, wheels)"#),
        ] {
            let bad = xib("""
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>\(element)</subviews>
                </view>
                """)
            #expect {
                _ = try InterfaceBuilderDocument.parse(data: bad, fileName: "bad.xib")
            } throws: { error in
                "\(error)".contains(message)
            }
        }
    }

    /// Three segmented controls pinned by their leading and top edges. With the
    /// fixed-metrics measurer a 13-point title is 6.5 per character: "First"/"Second" is
    /// two segments of 39 + 19, 116 wide and 32 high (its 31-point alignment rectangle and
    /// the point below it); "A"/"Bb"/"" is three of 13 + 19, 96 (an image segment counts,
    /// with no title); one whose file lists no segments has no intrinsic width and is
    /// ambiguous in width, as before.
    @Test("a segmented control is its segments, each as wide as the widest title plus 19")
    func segmentedControls() throws {
        let file = xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="two">
                        <rect key="frame" x="20" y="40" width="116" height="32"/>
                        <segments>
                            <segment title="First"/>
                            <segment title="Second"/>
                        </segments>
                    </segmentedControl>
                    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="three">
                        <rect key="frame" x="20" y="100" width="96" height="32"/>
                        <segments>
                            <segment title="A"/>
                            <segment title="Bb"/>
                            <segment title="" image="star"/>
                        </segments>
                    </segmentedControl>
                    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" translatesAutoresizingMaskIntoConstraints="NO" id="bare">
                        <rect key="frame" x="20" y="160" width="96" height="32"/>
                    </segmentedControl>
                </subviews>
                <constraints>
                    <constraint firstItem="two" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-1"/>
                    <constraint firstItem="two" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c-2"/>
                    <constraint firstItem="three" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-3"/>
                    <constraint firstItem="three" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c-4"/>
                    <constraint firstItem="bare" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-5"/>
                    <constraint firstItem="bare" firstAttribute="top" secondItem="root" secondAttribute="top" constant="160" id="c-6"/>
                </constraints>
            </view>
            """)
        let document = try firstDocument(file)
        #expect(document.root.subviews.map(\.content.segments) == [["First", "Second"], ["A", "Bb", ""], []])
        let result = try result(document)
        #expect(result.frames["two"]?.inRoot == LayoutRect(x: 20, y: 40, width: 116, height: 32))
        #expect(result.frames["three"]?.inRoot == LayoutRect(x: 20, y: 100, width: 96, height: 32))
        #expect(result.ambiguous.map(\.item) == ["bare"])
        #expect(result.ambiguous.first?.components == [.width])

        for format in InterfaceBuilderWriter.Format.allCases {
            let text = InterfaceBuilderWriter.write(document, as: format)
            #expect(text.contains(#"<segment title="Second"/>"#), "\(format)")
            let again = try firstDocument(Data(text.utf8), fileName: "out." + format.rawValue)
            #expect(again.root.subviews.map(\.content.segments) == [["First", "Second"], ["A", "Bb", ""], []])
        }
        let json = DocumentWriter.write(document)
        #expect(json.contains(#""segments": ["#), "\(json)")
        #expect(try DocumentReader.read(json, file: "again.json").root.subviews.map(\.content.segments)
            == [["First", "Second"], ["A", "Bb", ""], []])
    }
}
