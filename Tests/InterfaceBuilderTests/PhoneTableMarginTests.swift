import Foundation
import LayoutDB
import LayoutInterchange
import LayoutModel
import Testing

/// A table on a phone works out its cells' side margins from its own width
/// (``TableViewMargins``): 20 when wider than 375 points, as Xcode 15 recorded on 390-
/// and 393-point canvases (passforios, KeePassium, Firebase) and for tables inside
/// container views 414 and 430 points wide (ProtonVPN, the Chime demo); 16 at 375.
/// Each file holds one prototype cell whose label is pinned to the content view's
/// leading and trailing margins, recorded at (m, 11, width − 2m, 22).
@Suite("Interface Builder phone table margins")
struct PhoneTableMarginTests {
    /// A prototype cell `width` wide whose label sits `margin` from the sides.
    func cell(width: Double, margin: Double) -> String {
        "<prototypes>\(labelledTableCell(x: 0, y: 50, width: width, margin: margin, reuseIdentifier: "c"))</prototypes>"
    }

    func document(device: String, toolsVersion: String, scene: String) -> Data {
        oneSceneStoryboard(device: device, toolsVersion: toolsVersion, scene: scene)
    }

    /// A table view controller: the table is the controller's root, `width` × `height`.
    func tableController(device: String, toolsVersion: String, width: Double, height: Double, margin: Double) -> Data {
        document(
            device: device, toolsVersion: toolsVersion,
            scene: """
                <tableViewController id="c-1" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="t-1">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        \(cell(width: width, margin: margin))
                    </tableView>
                </tableViewController>
                """)
    }

    /// A controller whose root holds a container view holding the table, all `width` wide.
    func containedTable(device: String, toolsVersion: String, width: Double, height: Double, margin: Double) -> Data {
        document(
            device: device, toolsVersion: toolsVersion,
            scene: """
                <viewController id="c-1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v-1">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-1">
                                <rect key="frame" x="0.0" y="200" width="\(width)" height="400"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="t-1">
                                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="400"/>
                                        \(cell(width: width, margin: margin))
                                    </tableView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="t-1" firstAttribute="leading" secondItem="box-1" secondAttribute="leading" id="b-1"/>
                                    <constraint firstAttribute="trailing" secondItem="t-1" secondAttribute="trailing" id="b-2"/>
                                    <constraint firstItem="t-1" firstAttribute="top" secondItem="box-1" secondAttribute="top" id="b-3"/>
                                    <constraint firstAttribute="bottom" secondItem="t-1" secondAttribute="bottom" id="b-4"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box-1" firstAttribute="leading" secondItem="v-1" secondAttribute="leading" id="r-1"/>
                            <constraint firstAttribute="trailing" secondItem="box-1" secondAttribute="trailing" id="r-2"/>
                            <constraint firstItem="box-1" firstAttribute="top" secondItem="v-1" secondAttribute="top" constant="200" id="r-3"/>
                            <constraint firstItem="box-1" firstAttribute="height" constant="400" id="r-4"/>
                        </constraints>
                    </view>
                </viewController>
                """)
    }

    /// passforios and KeePassium (Xcode 15): a table controller on a 390-point and on a
    /// 393-point canvas, whose root minimum is 16, records its cells' labels at x 20.
    @Test("a table controller on a 390- or 393-point phone: cells 20 from the sides")
    func wideTableController() {
        expectAllMatch(
            tableController(device: "retina6_0", toolsVersion: "23504", width: 390, height: 844, margin: 20),
            compared: 1, fileName: "t.storyboard")
        expectAllMatch(
            tableController(device: "retina6_12", toolsVersion: "23504", width: 393, height: 852, margin: 20),
            compared: 1, fileName: "t.storyboard")
    }

    /// ProtonVPN (Xcode 11, 414 points) and the Chime demo (Xcode 26, 430 points): a table
    /// inside a container view, which does not pass the root's margins on, records its
    /// cells' labels at x 20 all the same.
    @Test("a table inside a plain view on a wide phone: cells 20 from the sides")
    func containedWideTable() {
        expectAllMatch(
            containedTable(device: "retina6_72", toolsVersion: "23504", width: 430, height: 932, margin: 20),
            compared: 3, fileName: "t.storyboard")
        expectAllMatch(
            containedTable(device: "retina6_1", toolsVersion: "15505", width: 414, height: 896, margin: 20),
            compared: 3, fileName: "t.storyboard")
    }

    /// A 375-point table keeps its content view's 16, as a table controller and inside a
    /// container view.
    @Test("a 375-point table: cells 16 from the sides")
    func compactTable() {
        expectAllMatch(
            tableController(device: "retina4_7", toolsVersion: "23504", width: 375, height: 667, margin: 16),
            compared: 1, fileName: "t.storyboard")
        expectAllMatch(
            containedTable(device: "retina4_7", toolsVersion: "23504", width: 375, height: 667, margin: 16),
            compared: 3, fileName: "t.storyboard")
    }

    /// The rule on its own: a table's sides, not another view's, and not where the
    /// document sets the margins; only phones in portrait ask for it.
    @Test("the width rule")
    func rule() throws {
        let eight = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        let table = ViewNode(id: "t", className: "UITableView")
        let raised = TableViewMargins.phoneMargins(eight, of: table, width: 393)
        #expect(raised == EdgeInsets(top: 8, left: 20, bottom: 8, right: 20))
        #expect(TableViewMargins.phoneMargins(eight, of: table, width: 375) == eight)
        #expect(TableViewMargins.phoneMargins(eight, of: ViewNode(id: "v", className: "UIView"), width: 430) == eight)
        var set = table
        set.layoutMargins = .directional(DirectionalInsets(top: 8, leading: 12, bottom: 8, trailing: 12))
        #expect(TableViewMargins.phoneMargins(eight, of: set, width: 430) == eight)
        let portrait = try DeviceConfiguration(deviceNamed: "retina6_0")
        let landscape = try DeviceConfiguration(deviceNamed: "retina6_0", orientation: .landscape)
        let pad = try DeviceConfiguration(deviceNamed: "ipad9_7")
        #expect(portrait.viewControllerRoot.widensPhoneTableMargins)
        #expect(!landscape.viewControllerRoot.widensPhoneTableMargins)
        #expect(!pad.viewControllerRoot.widensPhoneTableMargins)
    }
}
