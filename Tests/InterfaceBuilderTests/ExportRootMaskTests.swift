import Foundation
import LayoutInterchange
import LayoutModel
import Testing

/// A root's autoresizing mask on export is what the file it came from said: a controller
/// view saved with `translatesAutoresizingMaskIntoConstraints="NO"` and no mask
/// (OneSignal's example) comes back with none, while a root layoutdb made keeps the
/// flexible mask Xcode gives a new controller view.
@Suite("Exporting a root's autoresizing mask")
struct ExportRootMaskTests {
    /// A storyboard whose controller view does not translate its mask and has none.
    static let storyboard = Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="s-1"><objects>
                    <viewController id="c-1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v-1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b-1">
                                    <rect key="frame" x="0.0" y="20" width="375" height="100"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="b-1" firstAttribute="leading" secondItem="v-1" secondAttribute="leading" id="l-1"/>
                                <constraint firstItem="b-1" firstAttribute="top" secondItem="v-1" secondAttribute="top" constant="20" id="t-1"/>
                                <constraint firstAttribute="trailing" secondItem="b-1" secondAttribute="trailing" id="r-1"/>
                                <constraint firstItem="b-1" firstAttribute="height" constant="100" id="h-1"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects><point key="canvasLocation" x="0" y="0"/></scene>
            </scenes>
        </document>

        """.utf8)

    static func importOne(_ data: Data, fileName: String) throws -> LayoutDocument {
        try #require(try InterfaceBuilderDocument.importFile(data: data, fileName: fileName).documents.first)
    }

    @Test("a root saved without a mask is exported without one, and imports back the same", arguments: [InterfaceBuilderWriter.Format.storyboard, .xib])
    func aRootWithoutAMaskKeepsNone(kind: InterfaceBuilderWriter.Format) throws {
        let document = try Self.importOne(Self.storyboard, fileName: "Main.storyboard")
        #expect(!document.root.translatesAutoresizingMaskIntoConstraints)
        #expect(document.root.autoresizingMask.isEmpty)
        let text = InterfaceBuilderWriter.write(document, as: kind)
        #expect(!text.contains("autoresizingMask"), "\(text)")
        let again = try Self.importOne(Data(text.utf8), fileName: "out.\(kind)")
        #expect(again.root.autoresizingMask.isEmpty)
        #expect(!again.root.translatesAutoresizingMaskIntoConstraints)
    }

    /// A controller view that translates its mask but was saved with an empty one, as
    /// OsmAnd's resource screens and Siskin's chat list are.
    static let emptyMaskStoryboard = Data(
        String(decoding: storyboard, as: UTF8.self).replacingOccurrences(
            of: #"<view key="view" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v-1">"#,
            with: #"<view key="view" contentMode="scaleToFill" id="v-1">"#
        ).replacingOccurrences(
            of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
            with: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/><autoresizingMask key="autoresizingMask"/>"#
        ).utf8)

    @Test("a root saved with an empty mask is exported with an empty one, and imports back the same", arguments: [InterfaceBuilderWriter.Format.storyboard, .xib])
    func aRootWithAnEmptyMaskKeepsIt(kind: InterfaceBuilderWriter.Format) throws {
        let document = try Self.importOne(Self.emptyMaskStoryboard, fileName: "Main.storyboard")
        #expect(document.root.translatesAutoresizingMaskIntoConstraints)
        #expect(document.root.autoresizingMask.isEmpty)
        let text = InterfaceBuilderWriter.write(document, as: kind)
        #expect(text.contains(#"<autoresizingMask key="autoresizingMask"/>"#), "\(text)")
        #expect(!text.contains("widthSizable"), "\(text)")
        let again = try Self.importOne(Data(text.utf8), fileName: "out.\(kind)")
        #expect(again.root.autoresizingMask.isEmpty)
        #expect(again.root.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("a root layoutdb made still gets Xcode's flexible mask")
    func aJSONRootGetsTheFlexibleMask() throws {
        let document = LayoutDocument(name: "plain", root: ViewNode(id: "root"))
        let text = InterfaceBuilderWriter.write(document, as: .storyboard)
        #expect(text.contains(#"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#), "\(text)")
    }
}
