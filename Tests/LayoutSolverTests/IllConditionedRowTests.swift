import LayoutSolver
import Testing

/// Rows built from coefficients of 1000 and more (the differential campaign's random
/// systems) lose digits: a sum that is exactly zero comes out as up to 3e-10 of its
/// operands, while true values made by cancellation can be 1e-6 of theirs. The solver
/// takes a sum of at most 1e-9 of its operands for rounding (`relativeEpsilon`), and
/// nothing else. These two systems fail on either side of that line: one with a bound
/// of 1e-12, one with the absolute floor the rule had before. Answers worked out by hand.
@Suite("Solver, rounding in rows of large coefficients")
struct IllConditionedRowTests {
    /// rand-329 of seed 5, reduced. The required 1000.5 v2 − 0.25 v0 + 10000 = 0 is added
    /// twice; the copy's row, written out through rows of 1000.5-coefficients, must be
    /// its dummies alone. A residue of 2.2e-13 (1.7e-11 of its operands) kept there made
    /// the copy an independent constraint and left level 500 at 5,320.
    ///
    /// By hand: v2 = (0.25 v0 − 10000) / 1000.5 and, at level 998 (zero),
    /// v3 = (v2 − v0 − 250) / 100, so everything moves with v0. At level 500,
    /// f0 = 0.5 v3 + 10 v0 + 3 v2 − 5 ≥ 0 grows with v0 (slope 9.996) and
    /// f1 = 6 v0 + 2000 v3 − 20 ≥ 0 falls (slope −13.995): between their roots the
    /// violation −f0 − f1 grows with v0, so the optimum is f1 = 0, where
    /// −14 v0 + 20 v2 − 5020 = 0, v0 = −(5020 + 200000 / 1000.5) / (14 − 5 / 1000.5).
    @Test func aDuplicatedRequiredEqualityStaysADuplicate() throws {
        var solver = Solver()
        let v0 = solver.makeVariable("v0"), v2 = solver.makeVariable("v2"), v3 = solver.makeVariable("v3")
        func p(_ value: Double) -> Priority { Priority(clamping: value) }
        try solver.add(Constraint(linear([(v3, 0.5), (v0, 10), (v2, 3)], -5), .greaterThanOrEqual, priority: p(500)))
        try solver.add(Constraint(linear([(v0, 1), (v3, 1)], -5), .lessThanOrEqual))
        try solver.add(Constraint(linear([(v2, 0.5), (v2, 1000), (v0, -0.25)], 10000), .equal))
        try solver.add(Constraint(linear([(v2, 0.5), (v2, 1000), (v0, -0.25)], 10000), .equal))
        try solver.add(Constraint(linear([(v0, -1), (v3, -100), (v2, 1)], -250), .equal, priority: p(998)))
        try solver.add(Constraint(linear([(v0, -6), (v3, -2000)], 20), .lessThanOrEqual, priority: p(500)))

        let x0 = -(5020 + 200_000 / 1000.5) / (14 - 5 / 1000.5)
        let x2 = (0.25 * x0 - 10000) / 1000.5
        let x3 = (x2 - x0 - 250) / 100
        #expect(abs(solver.value(of: v0) - x0) < 1e-6)
        #expect(abs(solver.value(of: v2) - x2) < 1e-6)
        #expect(abs(solver.value(of: v3) - x3) < 1e-6)
        #expect(levelViolation(solver, 998) < 1e-6)
        #expect(abs(levelViolation(solver, 500) + (0.5 * x3 + 10 * x0 + 3 * x2 - 5)) < 1e-6)
    }

