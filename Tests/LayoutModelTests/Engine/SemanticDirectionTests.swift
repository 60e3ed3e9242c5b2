import LayoutModel
import Testing

/// Which direction a constraint's leading and trailing are read in
/// (`LayoutEngine.layoutDirection(of:)`): its items' nearest common ancestor's. A view
/// forced right to left keeps its place in a left-to-right superview (the image-on-the-
/// right button of Santander's cells, pinned by its trailing edge) and lays its own
/// content out right to left. Frames computed by hand on a 320 × 200 root.
@Suite("Leading and trailing under semanticContentAttribute")
struct SemanticDirectionTests {
    /// `button` (forced RTL, 60 wide) 8 from the root's trailing edge; `box` (forced RTL,
    /// 100 wide) 20 from its leading edge, holding `child` (30 wide) 10 from the box's
    /// leading edge.
    static func hierarchy() throws -> LayoutHierarchy {
        try EngineFixture.hierarchy(
            [
                ViewNode(id: "button", semanticContentAttribute: .forceRightToLeft),
                ViewNode(id: "box", subviews: [ViewNode(id: "child")], semanticContentAttribute: .forceRightToLeft),
            ],
            [
                "root.trailing == button.trailing + 8",
                "button.width == 60",
                "button.top == root.top + 10",
                "button.height == 20",
                "box.leading == root.leading + 20",
                "box.width == 100",
                "box.top == root.top + 40",
                "box.height == 50",
                "child.leading == box.leading + 10",
                "child.width == 30",
                "child.top == box.top",
                "child.height == 10",
            ])
    }

    static func solve(_ direction: LayoutDirection) throws -> LayoutResult {
        try LayoutEngine(
            hierarchy: hierarchy(), containerSize: LayoutSize(width: 320, height: 200), direction: direction, scale: 2
        ).result()
    }

    @Test("left to right: the forced views sit where their left-to-right superview puts them")
    func leftToRight() throws {
        let result = try Self.solve(.leftToRight)
        // Button: 320 − 8 − 60 = 252. Box: 20. Child: inside the right-to-left box, 10
        // from its right edge: 20 + 100 − 10 − 30 = 80.
        #expect(result["button"]?.inRoot == EngineFixture.rect(252, 10, 60, 20))
        #expect(result["box"]?.inRoot == EngineFixture.rect(20, 40, 100, 50))
        #expect(result["child"]?.inRoot == EngineFixture.rect(80, 40, 30, 10))
        #expect(result.diagnostics.isEmpty)
    }

    @Test("right to left: the superview mirrors their places; the forced box's content stays")
    func rightToLeft() throws {
        let result = try Self.solve(.rightToLeft)
        // Button: 8 from the left. Box: 20 from the right, x = 200. Child: still 10 from
        // the box's right edge, 200 + 100 − 10 − 30 = 260.
        #expect(result["button"]?.inRoot == EngineFixture.rect(8, 10, 60, 20))
        #expect(result["box"]?.inRoot == EngineFixture.rect(200, 40, 100, 50))
        #expect(result["child"]?.inRoot == EngineFixture.rect(260, 40, 30, 10))
        #expect(result.diagnostics.isEmpty)
    }
}
