import LayoutModel
import Testing

/// Scroll views as the Auto Layout Guide's "Working with Scroll Views" describes them,
/// in a 375 × 667 root at @2x.
@Suite("Scroll views")
struct ScrollViewTests {
    static let pinnedScroll = [
        "scroll.leading == root.leading", "scroll.trailing == root.trailing",
        "scroll.top == root.top", "scroll.bottom == root.bottom",
    ]

    static func solve(_ content: [ViewNode], _ equations: [String], className: String = "UIScrollView") throws -> LayoutResult {
        let scroll = ViewNode(id: "scroll", className: className, subviews: content)
        return try LayoutEngine(
            hierarchy: EngineFixture.hierarchy([scroll], pinnedScroll + equations),
            containerSize: LayoutSize(width: 375, height: 667), scale: 2
        ).result()
    }

    @Test("older style: a content view pinned to the scroll view's edges sets the content size; width == scroll width disables horizontal scrolling")
    func edgePinnedContentView() throws {
        let result = try Self.solve(
            [ViewNode(id: "content")],
            [
                "content.leading == scroll.leading", "content.trailing == scroll.trailing",
                "content.top == scroll.top", "content.bottom == scroll.bottom",
                "content.width == scroll.width", "content.height == 1000",
            ])
        let layout = try #require(result.scrollViews["scroll"])
        #expect(layout.contentSize == LayoutSize(width: 375, height: 1000))
        #expect(layout.frameSize == LayoutSize(width: 375, height: 667))
        #expect(layout.scrollsVertically && !layout.scrollsHorizontally)
        #expect(result["content"]?.inSuperview == EngineFixture.rect(0, 0, 375, 1000))
        #expect(result.diagnostics.isEmpty)
    }

    @Test("the edge constraint reads the same with the scroll view first: scroll.bottom == content.bottom + 20")
    func scrollViewFirst() throws {
        let result = try Self.solve(
            [ViewNode(id: "content")],
            [
                "content.leading == scroll.leading + 10", "scroll.trailing == content.trailing + 10",
                "content.top == scroll.top + 20", "scroll.bottom == content.bottom + 20",
                "content.width == 500", "content.height == 100",
            ])
        #expect(result.scrollViews["scroll"]?.contentSize == LayoutSize(width: 520, height: 140))
        #expect(result.scrollViews["scroll"]?.scrollsHorizontally == true)
        #expect(result.scrollViews["scroll"]?.scrollsVertically == false)
        #expect(result["content"]?.inSuperview == EngineFixture.rect(10, 20, 500, 100))
    }

    @Test("content and frame guides: a chain 10 + 300 + 20 + 500 + 10 = 840 tall, as wide as the frame")
    func layoutGuides() throws {
        let result = try Self.solve(
            [ViewNode(id: "content", subviews: [ViewNode(id: "a"), ViewNode(id: "b")])],
            [
                "content.leading == scroll.contentLayout.leading", "content.trailing == scroll.contentLayout.trailing",
                "content.top == scroll.contentLayout.top", "content.bottom == scroll.contentLayout.bottom",
                "content.width == scroll.frameLayout.width",
                "a.top == content.top + 10", "a.height == 300", "b.top == a.bottom + 20", "b.height == 500",
                "content.bottom == b.bottom + 10",
                "a.leading == content.leading", "a.trailing == content.trailing",
                "b.leading == content.leading", "b.trailing == content.trailing",
            ])
        #expect(result.scrollViews["scroll"]?.contentSize == LayoutSize(width: 375, height: 840))
        #expect(result["b"]?.inRoot == EngineFixture.rect(0, 330, 375, 500))
        #expect(result.diagnostics.isEmpty)
    }

    @Test("nothing sets the content view's size: Xcode's \"Scrollable content size is ambiguous\"")
    func ambiguousContentSize() throws {
        let result = try Self.solve(
            [ViewNode(id: "content")],
            [
                "content.leading == scroll.leading", "content.trailing == scroll.trailing",
                "content.top == scroll.top", "content.bottom == scroll.bottom",
            ])
        let scrollDiagnostics = result.diagnostics.filter { $0.kind == "scrollableContentSizeAmbiguous" }
        #expect(scrollDiagnostics == [.scrollableContentSizeAmbiguous(scrollView: "scroll", axes: [.horizontal, .vertical])])
        #expect(scrollDiagnostics.first?.message == "Scrollable content size is ambiguous for \"scroll\".")
        #expect(result.ambiguous.map(\.item) == ["content"])
    }

