import Foundation
import LayoutDB
import LayoutInterchange
import LayoutModel
import Testing

/// A canvas whose controllers' roots record another phone's screen than the device the
/// file names (``DesignCanvas/recordedPhone(named:rootSize:isControllerView:)``): the
/// Naver Maps SDK's demo storyboards of Xcode 15 and 16 name `retina6_7`, the catalog's
/// 428 × 926 phone with a 47-point inset, and record every root 430 × 932, the 6.7-inch
/// phone with the Dynamic Island (59 on top). The frames below are theirs.
@Suite("A canvas is the phone its roots record")
struct RecordedPhoneCanvasTests {
    let files = ContainmentBehaviourTests()

    /// Naver's map-types screen (`toolsVersion` 23094): the bar at y 59, 44 high, and the
    /// switch bar under the safe area at y 103 = 59 + 44, where the catalog's `retina6_7`
    /// gave 47 + 44 = 91. Its options screens (24506, an Xcode that drew the inset twice):
    /// the bar at 118, 54 high, and the map under it at 172.
    @Test("retina6_7 roots of 430 × 932 are the 6.7-inch phone with the Dynamic Island")
    func islandPhone() {
        let xcode15 = files.controllerScene(
            "one", width: 430, height: 932, box: LayoutRect(x: 0, y: 103, width: 430, height: 44), pinBottom: false)
        expectAllMatch(
            files.storyboard(
                files.navigationScene(root: "one", barY: 59, barWidth: 430) + xcode15, toolsVersion: "23094",
                device: "retina6_7"),
            compared: 1, fileName: "t.storyboard")
        let xcode16 = files.controllerScene(
            "one", width: 430, height: 932, box: LayoutRect(x: 0, y: 172, width: 430, height: 80), pinBottom: false)
        expectAllMatch(
            files.storyboard(
                files.navigationScene(root: "one", barY: 118, barWidth: 430, barHeight: 54) + xcode16,
                toolsVersion: "24506", device: "retina6_7"),
            compared: 1, fileName: "t.storyboard")
    }

    /// Roots of the named phone's own screen keep it: Naver's clustering screens (22505)
    /// record `retina6_7` at 428 × 926, a view under the safe area at y 47. A root of a size
    /// two phones share decides nothing: a 375 × 812 root on the 4.7-inch canvas (the
    /// iPhone X's and the 5.4-inch mini's screen) is a freeform view of that canvas, under
    /// its 20-point status bar.
    @Test("a root of the named phone's screen, or of a shared size, keeps the named phone")
    func namedPhoneKept() {
        let own = files.controllerScene(
            "one", width: 428, height: 926, box: LayoutRect(x: 0, y: 47, width: 428, height: 100), pinBottom: false)
        expectAllMatch(files.storyboard(own, toolsVersion: "22505", device: "retina6_7"), compared: 1, fileName: "t.storyboard")
        let shared = files.controllerScene(
            "one", width: 375, height: 812, box: LayoutRect(x: 0, y: 20, width: 375, height: 100), pinBottom: false)
        expectAllMatch(files.storyboard(shared, toolsVersion: "22505", device: "retina4_7"), compared: 1, fileName: "t.storyboard")
    }
}
