import LayoutModel
import Testing

/// Each alignment on both axes, hand-computed (facts/stackview.md §3). Horizontal:
/// fill distribution, 320 wide, spacing 10, so x is always a 10, b 60, c 130 (c takes
/// 200); the stack's height is free and comes from the spanner (40, c's height).
/// Vertical: spacing 10, heights 20/30/40 at y 20, 50, 90; width free (60, b's).
@Suite("Stack alignments")
struct StackAlignmentTests {
    typealias F = StackFixture

    func horizontal(_ alignment: StackAlignment, views: [ViewNode] = F.boxes()) throws -> LayoutHierarchy {
        try F.hierarchy(
            F.stack(views, StackProperties(axis: .horizontal, alignment: alignment, spacing: .points(10))),
            F.placed(["stack.width == 320"]))
    }

    func vertical(_ alignment: StackAlignment) throws -> LayoutHierarchy {
        try F.hierarchy(F.stack(F.boxes(), StackProperties(axis: .vertical, alignment: alignment, spacing: .points(10))), F.placed())
    }

    @Test("horizontal top (and leading, the same value): tops at 20, intrinsic heights", arguments: [StackAlignment.top, .leading])
    func top(_ alignment: StackAlignment) throws {
        let problems = try F.mismatches(try horizontal(alignment), [
            "stack": F.rect(10, 20, 320, 40),
            "a": F.rect(10, 20, 40, 20), "b": F.rect(60, 20, 60, 30), "c": F.rect(130, 20, 200, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("horizontal center: centres at 20 + 40 / 2 = 40")
    func center() throws {
        let problems = try F.mismatches(try horizontal(.center), [
            "stack": F.rect(10, 20, 320, 40),
            "a": F.rect(10, 30, 40, 20), "b": F.rect(60, 25, 60, 30), "c": F.rect(130, 20, 200, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("horizontal bottom (and trailing): bottoms at 60", arguments: [StackAlignment.bottom, .trailing])
    func bottom(_ alignment: StackAlignment) throws {
        let problems = try F.mismatches(try horizontal(alignment), [
            "stack": F.rect(10, 20, 320, 40),
            "a": F.rect(10, 40, 40, 20), "b": F.rect(60, 30, 60, 30), "c": F.rect(130, 20, 200, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    /// Baselines 16, 24 and 30 below the tops: c's top is highest (T), a's top T + 14,
    /// b's T + 6; the lowest bottom is c's, T + 40, so the spanner is 40 tall and T = 20.
    var baselineBoxes: [ViewNode] {
        [F.box("a", 40, 20, baseline: 16), F.box("b", 60, 30, baseline: 24), F.box("c", 20, 40, hugging: 249, baseline: 30)]
    }

    @Test("horizontal firstBaseline: baselines at 50, the stack hugs the block (40)")
    func firstBaseline() throws {
        let problems = try F.mismatches(try horizontal(.firstBaseline, views: baselineBoxes), [
            "stack": F.rect(10, 20, 320, 40),
            "a": F.rect(10, 34, 40, 20), "b": F.rect(60, 26, 60, 30), "c": F.rect(130, 20, 200, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("horizontal lastBaseline: the same block (one-line boxes have one baseline), the stack hugs it")
    func lastBaseline() throws {
        let problems = try F.mismatches(try horizontal(.lastBaseline, views: baselineBoxes), [
            "stack": F.rect(10, 20, 320, 40),
            "a": F.rect(10, 34, 40, 20), "b": F.rect(60, 26, 60, 30), "c": F.rect(130, 20, 200, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("horizontal center with one view: no spanner, the stack hugs it")
    func centerSingle() throws {
        let hierarchy = try F.hierarchy(
            F.stack([F.box("a", 40, 20)], StackProperties(alignment: .center)), F.placed(["stack.width == 100", "stack.height == 60"]))
        let problems = try F.mismatches(hierarchy, ["a": F.rect(10, 40, 100, 20)])
        #expect(problems.isEmpty, "\(problems)")
        #expect(StackViewExpansion.expanded(hierarchy).guides.isEmpty)
    }

    @Test("vertical leading: leading edges at the stack's leading, intrinsic widths")
    func verticalLeading() throws {
        let problems = try F.mismatches(try vertical(.leading), [
            "stack": F.rect(10, 20, 60, 110),
            "a": F.rect(10, 20, 40, 20), "b": F.rect(10, 50, 60, 30), "c": F.rect(10, 90, 20, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("vertical center: centres at 10 + 30 = 40")
    func verticalCenter() throws {
        let problems = try F.mismatches(try vertical(.center), [
            "stack": F.rect(10, 20, 60, 110),
            "a": F.rect(20, 20, 40, 20), "b": F.rect(10, 50, 60, 30), "c": F.rect(30, 90, 20, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("vertical trailing: trailing edges at 70")
    func verticalTrailing() throws {
        let problems = try F.mismatches(try vertical(.trailing), [
            "stack": F.rect(10, 20, 60, 110),
            "a": F.rect(30, 20, 40, 20), "b": F.rect(10, 50, 60, 30), "c": F.rect(50, 90, 20, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("vertical baseline alignment is read as fill (layoutdb's decision)", arguments: [StackAlignment.firstBaseline, .lastBaseline])
    func verticalBaselineIsFill(_ alignment: StackAlignment) throws {
        let problems = try F.mismatches(try vertical(alignment), [
            "a": F.rect(10, 20, 60, 20), "b": F.rect(10, 50, 60, 30), "c": F.rect(10, 90, 60, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }
}
