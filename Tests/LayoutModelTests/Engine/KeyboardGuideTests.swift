import LayoutModel
import Testing

/// A view's keyboard layout guide (`V.keyboard`, UIKit's `keyboardLayoutGuide`) with the
/// keyboard hidden: its top at the view's safe-area bottom, the rest at the root's bottom
/// edge and sides (UIKit's documentation: offscreen, the guide's top matches the safe
/// area's bottom, and it sits at the bottom of the window as tall as the bottom inset).
@Suite("LayoutEngine keyboard layout guide")
struct KeyboardGuideTests {
    /// `content` fills the root down to the guide (KeePassium's pattern); `strip` is the
    /// guide's own rectangle, pinned by all four edges; `half` is half the guide's width,
    /// centred on it; `side` sits at its leading edge.
    static func hierarchy() throws -> LayoutHierarchy {
        LayoutHierarchy(
            root: ViewNode(id: "root", subviews: [
                ViewNode(id: "content"), ViewNode(id: "strip"), ViewNode(id: "half"), ViewNode(id: "side"),
            ]),
            constraints: try EngineFixture.specs([
                "content.top == root.top", "content.leading == root.leading", "content.trailing == root.trailing",
                "content.bottom == root.keyboard.top",
                "strip.top == root.keyboard.top", "strip.bottom == root.keyboard.bottom",
                "strip.left == root.keyboard.left", "strip.right == root.keyboard.right",
                "half.width == 0.5 * root.keyboard.width", "half.centerX == root.keyboard.centerX",
                "half.centerY == root.keyboard.centerY", "half.height == 2",
                "side.leading == root.keyboard.leading", "side.width == 10", "side.bottom == root.keyboard.bottom",
                "side.height == root.keyboard.height",
            ]))
    }

    @Test("notched phone: the guide is the 34-point strip under the safe area, content ends at 818")
    func notchedPortrait() throws {
        // iPhone 15: 393×852, bottom inset 34: the guide is (0, 818, 393, 34).
        let result = try DeviceFixture.solve(Self.hierarchy(), DeviceFixture.phone, .portrait, .leftToRight)
        #expect(result["content"]?.inRoot == EngineFixture.rect(0, 0, 393, 818))
        #expect(result["strip"]?.inRoot == EngineFixture.rect(0, 818, 393, 34))
        // 393 / 2 = 196.5 wide, centred: x 98.25 → 98.333 on the @3x grid; centre y 835.
        let half = try #require(result["half"]?.inRoot)
        #expect(abs(half.width - 196.5) < 0.34 && abs(half.x + half.width / 2 - 196.5) < 0.34)
        #expect(half.y + half.height / 2 == 835)
        #expect(result["side"]?.inRoot == EngineFixture.rect(0, 818, 10, 34))
    }

    @Test("notched phone in landscape and right to left: 21 high, leading is the right edge")
    func notchedLandscapeRTL() throws {
        // 852×393, bottom inset 21: (0, 372, 852, 21); the side insets (59) do not narrow it.
        let result = try DeviceFixture.solve(Self.hierarchy(), DeviceFixture.phone, .landscape, .rightToLeft)
        #expect(result["content"]?.inRoot == EngineFixture.rect(0, 0, 852, 372))
        #expect(result["strip"]?.inRoot == EngineFixture.rect(0, 372, 852, 21))
        #expect(result["side"]?.inRoot == EngineFixture.rect(842, 372, 10, 21))
    }

    @Test("home-button phone: no bottom inset, so the guide is 0 high at the root's bottom")
    func homeButtonPhone() throws {
        // iPhone 8: 375×667, bottom inset 0.
        let result = try DeviceFixture.solve(Self.hierarchy(), "iphone-4.7inch", .portrait, .leftToRight)
        #expect(result["content"]?.inRoot == EngineFixture.rect(0, 0, 375, 667))
        #expect(result["strip"]?.inRoot == EngineFixture.rect(0, 667, 375, 0))
        #expect(result["side"]?.inRoot == EngineFixture.rect(0, 667, 10, 0))
        // 4-inch: 320×568 (KeePassium's retina4_0 files record their content 568 high).
        let small = try DeviceFixture.solve(Self.hierarchy(), "iphone-4inch", .portrait, .leftToRight)
        #expect(small["content"]?.inRoot == EngineFixture.rect(0, 0, 320, 568))
    }

    @Test("iPad with a home indicator: 20 points")
    func pad() throws {
        // 11-inch iPad Pro: 834×1194, bottom inset 20.
        let result = try DeviceFixture.solve(Self.hierarchy(), DeviceFixture.pad, .portrait, .leftToRight)
        #expect(result["strip"]?.inRoot == EngineFixture.rect(0, 1174, 834, 20))
    }

    @Test("explain's frame of root.keyboard is the guide's rectangle")
    func frameOfItem() throws {
        let configuration = try DeviceFixture.configuration(DeviceFixture.phone)
        let engine = try LayoutEngine(hierarchy: Self.hierarchy(), configuration: configuration)
        #expect(engine.frame(ofItem: "root.keyboard")?.inRoot == EngineFixture.rect(0, 818, 393, 34))
    }

    /// A subview's guide: its top is the subview's own safe-area bottom; the guide still
    /// spans the window (the root) and ends at its bottom.
    @Test("a subview's guide tops at the subview's safe-area bottom and spans the root")
    func subviewGuide() throws {
        let hierarchy = LayoutHierarchy(
            root: ViewNode(id: "root", subviews: [
                ViewNode(id: "panel", subviews: [ViewNode(id: "a")]), ViewNode(id: "footer", subviews: [ViewNode(id: "b")]),
            ]),
            constraints: try EngineFixture.specs([
                "panel.leading == root.leading + 20", "panel.top == root.top + 100", "panel.width == 200",
                "panel.height == 100",
                "a.top == panel.keyboard.top", "a.leading == panel.keyboard.leading", "a.width == panel.keyboard.width",
                "a.height == 5",
                "footer.leading == root.leading", "footer.trailing == root.trailing", "footer.bottom == root.bottom",
                "footer.height == 100",
                "b.bottom == footer.keyboard.top", "b.leading == footer.leading", "b.width == 10", "b.height == 10",
            ]))
        let result = try DeviceFixture.solve(hierarchy, DeviceFixture.phone, .portrait, .leftToRight)
        // The panel is clear of the unsafe area: its safe-area bottom is its bottom, 200.
        #expect(result["a"]?.inRoot == EngineFixture.rect(0, 200, 393, 5))
        // The footer reaches the screen's bottom: its safe area ends 34 above it, at 818.
        #expect(result["b"]?.inRoot == EngineFixture.rect(0, 808, 10, 10))
    }

    @Test("the guide has no margins or baselines")
    func noMargins() throws {
        let margins = try EngineFixture.hierarchy([ViewNode(id: "a")], ["a.leading == root.keyboard.leadingMargin"])
        #expect(throws: LayoutEngineError.attributeNotOnGuide(
            constraint: "a.leading == root.keyboard.leadingMargin", item: "root.keyboard", attribute: .leadingMargin)
        ) {
            try LayoutEngine(hierarchy: margins, containerSize: LayoutSize(width: 100, height: 100))
        }
        #expect(BuiltInGuide.allCases.contains(.keyboard))
        #expect(BuiltInGuide(rawValue: "keyboard") == .keyboard)
    }
}