    @Test("only the height open: the vertical axis is reported")
    func ambiguousHeightOnly() throws {
        let result = try Self.solve(
            [ViewNode(id: "content")],
            [
                "content.leading == scroll.leading", "content.trailing == scroll.trailing",
                "content.top == scroll.top", "content.bottom == scroll.bottom", "content.width == scroll.width",
            ])
        #expect(result.diagnostics.contains(.scrollableContentSizeAmbiguous(scrollView: "scroll", axes: [.vertical])))
    }

    @Test("centre and size constraints attach to the frame: centred at (375 − 100) / 2 = 137.5")
    func centreAttachesToFrame() throws {
        let result = try Self.solve(
            [ViewNode(id: "content")],
            [
                "content.centerX == scroll.centerX", "content.width == 100",
                "content.top == scroll.top", "content.bottom == scroll.bottom", "content.height == 50",
            ])
        #expect(result["content"]?.inSuperview == EngineFixture.rect(137.5, 0, 100, 50))
        // Nothing reaches the content area horizontally: 0 wide, UIKit's default contentSize.
        #expect(result.scrollViews["scroll"]?.contentSize == LayoutSize(width: 0, height: 50))
    }

    @Test("margins towards content are the content area's, inset by the scroll view's 8-point margins")
    func marginsOfTheContentArea() throws {
        let result = try Self.solve(
            [ViewNode(id: "content")],
            [
                "content.leading == scroll.leadingMargin", "content.trailing == scroll.trailingMargin",
                "content.top == scroll.topMargin", "content.bottom == scroll.bottomMargin",
                "content.width == 600", "content.height == 900",
            ])
        #expect(result["content"]?.inSuperview == EngineFixture.rect(8, 8, 600, 900))
        #expect(result.scrollViews["scroll"]?.contentSize == LayoutSize(width: 616, height: 916))
    }

    @Test("the frame guide holds content in place: a badge 10 below the visible top")
    func frameGuide() throws {
        let result = try Self.solve(
            [ViewNode(id: "badge")],
            [
                "badge.top == scroll.frameLayout.top + 10", "badge.trailing == scroll.frameLayout.trailing - 10",
                "badge.width == 20", "badge.height == 20",
            ])
        #expect(result["badge"]?.inSuperview == EngineFixture.rect(345, 10, 20, 20))
        #expect(result.scrollViews["scroll"]?.contentSize == LayoutSize(width: 0, height: 0))
        #expect(result.diagnostics.isEmpty)
    }

    @Test("content below the fold is not reported outside its superview; with no content constraints nothing scrolls")
    func contentBelowTheFold() throws {
        let result = try Self.solve(
            [ViewNode(id: "content")],
            [
                "content.leading == scroll.leading", "content.trailing == scroll.trailing",
                "content.top == scroll.top", "content.bottom == scroll.bottom",
                "content.width == scroll.width", "content.height == 2000",
            ])
        #expect(!result.diagnostics.contains { $0.kind == "clippedBySuperview" })
        let empty = try Self.solve([], [])
        #expect(empty.scrollViews["scroll"] == ScrollViewLayout(
            contentSize: LayoutSize(width: 0, height: 0), frameSize: LayoutSize(width: 375, height: 667)))
        #expect(empty.diagnostics.isEmpty)
    }

    @Test("a table view is a scroll view too; a plain view has no content guide")
    func whichViewsScroll() throws {
        let table = try Self.solve(
            [ViewNode(id: "header")],
            [
                "header.top == scroll.contentLayout.top", "header.leading == scroll.contentLayout.leading",
                "header.width == 100", "header.height == 44",
                "header.trailing == scroll.contentLayout.trailing", "header.bottom == scroll.contentLayout.bottom",
            ],
            className: "UITableView")
        #expect(table.scrollViews["scroll"]?.contentSize == LayoutSize(width: 100, height: 44))
        #expect(throws: LayoutEngineError.self) {
            try Self.solve([ViewNode(id: "x")], ["x.top == scroll.contentLayout.top"], className: "UIView")
        }
    }
}
