import LayoutSolver
import PropertyBased
import Testing
import TestSupport

/// `Solver.setConstant(_:to:)`: changing installed constants in place ends where a
/// solver built with the new constants would (same lexicographic optimum, same value for
/// every variable the reference finds determined), and a required constant that cannot
/// hold is refused with a minimal conflict, leaving the solver at the old
/// constant's optimum.
@Suite("Changing constants in place")
struct ConstantChangeProperties {
    /// A feasible system and a few changes: (which installed constraint, its new constant).
    struct Scenario: Sendable, CustomStringConvertible {
        var system: ReferenceSystem
        var changes: [(pick: Int, constant: Double)]

        var description: String {
            "\(system); then " + changes.map { "#\($0.pick) := \(formatted($0.constant))" }.joined(separator: ", ")
        }
    }

    @Test func changedConstantsMatchARebuild() async {
        let input = DeterministicCases.generator(seed: 0xC0C0_0001) { rng in
            let system = SystemGenerator.feasibleSystem(using: &rng)
            let changes = (0..<Int.random(in: 1...5, using: &rng)).map { _ in
                (Int.random(in: 0..<16, using: &rng), Double(Int.random(in: -20...20, using: &rng)))
            }
            return Scenario(system: system, changes: changes)
        }
        await propertyCheck(count: DeterministicCases.count(400), input: input) { generated in
            let scenario = generated.value
            var harness = SolverHarness(variableCount: scenario.system.variableCount)
            do {
                for constraint in scenario.system.constraints { try harness.add(constraint) }
                for (step, change) in scenario.changes.enumerated() {
                    let index = change.pick % harness.installed.count
                    var candidate = harness.system
                    candidate.constraints[index].constant = change.constant
                    let feasible = LexicographicReference(candidate).isFeasible
                    let before = harness.values
                    switch harness.trySetConstant(at: index, change.constant) {
                    case nil:
                        #expect(feasible, "accepted an infeasible constant at step \(step)")
                    case .unsatisfiable(let conflict)?:
                        #expect(!feasible, "refused a feasible constant at step \(step): \(conflict)")
                        #expect(conflict.rejected == harness.installed[index].id)
                        for j in ReferenceExpectations.uniqueVariables(harness.system) {
                            #expect(ReferenceExpectations.close(before[j], harness.values[j]),
                                "a refusal moved x\(j): \(before) → \(harness.values)")
                        }
                        let ids = Set(conflict.conflicting)
                        var conflicting = candidate
                        conflicting.constraints = harness.installed.indices.filter {
                            $0 == index || ids.contains(harness.installed[$0].id)
                        }.map { candidate.constraints[$0] }
                        #expect(!LexicographicReference(conflicting).isFeasible, "the conflict \(conflict) can hold")
                    case let other?:
                        Issue.record("step \(step) threw \(other)")
                    }
                    ReferenceExpectations.expectOptimal(harness, "after step \(step)")
                }
                let scratch = try harness.rebuiltFromScratch()
                for j in ReferenceExpectations.uniqueVariables(harness.system) {
                    #expect(ReferenceExpectations.close(harness.values[j], scratch.values[j]),
                        "x\(j) is determined: in place \(harness.values[j]), rebuilt \(scratch.values[j])")
                }
            } catch {
                Issue.record("threw \(error)")
            }
        }
    }

    /// ``Solver/setConstants(_:)``: when the new constants can hold together (the
    /// reference says), all are made and every variable the reference finds determined
    /// has its rebuilt value, at the optimum; when they cannot, the solver ends where
    /// the changes made one by one end: the same constraint refused, the same
    /// constants installed, the same determined values.
    @Test func batchedChangesHoldTogetherOrGoOneByOne() async {
        let input = DeterministicCases.generator(seed: 0xC0C0_0002) { rng in
            // A column of required equalities (x₀ = c, xₖ = xₖ₋₁ + c), so that rows carry
            // folded dummies, and a few random constraints over it, kept feasible.
            let count = Int.random(in: 3...6, using: &rng)
            var system: ReferenceSystem
            repeat {
                var constraints: [ReferenceConstraint] = []
                for k in 0..<count {
                    var coefficients = Array(repeating: 0.0, count: count)
                    coefficients[k] = 1
                    if k > 0 { coefficients[k - 1] = -1 }
                    constraints.append(ReferenceConstraint(
                        coefficients: coefficients, constant: Double(Int.random(in: -12...12, using: &rng)),
                        relation: .equal, priority: 1000))
                }
                // Now and then an equality the column implies (xᵦ − xₐ is the sum of the
                // links between), which a move of one of those links contradicts.
                if Int.random(in: 0..<3, using: &rng) == 0 {
                    let a = Int.random(in: 0..<(count - 1), using: &rng)
                    let b = Int.random(in: (a + 1)..<count, using: &rng)
                    var coefficients = Array(repeating: 0.0, count: count)
                    coefficients[b] = 1
                    coefficients[a] = -1
                    let constant = constraints[(a + 1)...b].map(\.constant).reduce(0, +)
                    constraints.append(ReferenceConstraint(
                        coefficients: coefficients, constant: constant, relation: .equal, priority: 1000))
                }
                for _ in 0..<Int.random(in: 1...5, using: &rng) {
                    constraints.append(SystemGenerator.constraint(variableCount: count, using: &rng))
                }
                system = ReferenceSystem(variableCount: count, constraints: constraints)
            } while !LexicographicReference(system).isFeasible
            // Distinct constraints, mostly small moves, so that most batches are feasible
            // and take the one-re-solve path; a large move now and then takes the other.
            let picks = Array(system.constraints.indices.shuffled(using: &rng).prefix(Int.random(in: 1...5, using: &rng)))
            let changes = picks.map { pick in
                let step = Bool.random(using: &rng) ? Int.random(in: -3...3, using: &rng) : Int.random(in: -20...20, using: &rng)
                return (pick, system.constraints[pick].constant + Double(step))
            }
            return Scenario(system: system, changes: changes)
        }
        await propertyCheck(count: DeterministicCases.count(400), input: input) { generated in
            let scenario = generated.value
            var oneByOne = SolverHarness(variableCount: scenario.system.variableCount)
            var batched = SolverHarness(variableCount: scenario.system.variableCount)
            do {
                for constraint in scenario.system.constraints {
                    try oneByOne.add(constraint)
                    try batched.add(constraint)
                }
                let changes = scenario.changes.map { (index: $0.pick % oneByOne.installed.count, constant: $0.constant) }
                var together = oneByOne.system
                for change in changes { together.constraints[change.index].constant = change.constant }
                let feasible = LexicographicReference(together).isFeasible
                let batchRefused = batched.trySetConstants(changes)
                if feasible {
                    #expect(batchRefused == nil, "refused constants that hold together: \(String(describing: batchRefused))")
                    #expect(batched.system.constraints.map(\.constant) == together.constraints.map(\.constant))
                    let scratch = try batched.rebuiltFromScratch()
                    for j in ReferenceExpectations.uniqueVariables(batched.system) {
                        #expect(ReferenceExpectations.close(batched.values[j], scratch.values[j]),
                            "x\(j) is determined: batched \(batched.values[j]), rebuilt \(scratch.values[j])")
                    }
                } else {
                    var refused: SolverError?
                    for change in changes {
                        refused = oneByOne.trySetConstant(at: change.index, change.constant)
                        if refused != nil { break }
                    }
                    switch (refused, batchRefused) {
                    case (.unsatisfiable(let a)?, .unsatisfiable(let b)?):
                        #expect(a.rejected == b.rejected, "refused \(a.rejected) one by one, \(b.rejected) batched")
                    default:
                        Issue.record("one by one: \(String(describing: refused)); batched: \(String(describing: batchRefused))")
                    }
                    #expect(oneByOne.system.constraints.map(\.constant) == batched.system.constraints.map(\.constant))
                    for j in ReferenceExpectations.uniqueVariables(batched.system) {
                        #expect(ReferenceExpectations.close(oneByOne.values[j], batched.values[j]),
                            "x\(j) is determined: one by one \(oneByOne.values[j]), batched \(batched.values[j])")
                    }
                }
                ReferenceExpectations.expectOptimal(batched, "after the batch")
            } catch {
                Issue.record("threw \(error)")
            }
        }
    }

    /// Hand-computed: `x ≥ 10`, `x ≤ y`, `y == 30 @750`; moving `x ≥ 10` to `x ≥ 40`
    /// pushes y past its wish; a required `y == 20` then refuses `x ≥ 25` naming it.
    @Test func movesAnInequalityAndRefusesAConflictingConstant() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let low = try solver.add(Constraint(LinearExpression(x) - 10, .greaterThanOrEqual))
        let order = try solver.add(Constraint(LinearExpression(x) - LinearExpression(y), .lessThanOrEqual))
        let wish = try solver.add(Constraint(LinearExpression(y) - 30, .equal, priority: Priority(clamping: 750)))
        #expect(solver.value(of: y) == 30)
        try solver.setConstant(low, to: -40)
        #expect(solver.value(of: x) == 40 && solver.value(of: y) == 40)
        try solver.setConstant(low, to: -5)
        #expect(solver.value(of: y) == 30)
        try solver.remove(wish)
        let pin = try solver.add(Constraint(LinearExpression(y) - 20, .equal))
        let refusal = #expect(throws: SolverError.self) { try solver.setConstant(low, to: -25) }
        guard case .unsatisfiable(let conflict)? = refusal else {
            Issue.record("expected a conflict, got \(String(describing: refusal))")
            return
        }
        #expect(conflict.rejected == low)
        #expect(Set(conflict.conflicting) == Set([pin, order]))
        #expect(solver.value(of: y) == 20 && solver.value(of: x) <= 20 && solver.value(of: x) >= 5)
        #expect(solver.constraint(low)?.expression.constant == -5)
    }
}

