import Foundation
import LayoutDB
import LayoutInterchange
import LayoutModel
import Testing

/// The status bar and safe area of the design canvas (``DesignCanvas``), on hand-written
/// files for a 4.7-inch iPhone (375 × 667, a 20-pt status bar and nothing else on top),
/// with a view pinned to the safe area's top whose recorded frame is computed by hand. The
/// rules come from the unseen files of FIDELITY.md ("Unseen files (session 4)").
@Suite("Interface Builder design canvas status bar")
struct DesignCanvasStatusBarTests {
    let files = ContainmentBehaviourTests()

    func expectAllMatch(_ data: Data, compared: Int, fileName: String = "t.storyboard", sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        InterfaceBuilderTests.expectAllMatch(data, compared: compared, fileName: fileName, sourceLocation: sourceLocation)
    }

    /// Xcode 8–10 and 14.1 on draw the status bar: the 100-high view is at y 20. Xcode 11
    /// (`toolsVersion` 15505) drew none on a phone without a notch: it is at y 0.
    @Test("Xcode 11 drew a phone without a notch with no status bar")
    func xcode11() {
        let atTwenty = files.controllerScene("one", height: 667, box: LayoutRect(x: 0, y: 20, width: 375, height: 100), pinBottom: false)
        let atZero = files.controllerScene("one", height: 667, box: LayoutRect(x: 0, y: 0, width: 375, height: 100), pinBottom: false)
        expectAllMatch(files.storyboard(atTwenty, toolsVersion: "14460.31"), compared: 1)
        expectAllMatch(files.storyboard(atTwenty, toolsVersion: "21701"), compared: 1)
        expectAllMatch(files.storyboard(atZero, toolsVersion: "15505"), compared: 1)
        expectAllMatch(files.storyboard(atZero, toolsVersion: "16097.2"), compared: 1)
    }

    /// Xcode 12 and 13.0 (`toolsVersion` 17156 to 19162) drew none either, on a 4.7-inch
    /// and a 4-inch canvas (ProtonVPN, Agora's examples and WooCommerce record their views
    /// under the safe area at y 0), and neither did Xcode 13.2 to 14.0 (19529 to 21225; the
    /// thirteenth sweep: the EU certificate verifier and TensorFlow Lite's object detection
    /// example record their views under the safe area at y 0, Mixpanel's and Red5 Pro's
    /// demos, Kodeco's animation projects and HERE's positioning example theirs under the
    /// top layout guide); Xcode 14.2 (21701) and later draw it again (Bluefruit's and
    /// Twilio's examples record y 20).
    @Test("Xcode 12 to 14.0 drew a phone without a notch with no status bar too")
    func xcode12And13() {
        let atTwenty = files.controllerScene("one", height: 667, box: LayoutRect(x: 0, y: 20, width: 375, height: 100), pinBottom: false)
        let atZero = files.controllerScene("one", height: 667, box: LayoutRect(x: 0, y: 0, width: 375, height: 100), pinBottom: false)
        expectAllMatch(files.storyboard(atZero, toolsVersion: "17156"), compared: 1)
        expectAllMatch(files.storyboard(atZero, toolsVersion: "18122"), compared: 1)
        expectAllMatch(files.storyboard(atZero, toolsVersion: "19162"), compared: 1)
        expectAllMatch(files.storyboard(atZero, toolsVersion: "19529"), compared: 1)
        expectAllMatch(files.storyboard(atZero, toolsVersion: "20037"), compared: 1)
        expectAllMatch(files.storyboard(atZero, toolsVersion: "21225"), compared: 1)
        expectAllMatch(files.storyboard(atTwenty, toolsVersion: "21701"), compared: 1)
        expectAllMatch(files.storyboard(atTwenty, toolsVersion: "22505"), compared: 1)
        let fiveInch = files.controllerScene(
            "one", width: 414, height: 736, box: LayoutRect(x: 0, y: 0, width: 414, height: 100), pinBottom: false)
        expectAllMatch(files.storyboard(fiveInch, toolsVersion: "19529", device: "retina5_5"), compared: 1)
        let small = files.controllerScene(
            "one", width: 320, height: 568, box: LayoutRect(x: 0, y: 0, width: 320, height: 100), pinBottom: false)
        expectAllMatch(files.storyboard(small, toolsVersion: "19162", device: "retina4_0"), compared: 1)
    }

