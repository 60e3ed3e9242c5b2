import Foundation
import LayoutDB
import LayoutInterchange
import LayoutModel
import Testing

/// Controllers shown in navigation and tab bar controllers (``ControllerContainment``):
/// hand-written storyboards on a 4.7-inch iPhone (375 × 667, 20-pt status bar; saved by
/// Xcode 14.2, `toolsVersion` 21701, as Xcode 11 to 14.0 drew that phone with no status
/// bar) whose
/// recorded frames are computed by hand, and the placement rule itself.
@Suite("Interface Builder controller containment")
struct ContainmentBehaviourTests {
    /// A storyboard on retina4_7 around `scenes` (each a `<scene>`).
    func storyboard(_ scenes: String, toolsVersion: String = "21701", device: String = "retina4_7") -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <scenes>
            \(scenes)
                </scenes>
            </document>

            """.utf8)
    }

    /// A view controller `id` whose 375-wide root is `height` high and holds `box`, pinned
    /// to the safe area's top, leading and trailing edges and `bottom` (safe area) when
    /// given a height to record, with `connections` (segues) and `metrics` (simulated bars)
    /// after the view.
    func controllerScene(
        _ id: String, width: Double = 375, height: Double, box: LayoutRect, pinBottom: Bool, connections: String = "",
        metrics: String = ""
    ) -> String {
        """
        <scene sceneID="s-\(id)"><objects>
            <viewController id="\(id)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="v-\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b-\(id)">
                            <rect key="frame" x="\(box.x)" y="\(box.y)" width="\(box.width)" height="\(box.height)"/>
                            \(pinBottom ? "" : "<constraints><constraint firstAttribute=\"height\" constant=\"\(box.height)\" id=\"h-\(id)\"/></constraints>")
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="g-\(id)"/>
                    <constraints>
                        <constraint firstItem="b-\(id)" firstAttribute="top" secondItem="g-\(id)" secondAttribute="top" id="t-\(id)"/>
                        <constraint firstItem="b-\(id)" firstAttribute="leading" secondItem="g-\(id)" secondAttribute="leading" id="l-\(id)"/>
                        <constraint firstItem="g-\(id)" firstAttribute="trailing" secondItem="b-\(id)" secondAttribute="trailing" id="r-\(id)"/>
                        \(pinBottom ? "<constraint firstItem=\"g-\(id)\" firstAttribute=\"bottom\" secondItem=\"b-\(id)\" secondAttribute=\"bottom\" id=\"o-\(id)\"/>" : "")
                    </constraints>
                </view>
                <connections>\(connections)</connections>
                \(metrics)
            </viewController>
        </objects></scene>
        """
    }

    /// A tab bar controller `tab` whose one tab is the navigation controller `nav`.
    func tabBarScene(translucent: Bool = true) -> String {
        """
        <scene sceneID="s-tab"><objects>
            <tabBarController id="tab" sceneMemberID="viewController">
                <tabBar key="tabBar" contentMode="scaleToFill" \(translucent ? "" : "translucent=\"NO\" ")id="tbar"><autoresizingMask key="autoresizingMask"/></tabBar>
                <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="sg-tab"/></connections>
            </tabBarController>
        </objects></scene>
        """
    }

    func navigationScene(
        root: String, barY: Double, barWidth: Double = 375, barHeight: Double = 44, translucent: Bool = true
    ) -> String {
        """
        <scene sceneID="s-nav"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" \(translucent ? "" : "translucent=\"NO\"") id="bar">
                    <rect key="frame" x="0.0" y="\(barY)" width="\(barWidth)" height="\(barHeight)"/>
                    <autoresizingMask key="autoresizingMask"/>
                </navigationBar>
                <connections>
                    <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="sg-root"/>
                </connections>
            </navigationController>
        </objects></scene>
        """
    }

    /// ``expectAllMatch(_:compared:fileName:sourceLocation:)`` for this suite's files.
    func expectAllMatch(_ data: Data, compared: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        InterfaceBuilderTests.expectAllMatch(data, compared: compared, fileName: "t.storyboard", sourceLocation: sourceLocation)
    }

    /// The root of a navigation controller that is a tab: its safe area is the status bar
    /// and the bar on top (20 + 44 = 64) and the tab bar below (49), so a view pinned to
    /// it is (0, 64) and 667 − 64 − 49 = 554 high. The controller it pushes (`show`) is
    /// under the same bars: its view, 100 high, is at y 64.
    @Test("a navigation controller's root and the controllers it pushes get its bar and the tab bar in their safe area")
    func navigationAndTabBars() throws {
        let data = storyboard(
            """
            \(tabBarScene())
            \(navigationScene(root: "one", barY: 20))
            \(controllerScene("one", height: 667, box: LayoutRect(x: 0, y: 64, width: 375, height: 554), pinBottom: true,
                connections: #"<segue destination="two" kind="show" id="sg-show"/>"#))
            \(controllerScene("two", height: 667, box: LayoutRect(x: 0, y: 64, width: 375, height: 100), pinBottom: false))
            """)
        expectAllMatch(data, compared: 2)
        let documents = try InterfaceBuilderDocument.parse(data: data, fileName: "t.storyboard")
        #expect(documents.map(\.containment) == [
            ControllerContainment(navigationBar: .translucent, tabBar: .translucent),
            ControllerContainment(navigationBar: .translucent, tabBar: .translucent),
        ])
    }

    /// A controller in no navigation controller, designed under a simulated navigation bar
    /// (its navigation controller is in another storyboard), shows two others: the canvas
    /// draws the bar over the one whose top bar is inferred, so its view pinned to the
    /// safe area is at 20 + 44 = 64, as the source's; the one that names an opaque bar of
    /// its own is drawn under that bar, its root 667 − 64 = 603 high with no top safe area.
    @Test("a controller shown from one designed under a simulated navigation bar is drawn under that bar")
    func showFromSimulatedNavigationBar() throws {
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        let data = storyboard(
            """
            \(controllerScene("one", height: 667, box: LayoutRect(x: 0, y: 64, width: 375, height: 603), pinBottom: true,
                connections: #"<segue destination="two" kind="show" id="sg-2"/><segue destination="three" kind="show" id="sg-3"/>"#,
                metrics: bar))
            \(controllerScene("two", height: 667, box: LayoutRect(x: 0, y: 64, width: 375, height: 100), pinBottom: false))
            \(controllerScene("three", height: 603, box: LayoutRect(x: 0, y: 0, width: 375, height: 603), pinBottom: true,
                metrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#))
            """)
        expectAllMatch(data, compared: 3)
        let documents = try InterfaceBuilderDocument.parse(data: data, fileName: "t.storyboard")
        #expect(documents.map(\.containment) == [
            ControllerContainment(navigationBar: .translucent),
            ControllerContainment(navigationBar: .translucent),
            ControllerContainment(navigationBar: .opaque),
        ])
    }

    /// Xcode 11 and 12 drew a 4.7-inch iPhone's navigation bar at y 0, with no status bar
    /// above it: the canvas's safe area then starts at 44, and the recorded frames say so.
    @Test("the design canvas takes the status bar from where the file recorded the navigation bar")
    func recordedNavigationBar() {
        expectAllMatch(storyboard("""
            \(navigationScene(root: "one", barY: 0))
            \(controllerScene("one", height: 667, box: LayoutRect(x: 0, y: 44, width: 375, height: 623), pinBottom: true))
            """), compared: 1)
    }

    /// Under an opaque navigation bar the root starts below the bar: at the device it is
    /// 667 − 20 − 44 = 603 high with no safe area on top, so a view pinned to the safe
    /// area's top and bottom fills it, (0, 0, 375, 603).
    @Test("an opaque navigation bar shortens the root, which has no top safe area")
    func opaqueNavigationBar() throws {
        let data = storyboard("""
            \(navigationScene(root: "one", barY: 20, translucent: false))
            \(controllerScene("one", height: 603, box: LayoutRect(x: 0, y: 0, width: 375, height: 603), pinBottom: true))
            """)
        expectAllMatch(data, compared: 1)
        let document = try InterfaceBuilderDocument.parse(data: data, fileName: "t.storyboard")[0]
        let solved = try LayoutSolving.solve(
            document, revision: nil, setup: SolveSetup(configuration: DeviceConfiguration(deviceNamed: "retina4_7")))
        #expect(solved.container == LayoutSize(width: 375, height: 603))
        #expect(solved.views.first { $0.id == "b_one" }?.frame == LayoutRect(x: 0, y: 0, width: 375, height: 603))
    }

    /// A controller whose `edgesForExtendedLayout` leaves out the top edge is not under
    /// its translucent navigation bar: the root is 667 − 20 − 44 = 603 high with no safe
    /// area on top, as under an opaque bar. Naming the top edge keeps it under the bar.
    @Test("a controller that does not extend its top edge starts below a translucent navigation bar")
    func edgesForExtendedLayout() throws {
        let notExtended = controllerScene("one", height: 603, box: LayoutRect(x: 0, y: 0, width: 375, height: 603), pinBottom: true)
            .replacingOccurrences(of: "<connections>", with: #"<extendedEdge key="edgesForExtendedLayout"/><connections>"#)
        let data = storyboard("""
            \(navigationScene(root: "one", barY: 20))
            \(notExtended)
            """)
        expectAllMatch(data, compared: 1)
        #expect(try InterfaceBuilderDocument.parse(data: data, fileName: "t.storyboard")[0].containment
            == ControllerContainment(navigationBar: .opaque))
        let extended = controllerScene("one", height: 667, box: LayoutRect(x: 0, y: 64, width: 375, height: 603), pinBottom: true)
            .replacingOccurrences(of: "<connections>", with: #"<extendedEdge key="edgesForExtendedLayout" top="YES"/><connections>"#)
        expectAllMatch(storyboard("""
            \(navigationScene(root: "one", barY: 20))
            \(extended)
            """), compared: 1)
    }

    /// A controller with `extendedLayoutIncludesOpaqueBars` extends under opaque bars as
    /// under translucent ones, as Gordian Wallet's pushed screens do (FIDELITY.md, "Tenth
    /// sweep"): pushed from the root of an opaque navigation controller in an opaque tab
    /// bar controller, its root keeps the screen's 667 points and its safe area is 20 + 44
    /// = 64 on top and 49 below, so the pinned view is (0, 64, 375, 554); the root beside
    /// it, without the flag, is 667 − 64 − 49 = 554 high with no safe area.
    @Test("a controller that extends its layout under opaque bars keeps the screen's size and gets them in its safe area")
    func extendedLayoutIncludesOpaqueBars() throws {
        let extended = controllerScene("two", height: 667, box: LayoutRect(x: 0, y: 64, width: 375, height: 554), pinBottom: true)
            .replacingOccurrences(of: #"<viewController id="two""#, with: #"<viewController extendedLayoutIncludesOpaqueBars="YES" id="two""#)
        let data = storyboard("""
            \(tabBarScene(translucent: false))
            \(navigationScene(root: "one", barY: 20, translucent: false))
            \(controllerScene("one", height: 554, box: LayoutRect(x: 0, y: 0, width: 375, height: 554), pinBottom: true,
                connections: #"<segue destination="two" kind="show" id="sg-show"/>"#))
            \(extended)
            """)
        expectAllMatch(data, compared: 2)
        let documents = try InterfaceBuilderDocument.parse(data: data, fileName: "t.storyboard")
        #expect(documents.map(\.containment) == [
            ControllerContainment(navigationBar: .opaque, tabBar: .opaque),
            ControllerContainment(navigationBar: .translucent, tabBar: .translucent),
        ])
    }

    /// A controller shown by a modal segue is drawn as a page sheet, the screen less the
    /// status bar's inset (a 6.1-inch canvas of Xcode 14.2: 896 − 48 = 848 high), keeping
    /// the device's safe area: a view pinned to the safe area's top is at y 48, as GoMap's
    /// sheet records. (On a phone without a notch the sheet has no safe area on top:
    /// ``PresentedSheetCanvasTests``.)
    @Test("a modally presented controller is drawn as a sheet with the device's safe area")
    func pageSheet() {
        expectAllMatch(storyboard("""
            \(controllerScene("one", width: 414, height: 896, box: LayoutRect(x: 0, y: 48, width: 414, height: 100), pinBottom: false,
                connections: #"<segue destination="two" kind="modal" id="sg-modal"/>"#))
            \(controllerScene("two", width: 414, height: 848, box: LayoutRect(x: 0, y: 48, width: 414, height: 100), pinBottom: false))
            """, device: "retina6_1"), compared: 2)
    }

    /// A scroll view filling the root of a navigation controller's root, with 200-pt
    /// content that does not scroll: UIKit still insets it by the 64-pt top safe area, so
    /// the content view (which preserves its superview's margins) keeps its own 8-pt
    /// margins and the view at its top and leading margins is at (8, 8), not (8, 72).
    @Test("a navigation controller's scroll view is inset vertically even when its content does not scroll")
    func scrollViewInNavigationController() {
        expectAllMatch(storyboard("""
            \(navigationScene(root: "one", barY: 20))
            <scene sceneID="s-one"><objects>
                <viewController id="one" sceneMemberID="viewController">
                    \(scrollingRootView(width: 375, height: 667, contentHeight: 200, child: (8, 8), preservesMargins: true, isControllersView: true))
                </viewController>
            </objects></scene>
            """), compared: 3)
    }

    /// The bars at a device: on a 4.7-inch iPhone in landscape (compact height, no status
    /// bar) the navigation and tab bars are 32 each; in portrait an opaque navigation bar
    /// takes 20 + 44 off the 667-pt root and a translucent tab bar adds 49 below.
    @Test("bar heights and placement by device")
    func placementByDevice() throws {
        let bars = ControllerContainment(navigationBar: .translucent, tabBar: .translucent)
        let landscape = try DeviceConfiguration(deviceNamed: "retina4_7", orientation: .landscape)
        let placed = bars.placement(in: landscape)
        #expect(placed.container == LayoutSize(width: 667, height: 375))
        #expect(placed.safeArea == EdgeInsets(top: 32, left: 0, bottom: 32, right: 0))

        let mixed = ControllerContainment(navigationBar: .opaque, tabBar: .translucent)
        let portrait = try mixed.placement(in: DeviceConfiguration(deviceNamed: "retina4_7"))
        #expect(portrait.container == LayoutSize(width: 375, height: 603))
        #expect(portrait.safeArea == EdgeInsets(top: 0, left: 0, bottom: 49, right: 0))
    }

    /// The JSON key round-trips, and a document without it reads as no containment.
    @Test("the containment key of the JSON format")
    func jsonKey() throws {
        var document = LayoutDocument(name: "d", root: ViewNode(id: "root"))
        let plain = DocumentWriter.write(document)
        #expect(!plain.contains("containment"))
        #expect(try DocumentReader.read(plain, file: "d.json").containment == .none)
        document.containment = ControllerContainment(
            navigationBar: .opaque, tabBar: .translucent, automaticallyAdjustsScrollViewInsets: false)
        let text = DocumentWriter.write(document)
        #expect(try DocumentReader.read(text, file: "d.json") == document)
        #expect(throws: DocumentReadError.self) {
            try DocumentReader.read(
                #"{"layoutdb": 1, "name": "d", "containment": {"navigationBar": "frosted"}, "root": {"id": "r", "class": "UIView"}}"#,
                file: "d.json")
        }
    }
}
