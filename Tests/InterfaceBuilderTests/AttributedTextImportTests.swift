import Foundation
import LayoutInterchange
import LayoutModel
import Testing

/// A label's `<attributedString key="attributedText">` read from an Interface Builder file
/// (FIDELITY.md, "Text measurement against recorded frames"). Before, a label with only
/// attributed text had no text and measured 0 × 0.
@Suite("Attributed text from Interface Builder")
struct AttributedTextImportTests {
    /// The three ways Xcode writes a fragment's run (a `content` attribute, a child
    /// `<string key="content">`, a `<mutableString key="content">`), and a run in a larger
    /// font. The empty `text` attribute loses to the attributed text, as in UIKit.
    static let file = xib("""
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="lab">
                    <rect key="frame" x="20" y="100" width="200" height="21"/>
                    <attributedString key="attributedText">
                        <fragment content="Please visit ">
                            <attributes>
                                <font key="NSFont" metaFont="system" size="14"/>
                            </attributes>
                        </fragment>
                        <fragment>
                            <string key="content">our site</string>
                            <attributes>
                                <font key="NSFont" metaFont="systemBold" size="17"/>
                                <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                            </attributes>
                        </fragment>
                        <fragment>
                            <mutableString key="content">.</mutableString>
                            <attributes>
                                <font key="NSFont" size="14" name="Courier"/>
                            </attributes>
                        </fragment>
                    </attributedString>
                    <nil key="highlightedColor"/>
                </label>
            </subviews>
        </view>
        """)

    func label(_ data: Data, fileName: String = "t.xib") throws -> ViewNode {
        let document = try firstDocument(data, fileName: fileName)
        return try #require(document.root.subviews.first { $0.id == "lab" })
    }

    @Test("a label's attributed text is its fragments in order, in the largest run's font")
    func attributedLabel() throws {
        let label = try label(Self.file)
        #expect(label.content.text == "Please visit our site.")
        #expect(label.content.font == .system(size: 17, weight: .bold))
        // It measures its text: 22 characters at 17 pt (FixedMetricsTextMeasurer: half the
        // size a character) by one 17-point line.
        let metrics = IntrinsicContentSizing.metrics(
            of: label, category: .large, displayScale: 2, measurer: FixedMetricsTextMeasurer())
        #expect(metrics.intrinsicContentSize == IntrinsicContentSize(width: 187, height: 17))
    }

    @Test("exported, an attributed label is plain text in its font")
    func export() throws {
        let document = try #require(try InterfaceBuilderDocument.parse(data: Self.file, fileName: "t.xib").first)
        for format in InterfaceBuilderWriter.Format.allCases {
            let again = try label(Data(InterfaceBuilderWriter.write(document, as: format).utf8), fileName: "out." + format.rawValue)
            #expect(again.content.text == "Please visit our site.", "\(format)")
            #expect(again.content.font == .system(size: 17, weight: .bold), "\(format)")
        }
    }
}
