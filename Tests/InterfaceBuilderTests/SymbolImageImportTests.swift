import Foundation
import LayoutInterchange
import LayoutModel
import Testing

/// SF Symbols image views (`catalog="system"`): their resource records the glyph's box at
/// 128 points, not a size, so the importer keeps the symbol configuration's font and the
/// size per point of it (``SymbolImageSizing``), and a fidelity check takes the size Xcode
/// recorded. Before, a `chevron.right` image view was 97 × 128 points where Xcode draws
/// about 12 × 17 (the fourth wild sweep: LoopKit, Zotero, Nextcloud Talk, Loop, xDrip), and
/// an image named by an `<imageReference>` (Xcode 12 on) had no size at all.
@Suite("Interface Builder SF Symbols images")
struct SymbolImageImportTests {
    /// A 414-wide xib view with three image views pinned by their top-left corner only:
    /// a `chevron.right` symbol at 20 points, large scale, semibold, recorded 16 × 21; a
    /// plain image named through an `<imageReference>`, recorded at its 40 × 30; a symbol
    /// with no configuration, named by attributes, recorded 13 × 16.5.
    static func xib(chevronFrame: String = #"x="10" y="10" width="16" height="21""#) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="chv">
                                <rect key="frame" \(chevronFrame)/>
                                <imageReference key="image" image="chevron.right" catalog="system" symbolScale="large"/>
                                <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="20" scale="large" weight="semibold"/>
                            </imageView>
                            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pln">
                                <rect key="frame" x="10" y="60" width="40" height="30"/>
                                <imageReference key="image" image="logo"/>
                            </imageView>
                            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="chevron.right" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="dft">
                                <rect key="frame" x="10" y="110" width="13" height="16.5"/>
                            </imageView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="chv" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="10" id="c1"/>
                            <constraint firstItem="chv" firstAttribute="top" secondItem="top" secondAttribute="top" constant="10" id="c2"/>
                            <constraint firstItem="pln" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="10" id="c3"/>
                            <constraint firstItem="pln" firstAttribute="top" secondItem="top" secondAttribute="top" constant="60" id="c4"/>
                            <constraint firstItem="dft" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="10" id="c5"/>
                            <constraint firstItem="dft" firstAttribute="top" secondItem="top" secondAttribute="top" constant="110" id="c6"/>
                        </constraints>
                    </view>
                </objects>
                <resources>
                    <image name="chevron.right" catalog="system" width="97" height="128"/>
                    <image name="logo" width="40" height="30"/>
                </resources>
            </document>
            """.utf8)
    }

    static func view(_ id: String, in document: LayoutDocument) -> ViewNode? {
        document.root.subviews.first { $0.id == id }
    }

    /// The symbol keeps its configuration's font and the box per point:
    /// 97 / 128 × 1.17 × 1.3 wide and 1.17 × 1.3 high at the large scale, 1.17 at the
    /// medium one; the plain image its resource's size and no font.
    @Test("a symbol keeps its configuration's font and its size per point; an image reference its resource's size")
    func importsSymbols() throws {
        let document = try #require(try InterfaceBuilderDocument.parse(data: Self.xib(), fileName: "t.xib").first)
        let chevron = try #require(Self.view("chv", in: document))
        #expect(chevron.content.font == .system(size: 20, weight: .semibold))
        let perPoint = try #require(chevron.content.imageSize)
        #expect(abs(perPoint.width - 97.0 / 128 * 1.17 * 1.3) < 1e-12 && abs(perPoint.height - 1.17 * 1.3) < 1e-12)
        let plain = try #require(Self.view("pln", in: document))
        #expect(plain.content.font == nil && plain.content.imageSize == LayoutSize(width: 40, height: 30))
        let bare = try #require(Self.view("dft", in: document))
        #expect(bare.content.font == .system(size: 17, weight: .regular))
        #expect(abs((bare.content.imageSize?.height ?? 0) - 1.17) < 1e-12)
    }

    /// With `--intrinsic-from recorded` the symbols take their recorded 16 × 21 and
    /// 13 × 16.5 (the 128-point box made the first 97 × 128 wide before), and the plain
    /// image its 40 × 30: all three match.
    @Test("a fidelity check takes a symbol's recorded size")
    func fidelity() {
        expectAllMatch(Self.xib(), compared: 3, fileName: "t.xib")
    }

    /// Exported as a xib (a symbol resource at 128 and a point-size configuration) and
    /// imported again: the same font and size per point.
    @Test("a symbol image view survives export and re-import")
    func roundTrip() throws {
        let document = try #require(try InterfaceBuilderDocument.parse(data: Self.xib(), fileName: "t.xib").first)
        for format in InterfaceBuilderWriter.Format.allCases {
            let text = InterfaceBuilderWriter.write(document, as: format)
            #expect(text.contains(#"catalog="system""#), "\(format)")
            let again = try #require(try InterfaceBuilderDocument.parse(data: Data(text.utf8), fileName: "t." + format.rawValue).first)
            for id in ["chv", "pln", "dft"] {
                let before = try #require(Self.view(id, in: document)).content
                let after = try #require(Self.view(id, in: again)).content
                #expect(before.font == after.font, "\(format) \(id)")
                let size = try #require(after.imageSize)
                let original = try #require(before.imageSize)
                #expect(abs(size.width - original.width) < 1e-9 && abs(size.height - original.height) < 1e-9, "\(format) \(id)")
            }
        }
    }
}
