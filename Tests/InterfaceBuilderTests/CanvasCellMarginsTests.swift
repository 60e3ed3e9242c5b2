import Foundation
import LayoutDB
import LayoutInterchange
import LayoutModel
import Testing

/// Xcode 16's canvas (`toolsVersion` 24000 to 24999) draws a table's cells 15 points
/// from their top and bottom margins where UIKit's table gives 11 (``CanvasCellMargins``):
/// NetNewsWire's account, inspector and settings screens, the Scanbot SDK's example and
/// GoMap's display settings record content pinned to a cell's vertical margins 15 inside
/// them; files of Xcode 15 record 11. Each file holds a grouped table view controller on a
/// 6.1-inch canvas with one static cell `height` high whose label is pinned to the content
/// view's leading, top and bottom margins, recorded at (20, m, 374 − 20 − 20, height − 2m):
/// the check passes only when the solve gives the content view m top and bottom.
@Suite("Interface Builder canvas cell margins")
struct CanvasCellMarginsTests {
    func file(toolsVersion: String, height: Double, margin: Double) -> Data {
        let label = height - 2 * margin
        return oneSceneStoryboard(
            device: "retina6_1", toolsVersion: toolsVersion,
            scene: """
                <tableViewController id="c-1" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="t-1">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <sections>
                            <tableViewSection id="sec-1">
                                <cells>
                                    \(tableCellWithLabel(
                                        x: 0, y: 120, width: 414, height: height, label: (20, margin, 120, label),
                                        constraints: """
                                            <constraint firstItem="lab-1" firstAttribute="leading" secondItem="cv-1" secondAttribute="leadingMargin" id="k-1"/>
                                            <constraint firstItem="lab-1" firstAttribute="top" secondItem="cv-1" secondAttribute="topMargin" id="k-2"/>
                                            <constraint firstAttribute="bottomMargin" secondItem="lab-1" secondAttribute="bottom" id="k-3"/>
                                            """))
                                </cells>
                            </tableViewSection>
                        </sections>
                    </tableView>
                </tableViewController>
                """)
    }

    /// GoMap's and NetNewsWire's Xcode 16 files: a 52-point row's label at y 15, 22 high;
    /// a 100-point row (the Scanbot SDK's example) at 15 with 15 below.
    @Test("Xcode 16's canvas draws a table's cells 15 from their top and bottom")
    func xcode16() {
        expectAllMatch(file(toolsVersion: "24506", height: 52, margin: 15), compared: 1, fileName: "t.storyboard")
        expectAllMatch(file(toolsVersion: "24765", height: 100, margin: 15), compared: 1, fileName: "t.storyboard")
    }

    /// Xcode 15 (Fully Noded's and kDrive's cells) and Branch's file of 32700 record 11.
    @Test("other Xcodes' canvases keep UIKit's 11")
    func otherXcodes() {
        expectAllMatch(file(toolsVersion: "23504", height: 44, margin: 11), compared: 1, fileName: "t.storyboard")
        expectAllMatch(file(toolsVersion: "32700.99.1234", height: 44, margin: 11), compared: 1, fileName: "t.storyboard")
    }

    /// The canvas's 15 is not UIKit's at run time: the imported document leaves the
    /// content view's margins at the default, so a solve at a device keeps the table's 11.
    @Test("the document keeps the default margins")
    func documentUnchanged() throws {
        let imported = try InterfaceBuilderDocument.importFile(
            data: file(toolsVersion: "24506", height: 52, margin: 15), fileName: "t.storyboard")
        let document = try #require(imported.documents.first)
        let contentView = try #require(document.allViews.first { $0.id == "cv_1" })
        #expect(contentView.layoutMargins == .default)
        let configuration = try DeviceConfiguration(deviceNamed: "retina6_1")
        let solved = try LayoutSolving.solve(document, revision: nil, setup: SolveSetup(configuration: configuration))
        let label = try #require(solved.views.first { $0.id == "lab_1" })
        #expect(abs(label.frame.y - 11) < 0.01, "\(label.frame)")
    }
}
