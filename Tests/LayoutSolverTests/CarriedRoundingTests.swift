@testable import LayoutSolver
import Testing

/// Edit steps whose numbers go far beyond the values they end at. A row constant is a
/// running sum and keeps the rounding of the largest change it took: after a step that
/// moved constants by 6e18, one unit in the last place is 1024, and a later step back
/// at ordinary values left a required equality off by 522 with nothing reported. The
/// solver now computes the constants again from the constraints after such a step
/// (Solver+Refinement.swift). Both systems are reduced cases of the differential
/// campaign (`--chains 400 --seed 402`, chain-55 and chain-381); the answers are worked
/// out by hand and agree with the lexicographic reference and with a fresh solve.
/// Each runs with rows written out and with definitions, aggregates and naming
/// throughout (the property tests' settings), which carry the constants other ways.
@Suite("Solver, rounding carried from huge values")
struct CarriedRoundingTests {
    func makeSolver(definitions: Bool) -> Solver {
        var solver = Solver()
        if definitions {
            solver.tableau.foldThreshold = 2
            solver.tableau.definitionThreshold = 0
            solver.tableau.namingThreshold = 3
            solver.tableau.bucketedSettlingThreshold = 2
        }
        return solver
    }

    /// How far the required constraint `expression == 0` (or `>= 0`) is from holding.
    func violation(_ solver: Solver, _ expression: LinearExpression, _ relation: Relation = .equal) -> Double {
        Constraint(expression, relation).violation { solver.value(of: $0) }
    }

    /// The couplings of the first system: its six variables, its required equalities
    /// and its required inequality's expression (`≤ 0`), installed in `solver`.
    func couplings(_ solver: inout Solver) throws -> (v: [Variable], required: [LinearExpression], slack: LinearExpression) {
        let v = (0..<6).map { solver.makeVariable("v\($0)") }
        let required: [LinearExpression] = [
            linear([(v[1], 1), (v[0], -250)], 0.01),
            linear([(v[2], 1), (v[1], -100)], -10),
            linear([(v[4], 1), (v[3], 1000)], 0.01),
            linear([(v[5], 1), (v[4], -1000)], -10),
        ]
        try solver.add(Constraint(required[0], .equal))
        try solver.add(Constraint(required[1], .equal))
        let slack = linear([(v[3], 1), (v[2], -250)], 10)
        try solver.add(Constraint(slack, .lessThanOrEqual))
        try solver.add(Constraint(required[2], .equal))
        try solver.add(Constraint(required[3], .equal))
        try solver.add(Constraint(linear([(v[5], 1)], 5), .lessThanOrEqual, priority: Priority(clamping: 250)))
        return (v, required, slack)
    }

