import LayoutModel
import Testing

/// `constraintsAffecting` on a view whose width is ambiguous.
///
/// Worked by hand: `a` and `b` share the root's width with nothing to split it
/// (`a.leading == root.leading`, `b.leading == a.trailing + 8`, `b.trailing ==
/// root.trailing`), so `b`'s width can be anything. `c` is 100 wide at the root's
/// leading edge, and `d` starts at `c`'s trailing edge with `b`'s width. So `d`'s x is
/// 100, decided by the root's placement, `c`'s leading and width and `d`'s leading;
/// its width can be anything with or without any one constraint (nothing bounds `b`),
/// so no other constraint decides it. Least of all the guide edges of the other views,
/// which their own variables always satisfy: before, every constraint connected to
/// `d` was listed as deciding it, because without any of them `d` was still free.
@Suite("explain on an ambiguous view")
struct ExplainAmbiguousTests {
    static func engine(bounded: Bool) throws -> LayoutEngine {
        var equations = [
            "a.leading == root.leading", "a.top == root.top + 40", "a.height == 20",
            "b.leading == a.trailing + 8", "b.trailing == root.trailing", "b.top == a.top", "b.height == 20",
            "c.top == b.bottom + 8", "c.leading == root.leading", "c.width == 100", "c.height == 20",
            "d.top == c.bottom + 8", "d.leading == c.trailing", "d.width == b.width", "d.height == 20",
        ]
        if bounded { equations += ["a.width >= 100", "b.width >= 100"] }
        return try LayoutEngine(
            hierarchy: try EngineFixture.hierarchy(["a", "b", "c", "d"].map { ViewNode(id: $0) }, equations),
            containerSize: LayoutSize(width: 375, height: 667))
    }

    @Test("only what places the view decides it; the guides of other views do not")
    func onlyThePlacementDecides() throws {
        let engine = try Self.engine(bounded: false)
        #expect(engine.result().ambiguous.count > 0)
        #expect(engine.frame(ofItem: "d")?.inRoot.x == 100)
        let affecting = try #require(engine.constraintsAffecting(item: "d", axis: .horizontal))
        let decides = Set(affecting.filter(\.isEssential).map(ExplainChainTests.name))
        // `d`'s width is `b`'s, which the solution takes where `a` is 0 wide (the size bound
        // `a.width >= 0`, never listed), so `a` and `b`'s pins decide it with `c`'s.
        #expect(decides == [
            "root container", "c.leading == root.leading", "c.width == 100", "d.leading == c.trailing",
            "a.leading == root.leading", "b.leading == a.trailing + 8", "b.trailing == root.trailing", "d.width == b.width",
        ])
    }

    /// With both widths at least 100, `b`'s width (and so `d`'s) is anywhere from 100
    /// to 375 − 8 − 100 = 267: every constraint of that split now bounds it.
    @Test("a bounded ambiguous width is decided by what bounds it")
    func whatBoundsTheRangeDecides() throws {
        let engine = try Self.engine(bounded: true)
        let affecting = try #require(engine.constraintsAffecting(item: "d", axis: .horizontal))
        let decides = Set(affecting.filter(\.isEssential).map(ExplainChainTests.name))
        #expect(decides.isSuperset(of: [
            "c.leading == root.leading", "c.width == 100", "d.leading == c.trailing", "d.width == b.width",
            "a.leading == root.leading", "b.leading == a.trailing + 8", "b.trailing == root.trailing",
        ]))
        // Guide edges are named by their guide: safeArea(view: "b"), layoutMargins(view: "d").
        #expect(!decides.contains { $0.hasPrefix("safeArea") || $0.hasPrefix("layoutMargins") })
    }
}
