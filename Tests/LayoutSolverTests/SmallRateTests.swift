@testable import LayoutSolver
import Testing

/// Strict priorities traded at rates below the solver's epsilon (1e-8). A rate is per
/// unit of the entering symbol, so a tiny rate over a long step is a real change of a
/// level; pricing on the rate alone missed it. The solver compares the change (rate
/// times step) instead, and takes such a pivot only when it lowers its level by a
/// millionth of a point or more. The first system needs the pivot; the second holds
/// rounding that would pass a test of the change against epsilon alone. Answers worked
/// out by hand; both are reduced cases of the differential campaign (rand-203 of seed
/// 43, rand-233 of seed 109). Each runs with the levels in both layouts (an array per
/// level, and a list of levels per symbol, which finds the level to price differently).
@Suite("Solver, strict priorities at small rates")
struct SmallRateTests {
    func makeSolver(sparseLevels: Bool) -> Solver {
        var solver = Solver()
        solver.tableau.levels.sparseFrom = sparseLevels ? 1 : .max
        return solver
    }

    func p(_ value: Double) -> Priority { Priority(clamping: value) }

    /// Required v1 = −1000·v4, v4 = 1000·v0 + 10 and v2 = −1000·v1 (so v0 = v2 / 1e9 −
    /// 0.01), `v0 <relation> −0.01` at 500, and v2 an edit variable at priority 2.
    func editThreeThousandfoldsAway(
        level500 relation: Relation, sparseLevels: Bool
    ) throws -> (Solver, v0: Variable, v1: Variable, v2: Variable, v4: Variable) {
        var solver = makeSolver(sparseLevels: sparseLevels)
        let v0 = solver.makeVariable("v0"), v1 = solver.makeVariable("v1")
        let v2 = solver.makeVariable("v2"), v4 = solver.makeVariable("v4")
        try solver.add(Constraint(linear([(v1, 1), (v4, 1000)], 0), .equal))
        try solver.add(Constraint(linear([(v0, 1000), (v4, -1)], 10), .equal))
        try solver.add(Constraint(linear([(v2, 1), (v1, 1000)], 0), .equal))
        try solver.add(Constraint(linear([(v0, 1)], 0.01), relation, priority: p(500)))
        try solver.addEditVariable(v2, priority: p(2))
        return (solver, v0, v1, v2, v4)
    }

    /// v0 = 0 at 500 needs v4 ≥ 1000·v0 + 10 = 10, so v1 ≤ −1000·v4 = −10,000, which
    /// level 2 (−1000·v1 ≤ 0) pays 1e7 for. Per unit of level 2's error, level 500 moves
    /// by 1/1000³ = 1e-9, below epsilon: the solver stopped at v0 = −0.01 (level 500 at
    /// 0.01) to spare level 2. Strict priorities take level 500 to 0 whatever level 2
    /// pays; level 2 then keeps v4 at its least, 10.
    @Test(arguments: [false, true])
    func aLevelFallsAlongARateBelowEpsilon(sparseLevels: Bool) throws {
        var solver = makeSolver(sparseLevels: sparseLevels)
        let v0 = solver.makeVariable("v0"), v1 = solver.makeVariable("v1"), v4 = solver.makeVariable("v4")
        try solver.add(Constraint(linear([(v1, 1), (v4, 1000)], 0), .lessThanOrEqual))
        try solver.add(Constraint(linear([(v0, 1000), (v4, -1)], 10), .lessThanOrEqual))
        try solver.add(Constraint(linear([(v1, -1000)], 0), .lessThanOrEqual, priority: p(2)))
        try solver.add(Constraint(linear([(v0, 1)], 0), .equal, priority: p(500)))

        #expect(abs(solver.value(of: v0)) < 1e-9)
        #expect(abs(solver.value(of: v4) - 10) < 1e-6)
        #expect(abs(solver.value(of: v1) + 10_000) < 1e-6)
        #expect(levelViolation(solver, 500) < 1e-9)
        #expect(abs(levelViolation(solver, 2) - 1e7) < 1e-3)
    }

