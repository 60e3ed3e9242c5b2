import TestSupport
import LayoutSolver
import PropertyBased
import Testing

/// ``Solver/refusalNeedsEach(of:toRefuse:)`` against the reference: for every member m
/// asked about, the installed required constraints without m can hold with the refused
/// constraint; and the solver it is asked of is left as it was.
@Suite("Members a refusal needs")
struct RefusalMembersProperties {
    /// Asked of the reported minimal set and of every installed required constraint
    /// (most of which are not needed), with and without an edit in the system, the
    /// answer is the reference's, and the solver's values and constraints are unchanged.
    @Test func answersAsTheReference() async {
        let input = DeterministicCases.generator(seed: 0xC0FF_0011) { rng in ConflictScenario.random(using: &rng) }
        await propertyCheck(count: DeterministicCases.count(300), input: input) { generated in
            let scenario = generated.value
            do {
                guard var harness = try scenario.harness() else { return }
                guard case .broken(let conflict) = try harness.solver.addBreakingConflict(
                    harness.solverConstraint(scenario.rejected))
                else {
                    Issue.record("the solver accepted \(scenario.rejected)")
                    return
                }
                let valuesBefore = harness.values
                let idsBefore = harness.solver.installedConstraints
                let required = harness.installed.filter(\.constraint.isRequired)
                for members in [conflict.conflicting, required.map(\.id), []] {
                    let answer = try harness.solver.refusalNeedsEach(
                        of: members, toRefuse: harness.solverConstraint(scenario.rejected))
                    let expected = members.allSatisfy { member in
                        let rest = required.filter { $0.id != member }.map(\.constraint)
                        let system = ReferenceSystem(
                            variableCount: harness.variables.count, constraints: rest + [scenario.rejected])
                        return LexicographicReference(system).isFeasible
                    }
                    #expect(answer == expected, "members \(members) of \(conflict.conflicting)")
                }
                #expect(harness.values == valuesBefore)
                #expect(harness.solver.installedConstraints == idsBefore)
                ReferenceExpectations.expectOptimal(harness, "after the trials")
            } catch {
                Issue.record("threw \(error)")
            }
        }
    }

    /// A hand-worked case: x ≥ 10 and x ≤ 20 with y == x; refusing x ≥ 30 needs
    /// x ≤ 20 alone. Asking about x ≤ 20 answers true; asking about x ≥ 10 or
    /// y == x answers false (without it, x ≤ 20 still refuses x ≥ 30); an optional
    /// member, or one removed, answers false.
    @Test func handWorked() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let gone = try solver.add(Constraint(LinearExpression([Term(x, 1)], constant: -25), .lessThanOrEqual))
        try solver.remove(gone)
        let atLeast10 = try solver.add(Constraint(LinearExpression([Term(x, 1)], constant: -10), .greaterThanOrEqual))
        let atMost20 = try solver.add(Constraint(LinearExpression([Term(x, 1)], constant: -20), .lessThanOrEqual))
        let same = try solver.add(Constraint(LinearExpression([Term(y, 1), Term(x, -1)]), .equal))
        let weak = try solver.add(
            Constraint(LinearExpression([Term(y, 1)], constant: -15), .equal, priority: Priority(clamping: 250)))
        let refused = Constraint(LinearExpression([Term(x, 1)], constant: -30), .greaterThanOrEqual)
        guard case .broken(let conflict) = try solver.addBreakingConflict(refused) else {
            Issue.record("x >= 30 was installed")
            return
        }
        #expect(conflict.conflicting == [atMost20])
        #expect(try solver.refusalNeedsEach(of: [atMost20], toRefuse: refused))
        #expect(try !solver.refusalNeedsEach(of: [atLeast10], toRefuse: refused))
        #expect(try !solver.refusalNeedsEach(of: [atMost20, same], toRefuse: refused))
        #expect(try !solver.refusalNeedsEach(of: [weak], toRefuse: refused))
        #expect(try !solver.refusalNeedsEach(of: [gone], toRefuse: refused))
        #expect(solver.value(of: x) == 15)
        #expect(solver.value(of: y) == 15)
    }
}
