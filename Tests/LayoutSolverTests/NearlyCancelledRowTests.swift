import LayoutSolver
import Testing

/// Rows whose coefficients nearly cancel: 1001 against 1001 + 1/16,016 leaves a true
/// coefficient of 1.6e-8 on an error of level 250.5, the only cell through which a
/// required constraint's row reaches that level.
@Suite("Solver, rows whose coefficients nearly cancel")
struct NearlyCancelledRowTests {
    /// rand-980 of the differential campaign at seed 3401, reduced. Required:
    /// v4 ≥ −0.25 v1, v0 = −0.25 v2 and v0 ≤ −37.5; level 250.5: 1001 v1 + v0 = 0 (written
    /// 1000 v1 + v1 + v0); level 250: v2 ≤ 0; level 2: 1001 v2 − 0.25 v4 = 0 (also written
    /// as a sum).
    ///
    /// By hand: level 250.5 holds for any v0 with v1 = −v0 / 1001. Level 250 pays
    /// max(0, v2) = max(0, −4 v0), least at v0 = −37.5: 150, with v2 = 150 and v1 =
    /// 37.5 / 1001. Level 2 then holds with v4 = 4004 v2 = 600,600, which the first
    /// required constraint allows. The solver answered v2 = 0 with the required
    /// v0 = −0.25 v2 37.5 off and no conflict reported.
    ///
    /// Known, not yet fixed (BENCHMARKS.md, "Differential campaign, seed 3401"): the row
    /// of the level-250 error holds ±2.3e-12 on level 2's errors where the true value is
    /// 0, rounding compounded through a true 1.56e-8 (above ``relativeEpsilon`` of its
    /// operands, so kept); pricing level 250 takes it for a small rate and a step of
    /// 6.4e13 along it passes the small-rate test (a fall of 150), which turns the residue
    /// into a 37.5-point break of the required equality.
    @Test func aRequiredEqualityHoldsThroughANearlyCancelledRow() throws {
        try withKnownIssue("a step along a rounding residue of 2.3e-12 breaks a required equality") {
            try solve()
        }
    }

    private func solve() throws {
        var solver = Solver()
        let v = (0...4).map { solver.makeVariable("v\($0)") }
        func p(_ value: Double) -> Priority { Priority(clamping: value) }
        // In the order of the reduced case: the pivots, and so the rounding, depend on it.
        let constraints = [
            Constraint(linear([(v[1], -0.25), (v[4], -1)], 0), .lessThanOrEqual),
            Constraint(linear([(v[1], 1000), (v[1], 1), (v[0], 1)], 0), .equal, priority: p(250.5)),
            Constraint(linear([(v[2], 1000), (v[2], 1), (v[4], -0.25)], 0), .equal, priority: p(2)),
            Constraint(linear([(v[0], -1), (v[2], -0.25)], 0), .equal),
            Constraint(linear([(v[0], 1)], 37.5), .lessThanOrEqual),
            Constraint(linear([(v[2], 1)], 0), .lessThanOrEqual, priority: p(250)),
        ]
        for constraint in constraints { try solver.add(constraint) }

        for constraint in constraints where constraint.priority.isRequired {
            #expect(constraint.violation(solver.value(of:)) < 1e-6)
        }
        let expected: [Int: Double] = [0: -37.5, 1: 37.5 / 1001, 2: 150, 4: 600_600]
        for (i, value) in expected { #expect(abs(solver.value(of: v[i]) - value) < 1e-6 * max(1, abs(value)), "v\(i)") }
        #expect(levelViolation(solver, 250.5) < 1e-6)
        #expect(abs(levelViolation(solver, 250) - 150) < 1e-6)
        #expect(levelViolation(solver, 2) < 1e-3)
    }
}
