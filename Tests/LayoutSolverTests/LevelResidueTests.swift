import LayoutSolver
import Testing

/// Rounding residue in the objective level rows (differential campaign, rand-347 and
/// rand-260): rows built from 1000 × 1000 products reach values near 1e9, and the
/// level rows, updated at every pivot, kept coefficients of 1e-7 … 1e-5 that should be
/// zero. One on a symbol no row bounds made ``Solver`` throw "optimize: unbounded" on a
/// feasible system; others blocked a lower level. Answers worked out by hand (and
/// matched by lexref with its level fixes tightened to 1e-9).
@Suite("Solver, level-row rounding residue")
struct LevelResidueTests {
    /// rand-347. Level 999: the edit v5 = 150 against the required v5 ≤ 0 costs at least
    /// 150, reached only at v5 = 0, where 3.5 v5 + v4 = 5 and −100 v7 + v5 − 100 v4 + 1 = 0
    /// give v4 = 5, v7 = −4.99. Level 750: v5 = 5 costs 5; 1001 v3 − 2 v6 + 5 ≥ 0 holds,
    /// so v3 ≥ −0.001009. Level 500: v7 + 10 v5 + 2 v6 + 1 = 0 gives v6 = 1.995;
    /// v7 + 1001 v0 = 100 gives v0 = 104.99 / 1001; the required 3 v0 + 10 v2 ≤ 0 and
    /// −2 v3 − 0.25 v2 ≤ 0 then force v3 ≥ 0.0375 v0, so 3 v3 + 1001 v4 − 100 ≤ 0 is off
    /// by 4905 + 0.1125 v0 (cheaper than moving v0, whose equality has slope 1001).
    @Test func feasibleSystemWithLargeProductsIsNotUnbounded() throws {
        var solver = Solver()
        let names = ["v0", "v2", "v3", "v4", "v5", "v6", "v7", "v8"]
        let v = Dictionary(uniqueKeysWithValues: names.map { ($0, solver.makeVariable($0)) })
        func x(_ n: String) -> Variable { v[n] ?? solver.makeVariable(n) }
        func p(_ value: Double) -> Priority { Priority(clamping: value) }
        try solver.add(Constraint(linear([(x("v7"), 1), (x("v5"), 10), (x("v6"), 2)], 1), .equal, priority: p(500)))
        try solver.add(Constraint(linear([(x("v3"), 3), (x("v4"), 1000), (x("v4"), 1)], -100), .lessThanOrEqual, priority: p(500)))
        try solver.add(Constraint(linear([(x("v3"), -2), (x("v2"), -0.25)], 0), .lessThanOrEqual))
        try solver.add(Constraint(linear([(x("v7"), 1), (x("v0"), 1), (x("v0"), 1000)], -100), .equal, priority: p(500)))
        try solver.add(Constraint(linear([(x("v0"), 3), (x("v2"), 10)], 0), .lessThanOrEqual))
        try solver.add(Constraint(linear([(x("v5"), 3), (x("v4"), 1), (x("v5"), 0.5)], -5), .equal, priority: p(999)))
        try solver.add(Constraint(linear([(x("v3"), 1000), (x("v6"), -2), (x("v3"), 1)], 5), .greaterThanOrEqual, priority: p(750)))
        try solver.add(Constraint(linear([(x("v5"), 1)], -5), .equal, priority: p(750)))
        try solver.add(Constraint(linear([(x("v5"), 1), (x("v6"), 0)], 0), .lessThanOrEqual))
        try solver.add(Constraint(linear([(x("v7"), -100), (x("v5"), 1), (x("v4"), -100)], 1), .equal, priority: p(999)))
        try solver.addEditVariable(x("v5"), priority: p(999), initialValue: solver.value(of: x("v5")))
        try solver.addEditVariable(x("v8"), priority: p(250), initialValue: solver.value(of: x("v8")))
        try solver.suggestValue(x("v5"), 150)
        try solver.suggestValue(x("v8"), -10)

        let v0 = 104.99 / 1001
        let expected = [("v0", v0), ("v2", -0.3 * v0), ("v3", 0.0375 * v0), ("v4", 5), ("v5", 0),
                        ("v6", 1.995), ("v7", -4.99), ("v8", -10)]
        for (name, value) in expected { #expect(abs(solver.value(of: x(name)) - value) < 1e-6, "\(name)") }
        // Level 999: both equalities hold, the edit v5 = 150 is off by 150.
        #expect(levelViolation(solver, 999) < 1e-6)
        #expect(abs(abs(solver.value(of: x("v5")) - 150) - 150) < 1e-6)
        #expect(abs(levelViolation(solver, 750) - 5) < 1e-6)
        // 4905 measured through rows near 1e9: rounding of 1e-6 is expected.
        #expect(abs(levelViolation(solver, 500) - (4905 + 0.1125 * v0)) < 1e-5)
    }

    /// rand-260. Required: 10 v1 + 1 ≤ 0 and 3 v1 − v7 − 5 ≥ 0 give v7 ≤ −5.3 (only at
    /// v1 = −0.1); v6 = −5; −100 v7 + v6 + 0.5 v5 + 10000 = 0 gives v5 = 200 v7 − 19990.
    /// Every optional constraint can hold (v8, v9, v4, v2 are free enough) except the
    /// edit v7 = 50 at priority 1, which costs 55.3 at v7 = −5.3, v5 = −21050. The
    /// values reach 4e7 (v3 = 100 − v5 − 1000 v8), so level 750 is 0 up to 1e-4.
    @Test func editAgainstRequiredBoundWithValuesNear1e7() throws {
        var solver = Solver()
        let vs = (1...9).map { solver.makeVariable("v\($0)") }
        func x(_ i: Int) -> Variable { vs[i - 1] }
        func p(_ value: Double) -> Priority { Priority(clamping: value) }
        try solver.add(Constraint(linear([(x(1), 10)], 1), .lessThanOrEqual))
        try solver.add(Constraint(linear([(x(1), 3), (x(7), -1)], -5), .greaterThanOrEqual))
        try solver.add(Constraint(linear([(x(5), 1), (x(8), 1000), (x(3), 1)], -100), .equal))
        try solver.add(Constraint(linear([(x(6), 1)], 5), .equal))
        try solver.add(Constraint(linear([(x(2), 0.5), (x(9), 1), (x(4), 10)], -250), .greaterThanOrEqual, priority: p(1.5)))
        try solver.add(Constraint(linear([(x(4), 1), (x(6), 1), (x(3), -1)], 1), .greaterThanOrEqual, priority: p(251)))
        try solver.add(Constraint(linear([(x(5), 2), (x(8), 1)], 10), .greaterThanOrEqual, priority: p(750)))
        try solver.add(Constraint(linear([(x(7), -100), (x(6), 1), (x(5), 0.5)], 10000), .equal))
        try solver.add(Constraint(linear([(x(1), 2), (x(2), 2), (x(8), 0)], -1), .lessThanOrEqual, priority: p(1)))
        try solver.add(Constraint(linear([(x(6), 1), (x(9), 10), (x(9), 1000)], 5), .equal, priority: p(750)))
        try solver.addEditVariable(x(7), priority: p(1), initialValue: solver.value(of: x(7)))
        try solver.suggestValue(x(7), 50)

        for (i, value) in [(1, -0.1), (5, -21050.0), (6, -5.0), (7, -5.3), (9, 0.0)] {
            #expect(abs(solver.value(of: x(i)) - value) < 1e-6, "v\(i)")
        }
        #expect(levelViolation(solver, 750) < 1e-4)
        #expect(levelViolation(solver, 251) < 1e-4)
        #expect(levelViolation(solver, 1.5) < 1e-4)
        #expect(levelViolation(solver, 1) < 1e-4)
        #expect(abs(abs(solver.value(of: x(7)) - 50) - 55.3) < 1e-6)
    }

    /// rand-320, reduced. Every level can be zero: v1 ≤ −5 (@251), v4 ≤ v1 (@251) and
    /// 999 v4 + v1 ≤ 0 (@500) hold at v1 = v4 = −5; v7 ≤ 0.5 v4 (@750) and v7 = 100 v2
    /// (@500) at v7 = −2.5, v2 = −0.025; then 0.5 v2 + 1000 v5 ≥ 0 (@2) needs only the
    /// free v5 ≥ 1.25e-5. The absolute 1e-8 cut-off in `Row` dropped a true cell made
    /// of products of these coefficients, and level 2 stayed at 0.0125.
    @Test func tinyTrueEntryIsKeptSoALowLevelCanBeSatisfied() throws {
        var solver = Solver()
        let v1 = solver.makeVariable("v1"), v2 = solver.makeVariable("v2"), v4 = solver.makeVariable("v4")
        let v5 = solver.makeVariable("v5"), v7 = solver.makeVariable("v7")
        func p(_ value: Double) -> Priority { Priority(clamping: value) }
        try solver.add(Constraint(linear([(v4, 1), (v1, -1)], 0), .lessThanOrEqual, priority: p(251)))
        try solver.add(Constraint(linear([(v2, 0.5), (v5, 1000)], 0), .greaterThanOrEqual, priority: p(2)))
        try solver.add(Constraint(linear([(v7, 1), (v2, -100)], 0), .equal, priority: p(500)))
        try solver.add(Constraint(linear([(v7, -1), (v4, 0.5)], 0), .greaterThanOrEqual, priority: p(750)))
        try solver.add(Constraint(linear([(v4, 999), (v1, 1)], 0), .lessThanOrEqual, priority: p(500)))
        try solver.add(Constraint(linear([(v1, -2)], -10), .greaterThanOrEqual, priority: p(251)))
        for priority in [750.0, 500, 251, 2] { #expect(levelViolation(solver, priority) < 1e-9, "level \(priority)") }
        #expect(solver.value(of: v1) <= -5 + 1e-9)
        #expect(0.5 * solver.value(of: v2) + 1000 * solver.value(of: v5) >= -1e-9)
    }
}
