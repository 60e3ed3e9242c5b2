import LayoutSolver
import Testing

/// Removing a required constraint when another installed one says the same thing (a
/// redundant required equality, whose row the solver keeps as a combination of the
/// others). UIKit keeps the layout the remaining constraints ask for; so must the
/// solver. Found by the incremental property test at a larger scale (seed 11, case 7372).
@Suite("Solver, removing one of redundant required constraints")
struct RedundantRemovalTests {
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
}
