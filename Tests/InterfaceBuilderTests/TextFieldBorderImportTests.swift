import Foundation
import LayoutInterchange
import LayoutModel
import Testing

/// Text field border styles read from Interface Builder files and written back
/// (FIDELITY.md, "Text measurement against recorded frames"). Before, every text field
/// was padded as a rounded rectangle whatever its `borderStyle`.
@Suite("Text field borders from Interface Builder")
struct TextFieldBorderImportTests {
    /// Fields with three border styles (none is written as no attribute).
    static let file = xib("""
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="Plain" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="none">
                    <rect key="frame" x="20" y="140" width="100" height="22"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Round" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="round">
                    <rect key="frame" x="20" y="180" width="100" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="line" placeholder="Line" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                    <rect key="frame" x="20" y="230" width="100" height="30"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
            </subviews>
        </view>
        """)

    func views(_ data: Data, fileName: String = "t.xib") throws -> [String: ViewNode] {
        let document = try firstDocument(data, fileName: fileName)
        return Dictionary(uniqueKeysWithValues: document.root.subviews.map { ($0.id, $0) })
    }

    @Test("a text field's border style: none when the file writes none, else the file's")
    func borderStyles() throws {
        let views = try views(Self.file)
        #expect(views["none"]?.content.borderStyle == TextFieldBorderStyle.none)
        #expect(views["round"]?.content.borderStyle == .roundedRect)
        #expect(views["line"]?.content.borderStyle == .line)
    }

    @Test("an unknown border style is refused, naming the file and line")
    func unknownBorderStyle() throws {
        let text = String(decoding: Self.file, as: UTF8.self).replacingOccurrences(of: #"borderStyle="line""#, with: #"borderStyle="dotted""#)
        #expect {
            _ = try InterfaceBuilderDocument.parse(data: Data(text.utf8), fileName: "Fields.xib")
        } throws: { error in
            "\(error)" == "Fields.xib:18: borderStyle=\"dotted\" is not a text field border style (none, line, bezel, roundedRect)"
        }
    }

    @Test("border styles survive export to both formats")
    func exportRoundTrip() throws {
        let document = try #require(try InterfaceBuilderDocument.parse(data: Self.file, fileName: "t.xib").first)
        for format in InterfaceBuilderWriter.Format.allCases {
            let text = InterfaceBuilderWriter.write(document, as: format)
            let again = try views(Data(text.utf8), fileName: "out." + format.rawValue)
            for id in ["none", "round", "line"] {
                #expect(again[id]?.content.borderStyle == document.root.subviews.first { $0.id == id }?.content.borderStyle, "\(format) \(id)")
            }
        }
    }
}
