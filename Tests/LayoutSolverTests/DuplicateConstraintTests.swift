import LayoutSolver
import Testing

/// Hand-computed answers where an optional constraint repeats another once required
/// `x == y` equalities are substituted (Solver+Duplicates.swift): the copies must count
/// as many times as there are, before and after members and equalities come and go.
@Suite struct DuplicateConstraintTests {
    /// Three keys of equal width, each preferring at least 30 (at 250), against two
    /// preferring at most 10 (at 250): three violations outweigh two, so the keys are 30.
    /// The second and third `≥ 30` repeat the first once `w1 == w0` and `w2 == w0` hold.
    struct Keys {
        var solver = Solver()
        let w: [Variable]
        var atLeast: [ConstraintID] = []
        var atMost: [ConstraintID] = []
        var links: [ConstraintID] = []

        init() throws {
            var s = Solver()
            let w = (0..<3).map { s.makeVariable("w\($0)") }
            for k in 1..<3 { links.append(try s.add(Constraint(LinearExpression(w[k]) - LinearExpression(w[0]), .equal))) }
            for k in 0..<3 { atLeast.append(try s.add(Constraint(LinearExpression(w[k]) - 30, .greaterThanOrEqual, priority: .defaultLow))) }
            for k in 0..<2 { atMost.append(try s.add(Constraint(LinearExpression(w[k]) - 10, .lessThanOrEqual, priority: .defaultLow))) }
            solver = s
            self.w = w
        }
    }

    @Test func copiesCountOncePerCopy() throws {
        let keys = try Keys()
        for v in keys.w { #expect(abs(keys.solver.value(of: v) - 30) < 1e-9) }
        // Level 250 holds the two `≤ 10` violated by 20 each.
        let levels = keys.solver.levelViolations()
        #expect(levels.count == 1)
        #expect(abs((levels.first?.violation ?? 0) - 40) < 1e-9)
    }

    @Test func removingTheFirstCopyKeepsTheOthersCounted() throws {
        var keys = try Keys()
        // Two `≥ 30` left against two `≤ 10`: any width from 10 to 30 is optimal.
        try keys.solver.remove(keys.atLeast[0])
        let ambiguity = keys.solver.ambiguity(of: keys.w)
        let range = try #require(ambiguity.ranges[keys.w[0]])
        #expect(abs(range.lowerBound - 10) < 1e-9 && abs(range.upperBound - 30) < 1e-9)
        // A third `≤ 10` tips it.
        try keys.solver.add(Constraint(LinearExpression(keys.w[2]) - 10, .lessThanOrEqual, priority: .defaultLow))
        for v in keys.w { #expect(abs(keys.solver.value(of: v) - 10) < 1e-9) }
    }

    @Test func removingAFollowerTakesItsWeightBack() throws {
        var keys = try Keys()
        try keys.solver.remove(keys.atLeast[2])
        #expect(keys.solver.ambiguity(of: keys.w).ranges[keys.w[1]] != nil)
        try keys.solver.remove(keys.atLeast[1])
        for v in keys.w { #expect(abs(keys.solver.value(of: v) - 10) < 1e-9) }
    }

    @Test func removingAnEqualityEndsTheCopiesItMade() throws {
        var keys = try Keys()
        // w2 goes its own way: its `≥ 30` alone holds it anywhere from 30 up, while w0
        // and w1 have one `≥ 30` each against their two `≤ 10`: anywhere from 10 to 30.
        try keys.solver.remove(keys.links[1])
        let ranges = keys.solver.ambiguity(of: keys.w).ranges
        let own = try #require(ranges[keys.w[2]])
        #expect(abs(own.lowerBound - 30) < 1e-9 && own.upperBound == .infinity)
        let range = try #require(ranges[keys.w[0]])
        #expect(abs(range.lowerBound - 10) < 1e-9 && abs(range.upperBound - 30) < 1e-9)
        // Back again, w2's `≥ 30` (installed on its own now) counts as before.
        keys.links[1] = try keys.solver.add(Constraint(LinearExpression(keys.w[2]) - LinearExpression(keys.w[0]), .equal))
        for v in keys.w { #expect(abs(keys.solver.value(of: v) - 30) < 1e-9) }
    }

    @Test func aNewConstantMakesACopyAConstraintOfItsOwn() throws {
        var keys = try Keys()
        // w1 ≥ 30 becomes w1 ≥ 50, a constraint of its own from now on.
        try keys.solver.setConstant(keys.atLeast[1], to: -50)
        // One `≥ 50` against two `≤ 10`: above 30 each point costs 1 against 2, so 30.
        for v in keys.w { #expect(abs(keys.solver.value(of: v) - 30) < 1e-9) }
        try keys.solver.setConstant(keys.atLeast[0], to: -50)
        try keys.solver.setConstant(keys.atLeast[2], to: -50)
        // Three `≥ 50` against two `≤ 10`: 50.
        for v in keys.w { #expect(abs(keys.solver.value(of: v) - 50) < 1e-9) }
        #expect(keys.solver.constraint(keys.atLeast[1])?.expression.constant == -50)
    }

    @Test func anEditNeverCountsInARepeatedConstraint() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(Constraint(LinearExpression(x), .greaterThanOrEqual))
        try solver.add(Constraint(LinearExpression(x), .equal, priority: Priority(clamping: 400)))
        try solver.add(Constraint(LinearExpression(x) - 70, .equal, priority: Priority(clamping: 300)))
        // The edit's constraint `x == 0 @400` repeats the one above until suggested.
        try solver.addEditVariable(x, priority: Priority(clamping: 400))
        #expect(abs(solver.value(of: x)) < 1e-9)
        // |x| + |x − 100| at 400 is flat from 0 to 100; level 300 then picks 70.
        try solver.suggestValue(x, 100)
        #expect(abs(solver.value(of: x) - 70) < 1e-9)
        try solver.removeEditVariable(x)
        #expect(abs(solver.value(of: x)) < 1e-9)
    }
}
