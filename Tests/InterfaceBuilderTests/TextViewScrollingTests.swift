import Foundation
import LayoutInterchange
import LayoutModel
import Testing

/// A text view scrolls unless told not to (`isScrollEnabled`, UIKit's default true), and
/// a scrolling one has no intrinsic size, as any scroll view: Interface Builder's
/// `scrollEnabled="NO"` is the text view that sizes to its text. Before, every text view
/// was measured as the self-sizing kind, so one pinned by two edges never showed its
/// missing size.
@Suite("Text view scrolling")
struct TextViewScrollingTests {
    /// Two text views pinned by their leading and top edges only: the library one (no
    /// `scrollEnabled` attribute, so it scrolls) and one with scrolling disabled.
    static let file = xib("""
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Notes" translatesAutoresizingMaskIntoConstraints="NO" id="scrolls">
                    <rect key="frame" x="20" y="40" width="240" height="128"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
                </textView>
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" text="Notes" translatesAutoresizingMaskIntoConstraints="NO" id="sizes">
                    <rect key="frame" x="20" y="200" width="50" height="33"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
                </textView>
            </subviews>
            <constraints>
                <constraint firstItem="scrolls" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-1"/>
                <constraint firstItem="scrolls" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c-2"/>
                <constraint firstItem="sizes" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-3"/>
                <constraint firstItem="sizes" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c-4"/>
            </constraints>
        </view>
        """)

    func scrolling(_ document: LayoutDocument) -> [String: Bool] {
        Dictionary(uniqueKeysWithValues: document.root.subviews.map { ($0.id, $0.content.isScrollEnabled) })
    }

    @Test("a text view scrolls unless the file says scrollEnabled=\"NO\"")
    func importsScrolling() throws {
        #expect(scrolling(try firstDocument(Self.file)) == ["scrolls": true, "sizes": false])
    }

    /// The scrolling one is ambiguous in width and height; the other is its text's size
    /// (measured, so only its being determined is asserted here).
    @Test("solved, only the scrolling text view is ambiguous, in both dimensions")
    func scrollingIsAmbiguous() throws {
        let document = try firstDocument(Self.file)
        let resolved = try document.materialized(for: TraitCollection())
        let result = try LayoutEngine(
            hierarchy: resolved.hierarchy, containerSize: LayoutSize(width: 375, height: 667),
            textMeasurer: FixedMetricsTextMeasurer()
        ).result()
        #expect(result.ambiguous.map(\.item) == ["scrolls"])
        #expect(result.ambiguous.first?.components == [.width, .height])
    }

    @Test("scrolling survives export to both formats and the JSON format")
    func roundTrips() throws {
        let document = try firstDocument(Self.file)
        for format in InterfaceBuilderWriter.Format.allCases {
            let text = InterfaceBuilderWriter.write(document, as: format)
            #expect(text.components(separatedBy: #"scrollEnabled="NO""#).count == 2, "\(format)")
            #expect(scrolling(try firstDocument(Data(text.utf8), fileName: "out." + format.rawValue)) == scrolling(document))
        }
        let json = DocumentWriter.write(document)
        #expect(json.components(separatedBy: #""scrollEnabled": true"#).count == 2, "\(json)")
        #expect(scrolling(try DocumentReader.read(json, file: "again.json")) == scrolling(document))
    }
}
