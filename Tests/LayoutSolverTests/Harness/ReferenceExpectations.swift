import LayoutSolver
import Testing

/// The comparisons every property makes between a solver and the reference, in
/// one place so that the tolerances are stated once.
enum ReferenceExpectations {
    /// Largest residual allowed on a required constraint at the solver's values.
    static let requiredTolerance = 1e-6
    /// Relative tolerance on each level of the objective vector.
    static let objectiveTolerance = 1e-6
    /// A variable is uniquely determined when its range over the optimal face is at most this wide.
    static let uniquenessWidth = 1e-6

    /// Expects the harness's solver to hold its required constraints and to reach the
    /// reference's lexicographic optimum; returns that optimum (nil when the
    /// reference finds the required constraints infeasible, itself an issue here).
    @discardableResult
    static func expectOptimal(
        _ harness: SolverHarness,
        _ context: @autoclosure () -> String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> LexicographicReference.Optimum? {
        let system = harness.system
        let values = harness.values
        guard let optimum = LexicographicReference(system).optimum() else {
            Issue.record("the reference finds the installed required constraints infeasible: \(system) \(context())",
                sourceLocation: sourceLocation)
            return nil
        }
        let residual = system.requiredViolation(values)
        #expect(residual <= requiredTolerance,
            "required residual \(residual) at \(values) for \(system) \(context())", sourceLocation: sourceLocation)
        let actual = system.violationVector(values)
        #expect(sameObjective(actual, optimum.levels, tolerance: objectiveTolerance),
            "solver objective \(actual), reference \(optimum.levels), values \(values) for \(system) \(context())",
            sourceLocation: sourceLocation)
        return optimum
    }

    /// The indices of the variables the reference says are uniquely determined.
    static func uniqueVariables(_ system: ReferenceSystem) -> [Int] {
        guard let ranges = LexicographicReference(system).ranges() else { return [] }
        return ranges.indices.filter { ranges[$0].upperBound - ranges[$0].lowerBound <= uniquenessWidth }
    }

    /// `|a − b| ≤ tolerance · max(1, |a|, |b|)`.
    static func close(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
        abs(a - b) <= tolerance * max(1, abs(a), abs(b))
    }
}
