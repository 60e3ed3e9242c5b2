@testable import LayoutModel
import Testing

/// Wrapping text re-measures on every resize (a fresh engine starts unwrapped and wraps
/// at its solved width). The new sizes, and the baselines constraints use, move the
/// constants of the installed constraints in place: no rebuild, and what a fresh
/// engine gives. Fixed metrics: at 10 pt a character is 5 wide, a line 10 high.
@Suite("LayoutEngine re-measuring in place")
struct LayoutEngineRemeasureTests {
    static let measurer = FixedMetricsTextMeasurer()

    /// A wrapping label between the root's edges (10 pt in), a mark under its last
    /// baseline and a tag on its first baseline.
    static func hierarchy() throws -> LayoutHierarchy {
        let text = ViewNode(
            id: "text", className: "UILabel",
            content: ViewContent(
                text: "aaaa bbbb cccc dddd eeee ffff", font: .system(size: 10, weight: .regular), numberOfLines: 0))
        return try EngineFixture.hierarchy(
            [text, ViewNode(id: "mark"), ViewNode(id: "tag")],
            [
                "text.leading == root.leading + 10", "text.trailing == root.trailing - 10", "text.top == root.top + 5",
                "mark.top == text.lastBaseline", "mark.leading == root.leading", "mark.width == 4", "mark.height == 4",
                "tag.firstBaseline == text.firstBaseline", "tag.leading == root.leading", "tag.width == 4",
            ])
    }

    @Test("resizing through widths that wrap to 6, 1, 2 and 3 lines: fresh engine's frames, no rebuild")
    func baselinesMoveInPlace() throws {
        let hierarchy = try Self.hierarchy()
        var engine = try LayoutEngine(
            hierarchy: hierarchy, containerSize: LayoutSize(width: 375, height: 667), scale: 2, textMeasurer: Self.measurer)
        let builds = engine.builds
        // Six 20 pt words with 5 pt spaces: n words need 25n − 5 of the width less 20.
        for (width, lines) in [(60.0, 6), (200, 1), (100, 2), (80, 3), (375, 1), (60, 6), (130, 2)] {
            let size = LayoutSize(width: width, height: 667)
            try engine.resize(to: size, safeArea: .zero)
            let fresh = try LayoutEngine(hierarchy: hierarchy, containerSize: size, scale: 2, textMeasurer: Self.measurer)
            #expect(engine.result() == fresh.result(), "width \(width)")
            let text = try #require(engine.result()["text"]).inRoot
            #expect(text.height == Double(lines) * 10, "width \(width)")
            // The mark hangs from the last baseline: 8 below the last line's top.
            #expect(engine.result()["mark"]?.inRoot.y == 5 + Double(lines - 1) * 10 + 8, "width \(width)")
            #expect(engine.constraintsAffecting(item: "mark", axis: .vertical)
                == fresh.constraintsAffecting(item: "mark", axis: .vertical), "width \(width)")
        }
        #expect(engine.builds == builds)
    }

    /// Two wrapping labels side by side; the first resists vertical compression at
    /// 1000 and may be at most 15 high. At 50 wide each wraps to 2 lines (20 high):
    /// all new sizes together cannot hold, so they move view by view. The first's
    /// required resistance is re-added, conflicts and is broken (15 high, as UIKit
    /// breaks the constraint being added); the second, after it, still wraps.
    @Test("sizes that cannot move together move view by view: the second label still wraps")
    func conflictingSizeMovesViewByView() throws {
        func label(_ id: String, resistance: Priority) -> ViewNode {
            ViewNode(
                id: id, className: "UILabel",
                compressionResistance: AxisPriorities(horizontal: .defaultHigh, vertical: resistance),
                content: ViewContent(text: "aaaa bbbb cccc", font: .system(size: 10, weight: .regular), numberOfLines: 0))
        }
        let hierarchy = try EngineFixture.hierarchy(
            [label("first", resistance: .required), label("second", resistance: .defaultHigh)],
            [
                "first.leading == root.leading", "first.width == 50", "first.top == root.top", "first.height <= 15",
                "second.leading == first.trailing + 10", "second.width == 50", "second.top == root.top",
            ])
        let result = try LayoutEngine(
            hierarchy: hierarchy, containerSize: LayoutSize(width: 375, height: 667), scale: 2,
            textMeasurer: Self.measurer
        ).result()
        // 14 characters are 70 wide unwrapped; at 50 wide: "aaaa bbbb" (45) / "cccc".
        #expect(result["first"]?.inRoot == EngineFixture.rect(0, 0, 50, 15))
        #expect(result["second"]?.inRoot == EngineFixture.rect(60, 0, 50, 20))
        #expect(result.unsatisfiable.count == 1)
    }
}
