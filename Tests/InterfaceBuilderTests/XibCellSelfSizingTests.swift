import Foundation
import LayoutDB
import LayoutInterchange
import LayoutModel
import Testing

/// A xib's table view cell solved on a device is a self-sizing cell: the table gives it
/// its width and it is as tall as its content view's constraints need. Interface Builder
/// records the content view with an empty autoresizing mask; UIKit lays it out to the
/// cell's bounds all the same (``CellContentView/isRecordedContentView(_:of:)``).
@Suite("Interface Builder xib cells solved on a device")
struct XibCellSelfSizingTests {
    /// A 320 × 61 cell whose 320 × 60 content view (a 1-point separator below it) holds a
    /// 20-high view 20 from its top and bottom, edge to edge.
    let file = xib("""
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="61" id="cel">
            <rect key="frame" x="0.0" y="0.0" width="320" height="61"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel" id="cnt">
                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="0.0" y="20" width="320" height="20"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="20" id="h-1"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="top" secondItem="cnt" secondAttribute="top" constant="20" id="c-1"/>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="cnt" secondAttribute="leading" id="c-2"/>
                    <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c-3"/>
                    <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="c-4"/>
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """)

    /// On a 4.7-inch iPhone the cell is 375 wide and 20 + 20 + 20 + 0.5 = 60.5 high: its
    /// content view spans it less the separator, a pixel on the @2x screen
    /// (``RowSeparator``; the recorded 1-point separator is the older Xcode's drawing of
    /// it, not counted again), and the view spans the content view.
    @Test("a xib cell takes the device's width and its content's height, its content view following it")
    func selfSizing() throws {
        let document = try InterfaceBuilderDocument.parse(data: file, fileName: "t.xib")[0]
        let solved = try LayoutSolving.solve(
            document, revision: nil, setup: SolveSetup(configuration: DeviceConfiguration(deviceNamed: "retina4_7")))
        #expect(solved.container == LayoutSize(width: 375, height: 60.5))
        #expect(solved.views.first { $0.id == "cnt" }?.frame == LayoutRect(x: 0, y: 0, width: 375, height: 60))
        #expect(solved.views.first { $0.id == "box" }?.frame == LayoutRect(x: 0, y: 20, width: 375, height: 20))
        #expect(!solved.diagnostics.contains { $0.kind == "unsatisfiable" || $0.kind == "ambiguous" }, "\(solved.diagnostics.map(\.kind))")
    }

    /// A cell whose content view's bottom is required 50 above its 20-point-down view's
    /// top fits at 20 − 50 = −30: solved as content of height 0 and the separator's
    /// half point below it, which breaks that constraint, where it failed as a
    /// container of negative size.
    @Test("a cell whose constraints fit it below nothing is solved at height 0, and its separator")
    func negativeFit() throws {
        let text = String(decoding: file, as: UTF8.self).replacingOccurrences(
            of: #"<constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="c-4"/>"#,
            with: #"<constraint firstAttribute="bottom" secondItem="box" secondAttribute="top" constant="-50" id="c-4"/>"#)
        let document = try InterfaceBuilderDocument.parse(data: Data(text.utf8), fileName: "t.xib")[0]
        let solved = try LayoutSolving.solve(
            document, revision: nil, setup: SolveSetup(configuration: DeviceConfiguration(deviceNamed: "retina4_7")))
        #expect(solved.container == LayoutSize(width: 375, height: 0.5))
        #expect(solved.diagnostics.contains { $0.kind == "unsatisfiable" })
    }

    /// At its design size the cell lays out as recorded.
    @Test("at its recorded size the cell matches its recorded frames")
    func designCanvas() {
        expectAllMatch(file, compared: 1, fileName: "t.xib")
    }
}
