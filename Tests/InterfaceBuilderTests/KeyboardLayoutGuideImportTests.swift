import Foundation
import LayoutDB
import LayoutInterchange
import LayoutModel
import Testing

/// `<keyboardLayoutGuide key="keyboard">` (Xcode 13 and later), the view's
/// `keyboardLayoutGuide`: imported as `V.keyboard`, solved with the keyboard hidden,
/// written back by both exporters. KeePassium's storyboards pin their content's bottom to
/// it and record that bottom at the safe area's: 862 on a 6.1-inch canvas (896 − 34),
/// 568 on a 4-inch one (no bottom inset).
@Suite("Interface Builder keyboard layout guide")
struct KeyboardLayoutGuideImportTests {
    /// A KeePassium-like controller on `device` (`width`×`height`): `content` fills the
    /// root down to the keyboard guide's top, and `button` (30 high) sits 20 above the
    /// content's bottom; `contentHeight` is the content's recorded height.
    static func storyboard(device: String, width: Double, height: Double, contentHeight: Double) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-1">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s-1"><objects>
                        <viewController id="vc-1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root-1">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content-1" userLabel="KeyboardAdjView">
                                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(contentHeight)"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="button-1">
                                                <rect key="frame" x="20" y="\(contentHeight - 50)" width="100" height="30"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="100" id="bw-1"/>
                                                    <constraint firstAttribute="height" constant="30" id="bh-1"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="button-1" firstAttribute="leading" secondItem="content-1" secondAttribute="leading" constant="20" id="bl-1"/>
                                            <constraint firstAttribute="bottom" secondItem="button-1" secondAttribute="bottom" constant="20" id="bb-1"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe-1"/>
                                <keyboardLayoutGuide key="keyboard" id="kb-1"/>
                                <constraints>
                                    <constraint firstItem="content-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" id="ct-1"/>
                                    <constraint firstItem="content-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" id="cl-1"/>
                                    <constraint firstAttribute="trailing" secondItem="content-1" secondAttribute="trailing" id="cr-1"/>
                                    <constraint firstItem="content-1" firstAttribute="bottom" secondItem="kb-1" secondAttribute="top" id="cb-1"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>

            """.utf8)
    }

    static let notched = storyboard(device: "retina6_1", width: 414, height: 896, contentHeight: 862)
    static let fourInch = storyboard(device: "retina4_0", width: 320, height: 568, contentHeight: 568)

    func frames(_ document: LayoutDocument, device: String) throws -> [String: LayoutRect] {
        let solved = try LayoutSolving.solve(
            document, revision: nil, setup: SolveSetup(configuration: DeviceConfiguration(deviceNamed: device)))
        #expect(solved.diagnostics.isEmpty, "\(solved.diagnostics)")
        return Dictionary(uniqueKeysWithValues: solved.views.map { ($0.id, $0.frame) })
    }

    @Test("the guide imports as ROOT.keyboard, keeping its IB id")
    func imports() throws {
        let scene = try #require(try InterfaceBuilderDocument.importFile(data: Self.notched, fileName: "t.storyboard").scenes.first)
        let constraint = try #require(scene.document.constraint(ib: "cb-1"))
        #expect(constraint.second == AnchorReference(ItemReference("root_1", guide: .keyboard), .top))
        #expect(scene.sourceIDs["root_1.keyboard"] == "kb-1")
    }

    /// The design canvas's frames: content (0, 0, 414, 862) and the button 20 above its
    /// bottom, (20, 812, 100, 30); on the 4-inch canvas the content is the whole 320×568
    /// root and the button at y 568 − 50 = 518.
    @Test("KeePassium-like content lands at the recorded frames on a notched and a 4-inch canvas")
    func recordedFrames() throws {
        expectAllMatch(Self.notched, compared: 2, fileName: "t.storyboard")
        expectAllMatch(Self.fourInch, compared: 2, fileName: "t.storyboard")
        let document = try InterfaceBuilderDocument.importFile(data: Self.notched, fileName: "t.storyboard").documents[0]
        let notched = try frames(document, device: "retina6_1")
        #expect(notched["content_1"] == LayoutRect(x: 0, y: 0, width: 414, height: 862))
        #expect(notched["button_1"] == LayoutRect(x: 20, y: 812, width: 100, height: 30))
        // The same document on an iPhone 8 (375×667, no bottom inset): content 667 high.
        let homeButton = try frames(document, device: "retina4_7")
        #expect(homeButton["content_1"] == LayoutRect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("storyboard, xib and JSON exports write the guide back and solve to the same frames")
    func roundTrip() throws {
        let document = try InterfaceBuilderDocument.importFile(data: Self.notched, fileName: "t.storyboard").documents[0]
        let expected = try frames(document, device: "retina6_1")
        for format in InterfaceBuilderWriter.Format.allCases {
            let text = InterfaceBuilderWriter.write(document, as: format, device: ("retina6_1", .portrait))
            #expect(text.contains(#"<keyboardLayoutGuide key="keyboard" id=""#), "\(format)")
            let again = try InterfaceBuilderDocument.importFile(data: Data(text.utf8), fileName: "out." + format.rawValue)
            try #require(again.documents.count == 1)
            let constraint = try #require(again.documents[0].constraint(ib: "cb-1"))
            #expect(constraint.second?.item.guide == .keyboard, "\(format)")
            #expect(try frames(again.documents[0], device: "retina6_1") == expected, "\(format)")
        }
        let json = DocumentWriter.write(document)
        #expect(json.contains("root_1.keyboard.top"))
        let read = try DocumentReader.read(json, file: "d.json")
        #expect(read == document)
        #expect(try frames(read, device: "retina6_1") == expected)
    }
}