    /// The same canvases under the legacy top layout guide: Mixpanel's demo (Xcode 13.3,
    /// `toolsVersion` 20037, a 4.7-inch canvas) records its login controller's first label,
    /// 49 below the guide, at y 49, so the guide is at 0; Twilio's video examples (22505)
    /// record theirs 20 lower, at the status bar.
    @Test("the top layout guide is at 0 where the canvas drew no status bar")
    func topLayoutGuide() {
        func file(_ toolsVersion: String, labelY: Double) -> Data {
            files.storyboard(
                """
                <scene sceneID="s-one"><objects>
                    <viewController id="one" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="tlg"/>
                            <viewControllerLayoutGuide type="bottom" id="blg"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="v-one">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b-one">
                                    <rect key="frame" x="16" y="\(labelY)" width="260" height="21"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="260" id="w-one"/>
                                        <constraint firstAttribute="height" constant="21" id="h-one"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="b-one" firstAttribute="leading" secondItem="v-one" secondAttribute="leading" constant="16" id="l-one"/>
                                <constraint firstItem="b-one" firstAttribute="top" secondItem="tlg" secondAttribute="bottom" constant="49" id="t-one"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene>
                """, toolsVersion: toolsVersion)
        }
        expectAllMatch(file("20037", labelY: 49), compared: 1)
        expectAllMatch(file("22505", labelY: 69), compared: 1)
    }

    /// Xcode 11 drew a phone with a notch with its status bar all the same: on a 5.8-inch
    /// canvas (375 × 812, 44 on top) the 100-high view under the safe area is at y 44.
    @Test("Xcode 11 drew a phone with a notch with its top inset")
    func xcode11Notch() {
        let scene = files.controllerScene("one", height: 812, box: LayoutRect(x: 0, y: 44, width: 375, height: 100), pinBottom: false)
        expectAllMatch(files.storyboard(scene, toolsVersion: "15505", device: "retina5_9"), compared: 1)
        expectAllMatch(files.storyboard(scene, toolsVersion: "19529", device: "retina5_9"), compared: 1)
    }

    /// The top inset of a notched iPhone's canvas is the one the file's Xcode drew
    /// (``CanvasNotchInset``): a 6.1-inch canvas (414 × 896) puts the view under the safe
    /// area at y 44 before Xcode 14 and at the catalog's 48 after; a 5.8-inch one (375 ×
    /// 812) at the catalog's 44 before and at 50 after. Xcode 14's beta (21208.1: Twilio's
    /// video app) still drew 44 on the 6.1-inch canvas, Xcode 14.0 (21225: EFR Connect's
    /// four demo screens) 48.
    @Test("a notched iPhone's canvas has the top inset of the Xcode that saved the file")
    func notchTopInset() {
        func file(_ device: String, _ toolsVersion: String, width: Double, height: Double, top: Double) -> Data {
            let scene = files.controllerScene(
                "one", width: width, height: height, box: LayoutRect(x: 0, y: top, width: width, height: 100), pinBottom: false)
            return files.storyboard(scene, toolsVersion: toolsVersion, device: device)
        }
        expectAllMatch(file("retina6_1", "19162", width: 414, height: 896, top: 44), compared: 1)
        expectAllMatch(file("retina6_1", "21208.1", width: 414, height: 896, top: 44), compared: 1)
        expectAllMatch(file("retina6_1", "21225", width: 414, height: 896, top: 48), compared: 1)
        expectAllMatch(file("retina6_1", "22505", width: 414, height: 896, top: 48), compared: 1)
        expectAllMatch(file("retina5_9", "19455", width: 375, height: 812, top: 44), compared: 1)
        expectAllMatch(file("retina5_9", "22505", width: 375, height: 812, top: 50), compared: 1)
    }

