import LayoutSolver

/// `Σ coefficient·variable + constant`: how the hand-computed tests of reduced campaign
/// cases write each constraint's expression, term by term as the case has it
/// (repeated variables included).
func linear(_ terms: [(Variable, Double)], _ constant: Double) -> LinearExpression {
    LinearExpression(terms.map { Term($0.0, $0.1) }, constant: constant)
}

/// The total violation of the optional constraints at `priority`, zero when none is
/// violated. ``Solver/levelViolations()`` measures an edit variable's record against
/// its initial value, so tests with edits check those apart.
func levelViolation(_ solver: Solver, _ priority: Double) -> Double {
    solver.levelViolations().first { $0.priority.rawValue == priority }?.violation ?? 0
}