    /// Required v1 = 250·v0 − 0.01, v2 = 100·v1 + 10, v3 ≤ 250·v2 − 10,
    /// v4 = −1000·v3 − 0.01, v5 = 1000·v4 + 10; v5 ≤ −5 at 250; an edit of v0 at 750
    /// suggesting 0, −1e6 and 0.5. At −1e6, v5 is about 6.25e18 (level 250 cannot hold).
    /// At 0.5: v1 = 124.99, v2 = 12,509, and v3 may be anything from 5e-6 (where
    /// v5 = −5) up to 250·v2 − 10 = 3,127,240, so only the equalities are checked
    /// there, and level 250 at zero. The last step left v5 = 1000·v4 + 10 off by 522.
    @Test(arguments: [false, true])
    func aRequiredEqualityHoldsAfterAStepThroughHugeValues(definitions: Bool) throws {
        var solver = makeSolver(definitions: definitions)
        let (v, required, slack) = try couplings(&solver)
        try solver.addEditVariable(v[0], priority: Priority(clamping: 750), initialValue: solver.value(of: v[0]))

        for suggestion in [0, -1e6, 0.5] { try solver.suggestValue(v[0], suggestion) }

        #expect(solver.value(of: v[0]) == 0.5)
        #expect(abs(solver.value(of: v[1]) - 124.99) < 1e-9)
        #expect(abs(solver.value(of: v[2]) - 12_509) < 1e-9)
        for expression in required { #expect(violation(solver, expression) < 1e-8) }
        #expect(violation(solver, slack, .lessThanOrEqual) < 1e-8)
        #expect(solver.value(of: v[5]) <= -5 + 1e-8)
        #expect(solver.value(of: v[3]) >= 5e-6 - 1e-12)
    }

    /// The first system with v0 held by a constraint `v0 == c` at 750 instead of an
    /// edit, its constant moved to 0, −1e6 and 0.5 by `setConstant` (as a layout engine
    /// moves a window edge or an intrinsic size): the same answers, repaired by the same
    /// refinement after the constant's own re-solve.
    @Test(arguments: [false, true])
    func aRequiredEqualityHoldsAfterAConstantThroughHugeValues(definitions: Bool) throws {
        var solver = makeSolver(definitions: definitions)
        let (v, required, _) = try couplings(&solver)
        let pin = try solver.add(Constraint(linear([(v[0], 1)], 0), .equal, priority: Priority(clamping: 750)))

        for value in [0, -1e6, 0.5] { try solver.setConstant(pin, to: -value) }

        #expect(solver.value(of: v[0]) == 0.5)
        #expect(abs(solver.value(of: v[2]) - 12_509) < 1e-9)
        for expression in required { #expect(violation(solver, expression) < 1e-8) }
    }

    /// Required v1 = 250·v0 + 10, v2 = −1000·v1 + 10, v3 ≥ 1000·v2; v3 = −5 at 999.5;
    /// edits of v0 at 750 and v1 at 2, suggesting (0, −10,000), then (−1e6, −1e6). The
    /// second cannot hold: v3 = −5 gives v2 ≤ −0.005, so v1 ≥ 0.010005 and
    /// v0 ≥ (0.010005 − 10) / 250 = −0.03995998, where level 750 stops (999,999.96004
    /// off) and level 2 has no choice left. On the way the shift puts 2.5e11 in the
    /// rows, and v3 ≥ 1000·v2 was left 0.0256 off with every value below 10.
    @Test(arguments: [false, true])
    func aRequiredInequalityHoldsAfterAStepThatPassedHugeValues(definitions: Bool) throws {
        var solver = makeSolver(definitions: definitions)
        let v = (0..<4).map { solver.makeVariable("v\($0)") }
        try solver.add(Constraint(linear([(v[1], 1), (v[0], -250)], -10), .equal))
        try solver.add(Constraint(linear([(v[2], 1), (v[1], 1000)], -10), .equal))
        let inequality = linear([(v[3], 1), (v[2], -1000)], 0)
        try solver.add(Constraint(inequality, .greaterThanOrEqual))
        try solver.add(Constraint(linear([(v[3], 1)], 5), .equal, priority: Priority(clamping: 999.5)))
        try solver.addEditVariable(v[0], priority: Priority(clamping: 750), initialValue: solver.value(of: v[0]))
        try solver.addEditVariable(v[1], priority: Priority(clamping: 2), initialValue: solver.value(of: v[1]))

        try solver.suggestValue(v[0], 0)
        try solver.suggestValue(v[1], -10_000)
        try solver.suggestValue(v[0], -1e6)
        try solver.suggestValue(v[1], -1e6)

        #expect(violation(solver, inequality, .greaterThanOrEqual) < 1e-8)
        #expect(abs(solver.value(of: v[0]) + 0.03995998) < 1e-9)
        #expect(abs(solver.value(of: v[1]) - 0.010005) < 1e-9)
        #expect(abs(solver.value(of: v[2]) + 0.005) < 1e-9)
        #expect(abs(solver.value(of: v[3]) + 5) < 1e-9)
    }

    /// Required v1 = −0.001·v0 − 0.01, v2 = −0.001·v1 − 0.01, v3 ≥ −0.001·v2,
    /// v4 ≥ 100·v3 + 10, v5 = v4; at 2, v2 ≥ 0 and v5 + 1000·v0 ≤ 0; v2 = −5 at 750,
    /// v0 ≤ 0.01 at 500; an edit of v2 at 750 suggesting 0, −10,000, then 123.25. Level
    /// 750 is 128.25 for any v2 from −5 to 123.25, and level 500 keeps v0 ≤ 0.01, so
    /// v2 = 1e-6·v0 − 0.00999 stays below zero; level 2 then wants v5 + 1000·v0 ≤ 0
    /// (its other constraint gains only 1e-6 per unit of v0): v5 at its least,
    /// 100·v3 + 10 with v3 = −0.001·v2, gives v0 = −0.010000999 and level 2 at
    /// −v2 = 0.00999001, as a fresh solve has it. After the step to −10,000 (values
    /// near 5e9) the last step ended with level 2 at 0.011942.
    @Test(arguments: [false, true])
    func aLowerLevelIsOptimalAfterAStepThroughHugeValues(definitions: Bool) throws {
        var solver = makeSolver(definitions: definitions)
        let v = (0..<6).map { solver.makeVariable("v\($0)") }
        let constraints = [
            Constraint(linear([(v[1], 1), (v[0], 0.001)], 0.01), .equal),
            Constraint(linear([(v[2], 1), (v[1], 0.001)], 0.01), .equal),
            Constraint(linear([(v[3], 1), (v[2], 0.001)], 0), .greaterThanOrEqual),
            Constraint(linear([(v[4], 1), (v[3], -100)], -10), .greaterThanOrEqual),
            Constraint(linear([(v[5], 1), (v[4], -1)], 0), .equal),
            Constraint(linear([(v[2], 1)], 0), .greaterThanOrEqual, priority: Priority(clamping: 2)),
            Constraint(linear([(v[2], 1)], 5), .equal, priority: Priority(clamping: 750)),
            Constraint(linear([(v[0], 1)], -0.01), .lessThanOrEqual, priority: Priority(clamping: 500)),
            Constraint(linear([(v[5], 1), (v[0], 1000)], 0), .lessThanOrEqual, priority: Priority(clamping: 2)),
        ]
        for constraint in constraints { try solver.add(constraint) }
        try solver.addEditVariable(v[2], priority: Priority(clamping: 750), initialValue: solver.value(of: v[2]))

        for suggestion in [0, -10_000, 123.25] { try solver.suggestValue(v[2], suggestion) }

        #expect(abs(levelViolation(solver, 2) - 0.00999001) < 1e-9)
        #expect(abs(solver.value(of: v[0]) + 0.010000999) < 1e-9)
        #expect(abs(solver.value(of: v[2]) + 0.00999001) < 1e-9)
        #expect(levelViolation(solver, 500) == 0)
    }

    /// The repair on its own: every basic row's constant moved by a different amount
    /// (as rounding would leave them), and the values come back to the solver's own,
    /// whatever kind of symbol each row is of: an edit's error, a slack, a dummy folded
    /// into an aggregate, a definition.
    @Test(arguments: [false, true])
    func refiningGivesTheConstantsOfTheBasisBack(definitions: Bool) throws {
        var solver = makeSolver(definitions: definitions)
        let v = (0..<5).map { solver.makeVariable("v\($0)") }
        try solver.add(Constraint(linear([(v[1], 1), (v[0], -2)], -8), .equal))
        try solver.add(Constraint(linear([(v[2], 1), (v[1], -1), (v[0], -1)], 0), .equal))
        try solver.add(Constraint(linear([(v[3], 1), (v[2], -3)], 4), .lessThanOrEqual))
        try solver.add(Constraint(linear([(v[3], 1)], -50), .equal, priority: Priority(clamping: 500)))
        try solver.add(Constraint(linear([(v[4], 1), (v[3], 1), (v[1], -1)], 0), .greaterThanOrEqual))
        try solver.add(Constraint(linear([(v[4], 1)], 0), .equal, priority: Priority(clamping: 250)))
        try solver.addEditVariable(v[0], priority: Priority(clamping: 999))
        try solver.suggestValue(v[0], 37)
        let expected = v.map { solver.value(of: $0) }

        var moved = 0
        for s in solver.tableau.rows.indices where solver.tableau.isBasic[s] && solver.tableau.kinds[s] != .dummy {
            moved += 1
            solver.tableau.addToConstant(of: Symbol(s), 0.125 * Double(moved))
            solver.tableau.noteValueChange(of: Symbol(s), by: 0.125 * Double(moved))
        }
        solver.tableau.settleValues()
        #expect(moved > 2)
        #expect(v.indices.contains { abs(solver.value(of: v[$0]) - expected[$0]) > 0.1 })

        try solver.refineConstants()

        for k in v.indices { #expect(abs(solver.value(of: v[k]) - expected[k]) < 1e-9) }
    }
}