    /// rand-299 of seed 29, reduced. The required constraints leave level 500 (−v4 = 0
    /// and 1000 v3 + v7 ≤ 0) a cost of |v4| + max(0, 1000 v3 + v7), where
    /// 1000 v3 ≥ v0 = 100 − v9, v7 ≥ 100 v4 and v9 = v1 / 2000 ≤ 0 (v1 ≤ −v5 ≤ 0): at
    /// least |v4| + max(0, 100 (1 + v4)), which is 1, at v4 = −1 only, with v9 = 0,
    /// v3 = 0.1, v7 = −100. Level 2 (v1 + v2 = 0) then takes v2 = 0, since v2 ≥ max(v4, 0).
    /// A true cell of −5e-9, made by cancelling 0.001 against 0.001000005, was dropped as
    /// rounding (below 1e-8 with operands above 1e-4, the old rule); the required
    /// constraints then ended 100 off (v2 = 200,000) with no conflict reported.
    @Test func aTrueCellMadeByCancellationIsKept() throws {
        var solver = Solver()
        let v = (0...9).map { solver.makeVariable("v\($0)") }
        func p(_ value: Double) -> Priority { Priority(clamping: value) }
        // In the order of the reduced case: the pivots, and so the rounding, depend on it.
        let constraints = [
            Constraint(linear([(v[9], 2000), (v[1], -1)], 0), .equal),
            Constraint(linear([(v[3], 1000), (v[0], -1)], 0), .greaterThanOrEqual),
            Constraint(linear([(v[0], 1), (v[9], 1)], -100), .equal),
            Constraint(linear([(v[4], -1)], 0), .equal, priority: p(500)),
            Constraint(linear([(v[2], -1), (v[4], 1)], 0), .lessThanOrEqual),
            Constraint(linear([(v[1], 1), (v[2], 1)], 0), .equal, priority: p(2)),
            Constraint(linear([(v[5], 1), (v[1], 1)], 0), .lessThanOrEqual),
            Constraint(linear([(v[4], -100), (v[7], 1)], 0), .greaterThanOrEqual),
            Constraint(linear([(v[2], 1000)], 0), .greaterThanOrEqual),
            Constraint(linear([(v[3], 1000), (v[7], 1)], 0), .lessThanOrEqual, priority: p(500)),
            Constraint(linear([(v[5], 1)], 0), .greaterThanOrEqual),
        ]
        for constraint in constraints { try solver.add(constraint) }

        let expected: [Int: Double] = [0: 100, 1: 0, 2: 0, 3: 0.1, 4: -1, 5: 0, 7: -100, 9: 0]
        for (i, value) in expected { #expect(abs(solver.value(of: v[i]) - value) < 1e-6, "v\(i)") }
        for constraint in constraints where constraint.priority.isRequired {
            #expect(constraint.violation(solver.value(of:)) < 1e-6)
        }
        #expect(abs(levelViolation(solver, 500) - 1) < 1e-6)
        #expect(levelViolation(solver, 2) < 1e-6)
    }

    /// rand-371 of seed 43, reduced: all required. v0 ≥ 50 and v7 = −1000·v0 give
    /// v1 ≤ 100·v7 ≤ −5,000,000; the last two constraints together say
    /// v3 = 1000·v1 + 0.5·v8 − 1, near −5e9, which v3, in nothing else, can always be;
    /// and −5 ≤ v5 ≤ −3·v8 holds with v8 ≤ 5/3. So every constraint can hold. The last
    /// one's new row summed products of 5e9 (doubles 1e-6 apart there) to 3.2e-7 where
    /// 0 was meant, and it was refused as conflicting with the one before it. With rows
    /// kept as definitions the constant is summed from values instead of rows: refused
    /// there too.
    @Test(arguments: [false, true])
    func twoInequalitiesMakingAnEqualityAreNoConflict(definitions: Bool) throws {
        var solver = Solver()
        if definitions { solver.definitionThreshold = 0 }
        let v = (0...8).map { solver.makeVariable("v\($0)") }
        let constraints = [
            Constraint(linear([(v[7], 1), (v[0], 1000)], 0), .equal),
            Constraint(linear([(v[5], -1), (v[8], -3)], 0), .greaterThanOrEqual),
            Constraint(linear([(v[7], -100), (v[1], 1)], 0), .lessThanOrEqual),
            Constraint(linear([(v[0], 2)], -100), .greaterThanOrEqual),
            Constraint(linear([(v[1], 1000), (v[3], -1), (v[8], 0.5)], -1), .greaterThanOrEqual),
            Constraint(linear([(v[5], -1)], -5), .lessThanOrEqual),
            Constraint(linear([(v[1], -1000), (v[3], 1), (v[8], -0.5)], 1), .greaterThanOrEqual),
        ]
        for constraint in constraints { try solver.add(constraint) }

        let value = { (i: Int) in solver.value(of: v[i]) }
        #expect(value(0) >= 50 - 1e-9)
        #expect(abs(value(7) + 1000 * value(0)) < 1e-6)
        #expect(value(1) <= 100 * value(7) + 1e-3)
        #expect(abs(value(3) - (1000 * value(1) + 0.5 * value(8) - 1)) <= 1e-6 * abs(value(3)))
        #expect(value(5) >= -5 - 1e-9 && value(5) <= -3 * value(8) + 1e-9)
    }
}
