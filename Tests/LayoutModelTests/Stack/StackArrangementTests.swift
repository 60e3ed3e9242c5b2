import LayoutModel
import Testing

/// Hidden views, custom and system spacing, margins-relative and baseline-relative
/// arrangement, and nested stacks (facts/stackview.md §5–§7). Horizontal stacks are
/// 320 wide over a 40, b 60, c 20 (c stretches), fill/fill, spacing 10.
@Suite("Stack arrangement")
struct StackArrangementTests {
    typealias F = StackFixture

    func row(_ properties: StackProperties, hidden: Set<String> = [], width: Double = 320) throws -> LayoutHierarchy {
        try F.hierarchy(F.stack(F.boxes(hidden: hidden), properties), F.placed(["stack.width == \(width)"]))
    }

    @Test("a hidden middle view collapses to width 0 half a gap after a (50 + 5); a and c keep one gap of 10; c takes 320 − 40 − 10 = 270")
    func hiddenMiddle() throws {
        let problems = try F.mismatches(try row(StackProperties(spacing: .points(10)), hidden: ["b"]), [
            "a": F.rect(10, 20, 40, 40), "b": F.rect(55, 20, 0, 30), "c": F.rect(60, 20, 270, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("a hidden first view sits at the leading edge; b starts there")
    func hiddenFirst() throws {
        let problems = try F.mismatches(try row(StackProperties(spacing: .points(10)), hidden: ["a"]), [
            "a": F.rect(10, 20, 0, 20), "b": F.rect(10, 20, 60, 40), "c": F.rect(80, 20, 250, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("hidden views leave fillEqually: (320 − 10) / 2 = 155 for a and c; b at 165 + 10 / 2")
    func hiddenFillEqually() throws {
        let problems = try F.mismatches(try row(StackProperties(distribution: .fillEqually, spacing: .points(10)), hidden: ["b"]), [
            "a": F.rect(10, 20, 155, 40), "b": F.rect(170, 20, 0, 30), "c": F.rect(175, 20, 155, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("a hidden view gets UISV-hiding width == 0 at 999.9990234375, just below required")
    func hidingConstraint() throws {
        let stack = F.stack(F.boxes(hidden: ["b"]), StackProperties())
        let hiding = StackViewExpansion.arrangement(of: stack).constraints.filter { $0.identifier == "UISV-hiding" }
        #expect(hiding.map(\.equationString) == ["b.width == 0 @999.9990234375"])
        #expect(hiding.allSatisfy { $0.priority.rawValue == 999.9990234375 })
    }

    /// Frames only: a hidden view that keeps its width overlaps its neighbour on purpose.
    func frames(_ hierarchy: LayoutHierarchy) throws -> [String: LayoutRect] {
        let result = try F.solve(hierarchy)
        #expect(result.unsatisfiable.isEmpty)
        return ["a", "b", "c"].reduce(into: [:]) { frames, id in frames[id] = result[id]?.inRoot }
    }

    @Test("a hidden view with a required width keeps it, half a gap after the previous visible view: fillEqually a, c (320 − 10) / 2 = 155, b 44 wide at 165 + 5")
    func hiddenKeepsRequiredWidth() throws {
        let properties = StackProperties(distribution: .fillEqually, spacing: .points(10))
        let hierarchy = try F.hierarchy(
            F.stack(F.boxes(hidden: ["b"]), properties), F.placed(["stack.width == 320", "b.width == 44"]))
        #expect(try frames(hierarchy) == [
            "a": F.rect(10, 20, 155, 40), "b": F.rect(170, 20, 44, 30), "c": F.rect(175, 20, 155, 40),
        ])
    }

    @Test("a hidden first view with a required width ends where the first visible view starts: a 40 wide at 10 − 40 = −30")
    func hiddenFirstKeepsRequiredWidth() throws {
        let hierarchy = try F.hierarchy(
            F.stack(F.boxes(hidden: ["a"]), StackProperties(spacing: .points(10))),
            F.placed(["stack.width == 320", "a.width == 40"]))
        #expect(try frames(hierarchy) == [
            "a": F.rect(-30, 20, 40, 20), "b": F.rect(10, 20, 60, 40), "c": F.rect(80, 20, 250, 40),
        ])
    }

    @Test("in an equalSpacing stack a hidden view sits at the leading edge: c 20 wide at 10; a at 10, b ends at 330, both as tall as b, 30; c keeps its 40, which does not grow the stack")
    func hiddenInEqualSpacing() throws {
        let hierarchy = try F.hierarchy(
            F.stack(F.boxes(hidden: ["c"]), StackProperties(distribution: .equalSpacing, spacing: .points(10))),
            F.placed(["stack.width == 320", "c.width == 20"]))
        #expect(try frames(hierarchy) == [
            "a": F.rect(10, 20, 40, 30), "b": F.rect(270, 20, 60, 30), "c": F.rect(10, 20, 20, 40),
        ])
    }

    @Test("custom spacing 30 after a: b at 80, c at 150, c 320 − 120 − 40 = 160")
    func customSpacing() throws {
        let properties = StackProperties(spacing: .points(10), customSpacing: ["a": .points(30)])
        let problems = try F.mismatches(try row(properties), [
            "a": F.rect(10, 20, 40, 40), "b": F.rect(80, 20, 60, 40), "c": F.rect(150, 20, 180, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("system spacing is 8 between views: c 320 − 120 − 16 = 184")
    func systemSpacing() throws {
        let problems = try F.mismatches(try row(StackProperties(spacing: .system)), [
            "a": F.rect(10, 20, 40, 40), "b": F.rect(58, 20, 60, 40), "c": F.rect(126, 20, 204, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("margins-relative arrangement: views inside the 8-point margins, the stack 40 + 16 = 56 tall")
    func marginsRelative() throws {
        let properties = StackProperties(spacing: .points(10), isLayoutMarginsRelativeArrangement: true)
        let problems = try F.mismatches(try row(properties), [
            "stack": F.rect(10, 20, 320, 56),
            "a": F.rect(18, 28, 40, 40), "b": F.rect(68, 28, 60, 40), "c": F.rect(138, 28, 184, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("baseline-relative vertical stack: b.firstBaseline == a.lastBaseline + 30")
    func baselineRelative() throws {
        // a: top 20, baseline 36; b: baseline 66, top 66 − 24 = 42; c: baseline 42 + 24 + 30 = 96, top 66.
        let views = [F.box("a", 40, 20, baseline: 16), F.box("b", 60, 30, baseline: 24), F.box("c", 20, 40, baseline: 30)]
        let hierarchy = try F.hierarchy(
            F.stack(views, StackProperties(axis: .vertical, alignment: .leading, spacing: .points(30), isBaselineRelativeArrangement: true)),
            F.placed())
        let problems = try F.mismatches(hierarchy, [
            "stack": F.rect(10, 20, 60, 86),
            "a": F.rect(10, 20, 40, 20), "b": F.rect(10, 42, 60, 30), "c": F.rect(10, 66, 20, 40),
        ], allowing: { diagnostic in
            // Baselines 30 apart with b's 6-point descent below its baseline: b (42…72) and
            // c (66…106) really do overlap by 6 points, and the engine says so.
            if case .overlappingSiblings(let first, let second, _) = diagnostic { return first == "b" && second == "c" }
            return false
        })
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("baseline-relative system spacing between two 17-point labels is descent + 8 + ascent")
    func baselineSystemSpacing() {
        let label = { (id: String) in ViewNode(id: id, className: "UILabel", content: ViewContent(text: id)) }
        let stack = F.stack([label("top"), label("bottom")], StackProperties(axis: .vertical, spacing: .system, isBaselineRelativeArrangement: true))
        let spacing = StackViewExpansion.arrangement(of: stack).constraints.filter { $0.identifier == "UISV-spacing" }
        #expect(spacing.map(\.equationString) == ["bottom.firstBaseline == top.lastBaseline + 28.287109375"])
    }

    @Test("nested: a vertical stack over a label and a horizontal stack of b and c")
    func nested() throws {
        // Outer: 320 wide, fill alignment, so a and the inner stack are 320 wide.
        // Inner: spacing 5, b 60, c 320 − 60 − 5 = 255, both 40 tall (fill). Outer height 20 + 10 + 40.
        let inner = F.stack(
            [F.box("b", 60, 30), F.box("c", 20, 40, hugging: 249)], StackProperties(spacing: .points(5)), id: "inner")
        let outer = F.stack([F.box("a", 40, 20), inner], StackProperties(axis: .vertical, spacing: .points(10)))
        let problems = try F.mismatches(try F.hierarchy(outer, F.placed(["stack.width == 320"])), [
            "stack": F.rect(10, 20, 320, 70), "a": F.rect(10, 20, 320, 20),
            "inner": F.rect(10, 50, 320, 40), "b": F.rect(10, 50, 60, 40), "c": F.rect(75, 50, 255, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("arranged views lose their autoresizing constraints; other subviews keep theirs")
    func autoresizing() {
        var a = F.box("a", 40, 20)
        a.translatesAutoresizingMaskIntoConstraints = true
        var badge = ViewNode(id: "badge", translatesAutoresizingMaskIntoConstraints: true)
        badge.frame = F.rect(0, 0, 10, 10)
        var stack = F.stack([a], StackProperties())
        stack.subviews.append(badge)
        let expanded = StackViewExpansion.expanded(LayoutHierarchy(root: ViewNode(id: "root", subviews: [stack])))
        #expect(expanded.view("a")?.translatesAutoresizingMaskIntoConstraints == false)
        #expect(expanded.view("badge")?.translatesAutoresizingMaskIntoConstraints == true)
    }

    @Test("a hierarchy without stacks comes back unchanged")
    func noStacks() throws {
        let hierarchy = try EngineFixture.hierarchy([ViewNode(id: "a")], ["a.width == 10"])
        #expect(StackViewExpansion.expanded(hierarchy) == hierarchy)
    }

    /// Interface Builder's records (``StackArrangement`` decisions): a hidden label of a
    /// centre-aligned vertical stack sits centred (KeePassium's tip box, Zotero's cells,
    /// Firebase's and Threema's rows), and one between two visible views half the spacing
    /// below the view before it (Google's ads examples: 10-point spacing, 5 below).
    @Test("vertical, centre-aligned, spacing 10, 100 wide: hidden b (60 × 30) centred at 10 + (100 − 60) / 2 = 30, at y 20 + 20 + 5 = 45, 0 tall; c at y 50")
    func hiddenCentredHalfGap() throws {
        let properties = StackProperties(axis: .vertical, alignment: .center, spacing: .points(10))
        let hierarchy = try F.hierarchy(
            F.stack(F.boxes(hidden: ["b"]), properties), F.placed(["stack.width == 100"]))
        #expect(try frames(hierarchy) == [
            "a": F.rect(40, 20, 40, 20), "b": F.rect(30, 45, 60, 0), "c": F.rect(50, 50, 20, 40),
        ])
    }

    /// Sendbird's sign-in forms: a hidden spacer view (no content of its own) between
    /// two fields of a vertical fill stack is recorded as wide as the stack, half the
    /// spacing below the field before it; the solve made it 0 wide.
    @Test("vertical fill, spacing 10, 100 wide: a hidden view with no content spans the 100, at y 20 + 20 + 5 = 45, 0 tall; c at y 50")
    func hiddenContentlessSpansFillStack() throws {
        let arranged = [
            F.box("a", 40, 20, hidden: false), ViewNode(id: "h", isHidden: true), F.box("c", 20, 40, hugging: 249, hidden: false),
        ]
        let hierarchy = try F.hierarchy(
            F.stack(arranged, StackProperties(axis: .vertical, spacing: .points(10))), F.placed(["stack.width == 100"]))
        let result = try F.solve(hierarchy)
        #expect(result.unsatisfiable.isEmpty)
        #expect(result["a"]?.inRoot == F.rect(10, 20, 100, 20))
        #expect(result["h"]?.inRoot == F.rect(10, 45, 100, 0))
        #expect(result["c"]?.inRoot == F.rect(10, 50, 100, 40))
    }
}
