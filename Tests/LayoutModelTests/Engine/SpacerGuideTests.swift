import LayoutModel
import Testing

/// Custom layout guides as spacers, the pattern of Apple's `UILayoutGuide` overview:
/// equal-width guides on both sides of a group, constrained horizontally only.
@Suite("Spacer guides")
struct SpacerGuideTests {
    static let container = LayoutSize(width: 400, height: 300)

    static func box(_ id: String, _ width: Double) -> ViewNode {
        ViewNode(id: id, intrinsicContentSize: IntrinsicContentSize(width: width, height: 20))
    }

    /// `a` (40 wide) and `b` (60), 10 apart, between guides `s1` and `s2` that run from
    /// the root's edges; `extra` adds to the constraints.
    static func spacers(_ equations: [String]) throws -> LayoutHierarchy {
        try EngineFixture.hierarchy(
            [box("a", 40), box("b", 60)],
            ["a.top == root.top + 20", "b.top == root.top + 20"] + equations,
            guides: [LayoutGuideNode(id: "s1", owner: "root"), LayoutGuideNode(id: "s2", owner: "root")])
    }

    static func solve(_ hierarchy: LayoutHierarchy, _ direction: LayoutDirection) throws -> LayoutResult {
        try LayoutEngine(hierarchy: hierarchy, containerSize: container, direction: direction, scale: 2).result()
    }

    /// The group is 40 + 10 + 60 = 110 wide, so each spacer is (400 − 110) / 2 = 145:
    /// a at 145, b at 195; right to left the chain runs from the right edge, a at
    /// 400 − 145 − 40 = 215, b at 215 − 10 − 60 = 145. The guides' vertical axis is free,
    /// which moves no view: UIKit reports nothing, and neither does layoutdb.
    @Test("equal-width spacers centre a group: a 145, b 195 (mirrored right to left), no diagnostics")
    func equalSpacersCentre() throws {
        let hierarchy = try Self.spacers([
            "s1.leading == root.leading", "a.leading == s1.trailing", "b.leading == a.trailing + 10",
            "s2.leading == b.trailing", "s2.trailing == root.trailing", "s1.width == s2.width",
        ])
        let ltr = try Self.solve(hierarchy, .leftToRight)
        #expect(ltr["a"]?.inRoot == EngineFixture.rect(145, 20, 40, 20))
        #expect(ltr["b"]?.inRoot == EngineFixture.rect(195, 20, 60, 20))
        #expect(ltr["s1"]?.inRoot.x == 0)
        #expect(ltr["s1"]?.inRoot.width == 145)
        #expect(ltr["s2"]?.inRoot.x == 255)
        #expect(ltr.diagnostics.isEmpty, "\(ltr.diagnostics)")
        let rtl = try Self.solve(hierarchy, .rightToLeft)
        #expect(rtl["a"]?.inRoot == EngineFixture.rect(215, 20, 40, 20))
        #expect(rtl["b"]?.inRoot == EngineFixture.rect(145, 20, 60, 20))
        #expect(rtl["s1"]?.inRoot.x == 255)
        #expect(rtl.diagnostics.isEmpty, "\(rtl.diagnostics)")
    }

    /// Without `s1.width == s2.width` the split of the 290 points between the spacers is
    /// free: the views move, and they are what is reported, not the guides.
    @Test("a spacer whose width is free is reported through the views it moves")
    func freeSpacerShowsThroughViews() throws {
        let hierarchy = try Self.spacers([
            "s1.leading == root.leading", "a.leading == s1.trailing", "b.leading == a.trailing + 10",
            "s2.leading == b.trailing", "s2.trailing == root.trailing",
        ])
        let result = try Self.solve(hierarchy, .leftToRight)
        let ambiguous = result.diagnostics.compactMap { diagnostic -> String? in
            if case .ambiguous(let layout) = diagnostic { return layout.item }
            return nil
        }
        #expect(ambiguous == ["a", "b"])
    }
}