    /// The iPhone 12 canvases, `retina6_0` (390 × 844) and `retina6_7` (428 × 926), whose
    /// catalog inset is 47: Xcode 12 and 13 drew 44 on them, as on the 6.1-inch one, so the
    /// view under the safe area is at y 44 in a file of `toolsVersion` 17701 or 19529 (the
    /// twelfth sweep: TensorFlow Lite's examples, Pocket Casts and the EU certificate
    /// wallet record it there) and at 47 from Xcode 14 on.
    @Test("the iPhone 12 canvases had a 44-point top inset before Xcode 14")
    func iPhone12CanvasesBeforeXcode14() {
        func file(_ device: String, _ toolsVersion: String, width: Double, height: Double, top: Double) -> Data {
            let scene = files.controllerScene(
                "one", width: width, height: height, box: LayoutRect(x: 0, y: top, width: width, height: 100), pinBottom: false)
            return files.storyboard(scene, toolsVersion: toolsVersion, device: device)
        }
        expectAllMatch(file("retina6_0", "19529", width: 390, height: 844, top: 44), compared: 1)
        expectAllMatch(file("retina6_7", "17701", width: 428, height: 926, top: 44), compared: 1)
        expectAllMatch(file("retina6_7", "20037", width: 428, height: 926, top: 44), compared: 1)
        expectAllMatch(file("retina6_0", "21225", width: 390, height: 844, top: 47), compared: 1)
        expectAllMatch(file("retina6_7", "22505", width: 428, height: 926, top: 47), compared: 1)
    }

    /// Xcode of `toolsVersion` 23700 to 24999 drew a notched iPhone's safe-area insets twice
    /// over (``CanvasNotchInset/doublesInsets(toolsVersion:)``): on a 6.12-inch canvas
    /// (393 × 852, 59 on top and 34 below) the view pinned to the safe area's top and
    /// bottom is (0, 118, 393, 852 − 118 − 68 = 666); Xcode of 23504 and of 32700 drew
    /// them once, (0, 59, 393, 759).
    @Test("Xcode of toolsVersion 23700 to 24999 drew a notched iPhone's insets twice over")
    func doubledNotchInsets() {
        func file(_ toolsVersion: String, top: Double, bottom: Double) -> Data {
            let scene = files.controllerScene(
                "one", width: 393, height: 852, box: LayoutRect(x: 0, y: top, width: 393, height: 852 - top - bottom),
                pinBottom: true)
            return files.storyboard(scene, toolsVersion: toolsVersion, device: "retina6_12")
        }
        expectAllMatch(file("23727", top: 118, bottom: 68), compared: 1)
        expectAllMatch(file("24765", top: 118, bottom: 68), compared: 1)
        expectAllMatch(file("23504", top: 59, bottom: 34), compared: 1)
        expectAllMatch(file("32700.99.1234", top: 59, bottom: 34), compared: 1)
    }

    /// Xcode 16 names the 6.9-inch iPhone 16 Pro Max's canvas `retina6_9` (440 × 956; the
    /// facts give no id, the catalog decides this one from such files): a file of
    /// `toolsVersion` 24765 draws its 62 and 34 insets twice over, like the other notched
    /// canvases of that Xcode, so the view pinned to the safe area is (0, 124, 440, 764).
    @Test("a retina6_9 canvas is the iPhone 16 Pro Max")
    func sixPointNineInchCanvas() throws {
        let scene = files.controllerScene(
            "one", width: 440, height: 956, box: LayoutRect(x: 0, y: 124, width: 440, height: 956 - 124 - 68), pinBottom: true)
        let data = files.storyboard(scene, toolsVersion: "24765", device: "retina6_9")
        let imported = try InterfaceBuilderDocument.importFile(data: data, fileName: "t.storyboard")
        #expect(imported.documents.map(\.designDevice) == ["iphone-16-pro-max"])
        expectAllMatch(data, compared: 1)
    }

