import Foundation
import LayoutDB
import LayoutInterchange
import LayoutModel
import Testing

/// A bottom toolbar: a navigation controller's shown toolbar (`toolbarHidden="NO"`) or
/// Interface Builder's simulated one (`<simulatedToolbarMetrics
/// key="simulatedBottomBarMetrics">`). Interface Builder lays the root out above it: 44
/// points on a 4.7-inch canvas (Rocket.Chat's drawing screen ends its safe area at
/// 667 − 44 = 623), 49 above the home indicator on notched phones (the Chime demo, on a
/// 6.7-inch canvas, and Google's API demo, on a 5.8-inch one, record their bottom layout
/// guides 34 + 49 = 83 above the root's bottom).
@Suite("Interface Builder toolbar containment")
struct ToolbarContainmentTests {
    let files = ContainmentBehaviourTests()

    /// A controller whose `box` (a leaf view) is pinned to the legacy bottom layout
    /// guide's top, 20 from the top and 100 high; `metrics` goes after the view.
    func legacyScene(width: Double, height: Double, boxY: Double, metrics: String) -> String {
        """
        <scene sceneID="s-one"><objects>
            <viewController id="one" sceneMemberID="viewController">
                <layoutGuides>
                    <viewControllerLayoutGuide type="top" id="tlg"/>
                    <viewControllerLayoutGuide type="bottom" id="blg"/>
                </layoutGuides>
                <view key="view" contentMode="scaleToFill" id="v-one">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b-one">
                            <rect key="frame" x="0.0" y="\(boxY)" width="\(width)" height="100"/>
                            <constraints><constraint firstAttribute="height" constant="100" id="h-one"/></constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="b-one" firstAttribute="leading" secondItem="v-one" secondAttribute="leading" id="l-one"/>
                        <constraint firstAttribute="trailing" secondItem="b-one" secondAttribute="trailing" id="r-one"/>
                        <constraint firstItem="blg" firstAttribute="top" secondItem="b-one" secondAttribute="bottom" id="o-one"/>
                    </constraints>
                </view>
                \(metrics)
            </viewController>
        </objects></scene>
        """
    }

    static let simulatedToolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#

    func frame(of view: String, in document: LayoutDocument, device: String) throws -> LayoutRect? {
        let solved = try LayoutSolving.solve(
            document, revision: nil, setup: SolveSetup(configuration: DeviceConfiguration(deviceNamed: device)))
        return solved.views.first { $0.id == view }?.frame
    }

    /// The bars by device, by hand: a translucent toolbar adds 44 to an iPhone 8's safe
    /// area (no inset of its own below), 34 + 49 = 83 to an iPhone 15's, 21 + 32 = 53 in
    /// its landscape (compact height); an opaque one shortens the root by the inset and
    /// the bar (852 − 34 − 49 = 769) and leaves no bottom safe area; above an opaque tab
    /// bar a translucent toolbar is the root's bottom safe area (667 − 49 = 618 high, 44);
    /// with a translucent tab bar both add up (34 + 49 + 49 = 132).
    @Test("toolbar heights and placement by device")
    func placementByDevice() throws {
        let toolbar = ControllerContainment(toolbar: .translucent)
        let eight = try toolbar.placement(in: DeviceConfiguration(deviceNamed: "retina4_7"))
        #expect(eight.container == LayoutSize(width: 375, height: 667))
        #expect(eight.safeArea == EdgeInsets(top: 20, left: 0, bottom: 44, right: 0))
        let fifteen = try toolbar.placement(in: DeviceConfiguration(deviceNamed: "iphone-6.1inch-island"))
        #expect(fifteen.safeArea == EdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
        let landscape = try toolbar.placement(
            in: DeviceConfiguration(deviceNamed: "iphone-6.1inch-island", orientation: .landscape))
        #expect(landscape.safeArea == EdgeInsets(top: 0, left: 59, bottom: 53, right: 59))
        let pad = try toolbar.placement(in: DeviceConfiguration(deviceNamed: "ipad-pro-11inch"))
        #expect(pad.safeArea.bottom == 20 + 50)

        let opaque = try ControllerContainment(toolbar: .opaque)
            .placement(in: DeviceConfiguration(deviceNamed: "iphone-6.1inch-island"))
        #expect(opaque.container == LayoutSize(width: 393, height: 769))
        #expect(opaque.safeArea.bottom == 0)
        let overOpaqueTab = try ControllerContainment(tabBar: .opaque, toolbar: .translucent)
            .placement(in: DeviceConfiguration(deviceNamed: "retina4_7"))
        #expect(overOpaqueTab.container == LayoutSize(width: 375, height: 618))
        #expect(overOpaqueTab.safeArea.bottom == 44)
        let both = try ControllerContainment(tabBar: .translucent, toolbar: .translucent)
            .placement(in: DeviceConfiguration(deviceNamed: "iphone-6.1inch-island"))
        #expect(both.safeArea.bottom == 132)
    }

    /// Google's API demo and the Chime demo: a controller with a simulated toolbar and a
    /// view on the bottom layout guide, recorded 83 above the root's bottom: on a 5.8-inch
    /// canvas at 812 − 83 − 100 = 629, on a 6.7-inch one at 932 − 83 − 100 = 749.
    @Test("a simulated toolbar: the bottom layout guide 83 from the bottom of notched canvases")
    func simulatedOnNotchedCanvases() throws {
        for (device, width, height) in [("retina5_9", 375.0, 812.0), ("retina6_72", 430.0, 932.0)] {
            let data = files.storyboard(
                legacyScene(width: width, height: height, boxY: height - 183, metrics: Self.simulatedToolbar),
                toolsVersion: "22505", device: device)
            let document = try InterfaceBuilderDocument.importFile(data: data, fileName: "t.storyboard").documents[0]
            #expect(document.containment == ControllerContainment(toolbar: .translucent))
            files.expectAllMatch(data, compared: 1)
        }
    }

