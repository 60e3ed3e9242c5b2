import Testing
import LayoutSolver

/// The primal simplex prices only symbols whose objective coefficients changed since the
/// last optimum (`Tableau.touched`). These cases make a lower level's improvement depend
/// on a change that happens somewhere other than the constraint just added: a higher
/// level losing its constraint, a dual-simplex edit, a moved constant. Each answer is
/// computed by hand; a candidate the pricing forgot would leave a lower level unimproved.
@Suite struct PricingTests {
    private func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    /// x + y = 100; x = 80 at 750 blocks x = 30 at 250 (and y = 90 at 249). Removing the
    /// 750 frees level 250: x = 30, y = 70; level 249 cannot move y without costing 250.
    @Test func removingAHigherLevelLetsALowerOneImprove() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(Constraint(LinearExpression(x) + LinearExpression(y) - 100, .equal))
        let high = try solver.add(Constraint(LinearExpression(x) - 80, .equal, priority: Priority(clamping: 750)))
        try solver.add(Constraint(LinearExpression(x) - 30, .equal, priority: Priority(clamping: 250)))
        try solver.add(Constraint(LinearExpression(y) - 90, .equal, priority: Priority(clamping: 249)))
        #expect(near(solver.value(of: x), 80))
        #expect(near(solver.value(of: y), 20))
        try solver.remove(high)
        #expect(near(solver.value(of: x), 30))
        #expect(near(solver.value(of: y), 70))
    }

    /// x ≤ w (required), w an edit variable at 999, x = 500 at 250. Edits move x by the
    /// dual simplex; a constraint added between edits must still be priced against the
    /// objective the edits left: x = 450 at 500 wins over 250 while w allows it.
    @Test func constraintsAddedBetweenEditsSeeTheEditedObjective() throws {
        var solver = Solver()
        let w = solver.makeVariable("w")
        let x = solver.makeVariable("x")
        try solver.add(Constraint(LinearExpression(x) - LinearExpression(w), .lessThanOrEqual))
        try solver.add(Constraint(LinearExpression(x) - 500, .equal, priority: Priority(clamping: 250)))
        try solver.addEditVariable(w, priority: Priority(clamping: 999), initialValue: 300)
        #expect(near(solver.value(of: x), 300))
        try solver.suggestValue(w, 600)
        #expect(near(solver.value(of: x), 500))
        try solver.add(Constraint(LinearExpression(x) - 450, .equal, priority: Priority(clamping: 500)))
        #expect(near(solver.value(of: x), 450))
        try solver.suggestValue(w, 400)
        #expect(near(solver.value(of: x), 400))
        try solver.suggestValue(w, 1000)
        #expect(near(solver.value(of: x), 450))
    }

    /// A column of rows (each top = previous bottom + 8, heights 20…39 preferred at 250,
    /// at least 10 required, the column fits in a container at 500): moving the
    /// container's constant and then adding a row prices every height again.
    @Test func aColumnSqueezedByAMovedConstantAndThenGrown() throws {
        var solver = Solver()
        let top = solver.makeVariable("top")
        let bottom = solver.makeVariable("bottom")
        try solver.add(Constraint(LinearExpression(top), .equal))
        let fit = try solver.add(Constraint(LinearExpression(bottom) - 10_000, .lessThanOrEqual))
        var previous = top
        var heights: [Variable] = []
        for i in 0..<20 {
            let y = solver.makeVariable("y\(i)")
            let h = solver.makeVariable("h\(i)")
            try solver.add(Constraint(LinearExpression(y) - LinearExpression(previous) - 8, .equal))
            try solver.add(Constraint(LinearExpression(h) - 10, .greaterThanOrEqual))
            try solver.add(Constraint(LinearExpression(h) - Double(20 + i), .equal, priority: Priority(clamping: Double(250 - i))))
            let b = solver.makeVariable("b\(i)")
            try solver.add(Constraint(LinearExpression(b) - LinearExpression(y) - LinearExpression(h), .equal))
            previous = b
            heights.append(h)
        }
        try solver.add(Constraint(LinearExpression(bottom) - LinearExpression(previous), .greaterThanOrEqual))
        // Unsqueezed: every height at its preference, 20 gaps of 8 + Σ(20…39) = 160 + 590.
        #expect(near(solver.value(of: previous), 750))
        // 700 leaves 50 to take from the heights; the lowest priority (h19, 231) gives
        // first: 39 → 10 is 29, then h18 (232) gives the remaining 21: 38 → 17.
        try solver.setConstant(fit, to: -700)
        #expect(near(solver.value(of: previous), 700))
        #expect(near(solver.value(of: heights[19]), 10))
        #expect(near(solver.value(of: heights[18]), 17))
        #expect(near(solver.value(of: heights[17]), 37))
        // A required 21st row of height 30 below the column takes 38 more: h18 gives its
        // last 7 (17 → 10), h17 (233) all it can, 27 (37 → 10), and h16 (234) the
        // remaining 4 (36 → 32).
        let extra = solver.makeVariable("extra")
        try solver.add(Constraint(LinearExpression(extra) - LinearExpression(previous) - 8, .equal))
        try solver.add(Constraint(LinearExpression(bottom) - LinearExpression(extra) - 30, .greaterThanOrEqual))
        #expect(near(solver.value(of: extra) + 30, 700))
        #expect(near(solver.value(of: heights[18]), 10))
        #expect(near(solver.value(of: heights[17]), 10))
        #expect(near(solver.value(of: heights[16]), 32))
        #expect(near(solver.value(of: heights[15]), 35))
    }
}
