import Foundation
import LayoutDB
import LayoutInterchange
import LayoutModel
import Testing

/// The safe area Interface Builder's canvas drew for an embedded child controller's
/// freeform view (``CanvasEmbeddedChild``), on hand-written storyboards modelled on the
/// fourteenth sweep's files: a parent whose container view embeds the child, and a box in
/// the child pinned to its safe area's top, sides and bottom, its recorded frame computed
/// by hand from the insets the files record.
@Suite("Interface Builder embedded child controllers")
struct EmbeddedChildCanvasTests {
    let files = ContainmentBehaviourTests()

    /// A parent `parent` (the screen's size) whose container view, autoresized and so not
    /// compared, embeds the controller `child`.
    func parentScene(width: Double, height: Double, childHeight: Double) -> String {
        """
        <scene sceneID="s-parent"><objects>
            <viewController id="parent" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="v-parent">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <containerView opaque="NO" contentMode="scaleToFill" id="c-parent">
                            <rect key="frame" x="0.0" y="\(height - childHeight)" width="\(width)" height="\(childHeight)"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                            <connections>
                                <segue destination="child" kind="embed" id="e-parent"/>
                            </connections>
                        </containerView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="g-parent"/>
                </view>
            </viewController>
        </objects></scene>
        """
    }

    /// The storyboard: the parent and a child `childHeight` high whose box is inset `top`
    /// and `bottom` (the safe area the canvas drew), with `embedded` saying whether the
    /// parent embeds it (without, the child is a freeform controller of its own).
    func file(
        _ toolsVersion: String, device: String, width: Double, height: Double, childHeight: Double, top: Double,
        bottom: Double, embedded: Bool = true
    ) -> Data {
        let child = files.controllerScene(
            "child", width: width, height: childHeight,
            box: LayoutRect(x: 0, y: top, width: width, height: childHeight - top - bottom), pinBottom: true)
        let parent = embedded ? parentScene(width: width, height: height, childHeight: childHeight) : ""
        return files.storyboard(parent + child, toolsVersion: toolsVersion, device: device)
    }

    /// Kodeco's FitNess projects (`toolsVersion` 19162, the 5.8-inch canvas, 375 × 812 with
    /// 44 on top and 34 below): a 375 × 120 child's box is (0, 44, 375, 76), nothing below;
    /// Esri's route sample (17506, the 6.1-inch canvas, 44 on top in Xcode 12): a 414 × 150
    /// child's (0, 44, 414, 106). A freeform controller that is no child keeps the 34
    /// (GordianCosigner's 414 × 808 sheets of 17701): (0, 44, 414, 730).
    @Test("before Xcode 14 an embedded child has no bottom inset")
    func beforeXcode14() {
        expectAllMatch(
            file("19162", device: "retina5_9", width: 375, height: 812, childHeight: 120, top: 44, bottom: 0), compared: 1,
            fileName: "t.storyboard")
        expectAllMatch(
            file("17506", device: "retina6_1", width: 414, height: 896, childHeight: 150, top: 44, bottom: 0), compared: 1,
            fileName: "t.storyboard")
        expectAllMatch(
            file("17701", device: "retina6_1", width: 414, height: 896, childHeight: 808, top: 44, bottom: 34, embedded: false),
            compared: 1, fileName: "t.storyboard")
    }

    /// Cosmostation's wallet (24412, the 6.12-inch canvas, 393 × 852 with 59 on top and 34
    /// below, drawn twice over by that Xcode): a 393 × 677 child's box is (0, 118, 393, 525),
    /// the top doubled and the bottom once, where a freeform controller that is no child
    /// has both doubled (Blockstream's 393 × 1228 screens of 24128): (0, 118, 393, 1042).
    /// HaishinKit's example (22154, the 6.1-inch canvas, 48 on top): a 414 × 813 child's
    /// box is (0, 48, 414, 731).
    @Test("from Xcode 14 an embedded child has the device's bottom inset once")
    func fromXcode14() {
        expectAllMatch(
            file("24412", device: "retina6_12", width: 393, height: 852, childHeight: 677, top: 118, bottom: 34),
            compared: 1, fileName: "t.storyboard")
        expectAllMatch(
            file("24128", device: "retina6_12", width: 393, height: 852, childHeight: 1228, top: 118, bottom: 68, embedded: false),
            compared: 1, fileName: "t.storyboard")
        expectAllMatch(
            file("22154", device: "retina6_1", width: 414, height: 896, childHeight: 813, top: 48, bottom: 34),
            compared: 1, fileName: "t.storyboard")
    }

    /// The importer marks an `embed` segue's destination, and only it.
    @Test("the importer tells an embedded child from its parent")
    func sceneFlags() throws {
        let data = file("24412", device: "retina6_12", width: 393, height: 852, childHeight: 677, top: 118, bottom: 34)
        let scenes = try InterfaceBuilderDocument.importFile(data: data, fileName: "t.storyboard").scenes
        #expect(scenes.count == 2)
        #expect(scenes.filter(\.isEmbeddedChild).map(\.document.name).allSatisfy { $0.contains("#child") })
        #expect(scenes.filter(\.isEmbeddedChild).count == 1)
    }
}
