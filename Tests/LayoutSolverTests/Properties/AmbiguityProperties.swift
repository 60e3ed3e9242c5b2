import TestSupport
import LayoutSolver
import PropertyBased
import Testing

/// Property (d): `ambiguity(of:)` names a variable exactly when the reference's range
/// for it over the lexicographic optimal face is wider than 1e-6, with the same
/// bounds (1e-5), and its `alternative` is another optimal solution: every required
/// constraint holds and the objective vector is the optimum's.
@Suite("Ambiguity matches the optimal face")
struct AmbiguityProperties {
    static let boundTolerance = 1e-5

    /// Same bound: both infinite with the same sign, or finite and within tolerance.
    static func sameBound(_ a: Double, _ b: Double) -> Bool {
        if a.isInfinite || b.isInfinite { return a == b }
        return ReferenceExpectations.close(a, b, tolerance: boundTolerance)
    }

    static func expectAmbiguityMatches(_ harness: SolverHarness, _ context: @autoclosure () -> String = "") {
        let system = harness.system
        let reference = LexicographicReference(system)
        guard let optimum = reference.optimum(), let ranges = reference.ranges() else {
            Issue.record("the reference finds the system infeasible: \(system)")
            return
        }
        let ambiguity = harness.solver.ambiguity(of: harness.variables)
        for (j, variable) in harness.variables.enumerated() {
            let expected = ranges[j]
            let ambiguous = expected.upperBound - expected.lowerBound > ReferenceExpectations.uniquenessWidth
            let reported = ambiguity.ranges[variable]
            #expect((reported != nil) == ambiguous,
                "x\(j): reference range \(expected), solver \(String(describing: reported)) for \(system) \(context())")
            if let reported, ambiguous {
                #expect(sameBound(reported.lowerBound, expected.lowerBound)
                    && sameBound(reported.upperBound, expected.upperBound),
                    "x\(j): reference range \(expected), solver \(reported) for \(system) \(context())")
            }
        }
        let alternative = harness.variables.map { ambiguity.alternative[$0] }
        guard alternative.allSatisfy({ $0 != nil }) else {
            Issue.record("alternative misses variables: \(ambiguity.alternative) \(context())")
            return
        }
        let point = alternative.map { $0 ?? .nan }
        let residual = system.requiredViolation(point)
        #expect(residual <= ReferenceExpectations.requiredTolerance,
            "alternative \(point) leaves a required residual \(residual) in \(system) \(context())")
        let objective = system.violationVector(point)
        #expect(sameObjective(objective, optimum.levels, tolerance: ReferenceExpectations.objectiveTolerance),
            "alternative \(point) has objective \(objective), optimum \(optimum.levels) in \(system) \(context())")
    }

    @Test func ambiguityMatchesTheReferenceRanges() async {
        let input = DeterministicCases.generator(seed: 0xD00D_0001) { rng in SystemGenerator.feasibleSystem(using: &rng) }
        await propertyCheck(count: DeterministicCases.count(400), input: input) { generated in
            guard let harness = OptimumProperties.build(generated.value) else { return }
            Self.expectAmbiguityMatches(harness)
        }
    }

    /// Few constraints over many variables: most variables are free or half-bounded.
    @Test func underconstrainedSystemsAreReportedWithTheirBounds() async {
        let input = DeterministicCases.generator(seed: 0xD00D_0002) { rng in
            var system: ReferenceSystem
            repeat {
                system = SystemGenerator.system(variables: 2...4, constraints: 1...3, using: &rng)
            } while !LexicographicReference(system).isFeasible
            return system
        }
        await propertyCheck(count: DeterministicCases.count(300), input: input) { generated in
            guard let harness = OptimumProperties.build(generated.value) else { return }
            Self.expectAmbiguityMatches(harness)
        }
    }

    /// Ambiguity is asked after edits and suggestions too.
    @Test func ambiguityAfterSuggestions() async {
        let input = DeterministicCases.generator(seed: 0xD00D_0003) { rng in SystemGenerator.editScenario(using: &rng) }
        await propertyCheck(count: DeterministicCases.count(200), input: input) { generated in
            let scenario = generated.value
            guard var harness = OptimumProperties.build(scenario.base) else { return }
            do {
                for edit in scenario.edits { try harness.addEdit(variable: edit.variable, priority: edit.priority) }
                for (k, step) in scenario.steps.enumerated() {
                    for (e, value) in step.enumerated() {
                        if let value { try harness.suggest(edit: e, value) }
                    }
                    Self.expectAmbiguityMatches(harness, "after step \(k)")
                }
            } catch {
                Issue.record("threw \(error)")
            }
        }
    }
}