    /// Xcode names the 8.3-inch iPad mini's canvas `ipad7_9` (744 × 1133; the facts give
    /// no id, the catalog decides this one from Mantis's Xcode 26 example, whose views
    /// were not compared for want of a design device): the view pinned to the safe area's
    /// top is at the iPad's 24.
    @Test("an ipad7_9 canvas is the 8.3-inch iPad mini")
    func iPadMiniCanvas() throws {
        let scene = files.controllerScene(
            "one", width: 744, height: 1133, box: LayoutRect(x: 0, y: 24, width: 744, height: 100), pinBottom: false)
        let data = files.storyboard(scene, toolsVersion: "32700.99.1234", device: "ipad7_9")
        let imported = try InterfaceBuilderDocument.importFile(data: data, fileName: "t.storyboard")
        #expect(imported.documents.map(\.designDevice) == ["ipad-mini-8.3inch"])
        expectAllMatch(data, compared: 1)
    }

    /// A controller whose simulated status bar is "None" has none on a phone: its view
    /// pinned to the safe area's top and bottom fills the 667-pt root from y 0.
    @Test("a controller with the simulated status bar None has no status bar on a phone")
    func statusBarNone() {
        let scene = files.controllerScene("one", height: 667, box: LayoutRect(x: 0, y: 0, width: 375, height: 667), pinBottom: true)
            .replacingOccurrences(of: "<connections>", with: #"<nil key="simulatedStatusBarMetrics"/><connections>"#)
        expectAllMatch(files.storyboard(scene), compared: 1)
    }

    /// A notched phone keeps its top inset where the simulated status bar is "None", as
    /// UIKit's safe area does: Alfresco's camera screen (`toolsVersion` 16096, the 6.5-inch
    /// canvas, 414 × 896) records its close button 30 below the safe area's top at y 74,
    /// and VLC's network login (18122, the 6.1-inch canvas, 44 on top before Xcode 14) its
    /// table at y 44. Each box pinned to the safe area's top is at y 44, not 0.
    @Test("a notched phone keeps its top inset with the simulated status bar None")
    func statusBarNoneOnNotchedPhone() {
        let none = #"<nil key="simulatedStatusBarMetrics"/>"#
        let xsMax = files.controllerScene(
            "one", width: 414, height: 896, box: LayoutRect(x: 0, y: 44, width: 414, height: 100), pinBottom: false, metrics: none)
        expectAllMatch(files.storyboard(xsMax, toolsVersion: "16096", device: "retina6_5"), compared: 1)
        let xr = files.controllerScene(
            "one", width: 414, height: 896, box: LayoutRect(x: 0, y: 44, width: 414, height: 100), pinBottom: false, metrics: none)
        expectAllMatch(files.storyboard(xr, toolsVersion: "18122", device: "retina6_1"), compared: 1)
    }

    /// A controller's freeform 375 × 440 view keeps the device's safe area: the view pinned
    /// to its top and bottom is (0, 20, 375, 420). The same view as a xib's top-level view
    /// has no safe area: (0, 0, 375, 440).
    @Test("a freeform controller's view has the status bar, a xib's top-level view none")
    func freeformController() {
        expectAllMatch(
            files.storyboard(
                files.controllerScene("one", height: 440, box: LayoutRect(x: 0, y: 20, width: 375, height: 420), pinBottom: true)),
            compared: 1)
        let xib = Self.xibWithPinnedBox(
            toolsVersion: "14460.31", device: "retina4_7", width: 375, height: 440,
            box: LayoutRect(x: 0, y: 0, width: 375, height: 440))
        expectAllMatch(xib, compared: 1, fileName: "t.xib")
    }

    /// A xib whose File's Owner holds its top-level view as `view` is a view controller's
    /// view, drawn with the controller's simulated metrics whatever its size: Pocket Casts'
    /// sleep timer (408 × 488 on a 6.1-inch canvas, `toolsVersion` 22505) and network
    /// screens, EFR Connect's map name editor (300 × 190) and CollectionViewPagingLayout's
    /// designer screens record their views under the safe area 48 (44 before Xcode 14) from
    /// the top. The view pinned to the safe area is (0, 48, 408, 488 − 48 − 34 = 406). The
    /// same view that no owner holds is a top-level view, which Xcode 14.2 and later draw
    /// with the same insets (``CanvasTopLevelView``; Stitchbox's and Amity's views of 21701
    /// record 48 and 34): the importer tells the two apart all the same.
    @Test("a xib's view that its File's Owner holds as view is a controller's view")
    func filesOwnerView() throws {
        func file(outlet: Bool, box: LayoutRect) -> Data {
            let connections = outlet ? #"<connections><outlet property="view" destination="root" id="o-1"/></connections>"# : ""
            return Self.xibWithPinnedBox(
                toolsVersion: "22505", device: "retina6_1", width: 408, height: 488, box: box,
                owner: #"customClass="SleepTimerViewController">"# + connections + "</placeholder>")
        }
        let held = file(outlet: true, box: LayoutRect(x: 0, y: 48, width: 408, height: 406))
        expectAllMatch(held, compared: 1, fileName: "t.xib")
        #expect(try InterfaceBuilderDocument.importFile(data: held, fileName: "t.xib").scenes[0].isControllerView)
        let alone = file(outlet: false, box: LayoutRect(x: 0, y: 48, width: 408, height: 406))
        expectAllMatch(alone, compared: 1, fileName: "t.xib")
        #expect(try !InterfaceBuilderDocument.importFile(data: alone, fileName: "t.xib").scenes[0].isControllerView)
    }

    /// The scene records which of the two it is, and the simulated status bar.
    @Test("the importer tells a controller's view from a top-level view")
    func sceneFlags() throws {
        let scene = files.controllerScene("one", height: 667, box: LayoutRect(x: 0, y: 0, width: 375, height: 667), pinBottom: true)
        let plain = try InterfaceBuilderDocument.importFile(data: files.storyboard(scene), fileName: "t.storyboard").scenes[0]
        #expect(plain.isControllerView && !plain.hidesSimulatedStatusBar)
        let none = scene.replacingOccurrences(of: "<connections>", with: #"<nil key="simulatedStatusBarMetrics"/><connections>"#)
        #expect(try InterfaceBuilderDocument.importFile(data: files.storyboard(none), fileName: "t.storyboard").scenes[0].hidesSimulatedStatusBar)
        let cell = try InterfaceBuilderDocument.importFile(data: xib(#"<view contentMode="scaleToFill" id="v"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>"#), fileName: "t.xib").scenes[0]
        #expect(!cell.isControllerView)
    }

    /// A xib whose one top-level view (`root`, `width` × `height`) holds `box` pinned to
    /// its safe area on all four sides. `owner` ends the File's Owner placeholder's tag
    /// (attributes, connections and the closing tag; an empty element by default).
    static func xibWithPinnedBox(
        toolsVersion: String, device: String, width: Double, height: Double, box: LayoutRect, owner: String = "/>"
    ) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="\(device)" orientation="portrait"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" \(owner)
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="\(box.x)" y="\(box.y)" width="\(box.width)" height="\(box.height)"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="sa"/>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="sa" secondAttribute="top" id="c-1"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="sa" secondAttribute="leading" id="c-2"/>
                            <constraint firstItem="sa" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c-3"/>
                            <constraint firstItem="sa" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c-4"/>
                        </constraints>
                    </view>
                </objects>
            </document>

            """.utf8)
    }
}
