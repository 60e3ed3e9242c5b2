import LayoutSolver
import Testing

/// Required equalities implied by others (added twice, or a combination of installed
/// ones): the solver keeps such a constraint as a row of the others' dummies. Removing
/// one of the others must leave the implied one in force, and changing one's constant
/// must be refused, as UIKit would report the conflict. Found by the property tests at
/// a larger scale (`LAYOUTDB_PROPERTY_SCALE`, seeds 11 and 21).
@Suite("Solver, redundant required equalities")
struct RedundantEqualityTests {
    func equal(_ x: Variable, _ value: Double, _ priority: Double = 1000) -> Constraint {
        Constraint(LinearExpression(x) - value, .equal, priority: Priority(clamping: priority))
    }

    /// The property test's case as it ran: x = 20 added and removed; −x − 17 = 0 twice;
    /// −2x + 12 ≥ 0 at 250; x = 2 (required, refused: it conflicts with x = −17); x = 6
    /// at 500. Removing the first x = −17 leaves the second, so x stays −17 (level 500
    /// violated by 23). The old removal pivoted the marker in on the level-500 error row
    /// (the smallest ratio among restricted rows, 23, ahead of the duplicate's dummy row
    /// whose coefficient had the other sign), which moved x to 6 and left the duplicate
    /// off by 23 without a word. Removing the second then frees x: 6.
    @Test func theDuplicateTakesOver() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.remove(try solver.add(equal(x, 20)))
        // −x − 17 = 0, as the case wrote it (the row's sign decides the old pivot).
        let minus17 = Constraint(LinearExpression([Term(x, -1)], constant: -17), .equal)
        let first = try solver.add(minus17)
        let second = try solver.add(minus17)
        try solver.add(Constraint(-2 * LinearExpression(x) + 12, .greaterThanOrEqual, priority: Priority(clamping: 250)))
        let refused = try solver.addBreakingConflict(equal(x, 2))
        guard case .broken = refused else { Issue.record("x = 2 should conflict with x = −17"); return }
        try solver.add(equal(x, 6, 500))
        #expect(solver.value(of: x) == -17)
        try solver.remove(first)
        #expect(abs(solver.value(of: x) + 17) < 1e-9)
        #expect(solver.levelViolations().map(\.violation) == [23])
        try solver.remove(second)
        #expect(abs(solver.value(of: x) - 6) < 1e-9)
        #expect(solver.levelViolations().isEmpty)
    }

    /// 2x − 16 = 0, then x − 8 = 0 (implied). Moving the first to 2x − 6 = 0 (x = 3)
    /// contradicts x = 8: refused, naming both, and x stays 8. The old solver moved the
    /// implied row's constant off zero, where no pivot looks, and accepted it (x = 3,
    /// x − 8 = 0 off by 5). Changing the implied one was already refused.
    @Test func aConstantThatContradictsAnImpliedEqualityIsRefused() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let first = try solver.add(Constraint(LinearExpression([Term(x, 2)], constant: -16), .equal))
        let implied = try solver.add(equal(x, 8))
        try solver.add(equal(x, 5, 250))
        #expect(throws: SolverError.self) { try solver.setConstant(first, to: -6) }
        do {
            try solver.setConstant(first, to: -6)
        } catch .unsatisfiable(let conflict) {
            #expect(conflict.rejected == first)
            #expect(conflict.conflicting == [implied])
        }
        #expect(abs(solver.value(of: x) - 8) < 1e-9)
        #expect(throws: SolverError.self) { try solver.setConstant(implied, to: -3) }
    }
}
