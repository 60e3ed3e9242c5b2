import Foundation
import LayoutDB
import LayoutInterchange
import LayoutModel
import Testing

/// The 3.5-inch iPhone's canvas (`retina3_5`, ``DeviceCatalog/olderPhones``): a file
/// drawn on it has a design device, 320 × 480 points with a 20-point status bar, so its
/// views are compared where they were a miss ("no design device in the catalog").
@Suite("The 3.5-inch iPhone canvas")
struct OlderPhoneCanvasTests {
    let files = ContainmentBehaviourTests()

    /// A view pinned to the safe area on every side: (0, 20, 320, 460) under Xcode 10's
    /// status bar, and (0, 0, 320, 480) where Xcode 12 drew none on a phone without a
    /// notch (``DesignCanvas/CanvasStatusBar/hiddenOnPhones``), as on the 4-inch canvas.
    @Test("a retina3_5 storyboard is solved on a 320 × 480 canvas")
    func storyboard() {
        let underStatusBar = files.controllerScene(
            "one", width: 320, height: 480, box: LayoutRect(x: 0, y: 20, width: 320, height: 460), pinBottom: true)
        expectAllMatch(
            files.storyboard(underStatusBar, toolsVersion: "14460.31", device: "retina3_5"), compared: 1, fileName: "t.storyboard")
        let noStatusBar = files.controllerScene(
            "one", width: 320, height: 480, box: LayoutRect(x: 0, y: 0, width: 320, height: 480), pinBottom: true)
        expectAllMatch(
            files.storyboard(noStatusBar, toolsVersion: "17156", device: "retina3_5"), compared: 1, fileName: "t.storyboard")
    }

    /// Files of Xcode 7 and earlier name the canvas through their simulated metrics
    /// (`retina35`), which the import reads as `retina3_5`.
    @Test("the canvas is the design device of the scenes, named by either spelling")
    func designDevice() throws {
        let scene = files.controllerScene(
            "one", width: 320, height: 480, box: LayoutRect(x: 0, y: 20, width: 320, height: 460), pinBottom: true)
        let file = try InterfaceBuilderDocument.importFile(
            data: files.storyboard(scene, toolsVersion: "14460.31", device: "retina3_5"), fileName: "t.storyboard")
        #expect(file.canvas.catalogDeviceID == "iphone-3.5inch")
        #expect(file.scenes.map(\.document.designDevice) == ["iphone-3.5inch"])
    }
}