    /// Rocket.Chat's drawing screen: the root of a navigation controller that shows its
    /// toolbar (and carries a simulated toolbar too), its view between the safe area's
    /// top and bottom: (0, 64, 375, 667 − 64 − 44 = 559) on a 4.7-inch canvas.
    @Test("a navigation controller's shown toolbar: the safe area ends 44 above a 4.7-inch root's bottom")
    func navigationToolbar() throws {
        let nav = files.navigationScene(root: "one", barY: 20)
            .replacingOccurrences(of: #"<navigationController id="nav""#, with: #"<navigationController toolbarHidden="NO" id="nav""#)
        let data = files.storyboard(nav + files.controllerScene(
            "one", height: 667, box: LayoutRect(x: 0, y: 64, width: 375, height: 559), pinBottom: true))
        let document = try #require(
            try InterfaceBuilderDocument.importFile(data: data, fileName: "t.storyboard").scenes.first { $0.sourceID == "one" })
            .document
        #expect(document.containment == ControllerContainment(navigationBar: .translucent, toolbar: .translucent))
        files.expectAllMatch(data, compared: 1)
        // The toolbar says translucent="NO": the root ends at it, 667 − 20 − 44 − 44 = 559 high.
        let opaque = nav.replacingOccurrences(of: "</navigationBar>", with: """
            </navigationBar>
            <toolbar key="toolbar" opaque="NO" contentMode="scaleToFill" translucent="NO" id="tb"><autoresizingMask key="autoresizingMask"/></toolbar>
            """)
        let opaqueData = files.storyboard(opaque + files.controllerScene(
            "one", height: 667, box: LayoutRect(x: 0, y: 64, width: 375, height: 559), pinBottom: true))
        let opaqueDocument = try #require(
            try InterfaceBuilderDocument.importFile(data: opaqueData, fileName: "t.storyboard").scenes.first { $0.sourceID == "one" })
            .document
        #expect(opaqueDocument.containment == ControllerContainment(navigationBar: .translucent, toolbar: .opaque))
        #expect(try frame(of: "b_one", in: opaqueDocument, device: "retina4_7") == LayoutRect(x: 0, y: 64, width: 375, height: 559))
    }

    /// Interface Builder simulates one bottom bar: a tab's controller whose simulated
    /// bottom bar is a toolbar is drawn above the toolbar alone (OwnTracks's map records
    /// its bottom layout guide one bar above the home indicator). On a 4.7-inch canvas
    /// under a translucent navigation bar: the view pinned to the safe area is
    /// (0, 64, 375, 667 − 64 − 44 = 559), not 49 shorter for a tab bar too.
    @Test("a simulated toolbar is the one bottom bar of a tab's controller")
    func simulatedToolbarReplacesTheTabBar() throws {
        let controller = files.controllerScene(
            "one", height: 667, box: LayoutRect(x: 0, y: 64, width: 375, height: 559), pinBottom: true)
            .replacingOccurrences(of: "</viewController>", with: Self.simulatedToolbar + "</viewController>")
        let data = files.storyboard("""
            \(files.tabBarScene())
            \(files.navigationScene(root: "one", barY: 20))
            \(controller)
            """)
        let document = try #require(
            try InterfaceBuilderDocument.importFile(data: data, fileName: "t.storyboard").scenes.first { $0.sourceID == "one" })
            .document
        #expect(document.containment == ControllerContainment(navigationBar: .translucent, toolbar: .translucent))
        files.expectAllMatch(data, compared: 1)
    }

    /// The toolbar survives the storyboard and xib exports (as a simulated toolbar) and the
    /// JSON one, and the re-imported document solves to the same frames.
    @Test("a toolbar comes back from storyboard, xib and JSON exports")
    func roundTrip() throws {
        let data = files.storyboard(
            legacyScene(width: 375, height: 812, boxY: 629, metrics: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>"#),
            device: "retina5_9")
        let original = try InterfaceBuilderDocument.importFile(data: data, fileName: "t.storyboard").documents[0]
        #expect(original.containment == ControllerContainment(toolbar: .opaque))
        // Opaque: the root is 812 − 34 − 49 = 729 high, the box on its bottom at 629.
        let expected = LayoutRect(x: 0, y: 629, width: 375, height: 100)
        #expect(try frame(of: "b_one", in: original, device: "retina5_9") == expected)
        for format in InterfaceBuilderWriter.Format.allCases {
            let text = InterfaceBuilderWriter.write(original, as: format, device: ("retina5_9", .portrait))
            #expect(text.contains(#"<simulatedToolbarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>"#), "\(format)")
            let again = try InterfaceBuilderDocument.importFile(data: Data(text.utf8), fileName: "out." + format.rawValue)
            #expect(again.documents[0].containment == original.containment, "\(format)")
            #expect(try frame(of: "b_one", in: again.documents[0], device: "retina5_9") == expected, "\(format)")
        }
        let json = DocumentWriter.write(original)
        #expect(json.contains(#""toolbar""#))
        #expect(try DocumentReader.read(json, file: "d.json") == original)
    }
}
