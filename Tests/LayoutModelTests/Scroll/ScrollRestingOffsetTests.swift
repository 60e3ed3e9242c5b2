import LayoutModel
import Testing

/// A scroll view under the status bar at rest: UIKit's content offset is minus the
/// adjusted content inset, so the content starts below the unsafe region on screen
/// while its frame, in the scroll view's bounds, stays at the content's origin; a view
/// pinned to the frame guide stays put on screen, and its frame in those bounds is
/// that far up. Worked by hand on an iPhone 15 (393 × 852, safe area 59 top, 34
/// bottom; 59 left and right in landscape, 21 bottom).
@Suite("Scroll views at rest")
struct ScrollRestingOffsetTests {
    /// A full-screen scroll view holding `content` (as wide as the frame guide, `height`
    /// high, preserving the scroll view's margins) with `mark` at its margins, `badge`
    /// 10 below the frame guide's top and 10 from its trailing edge, and `fixed`, placed
    /// by its frame (10, 20, 50, 50).
    static func hierarchy(width: String = "content.width == scroll.frameLayout.width", height: Double = 1000) throws -> LayoutHierarchy {
        let content = ViewNode(id: "content", subviews: [ViewNode(id: "mark")], preservesSuperviewLayoutMargins: true)
        let fixed = ViewNode(id: "fixed", translatesAutoresizingMaskIntoConstraints: true, frame: EngineFixture.rect(10, 20, 50, 50))
        let scroll = ViewNode(id: "scroll", className: "UIScrollView", subviews: [content, ViewNode(id: "badge"), fixed])
        return try EngineFixture.hierarchy([scroll], [
            "scroll.leading == root.leading", "scroll.trailing == root.trailing",
            "scroll.top == root.top", "scroll.bottom == root.bottom",
            "content.top == scroll.contentLayout.top", "content.bottom == scroll.contentLayout.bottom",
            "content.leading == scroll.contentLayout.leading", "content.trailing == scroll.contentLayout.trailing",
            width, "content.height == \(height)",
            "mark.top == content.topMargin", "mark.leading == content.leadingMargin", "mark.width == 10", "mark.height == 10",
            "badge.top == scroll.frameLayout.top + 10", "badge.trailing == scroll.frameLayout.trailing - 10",
            "badge.width == 20", "badge.height == 20",
        ])
    }

    /// Portrait: the content scrolls vertically, so it is inset 59 from the top: on
    /// screen at y 59, `mark` 8 below it (the scroll view's 67-point top margin less the
    /// 59 the content already sits in). `badge` shows 10 from the top, at y −49 in the
    /// bounds; `fixed` keeps its frame, 20 below the content's top on screen (79).
    @Test("portrait: content 59 down on screen, frames in the bounds that start there")
    func portrait() throws {
        let result = try DeviceFixture.solve(Self.hierarchy(), DeviceFixture.phone)
        #expect(result.frames["content"] == ItemFrame(inRoot: EngineFixture.rect(0, 59, 393, 1000), inSuperview: EngineFixture.rect(0, 0, 393, 1000)))
        #expect(result.frames["mark"] == ItemFrame(inRoot: EngineFixture.rect(8, 67, 10, 10), inSuperview: EngineFixture.rect(8, 8, 10, 10)))
        #expect(result.frames["badge"] == ItemFrame(inRoot: EngineFixture.rect(363, 10, 20, 20), inSuperview: EngineFixture.rect(363, -49, 20, 20)))
        #expect(result.frames["fixed"] == ItemFrame(inRoot: EngineFixture.rect(10, 79, 50, 50), inSuperview: EngineFixture.rect(10, 20, 50, 50)))
        // `badge` is on screen, not clipped, and above the content in the bounds: only
        // `fixed`, lying on the content, is reported.
        #expect(result.diagnostics == [
            .overlappingSiblings(first: "content", second: "fixed", intersection: EngineFixture.rect(10, 20, 50, 50)),
        ])
    }

    /// Landscape: no top inset, and the content does not scroll sideways, so nothing
    /// moves; `mark` takes the 59-point side safe area in its margin (67).
    @Test("landscape, scrolling vertically: no inset to start from")
    func landscape() throws {
        let result = try DeviceFixture.solve(Self.hierarchy(), DeviceFixture.phone, .landscape)
        #expect(result.frames["content"] == ItemFrame(inRoot: EngineFixture.rect(0, 0, 852, 1000), inSuperview: EngineFixture.rect(0, 0, 852, 1000)))
        #expect(result.frames["mark"]?.inRoot == EngineFixture.rect(67, 8, 10, 10))
        #expect(result.frames["badge"] == ItemFrame(inRoot: EngineFixture.rect(822, 10, 20, 20), inSuperview: EngineFixture.rect(822, 10, 20, 20)))
    }

    /// Landscape, 2000 wide and as high as the frame: it scrolls sideways only, so it
    /// starts 59 in from the left on screen and its vertical safe area stays.
    @Test("landscape, scrolling sideways: content 59 in from the left")
    func sideways() throws {
        let hierarchy = try Self.hierarchy(width: "content.width == 2000", height: 393)
        let result = try DeviceFixture.solve(hierarchy, DeviceFixture.phone, .landscape)
        #expect(result.frames["content"] == ItemFrame(inRoot: EngineFixture.rect(59, 0, 2000, 393), inSuperview: EngineFixture.rect(0, 0, 2000, 393)))
        #expect(result.frames["mark"]?.inRoot == EngineFixture.rect(67, 8, 10, 10))
        #expect(result.frames["badge"] == ItemFrame(inRoot: EngineFixture.rect(822, 10, 20, 20), inSuperview: EngineFixture.rect(763, 10, 20, 20)))
    }
}
