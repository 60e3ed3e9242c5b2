import LayoutModel
import Testing

/// Each distribution along both axes, hand-computed (facts/stackview.md §2).
/// Horizontal stacks are 320 wide with spacing 10 over a 40, b 60, c 20 (intrinsic
/// widths); with fill alignment every view is as tall as the tallest, 40.
@Suite("Stack distributions")
struct StackDistributionTests {
    typealias F = StackFixture

    func horizontal(_ distribution: StackDistribution, width: Double = 320) throws -> LayoutHierarchy {
        try F.hierarchy(
            F.stack(F.boxes(), StackProperties(axis: .horizontal, distribution: distribution, spacing: .points(10))),
            F.placed(["stack.width == \(width)"]))
    }

    @Test("fill: intrinsic widths, the lowest hugging (c, 249) takes the rest: 320 − 40 − 60 − 20 = 200")
    func fill() throws {
        let problems = try F.mismatches(try horizontal(.fill), [
            "stack": F.rect(10, 20, 320, 40),
            "a": F.rect(10, 20, 40, 40), "b": F.rect(60, 20, 60, 40), "c": F.rect(130, 20, 200, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("fillEqually: (320 − 20) / 3 = 100 each")
    func fillEqually() throws {
        let problems = try F.mismatches(try horizontal(.fillEqually), [
            "a": F.rect(10, 20, 100, 40), "b": F.rect(120, 20, 100, 40), "c": F.rect(230, 20, 100, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    /// Intrinsic widths 100, 50, 50 and spacing 10: D = 200 + 20 = 220.
    func proportional(width: Double) throws -> LayoutHierarchy {
        let views = [F.box("a", 100, 20), F.box("b", 50, 20), F.box("c", 50, 20)]
        return try F.hierarchy(
            F.stack(views, StackProperties(distribution: .fillProportionally, spacing: .points(10))),
            F.placed(["stack.width == \(width)"]))
    }

    @Test("fillProportionally at exactly D = 220: every share holds, 100 + 50 + 50")
    func proportionalAtNaturalWidth() throws {
        let problems = try F.mismatches(try proportional(width: 220), [
            "a": F.rect(10, 20, 100, 20), "b": F.rect(120, 20, 50, 20), "c": F.rect(180, 20, 50, 20),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("fillProportionally at 330: a = 100/220 × 330 = 150 (999), b = 75 (998), c takes the rest 330 − 20 − 225 = 85 (997)")
    func proportionalStretched() throws {
        let problems = try F.mismatches(try proportional(width: 330), [
            "a": F.rect(10, 20, 150, 20), "b": F.rect(170, 20, 75, 20), "c": F.rect(255, 20, 85, 20),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    /// Plain views have no intrinsic width: they claim their current (document frame)
    /// width, 100 and 50, so D = 100 + 50 + 50 + 20 = 220 as with intrinsic widths, and
    /// at 330 the shares are 150 (999), 75 (998) and the rest 85 (997). Read as 0, the
    /// plain views would collapse to zero width.
    @Test("fillProportionally: a view without an intrinsic width claims its frame's width")
    func proportionalFromFrames() throws {
        let views = [
            ViewNode(id: "a", frame: F.rect(0, 0, 100, 7)), F.box("b", 50, 20),
            ViewNode(id: "c", frame: F.rect(0, 0, 50, 7)),
        ]
        let hierarchy = try F.hierarchy(
            F.stack(views, StackProperties(distribution: .fillProportionally, spacing: .points(10))),
            F.placed(["stack.width == 330"]))
        let problems = try F.mismatches(hierarchy, [
            "a": F.rect(10, 20, 150, 20), "b": F.rect(170, 20, 75, 20), "c": F.rect(255, 20, 85, 20),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("equalSpacing: 320 − 120 = 200 of space, two gaps of 100")
    func equalSpacing() throws {
        let problems = try F.mismatches(try horizontal(.equalSpacing), [
            "a": F.rect(10, 20, 40, 40), "b": F.rect(150, 20, 60, 40), "c": F.rect(310, 20, 20, 40),
            "stack_UISV_distributing0": F.rect(50, 20, 100, 0), "stack_UISV_distributing1": F.rect(210, 20, 100, 0),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("equalCentering: centres 30 and 320 at the ends, b centred at 175, so x = 145")
    func equalCentering() throws {
        let problems = try F.mismatches(try horizontal(.equalCentering), [
            "a": F.rect(10, 20, 40, 40), "b": F.rect(145, 20, 60, 40), "c": F.rect(310, 20, 20, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("equalSpacing keeps the minimum spacing: in a 130-wide stack the gaps are 10 and the views compress")
    func equalSpacingOverflow() throws {
        // 120 of views + 20 of spacing = 140 > 130: c gives way first at compression
        // resistance 749 (at 750 like the others, arrangement order would decide:
        // StackTieBreakTests).
        let views = [F.box("a", 40, 20), F.box("b", 60, 30),
                     ViewNode(id: "c", intrinsicContentSize: IntrinsicContentSize(width: 20, height: 40),
                              compressionResistance: AxisPriorities(horizontal: Priority(clamping: 749), vertical: .defaultHigh))]
        let hierarchy = try F.hierarchy(
            F.stack(views, StackProperties(distribution: .equalSpacing, spacing: .points(10))), F.placed(["stack.width == 130"]))
        let problems = try F.mismatches(hierarchy, [
            "a": F.rect(10, 20, 40, 40), "b": F.rect(60, 20, 60, 40), "c": F.rect(130, 20, 10, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    func vertical(_ distribution: StackDistribution, height: Double? = nil) throws -> LayoutHierarchy {
        try F.hierarchy(
            F.stack(F.boxes(), StackProperties(axis: .vertical, distribution: distribution, spacing: .points(10))),
            F.placed(height.map { ["stack.height == \($0)"] } ?? []))
    }

    @Test("vertical fill with a free height: 20 + 10 + 30 + 10 + 40 = 110 tall, 60 wide (b's width wins at 750)")
    func verticalFill() throws {
        let problems = try F.mismatches(try vertical(.fill), [
            "stack": F.rect(10, 20, 60, 110),
            "a": F.rect(10, 20, 60, 20), "b": F.rect(10, 50, 60, 30), "c": F.rect(10, 90, 60, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("vertical fillEqually in 200: (200 − 20) / 3 = 60 each")
    func verticalFillEqually() throws {
        let problems = try F.mismatches(try vertical(.fillEqually, height: 200), [
            "a": F.rect(10, 20, 60, 60), "b": F.rect(10, 90, 60, 60), "c": F.rect(10, 160, 60, 60),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("vertical equalSpacing in 200: (200 − 90) / 2 = 55 between")
    func verticalEqualSpacing() throws {
        let problems = try F.mismatches(try vertical(.equalSpacing, height: 200), [
            "a": F.rect(10, 20, 60, 20), "b": F.rect(10, 95, 60, 30), "c": F.rect(10, 180, 60, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("vertical equalCentering in 200: centres 30 and 200, b's centre 115, so y = 100")
    func verticalEqualCentering() throws {
        let problems = try F.mismatches(try vertical(.equalCentering, height: 200), [
            "a": F.rect(10, 20, 60, 20), "b": F.rect(10, 100, 60, 30), "c": F.rect(10, 180, 60, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("vertical fillProportionally in 200: heights 20, 30, 40 and spacing 20 make D = 110")
    func verticalProportional() throws {
        // a = 20/110 × 200 = 36.36…, b = 30/110 × 200 = 54.54…, c the rest: 200 − 20 − 90.9… = 89.09…
        // On the @4x grid: a 20…56.36 → 20…56.25; b 66.36…120.91 → 66.25…121; c 130.91…220 → 131…220.
        let result = try F.solve(try vertical(.fillProportionally, height: 200))
        let a = try #require(result["a"]?.inRoot), b = try #require(result["b"]?.inRoot), c = try #require(result["c"]?.inRoot)
        #expect(a.y == 20 && a.height == 36.25)
        #expect(b.y == 66.25 && b.height == 54.75)
        #expect(c.y == 131 && c.height == 89)
        #expect(result.diagnostics.isEmpty)
    }
}
