import Foundation
import LayoutDB
import LayoutInterchange
import LayoutModel
import Testing

/// The cells of an inset grouped table take their inset from the table's sides as their
/// side margins (``TableViewMargins/insetGroupedCellMargins(_:of:frame:in:tableFrame:)``),
/// as every inset grouped table of the eleventh sweep records: Tuya's Swift sample and
/// Gordian QR Tool (414-point tables, cells at x 20 with content 20 inside them), Gordian
/// Cosigner (a 374-point table inside a 414-point root, cells at x 20, content at 20) and
/// Branch's demo (a 375-point table, cells at x 16, content at 16). Before, the cell
/// inherited nothing of the table's margins (it starts at them) and the content view
/// kept its own 16. Each file holds one static cell whose label is pinned to the content
/// view's leading and trailing margins, recorded at (m, 11, width − 2m, 22).
@Suite("Interface Builder inset grouped table margins")
struct InsetGroupedTableMarginTests {
    /// A table `width` wide of style `style` whose one cell sits `inset` from its sides
    /// with its label `margin` inside the cell.
    func table(
        id: String, style: String, frame: (x: Double, y: Double), width: Double, height: Double, inset: Double,
        margin: Double, extra: String
    ) -> String {
        let cellWidth = width - 2 * inset
        return """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="\(style)" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" \(extra) id="\(id)">
                <rect key="frame" x="\(frame.x)" y="\(frame.y)" width="\(width)" height="\(height)"/>
                <sections>
                    <tableViewSection id="sec-1">
                        <cells>
                            \(labelledTableCell(x: inset, y: 18, width: cellWidth, margin: margin))
                        </cells>
                    </tableViewSection>
                </sections>
            </tableView>
            """
    }

    func storyboard(device: String, toolsVersion: String, scene: String) -> Data {
        oneSceneStoryboard(device: device, toolsVersion: toolsVersion, scene: scene)
    }

    /// A table view controller whose table (the root) is `width` wide.
    func tableController(
        device: String, toolsVersion: String, style: String = "insetGrouped", width: Double, height: Double,
        inset: Double, margin: Double
    ) -> Data {
        let table = table(
            id: "t-1", style: style, frame: (0, 0), width: width, height: height, inset: inset, margin: margin,
            extra: #"key="view""#)
        return storyboard(
            device: device, toolsVersion: toolsVersion,
            scene: """
                <tableViewController id="c-1" sceneMemberID="viewController">
                    \(table)
                </tableViewController>
                """)
    }

    /// Tuya's Swift sample and Gordian QR Tool: a 414-point inset grouped table
    /// controller whose cells sit at x 20 records their labels 20 inside the cell, where
    /// layoutdb gave 16.
    @Test("a 414-point inset grouped table: cells at 20, content 20 inside them")
    func wideInsetGroupedTable() {
        expectAllMatch(
            tableController(device: "retina6_1", toolsVersion: "21701", width: 414, height: 896, inset: 20, margin: 20),
            compared: 1, fileName: "t.storyboard")
    }

    /// Branch's demo (Xcode 26): on a 375-point phone the section inset and the margins
    /// are 16.
    @Test("a 375-point inset grouped table: cells at 16, content 16 inside them")
    func compactInsetGroupedTable() {
        expectAllMatch(
            tableController(device: "retina4_7", toolsVersion: "32700.99.1234", width: 375, height: 667, inset: 16, margin: 16),
            compared: 1, fileName: "t.storyboard")
    }

    /// Gordian Cosigner (Xcode 12): a 374-point inset grouped table pinned 20 inside a
    /// 414-point root, its cells 334 wide at x 20 with their content 20 inside them. The
    /// table's own width (under 375) would give its cells 16; the cells' inset says 20.
    @Test("an inset grouped table inside a root: the cells' inset is their margin")
    func containedInsetGroupedTable() {
        let table = table(
            id: "t-1", style: "insetGrouped", frame: (20, 60), width: 374, height: 600, inset: 20, margin: 20,
            extra: #"translatesAutoresizingMaskIntoConstraints="NO""#)
        let data = storyboard(
            device: "retina6_1", toolsVersion: "17701",
            scene: """
                <viewController id="c-1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v-1">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            \(table)
                        </subviews>
                        <constraints>
                            <constraint firstItem="t-1" firstAttribute="leading" secondItem="v-1" secondAttribute="leading" constant="20" id="r-1"/>
                            <constraint firstAttribute="trailing" secondItem="t-1" secondAttribute="trailing" constant="20" id="r-2"/>
                            <constraint firstItem="t-1" firstAttribute="top" secondItem="v-1" secondAttribute="top" constant="60" id="r-3"/>
                            <constraint firstItem="t-1" firstAttribute="height" constant="600" id="r-4"/>
                        </constraints>
                    </view>
                </viewController>
                """)
        expectAllMatch(data, compared: 2, fileName: "t.storyboard")
    }

    /// A grouped (not inset) table's cells span it and keep the table's margins, 20 on a
    /// 414-point phone, as before.
    @Test("a grouped table's full-width cells keep the table's margins")
    func groupedTable() {
        expectAllMatch(
            tableController(device: "retina6_1", toolsVersion: "21701", style: "grouped", width: 414, height: 896, inset: 0, margin: 20),
            compared: 1, fileName: "t.storyboard")
    }

    /// The style is read, stored in the JSON format and written back to both Interface
    /// Builder formats (a plain table is written `style="plain"`, as Xcode does).
    @Test("the table style survives export to both formats and the JSON format")
    func roundTrips() throws {
        let data = tableController(device: "retina6_1", toolsVersion: "21701", width: 414, height: 896, inset: 20, margin: 20)
        let document = try firstDocument(data, fileName: "t.storyboard")
        #expect(document.root.content.tableStyle == .insetGrouped)
        for format in InterfaceBuilderWriter.Format.allCases {
            let text = InterfaceBuilderWriter.write(document, as: format)
            #expect(text.contains(#"style="insetGrouped""#), "\(format)")
            let again = try firstDocument(Data(text.utf8), fileName: "out." + format.rawValue)
            #expect(again.root.content.tableStyle == .insetGrouped, "\(format)")
        }
        let json = DocumentWriter.write(document)
        #expect(json.contains(#""tableStyle": "insetGrouped""#), "\(json)")
        #expect(try DocumentReader.read(json, file: "again.json").root.content.tableStyle == .insetGrouped)
        let plain = try firstDocument(
            tableController(device: "retina6_1", toolsVersion: "21701", style: "plain", width: 414, height: 896, inset: 0, margin: 20),
            fileName: "t.storyboard")
        #expect(plain.root.content.tableStyle == nil)
        #expect(InterfaceBuilderWriter.write(plain, as: .storyboard).contains(#"style="plain""#))
        #expect(!DocumentWriter.write(plain).contains("tableStyle"))
    }

    /// An unknown style is refused, naming the file, the line and the styles there are.
    @Test("an unknown table style is refused")
    func unknownStyle() {
        let data = tableController(device: "retina6_1", toolsVersion: "21701", style: "sidebar", width: 414, height: 896, inset: 20, margin: 20)
        #expect {
            _ = try InterfaceBuilderDocument.parse(data: data, fileName: "Tables.storyboard")
        } throws: { error in
            "\(error)".hasPrefix("Tables.storyboard:")
                && "\(error)".hasSuffix(#"style="sidebar" is not a table view style (plain, grouped, insetGrouped)"#)
        }
    }
}
