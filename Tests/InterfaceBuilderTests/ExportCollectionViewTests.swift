import Foundation
import LayoutInterchange
import LayoutModel
import Testing

/// A collection view's section header comes after its `<cells>` in Xcode's files, as a
/// keyed child. The writer put it in `<subviews>`, before the cells, so a re-import
/// swapped the cell and the header (FIDELITY.md, "Unseen files (session 4)").
@Suite("Interface Builder export of collection views")
struct ExportCollectionViewTests {
    static let storyboard = Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-1"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="cv">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <cells>
                                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cell">
                                            <rect key="frame" x="0.0" y="40" width="50" height="50"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        </collectionViewCell>
                                    </cells>
                                    <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="head">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </collectionReusableView>
                                </collectionView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="cv" firstAttribute="top" secondItem="root" secondAttribute="top" id="c-1"/>
                                <constraint firstItem="cv" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-2"/>
                                <constraint firstAttribute="trailing" secondItem="cv" secondAttribute="trailing" id="c-3"/>
                                <constraint firstAttribute="bottom" secondItem="cv" secondAttribute="bottom" id="c-4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>

        """.utf8)

    /// The cell, then the header, in the document as in the file; the same after an
    /// export as storyboard or xib and a re-import, the header written keyed after the
    /// cells.
    @Test("a collection view's header is written after its cells and keeps its place")
    func headerAfterCells() throws {
        let original = try #require(try InterfaceBuilderDocument.parse(data: Self.storyboard, fileName: "t.storyboard").first)
        func children(_ document: LayoutDocument) -> [String] {
            document.root.subviews.first?.subviews.map { "\($0.id) \($0.className)" } ?? []
        }
        #expect(children(original) == ["cell UICollectionViewCell", "head UICollectionReusableView"])
        for format in InterfaceBuilderWriter.Format.allCases {
            let text = InterfaceBuilderWriter.write(original, as: format, device: ("retina4_7", .portrait))
            let cells = try #require(text.range(of: "</cells>"))
            let header = try #require(text.range(of: "<collectionReusableView key=\"sectionHeaderView\""))
            #expect(cells.upperBound <= header.lowerBound, "\(format)")
            #expect(!text.contains("<subviews>\n                                    <collectionReusableView"))
            let again = try #require(try InterfaceBuilderDocument.parse(data: Data(text.utf8), fileName: "out." + format.rawValue).first)
            #expect(children(again) == children(original), "\(format)")
        }
    }
}
