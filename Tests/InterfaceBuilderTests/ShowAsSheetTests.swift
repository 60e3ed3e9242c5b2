import Foundation
import LayoutDB
import LayoutModel
import Testing

/// A `show` segue from a controller with no navigation controller around it: UIKit's
/// `show(_:sender:)` then presents the destination modally, a page sheet since iOS 13,
/// and Interface Builder draws it as one. On a 6.1-inch canvas of Xcode 12 (414 × 896, a
/// 44-point top inset, 34 below) the sheet starts 10 points below the status bar, so its
/// root is 896 − 44 − 10 = 842 high, with no safe area on top and the home indicator's
/// 34 below (Esri's samples, FIDELITY.md "Wild files, third sweep"): a view pinned to
/// the safe area's top is at y 0, one pinned to its bottom too ends at 842 − 34 = 808.
@Suite("Interface Builder show segue without a navigation controller")
struct ShowAsSheetTests {
    let files = ContainmentBehaviourTests()

    func file(destination: String) -> Data {
        let source = files.controllerScene(
            "one", width: 414, height: 896, box: LayoutRect(x: 0, y: 44, width: 414, height: 100), pinBottom: false,
            connections: #"<segue destination="two" kind="show" id="sg-show"/>"#)
        return files.storyboard(source + destination, toolsVersion: "17156", device: "retina6_1")
    }

    @Test("the destination of a show segue from a controller under no navigation bar is a page sheet")
    func sheetTop() {
        let sheet = files.controllerScene(
            "two", width: 414, height: 842, box: LayoutRect(x: 0, y: 0, width: 414, height: 100), pinBottom: false)
        expectAllMatch(file(destination: sheet), compared: 2, fileName: "t.storyboard")
    }

    @Test("the sheet keeps the home indicator's safe area below")
    func sheetBottom() {
        let sheet = files.controllerScene(
            "two", width: 414, height: 842, box: LayoutRect(x: 0, y: 0, width: 414, height: 808), pinBottom: true)
        expectAllMatch(file(destination: sheet), compared: 2, fileName: "t.storyboard")
    }

    /// Beam's donation thank-you screen (Settings.storyboard, Xcode 11, a 4.7-inch
    /// canvas): the destination of a `presentation` segue, its root 667 − 20 = 647 high
    /// and its simulated status bar "None". The canvas draws no status bar, so the view
    /// under its top is recorded at y 0; where the status bar is drawn (Xcode 14.2, no
    /// "None") the sheet, below the status bar, has no safe area on top either
    /// (``PresentedSheetCanvasTests``: WSDOT's sheets of Xcode 15.3).
    /// The presenting controller's view is under the status bar Xcode 14.2 draws (y 20)
    /// and Xcode 11 to 14.0 do not (y 0, ``DesignCanvas/CanvasStatusBar/hiddenOnPhones``).
    func presentedSheet(toolsVersion: String, statusBar: String, boxY: Double) -> Data {
        let sourceY: Double = ["15705", "19529"].contains(toolsVersion) ? 0 : 20
        let source = files.controllerScene(
            "one", height: 667, box: LayoutRect(x: 0, y: sourceY, width: 375, height: 100), pinBottom: false,
            connections: #"<segue destination="two" kind="presentation" id="sg-present"/>"#)
        let sheet = files.controllerScene(
            "two", height: 647, box: LayoutRect(x: 0, y: boxY, width: 375, height: 100), pinBottom: false, metrics: statusBar)
        return files.storyboard(source + sheet, toolsVersion: toolsVersion, device: "retina4_7")
    }

    @Test("a presented sheet whose canvas draws no status bar has no safe area on top")
    func sheetWithoutStatusBar() {
        let none = #"<nil key="simulatedStatusBarMetrics"/>"#
        expectAllMatch(presentedSheet(toolsVersion: "15705", statusBar: none, boxY: 0), compared: 2, fileName: "t.storyboard")
        expectAllMatch(presentedSheet(toolsVersion: "19529", statusBar: none, boxY: 0), compared: 2, fileName: "t.storyboard")
        expectAllMatch(presentedSheet(toolsVersion: "21701", statusBar: "", boxY: 0), compared: 2, fileName: "t.storyboard")
    }

    /// A controller's root as tall as the screen less the sheet's 10-point gap alone is
    /// drawn as Interface Builder's page sheet, with neither the status bar on top nor
    /// the home indicator below: Lockdown's presented and popover screens (414 × 886 on a
    /// 6.1-inch canvas, `toolsVersion` 32700) record their views under the top layout
    /// guide at y 0 and their tables down to 886, and Datadog's shown screen (23504, the
    /// same canvas) its views under the safe area at y 0; whatever presents it.
    @Test("a controller root of the screen less 10 points has no safe area on either side")
    func canvasSheet() {
        let tall = files.controllerScene(
            "one", width: 414, height: 886, box: LayoutRect(x: 0, y: 0, width: 414, height: 886), pinBottom: true)
        expectAllMatch(files.storyboard(tall, toolsVersion: "32700.99.1234", device: "retina6_1"), compared: 1, fileName: "t.storyboard")
        expectAllMatch(files.storyboard(tall, toolsVersion: "23504", device: "retina6_1"), compared: 1, fileName: "t.storyboard")
    }
}
