import Foundation
import LayoutDB
import LayoutInterchange
import LayoutModel
import Testing

/// The safe area Interface Builder's canvas drew for a xib's top-level view that is no
/// controller's view (``CanvasTopLevelView``), on hand-written xibs modelled on the
/// sixteenth sweep's files: a box pinned to the view's safe area on all four sides, its
/// recorded frame computed by hand from the insets the files record.
@Suite("Interface Builder top-level views")
struct TopLevelViewCanvasTests {
    func expectBox(
        _ toolsVersion: String, device: String, width: Double, height: Double, top: Double, bottom: Double,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let data = DesignCanvasStatusBarTests.xibWithPinnedBox(
            toolsVersion: toolsVersion, device: device, width: width, height: height,
            box: LayoutRect(x: 0, y: top, width: width, height: height - top - bottom))
        expectAllMatch(data, compared: 1, fileName: "t.xib", sourceLocation: sourceLocation)
    }

    /// Amity's pending-posts header (17701, 414 × 199 on the 6.1-inch canvas, 44 on top in
    /// Xcode 12): the box is (0, 44, 414, 155); WSDOT's pass report and Tinode's bars
    /// (21507, 48 on top): a 414 × 245 view's box is (0, 48, 414, 197), nothing below. On
    /// the 4.7-inch canvas WooCommerce's and Stitchbox's 21507 views have no inset at all:
    /// (0, 0, 375, 68).
    @Test("before Xcode 14.2 a top-level view has a notched phone's top inset only")
    func beforeXcode14_2() {
        expectBox("17701", device: "retina6_1", width: 414, height: 199, top: 44, bottom: 0)
        expectBox("21507", device: "retina6_1", width: 414, height: 245, top: 48, bottom: 0)
        expectBox("21507", device: "retina4_7", width: 375, height: 68, top: 0, bottom: 0)
    }

    /// A view wider than the phone's screen before Xcode 14.2 has the device's insets, top
    /// and bottom: MirrorFly's starred-message view (21225, 557 × 180 on the 6.1-inch
    /// `retina6_0` canvas, 47 on top) records its box at (0, 47, 557, 99), its chat text bar
    /// (21225, 493 × 158 on `retina6_1`) 34 above the bottom, (0, 48, 493, 76) with the
    /// canvas's 48 on top, and Zotero's collection row (19529, 428 × 115, 44 on top in
    /// Xcode 13) at (0, 44, 428, 37). A view as wide as the screen keeps none below: a
    /// 414-wide one of 21507 at (0, 48, 414, 197) (``beforeXcode14_2()``), and a 392-wide
    /// one of 17701 (MirrorFly's older bar) at (0, 44, 392, 106).
    @Test("before Xcode 14.2 a top-level view wider than the screen has the device's insets")
    func widerThanScreenBeforeXcode14_2() {
        expectBox("21225", device: "retina6_0", width: 557, height: 180, top: 47, bottom: 34)
        expectBox("21225", device: "retina6_1", width: 493, height: 158, top: 48, bottom: 34)
        expectBox("19529", device: "retina6_1", width: 428, height: 115, top: 44, bottom: 34)
        expectBox("17701", device: "retina6_1", width: 392, height: 150, top: 44, bottom: 0)
    }

    /// Stitchbox's pending view (21701, 784 × 247 on the 6.1-inch canvas) records its stack
    /// at (0, 48, 784, 165) and Amity's comment view (334 × 217) its views 34 above the
    /// bottom: (0, 48, 334, 135); its profile header on the 4.7-inch canvas (375 × 68)
    /// (0, 20, 375, 48); kDrive's empty table view (24765, 414 × 506, an Xcode that drew a
    /// notched phone's top inset twice) (0, 96, 414, 376), the bottom once.
    @Test("from Xcode 14.2 a top-level view has the canvas's safe area")
    func fromXcode14_2() {
        expectBox("21701", device: "retina6_1", width: 784, height: 247, top: 48, bottom: 34)
        expectBox("21701", device: "retina6_1", width: 334, height: 217, top: 48, bottom: 34)
        expectBox("21701", device: "retina4_7", width: 375, height: 68, top: 20, bottom: 0)
        expectBox("24765", device: "retina6_1", width: 414, height: 506, top: 96, bottom: 34)
    }

    /// A collection view's reusable view loaded from a xib is drawn the same way: kDrive's
    /// files header (24765, 320 × 401 on the 6.1-inch canvas) records its views 96 below
    /// the top, its photo-list and search headers (23727, 23094) theirs 34 above the bottom:
    /// (0, 96, 320, 271).
    @Test("a collection reusable view at the root has the same safe area")
    func reusableView() {
        let data = DesignCanvasStatusBarTests.xibWithPinnedBox(
            toolsVersion: "24765", device: "retina6_1", width: 320, height: 401, box: LayoutRect(x: 0, y: 96, width: 320, height: 271))
        let reusable = String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: #"<view contentMode="scaleToFill" id="root">"#, with: #"<collectionReusableView contentMode="scaleToFill" id="root">"#)
            .replacingOccurrences(of: "</view>\n    </objects>", with: "</collectionReusableView>\n    </objects>")
        #expect(reusable.contains("</collectionReusableView>"))
        expectAllMatch(Data(reusable.utf8), compared: 1, fileName: "t.xib")
    }

    /// A view controller's freeform view (the File's Owner's `view`) shorter than the
    /// screen: Xcode 14.0 and 14.1 drew it with no bottom inset, as their top-level views.
    /// The ordering app's report screen (21225, 390 × 810 on the 6.06-inch canvas, 47 on
    /// top) records its box at (0, 47, 390, 763) and Amity's community-profile header
    /// (21507, 414 × 666) at (0, 48, 414, 618); Stitchbox's settings sheets (21701, 408 ×
    /// 612) keep the home indicator's 34, (0, 48, 408, 530), as Amity's 543 × 437 view of
    /// 18122 does, (0, 44, 543, 359).
    @Test("Xcode 14.0 and 14.1 drew a freeform controller's view with no bottom inset")
    func freeformControllerBottom() {
        func expectController(
            _ toolsVersion: String, device: String, width: Double, height: Double, top: Double, bottom: Double,
            sourceLocation: Testing.SourceLocation = #_sourceLocation
        ) {
            let data = DesignCanvasStatusBarTests.xibWithPinnedBox(
                toolsVersion: toolsVersion, device: device, width: width, height: height,
                box: LayoutRect(x: 0, y: top, width: width, height: height - top - bottom),
                owner: #"customClass="ScreenViewController"><connections><outlet property="view" destination="root" id="o-1"/></connections></placeholder>"#)
            expectAllMatch(data, compared: 1, fileName: "t.xib", sourceLocation: sourceLocation)
        }
        expectController("21225", device: "retina6_0", width: 390, height: 810, top: 47, bottom: 0)
        expectController("21507", device: "retina6_1", width: 414, height: 666, top: 48, bottom: 0)
        expectController("21701", device: "retina6_1", width: 408, height: 612, top: 48, bottom: 34)
        expectController("18122", device: "retina6_1", width: 543, height: 437, top: 44, bottom: 34)
    }
}
