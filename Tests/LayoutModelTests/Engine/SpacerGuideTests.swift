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

    /// A group wider than the container: a 200 and b 210 wide, 10 apart, 420 in 400.
    /// UIKit's `UILayoutGuide` keeps its width at 0 or more (its size variables are
    /// restricted unless `_allowsNegativeDimensions`, which a custom guide never sets;
    /// FIDELITY.md, eleventh semantics audit), so the chain is a conflict. The root's
    /// constraints go in first, then a's own width, then b's, whose addition fails: it
    /// breaks and gives way to 400 − 200 − 10 = 190 with both spacers 0 wide, a at 0 and
    /// b at 210 (mirrored right to left: a at 200, b at 0). Without the bound the spacers
    /// were −10 wide each, a at −10 and b at 200, and nothing conflicted.
    @Test("spacers squeezed by a wider group are 0 wide: a conflict breaking b's width, b 190 wide at 210")
    func squeezedSpacers() throws {
        let hierarchy = try Self.spacers([
            "s1.leading == root.leading", "a.leading == s1.trailing", "b.leading == a.trailing + 10",
            "s2.leading == b.trailing", "s2.trailing == root.trailing", "s1.width == s2.width",
            "a.width == 200", "b.width == 210",
        ])
        let ltr = try Self.solve(hierarchy, .leftToRight)
        #expect(ltr["a"]?.inRoot == EngineFixture.rect(0, 20, 200, 20))
        #expect(ltr["b"]?.inRoot == EngineFixture.rect(210, 20, 190, 20))
        #expect(ltr["s1"]?.inRoot.x == 0)
        #expect(ltr["s1"]?.inRoot.width == 0)
        #expect(ltr["s2"]?.inRoot.x == 400)
        #expect(ltr["s2"]?.inRoot.width == 0)
        #expect(ltr.unsatisfiable.count == 1)
        let conflict = try #require(ltr.unsatisfiable.first)
        #expect(conflict.broken.spec?.equationString == "b.width == 210")
        // The window's width, the chain's five, the equal widths (with them one spacer's
        // bound is enough; both bounds without them is the other minimal set) and the two
        // widths, and no bound.
        #expect(conflict.constraints.compactMap(\.spec?.equationString) == [
            "s1.leading == root.leading", "a.leading == s1.trailing", "b.leading == a.trailing + 10",
            "s2.leading == b.trailing", "s2.trailing == root.trailing", "s1.width == s2.width",
            "a.width == 200", "b.width == 210",
        ])
        #expect(conflict.constraints.count == 9, "\(conflict.constraints.map(\.uikitDescription))")
        let rtl = try Self.solve(hierarchy, .rightToLeft)
        #expect(rtl["a"]?.inRoot == EngineFixture.rect(200, 20, 200, 20))
        #expect(rtl["b"]?.inRoot == EngineFixture.rect(0, 20, 190, 20))
        #expect(rtl["s1"]?.inRoot.width == 0)
        #expect(rtl.unsatisfiable.first?.broken.spec?.equationString == "b.width == 210")
    }
}
