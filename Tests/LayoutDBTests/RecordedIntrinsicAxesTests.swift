import LayoutInterchange
import LayoutModel
import Testing

@testable import LayoutDB

/// `--intrinsic-from recorded` takes only the height of the controls UIKit gives no
/// intrinsic width (facts/uikit-defaults.md §6: a slider's and a progress view's width is
/// "none", a navigation bar's intrinsic size is (−1, 44)). Their recorded width is what
/// their constraints made it; taken as an intrinsic width it hid a slider pinned by one
/// edge, which UIKit reports as ambiguous whatever its frame was in Interface Builder.
@Suite("Recorded intrinsic sizes keep UIKit's intrinsic axes")
struct RecordedIntrinsicAxesTests {
    /// Each control pinned by its leading and top edges only, with the frame Interface
    /// Builder would have recorded for it.
    static let json = """
        { "layoutdb": 1, "name": "recorded", "root": { "id": "root", "subviews": [
            { "id": "slide", "class": "UISlider", "recordedFrame": { "x": 18, "y": 100, "width": 164, "height": 31 } },
            { "id": "prog", "class": "UIProgressView", "recordedFrame": { "x": 20, "y": 200, "width": 160, "height": 2 } },
            { "id": "bar", "class": "UINavigationBar", "recordedFrame": { "x": 0, "y": 300, "width": 375, "height": 44 } },
            { "id": "sw", "class": "UISwitch", "recordedFrame": { "x": 20, "y": 400, "width": 51, "height": 31 } },
            { "id": "find", "class": "UISearchBar", "recordedFrame": { "x": 0, "y": 500, "width": 375, "height": 56 } } ] },
          "constraints": [
            "slide.leading == root.leading + 20", "slide.top == root.top + 100",
            "prog.leading == root.leading + 20", "prog.top == root.top + 200",
            "bar.leading == root.leading", "bar.top == root.top + 300",
            "sw.leading == root.leading + 20", "sw.top == root.top + 400",
            "find.leading == root.leading", "find.top == root.top + 500" ] }
        """

    /// Slider: its 31-high frame less the alignment rectangle's 1 pt below is 30; no width.
    /// Progress view 2, navigation bar 44, no width. The switch keeps both axes (UIKit's
    /// 49 × 31 alignment rectangle of its 51 × 31 frame).
    @Test("sliders, progress views, navigation and search bars take the recorded height only")
    func heightOnly() throws {
        let document = IntrinsicSource.recorded.apply(to: try DocumentReader.read(Self.json, file: "recorded.json"))
        #expect(size(document, "slide") == IntrinsicContentSize(width: nil, height: 30))
        #expect(size(document, "prog") == IntrinsicContentSize(width: nil, height: 2))
        #expect(size(document, "bar") == IntrinsicContentSize(width: nil, height: 44))
        // A search bar has no intrinsic width either (IntrinsicContentSizing.searchBarHeight).
        #expect(size(document, "find") == IntrinsicContentSize(width: nil, height: 56))
        #expect(size(document, "sw") == IntrinsicContentSize(width: 49, height: 31))
    }

    /// A scrolling text view has no intrinsic size at all, so it takes none from its
    /// recorded frame; one with scrolling disabled takes both axes, as labels do.
    @Test("a scrolling text view takes no recorded size; a self-sizing one does")
    func scrollingTextView() throws {
        let json = """
            { "layoutdb": 1, "name": "notes", "root": { "id": "root", "subviews": [
                { "id": "scrolls", "class": "UITextView", "text": "a", "scrollEnabled": true,
                  "recordedFrame": { "x": 0, "y": 0, "width": 240, "height": 128 } },
                { "id": "sizes", "class": "UITextView", "text": "a",
                  "recordedFrame": { "x": 0, "y": 200, "width": 50, "height": 33 } } ] } }
            """
        let document = IntrinsicSource.recorded.apply(to: try DocumentReader.read(json, file: "notes.json"))
        #expect(size(document, "scrolls") == IntrinsicContentSize.none)
        #expect(size(document, "sizes") == IntrinsicContentSize(width: 50, height: 33))
    }

    func size(_ document: LayoutDocument, _ id: String) -> IntrinsicContentSize? {
        document.root.subviews.first { $0.id == id }?.intrinsicContentSize
    }

    /// Solved on an iPhone SE: the four are reported ambiguous in width, as UIKit has
    /// them, and nothing else; the switch sits at its recorded frame.
    @Test("a control pinned by one edge is ambiguous in width, as in UIKit")
    func ambiguousWidth() throws {
        let document = IntrinsicSource.recorded.apply(to: try DocumentReader.read(Self.json, file: "recorded.json"))
        let setup = SolveSetup(configuration: try DeviceConfiguration(deviceNamed: "iphone-se-2-3"))
        let solved = try LayoutSolving.solve(document, revision: nil, setup: setup)
        let ambiguous = solved.diagnostics.filter { $0.kind == "ambiguous" }
        #expect(Set(ambiguous.flatMap(\.views)) == ["slide", "prog", "bar", "find"], "\(solved.diagnostics)")
        #expect(ambiguous.allSatisfy { $0.message.hasPrefix("Width is ambiguous") }, "\(ambiguous)")
        let frames = Dictionary(uniqueKeysWithValues: solved.views.map { ($0.id, $0.frameInRoot) })
        #expect(frames["sw"] == LayoutRect(x: 20, y: 400, width: 51, height: 31))
    }
}
