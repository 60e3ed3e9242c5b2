import Foundation
import LayoutDB
import LayoutModel
import Testing

/// The safe area Interface Builder's canvas drew for a presented sheet on an iPhone
/// (``CanvasPresentedSheet``), against frames recorded in real files (FIDELITY.md,
/// "Fifteenth sweep"):
/// - WSDOT's ferries screens (`toolsVersion` 23727, a 4.7-inch canvas that draws the
///   status bar: the presenting controller's views under the safe area are at y 20) record
///   a 375 × 647 sheet's navigation bar, pinned to the safe area's top, at y 0 and its
///   table down to 647;
/// - bittr's wallet (23727, the 6.12-inch canvas, whose full-screen controllers that Xcode
///   drew with 118 on top and 68 below) records its 783- and 697-high sheets' views 59
///   below their top and down to their bottom edge; Jumio's sample (24412, the 6.1-inch
///   canvas, 96 on top for a full-screen controller) its 848-high sheet's 48 below the
///   top and its bottom buttons 20 above the edge they are pinned 20 above the safe area.
@Suite("Interface Builder canvas: presented sheets on iPhones")
struct PresentedSheetCanvasTests {
    let files = ContainmentBehaviourTests()

    /// A full-screen controller whose box sits under the safe area at `sourceTop`,
    /// presenting `sheet` (a scene with id "two") by `kind`.
    func file(
        sheet: String, kind: String = "presentation", width: Double = 375, height: Double = 667, sourceTop: Double,
        toolsVersion: String, device: String
    ) -> Data {
        let source = files.controllerScene(
            "one", width: width, height: height, box: LayoutRect(x: 0, y: sourceTop, width: width, height: 100),
            pinBottom: false, connections: #"<segue destination="two" kind="\#(kind)" id="sg-two"/>"#)
        return files.storyboard(source + sheet, toolsVersion: toolsVersion, device: device)
    }

    @Test("a sheet on a phone without a notch has no safe area on top where the canvas draws the status bar")
    func homeButtonPhoneSheet() {
        for toolsVersion in ["21701", "23504", "23727"] {
            let sheet = files.controllerScene(
                "two", height: 647, box: LayoutRect(x: 0, y: 0, width: 375, height: 647), pinBottom: true)
            expectAllMatch(
                file(sheet: sheet, sourceTop: 20, toolsVersion: toolsVersion, device: "retina4_7"), compared: 2,
                fileName: "t.storyboard")
        }
    }

    /// Before Xcode 11 there were no page sheets: a presented controller was drawn under
    /// the status bar (Catfeeds' school app, 13529, records its shown controllers' tables
    /// 20 below the top of their 647- to 900-high roots).
    @Test("a presented controller of Xcode 9 keeps the status bar on top")
    func beforePageSheets() {
        let sheet = files.controllerScene(
            "two", height: 647, box: LayoutRect(x: 0, y: 20, width: 375, height: 627), pinBottom: true)
        expectAllMatch(
            file(sheet: sheet, kind: "show", sourceTop: 20, toolsVersion: "13529", device: "retina4_7"), compared: 2,
            fileName: "t.storyboard")
    }

    @Test("a sheet of an Xcode that doubled a notched phone's insets has the device's top inset once and none below")
    func doubledInsetXcodeSheet() {
        for (height, kind) in [(783.0, "presentation"), (697, "show"), (1641, "show")] {
            let sheet = files.controllerScene(
                "two", width: 393, height: height, box: LayoutRect(x: 0, y: 59, width: 393, height: height - 59),
                pinBottom: true)
            expectAllMatch(
                file(sheet: sheet, kind: kind, width: 393, height: 852, sourceTop: 118, toolsVersion: "23727", device: "retina6_12"),
                compared: 2, fileName: "t.storyboard")
        }
        let jumio = files.controllerScene(
            "two", width: 414, height: 848, box: LayoutRect(x: 0, y: 48, width: 414, height: 800), pinBottom: true)
        expectAllMatch(
            file(sheet: jumio, width: 414, height: 896, sourceTop: 96, toolsVersion: "24412", device: "retina6_1"),
            compared: 2, fileName: "t.storyboard")
    }

    /// Xcode 14.0 and 14.1 drew a notched phone's sheet with the canvas's top inset and none
    /// below: MirrorFly's contact picker (21507, 393 × 783 on the 6.12-inch canvas) records
    /// its stack at (0, 59, 393, 724); Twilio's sheet of Xcode 14's beta (21208.1, 414 × 842
    /// on the 6.1-inch canvas, 44 on top in that beta) its views under the safe area 44
    /// below the top, (0, 44, 414, 798). An Xcode 13 sheet (19529) keeps the home
    /// indicator's inset and none on top, as the EU certificate wallet's 790-high sheets
    /// record: (0, 0, 390, 756).
    @Test("a sheet of Xcode 14.0 or 14.1 on a notched phone has the canvas's top inset and none below")
    func xcode14_0Sheet() {
        let mirrorFly = files.controllerScene(
            "two", width: 393, height: 783, box: LayoutRect(x: 0, y: 59, width: 393, height: 724), pinBottom: true)
        expectAllMatch(
            file(sheet: mirrorFly, width: 393, height: 852, sourceTop: 59, toolsVersion: "21507", device: "retina6_12"),
            compared: 2, fileName: "t.storyboard")
        let twilio = files.controllerScene(
            "two", width: 414, height: 842, box: LayoutRect(x: 0, y: 44, width: 414, height: 798), pinBottom: true)
        expectAllMatch(
            file(sheet: twilio, width: 414, height: 896, sourceTop: 44, toolsVersion: "21208.1", device: "retina6_1"),
            compared: 2, fileName: "t.storyboard")
        let wallet = files.controllerScene(
            "two", width: 390, height: 790, box: LayoutRect(x: 0, y: 0, width: 390, height: 756), pinBottom: true)
        expectAllMatch(
            file(sheet: wallet, width: 390, height: 844, sourceTop: 44, toolsVersion: "19529", device: "retina6_0"),
            compared: 2, fileName: "t.storyboard")
    }

    /// The same controllers with no segue into them are freeform screens, which keep the
    /// insets those Xcodes drew twice over (Green's receive flow, 24128: a 1065-high
    /// screen's views 118 below its top and 68 above its bottom).
    @Test("a freeform controller that is no sheet keeps the doubled insets")
    func freeformControllerKeepsDoubledInsets() {
        let screen = files.controllerScene(
            "one", width: 393, height: 1065, box: LayoutRect(x: 0, y: 118, width: 393, height: 1065 - 118 - 68),
            pinBottom: true)
        expectAllMatch(files.storyboard(screen, toolsVersion: "23727", device: "retina6_12"), compared: 1, fileName: "t.storyboard")
    }
}
