/// The run's totals, counted as each configuration is solved, so that a run that does
/// not keep its outcomes (``BatchOptions/keepsOutcomes``) still has its summary.
public struct BatchTally: Hashable, Sendable {
    public var configurations = 0
    public var unsolved = 0
    /// Configurations with at least one error (unsatisfiable, ambiguous).
    public var withErrors = 0
    /// Configurations with warnings only.
    public var withWarningsOnly = 0
    public var problemsByKind: [String: Int] = [:]
    /// Errors and warnings summed over configurations (`batch_run`'s totals).
    public var errors = 0
    public var warnings = 0

    public init() {}

    public mutating func add(_ outcome: BatchOutcome) {
        configurations += 1
        let errorCount = outcome.errorCount
        let warningCount = outcome.warningCount
        if outcome.unsolved != nil {
            unsolved += 1
        } else if errorCount > 0 {
            withErrors += 1
        }
        if errorCount == 0, warningCount > 0 { withWarningsOnly += 1 }
        errors += errorCount
        warnings += warningCount
        for problem in outcome.problems { problemsByKind[problem.kind, default: 0] += 1 }
    }
}
