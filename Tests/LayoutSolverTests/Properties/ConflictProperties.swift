import TestSupport
import LayoutSolver
import PropertyBased
import Testing

/// Property (c): a required constraint that cannot hold is refused with a conflict
/// set that is infeasible and minimal per the reference (drop any member and the
/// rest can hold); the solver is left exactly as it was and keeps working;
/// `addBreakingConflict` reports the same set instead of throwing.
@Suite("Required conflicts")
struct ConflictProperties {
    /// Expects `conflict` (for `rejected`) to name an infeasible, minimal set of
    /// constraints that `harness` holds, listed in the order they were added.
    static func expectMinimal(
        _ conflict: RequiredConflict,
        rejected: ReferenceConstraint,
        in harness: SolverHarness,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var members: [ReferenceConstraint] = []
        for id in conflict.conflicting {
            guard let constraint = harness.constraint(for: id) else {
                Issue.record("conflict names \(id), which is not installed", sourceLocation: sourceLocation)
                return
            }
            #expect(constraint.isRequired, "conflict names optional \(constraint)", sourceLocation: sourceLocation)
            members.append(constraint)
        }
        #expect(conflict.conflicting == conflict.conflicting.sorted(), "not in the order added: \(conflict.conflicting)",
            sourceLocation: sourceLocation)
        #expect(Set(conflict.conflicting).count == conflict.conflicting.count, sourceLocation: sourceLocation)
        members.append(rejected)
        let set = ReferenceSystem(variableCount: harness.variables.count, constraints: members)
        #expect(!LexicographicReference(set).isFeasible, "reported set can hold: \(set)", sourceLocation: sourceLocation)
        for k in members.indices {
            let rest = set.restricted(to: members.indices.filter { $0 != k })
            #expect(LexicographicReference(rest).isFeasible,
                "not minimal: without \(members[k]) still infeasible: \(rest)", sourceLocation: sourceLocation)
        }
    }

    /// The reported set is infeasible and minimal, only the earlier constraints stay
    /// installed, and `addBreakingConflict` reports the same set.
    @Test func conflictsAreMinimal() async {
        await Self.checkRefusals(seed: 0xC0FF_0001, checkState: false)
    }

    /// After a refusal the solver is exactly as it was: same values, still optimal,
    /// and later adds, removes and suggestions still reach the optimum.
    @Test func refusalsLeaveTheSolverAsItWas() async {
        await Self.checkRefusals(seed: 0xC0FF_0003, checkState: true)
    }

    static func checkRefusals(seed: UInt64, checkState: Bool) async {
        let input = DeterministicCases.generator(seed: seed) { rng in ConflictScenario.random(using: &rng) }
        await propertyCheck(count: DeterministicCases.count(300), input: input) { generated in
            let scenario = generated.value
            do {
                guard var harness = try scenario.harness() else { return }
                let valuesBefore = harness.values
                let idsBefore = harness.solver.installedConstraints
                let untouched = harness
                var conflict: RequiredConflict?
                do {
                    try harness.add(scenario.rejected, label: "rejected")
                    Issue.record("the solver accepted \(scenario.rejected)")
                    return
                } catch SolverError.unsatisfiable(let reported) {
                    conflict = reported
                }
                guard let conflict else { return }
                // The UIKit flavour, from the same starting point.
                var breaking = untouched
                let outcome = try breaking.addBreakingConflict(scenario.rejected, label: "rejected")

                if !checkState {
                    #expect(conflict.rejectedLabel == "rejected")
                    #expect(!idsBefore.contains(conflict.rejected))
                    Self.expectMinimal(conflict, rejected: scenario.rejected, in: harness)
                    #expect(harness.solver.installedConstraints == idsBefore)
                    #expect(outcome == .broken(conflict))
                    #expect(breaking.solver.installedConstraints == idsBefore)
                    return
                }
                // The earlier values wherever the optimum determines them (an ambiguous
                // variable may move within its range), still optimal, and both go on working.
                for i in ReferenceExpectations.uniqueVariables(harness.system) {
                    #expect(abs(harness.values[i] - valuesBefore[i]) < 1e-6, "x\(i) moved from \(valuesBefore[i]) to \(harness.values[i])")
                    #expect(abs(breaking.values[i] - valuesBefore[i]) < 1e-6, "x\(i) moved from \(valuesBefore[i]) to \(breaking.values[i])")
                }
                ReferenceExpectations.expectOptimal(harness, "after the refusal")
                let script = OperationScript(variableCount: scenario.installed.variableCount, operations: scenario.afterwards)
                try IncrementalProperties.run(script, on: &harness)
                try IncrementalProperties.run(script, on: &breaking)
            } catch {
                Issue.record("threw \(error)")
            }
        }
    }

    /// Conflicts that involve optional constraints and edits in the same variables:
    /// only required constraints may ever be named.
    @Test func optionalConstraintsNeverAppearInAConflict() async {
        let input = DeterministicCases.generator(seed: 0xC0FF_0002) { rng in
            var scenario = ConflictScenario.random(using: &rng)
            // Mirror every required constraint with an optional copy at a random level.
            let copies = scenario.installed.constraints.filter(\.isRequired).map { constraint in
                var copy = constraint
                copy.priority = SystemGenerator.optionalPriorities.randomElement(using: &rng) ?? 999
                return copy
            }
            scenario.installed.constraints += copies
            return scenario
        }
        await propertyCheck(count: DeterministicCases.count(200), input: input) { generated in
            let scenario = generated.value
            guard var harness = OptimumProperties.build(scenario.installed) else { return }
            do {
                try harness.add(scenario.rejected)
                Issue.record("the solver accepted \(scenario.rejected)")
            } catch SolverError.unsatisfiable(let conflict) {
                Self.expectMinimal(conflict, rejected: scenario.rejected, in: harness)
            } catch {
                Issue.record("threw \(error)")
            }
        }
    }
}