    /// Level 1.5 (v3 ≤ −250) can be met: 1000·v1 ≥ −v3 = 250 holds with v1 ≥ 0.25, which
    /// v1 + 1000·v0 = 100 allows, and v7 ≥ −0.25·v0 − 100·v3 ≥ 0 with it. Rounding in the
    /// rows of the doubled equality at 500 left level 500 at 4.4e-8 with a rate of
    /// 5.9e-11 on level 1.5's error: a step of 750 "removes" the 4.4e-8 and divides by
    /// the 5.9e-11, and level 1.5 ended at 250.
    @Test(arguments: [false, true])
    func roundingDoesNotBuyAStepAlongARateBelowEpsilon(sparseLevels: Bool) throws {
        var solver = makeSolver(sparseLevels: sparseLevels)
        let v0 = solver.makeVariable("v0"), v1 = solver.makeVariable("v1")
        let v3 = solver.makeVariable("v3"), v7 = solver.makeVariable("v7")
        let constraints = [
            Constraint(linear([(v1, 1000), (v3, 1)], 0), .greaterThanOrEqual),
            Constraint(linear([(v0, -0.25), (v3, -100), (v7, -1)], 0), .lessThanOrEqual),
            Constraint(linear([(v7, 1000), (v7, 1)], 0), .greaterThanOrEqual),
            Constraint(linear([(v1, 1), (v0, 1000)], -100), .equal),
            Constraint(linear([(v3, -1)], -250), .greaterThanOrEqual, priority: p(1.5)),
            Constraint(linear([(v1, 2), (v0, 2000)], -200), .equal, priority: p(500)),
        ]
        for constraint in constraints { try solver.add(constraint) }

        #expect(levelViolation(solver, 1.5) < 1e-6)
        #expect(levelViolation(solver, 500) < 1e-6)
        #expect(solver.value(of: v3) <= -250 + 1e-6)
        for constraint in constraints where constraint.priority.isRequired {
            #expect(constraint.violation(solver.value(of:)) < 1e-6)
        }
    }

    /// Required v1 = −v2 / 1000, v4 = −v1 / 1000 and v0 = (v4 − 10) / 1000 make
    /// v0 = v2 / 1e9 − 0.01, so level 500 (v0 = −0.01) holds only at v2 = 0, whatever an
    /// edit of v2 at priority 2 suggests. Suggesting 10,000 puts the edit's row 10,000
    /// below zero; the dual simplex then chooses between entering level 500's error (a
    /// ratio of 1e-9 at level 500: it moves that level by 1e-5) and the edit's other
    /// error (0 at level 500). Ratios within epsilon counted as a tie, and the tie went
    /// to the one that moves level 500.
    @Test(arguments: [false, true])
    func anEditDoesNotMoveAHigherLevelAlongASmallRatio(sparseLevels: Bool) throws {
        let (built, v0, v1, v2, v4) = try editThreeThousandfoldsAway(level500: .equal, sparseLevels: sparseLevels)
        var solver = built
        try solver.suggestValue(v2, 10_000)

        #expect(abs(solver.value(of: v2)) < 1e-6)
        #expect(abs(solver.value(of: v0) + 0.01) < 1e-9)
        #expect(abs(solver.value(of: v1)) < 1e-6)
        #expect(abs(solver.value(of: v4)) < 1e-9)
    }

    /// The system above with level 500 as an inequality (v0 ≤ −0.01, which still holds
    /// only at v2 ≤ 0), or with the equality and a walk of suggestions that crosses
    /// zero. The dual simplex met rows where the only entering symbol that spares level
    /// 500 has a coefficient of 1e-9, and took the other, moving level 500 by 1e-5.
    @Test(arguments: [
        (Relation.lessThanOrEqual, [10_000.0]), (.lessThanOrEqual, [-5, 10_000, -10_000]),
        (.equal, [-5, 10_000, -10_000]),
    ])
    func aWalkOfEditsDoesNotMoveAHigherLevelAlongASmallRatio(relation: Relation, suggestions: [Double]) throws {
        for sparseLevels in [false, true] {
            let (built, _, _, v2, _) = try editThreeThousandfoldsAway(level500: relation, sparseLevels: sparseLevels)
            var solver = built
            for suggestion in suggestions {
                try solver.suggestValue(v2, suggestion)
                // Level 500 holds exactly where v2 ≤ 0 (the inequality) or v2 = 0.
                let best = relation == .equal ? 0 : Swift.min(0, suggestion)
                #expect(abs(solver.value(of: v2) - best) < 1e-6, "suggesting \(suggestion), sparse levels \(sparseLevels)")
                #expect(levelViolation(solver, 500) < 1e-9, "suggesting \(suggestion), sparse levels \(sparseLevels)")
            }
        }
    }
}

