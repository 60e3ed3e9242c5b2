import TestSupport
import LayoutSolver
import PropertyBased
import Testing

/// Property (e): NaN and infinite numbers are refused at the door with `.nonFinite`,
/// carrying the constraint's label, and the solver is left as it was, whichever
/// coefficient or constant is poisoned, whatever the priority and relation.
@Suite("Non-finite numbers are refused")
struct NonFiniteProperties {
    static let poisons: [Double] = [.nan, .infinity, -.infinity]

    struct Poisoned: Sendable, CustomStringConvertible {
        var system: ReferenceSystem
        var constraint: ReferenceConstraint
        /// Which number is replaced: a coefficient index, or `nil` for the constant.
        var position: Int?
        var poison: Double
        var suggestion: Double

        var description: String {
            "\(system), poison \(position.map { "coefficient of x\($0)" } ?? "constant") of \(constraint) with \(poison)"
        }
    }

    @Test func nonFiniteNumbersAreRefusedAndChangeNothing() async {
        let input = DeterministicCases.generator(seed: 0xE0E0_0001) { rng in
            let system = SystemGenerator.feasibleSystem(using: &rng)
            let constraint = SystemGenerator.constraint(variableCount: system.variableCount, using: &rng)
            let position: Int? = Bool.random(using: &rng) ? Int.random(in: 0..<system.variableCount, using: &rng) : nil
            return Poisoned(
                system: system, constraint: constraint, position: position,
                poison: Self.poisons.randomElement(using: &rng) ?? .nan, suggestion: SystemGenerator.suggestion(using: &rng))
        }
        await propertyCheck(count: DeterministicCases.count(200), input: input) { generated in
            let poisoned = generated.value
            guard var harness = OptimumProperties.build(poisoned.system) else { return }
            var constraint = harness.solverConstraint(poisoned.constraint, label: "poisoned")
            if let position = poisoned.position {
                constraint.expression.terms.append(Term(harness.variables[position], poisoned.poison))
            } else {
                constraint.expression.constant = poisoned.poison
            }
            let values = harness.values
            let installed = harness.solver.installedConstraints
            #expect(throws: SolverError.nonFinite(label: "poisoned")) { try harness.solver.add(constraint) }
            #expect(throws: SolverError.nonFinite(label: "poisoned")) {
                try harness.solver.addBreakingConflict(constraint)
            }
            #expect(harness.solver.installedConstraints == installed)
            #expect(harness.values == values)

            // A poisoned suggestion is refused too, and the last good one stays.
            do {
                try harness.addEdit(variable: 0, priority: 999)
                try harness.suggest(edit: 0, poisoned.suggestion)
                let suggested = harness.values
                #expect {
                    try harness.solver.suggestValue(harness.variables[0], poisoned.poison)
                } throws: { error in
                    if case SolverError.nonFinite = error { return true }
                    return false
                }
                #expect(harness.values == suggested)
                ReferenceExpectations.expectOptimal(harness, "after a refused suggestion")
            } catch {
                Issue.record("threw \(error)")
            }
        }
    }
}
