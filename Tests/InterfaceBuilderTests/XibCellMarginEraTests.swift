import Foundation
import LayoutInterchange
import LayoutModel
import Testing

/// The margins of a xib's top-level cell's content view depend on the Xcode that saved
/// the file (``IBSceneBuilder/tableCellContentMargins``): real cells of Xcode 8 sit at
/// (8, 8), of Xcode 9 to 11 at (15, 11) on a 4.7-inch canvas but for Xcode 10.0 and 10.1,
/// of those and of Xcode 12 on at (16, 11).
/// Each file pins a view to all four margins of a cell (320 × 100 unless told) and
/// records the frame computed by hand; the check passes only when the solve puts it there.
/// On a wide canvas the sides depend on the cell's width too: 16 for a cell at most 320
/// points wide, the device's 20 for a wider one.
@Suite("Interface Builder xib cell margins by Xcode version")
struct XibCellMarginEraTests {
    @Test("Xcode 8 and earlier: UIView's 8 on every side")
    func xcode8() {
        expectAllMatch(marginCellXib(toolsVersion: "11762", device: "retina4_7", box: (8, 8)), compared: 1, fileName: "t.xib")
        expectAllMatch(marginCellXib(toolsVersion: "11542", device: "retina6_1", box: (8, 8)), compared: 1, fileName: "t.xib")
    }

    @Test("Xcode 9 to 11: 11 top and bottom, 15 on a compact phone's sides, 20 stays 20")
    func xcode9To11() {
        expectAllMatch(marginCellXib(toolsVersion: "14868", device: "retina4_7", box: (15, 11)), compared: 1, fileName: "t.xib")
        expectAllMatch(marginCellXib(toolsVersion: "16097.3", device: "retina4_7", box: (15, 11)), compared: 1, fileName: "t.xib")
        expectAllMatch(
            marginCellXib(toolsVersion: "16096", device: "retina6_1", box: (20, 11), cellWidth: 380), compared: 1,
            fileName: "t.xib")
    }

    /// Xcode 10.0 and 10.1 (`toolsVersion` 14313 to 14490): ProtonVPN's, openHAB's and
    /// WooCommerce's cells sit 16 from the sides on 4.7- and 6.1-inch canvases; Xcode 10.2
    /// is back at 15 from its first builds: LoopKit's cells of 14810.11, 14835.7, 14845 and
    /// 14854.2 (4.7-inch canvas) sit 15 from the sides, as those of 14868 do.
    @Test("Xcode 10.0 and 10.1: 11 top and bottom, the device's 16 on the sides")
    func xcode10Early() {
        for toolsVersion in ["14313.18", "14460.31", "14490.70"] {
            expectAllMatch(marginCellXib(toolsVersion: toolsVersion, device: "retina4_7", box: (16, 11)), compared: 1, fileName: "t.xib")
        }
        expectAllMatch(marginCellXib(toolsVersion: "14490.70", device: "retina6_1", box: (16, 11)), compared: 1, fileName: "t.xib")
        for toolsVersion in ["14810.11", "14854.2", "14868"] {
            expectAllMatch(marginCellXib(toolsVersion: toolsVersion, device: "retina4_7", box: (15, 11)), compared: 1, fileName: "t.xib")
        }
        expectAllMatch(
            marginCellXib(toolsVersion: "14810.11", device: "retina4_7", box: (15, 11), cellWidth: 600), compared: 1,
            fileName: "t.xib")
    }

    @Test("Xcode 12 on: 11 top and bottom, the device's 16 or 20 on the sides")
    func xcode12On() {
        expectAllMatch(marginCellXib(toolsVersion: "18122", device: "retina4_7", box: (16, 11)), compared: 1, fileName: "t.xib")
        expectAllMatch(
            marginCellXib(toolsVersion: "32700.99.1234", device: "retina6_1", box: (20, 11), cellWidth: 414), compared: 1,
            fileName: "t.xib")
    }

    /// WooCommerce's, OsmAnd's and the Corona-Warn-App's 320-point cells on a 6.1-inch
    /// canvas sit 16 from their content view's sides (Xcode 12 to 15), their 331- to
    /// 462-point cells on the same canvas at 20.
    @Test("a cell at most 320 points wide: 16 on the sides even on a 414-point canvas")
    func compactCellOnWideCanvas() {
        expectAllMatch(marginCellXib(toolsVersion: "21701", device: "retina6_1", box: (16, 11)), compared: 1, fileName: "t.xib")
        expectAllMatch(marginCellXib(toolsVersion: "22155", device: "retina5_5", box: (16, 11)), compared: 1, fileName: "t.xib")
        expectAllMatch(
            marginCellXib(toolsVersion: "21701", device: "retina6_1", box: (20, 11), cellWidth: 331), compared: 1,
            fileName: "t.xib")
    }

    /// Onion Browser's cells of Xcode 11 (`toolsVersion` 15702 and 16096) and ProtonVPN's
    /// troubleshooting cells (16096), 320 points wide on 6.1-inch canvases, sit 16 from
    /// their content view's sides: Xcode 9 to 11's 15 belongs to the compact device, not
    /// to a cell narrowed on a wide one (320-point cells of 14868 and 15505 on 4.7-inch
    /// canvases sit at 15).
    @Test("Xcode 9 to 11: a 320-point cell on a 414-point canvas gets 16, not 15")
    func xcode11CompactCellOnWideCanvas() {
        for toolsVersion in ["15702", "16096"] {
            expectAllMatch(marginCellXib(toolsVersion: toolsVersion, device: "retina6_1", box: (16, 11)), compared: 1, fileName: "t.xib")
            expectAllMatch(marginCellXib(toolsVersion: toolsVersion, device: "retina5_5", box: (16, 11)), compared: 1, fileName: "t.xib")
        }
        expectAllMatch(marginCellXib(toolsVersion: "15505", device: "retina4_7", box: (15, 11)), compared: 1, fileName: "t.xib")
    }

    /// An Xcode 8 cell's 8-point margins survive an export (written with today's
    /// `toolsVersion`) and a re-import: the writer records them instead of leaving them to
    /// the importer's default for the new file.
    @Test("an Xcode 8 cell's margins survive export and re-import")
    func exportRoundTrip() throws {
        let original = try InterfaceBuilderDocument.parse(
            data: marginCellXib(toolsVersion: "11762", device: "retina4_7", box: (8, 8)), fileName: "t.xib")[0]
        #expect(original.root.subviews.first?.layoutMargins == .directional(DirectionalInsets(all: 8)))
        let text = InterfaceBuilderWriter.write(original, as: .xib, device: ("retina4_7", .portrait))
        let again = try InterfaceBuilderDocument.parse(data: Data(text.utf8), fileName: "t.xib")[0]
        #expect(again.root.subviews.first?.layoutMargins == original.root.subviews.first?.layoutMargins)
    }
}