extension SmallRateTests {
    /// Required v1 = −v0 / 1000, v2 = v1 / 1000 − 10 and v3 = v2 / 1000 + 10 make
    /// v3 = 9.99 − 1e-9·v0. Level 999 (v3 = −5) holds only at v0 = 1.499e10, whatever
    /// levels 750 (v0 = −5, v2 ≤ −5) and 250 (v0 = 0, v2 = −1000·v3) pay for it. The
    /// small-rate pivot's first step stopped at v0 = 5, where level 250's row is tight
    /// (a fall of 5e-9), and was taken for rounding. Reduced from a campaign of coupling
    /// chains (Documentation/SolverInternals.md, "Small rates").
    @Test(arguments: [false, true])
    func aSmallRateGoesOnThroughALowerLevelsRow(sparseLevels: Bool) throws {
        var solver = makeSolver(sparseLevels: sparseLevels)
        let v0 = solver.makeVariable("v0"), v1 = solver.makeVariable("v1")
        let v2 = solver.makeVariable("v2"), v3 = solver.makeVariable("v3")
        try solver.add(Constraint(linear([(v1, 1), (v0, 0.001)], 0), .equal))
        try solver.add(Constraint(linear([(v2, 1), (v1, -0.001)], 10), .equal))
        try solver.add(Constraint(linear([(v3, 1), (v2, -0.001)], -10), .equal))
        try solver.add(Constraint(linear([(v0, 1)], 5), .equal, priority: p(750)))
        try solver.add(Constraint(linear([(v0, 1)], 0), .equal, priority: p(250)))
        try solver.add(Constraint(linear([(v3, 1)], 5), .equal, priority: p(999)))
        try solver.add(Constraint(linear([(v2, 1)], 5), .lessThanOrEqual, priority: p(750)))
        try solver.add(Constraint(linear([(v2, 1), (v3, 1000)], 0), .equal, priority: p(250)))

        #expect(levelViolation(solver, 999) < 1e-6)
        #expect(abs(solver.value(of: v3) + 5) < 1e-6)
        #expect(abs(solver.value(of: v0) - 1.499e10) < 1)
    }

    /// Required v2 = 1000·v1 − 0.01, v3 = −1000·v2 − 0.01, v4 = −1000·v3 − 0.01 (so
    /// v4 = 1e9·v1 − 9990.01), v4 ≥ −100 at 1, and an edit of v1 at 750 suggesting −5.
    /// Strict priorities hold v1 = −5 and leave level 1 at 5,000,009,890.01. Built with
    /// the edit at v1's value, level 750's rate on level 1's error was −1e-9 over a
    /// step of zero, which no pivot takes; the suggestion makes that step 5e9, but the
    /// dual simplex had no infeasible row to repair and left level 750 at 5.00001
    /// (v1 = 9.89e-6). The declined rate is priced again after the step. Reduced from
    /// chain-250 of the differential campaign's `--chains 400 --seed 402`.
    @Test(arguments: [false, true])
    func anEditLengthensTheStepAlongADeclinedSmallRate(sparseLevels: Bool) throws {
        var solver = makeSolver(sparseLevels: sparseLevels)
        let v1 = solver.makeVariable("v1"), v2 = solver.makeVariable("v2")
        let v3 = solver.makeVariable("v3"), v4 = solver.makeVariable("v4")
        try solver.add(Constraint(linear([(v2, 1), (v1, -1000)], 0.01), .equal))
        try solver.add(Constraint(linear([(v3, 1), (v2, 1000)], 0.01), .equal))
        try solver.add(Constraint(linear([(v4, 1), (v3, 1000)], 0.01), .equal))
        try solver.add(Constraint(linear([(v4, 1)], 100), .greaterThanOrEqual, priority: p(1)))
        try solver.addEditVariable(v1, priority: p(750), initialValue: solver.value(of: v1))

        try solver.suggestValue(v1, -5)

        #expect(abs(solver.value(of: v1) + 5) < 1e-9)
        #expect(abs(solver.value(of: v2) + 5000.01) < 1e-6)
        #expect(abs(solver.value(of: v3) - 5_000_009.99) < 1e-3)
        #expect(abs(solver.value(of: v4) + 5_000_009_990.01) < 1)
        #expect(abs(levelViolation(solver, 1) - 5_000_009_890.01) < 1)
    }
}
