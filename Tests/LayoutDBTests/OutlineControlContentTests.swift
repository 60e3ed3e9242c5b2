import LayoutModel
import Testing

@testable import LayoutDB

/// `show`'s line for a configured button's image and a segmented control that apportions
/// its segments by content: what sizes them is said, as a title or a style is.
@Suite struct OutlineControlContentTests {
    @Test func aConfiguredButtonsImageAndSegmentsByContentAreShown() {
        let symbol = ViewNode(id: "bin", className: "UIButton", content: ViewContent(
            imageSize: LayoutSize(width: 1.069, height: 1.17), buttonConfiguration: .plain, imageFont: .textStyle(.body)))
        let sized = ViewNode(id: "big", className: "UIButton", content: ViewContent(
            imageSize: LayoutSize(width: 1, height: 1), buttonConfiguration: .gray, imageFont: .system(size: 30, weight: .bold)))
        let raster = ViewNode(id: "go", className: "UIButton", content: ViewContent(
            title: "Go", imageSize: LayoutSize(width: 40, height: 30), buttonConfiguration: .filled))
        let segments = ViewNode(id: "seg", className: "UISegmentedControl", content: ViewContent(
            segments: ["Primary", "All"], apportionsSegmentWidthsByContent: true))
        #expect(DocumentOutline.summary(symbol) == "bin UIButton configuration plain symbol image in body")
        #expect(DocumentOutline.summary(sized) == "big UIButton configuration gray symbol image at 30pt bold")
        #expect(DocumentOutline.summary(raster) == #"go UIButton "Go" configuration filled image 40x30"#)
        #expect(DocumentOutline.summary(segments) == #"seg UISegmentedControl segments "Primary" "All" widths by content"#)
    }
}
