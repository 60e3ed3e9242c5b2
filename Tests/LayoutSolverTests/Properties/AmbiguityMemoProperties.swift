import LayoutSolver
import PropertyBased
import Testing
import TestSupport

/// `ambiguity(of:)` remembers which variables it found determined and answers from
/// that while the tableau's structure is unchanged. The answers must be exactly the
/// ones a solver that has never been asked gives, after any sequence of suggestions and
/// constant changes, asked about all variables or some, and for copies of one solver
/// that then go their own ways.
@Suite("Ambiguity answers reused between calls")
struct AmbiguityMemoProperties {
    /// One step of a scenario: a suggestion for an edit, or a new constant for an
    /// installed constraint (which may be refused), then a question about some variables.
    enum Step: Sendable, CustomStringConvertible {
        case suggest(edit: Int, value: Double, ask: [Int])
        case setConstant(pick: Int, constant: Double, ask: [Int])

        var ask: [Int] {
            switch self {
            case .suggest(_, _, let ask), .setConstant(_, _, let ask): ask
            }
        }

        var description: String {
            switch self {
            case .suggest(let e, let v, let ask): "suggest e\(e) = \(formatted(v)), ask \(ask)"
            case .setConstant(let p, let c, let ask): "#\(p) := \(formatted(c)), ask \(ask)"
            }
        }
    }

    struct Scenario: Sendable, CustomStringConvertible {
        var edits: EditScenario
        var steps: [Step]
        var description: String { "\(edits); then " + steps.map(\.description).joined(separator: "; ") }
    }

    /// The answer of a solver that has never been asked: a copy that makes a new
    /// variable (which no row holds, so no answer about the others can change) owns a
    /// fresh memo and a new structure version, so it computes everything again.
    static func freshAnswer(_ solver: Solver, _ variables: [Variable]) -> Ambiguity {
        var fresh = solver
        _ = fresh.makeVariable("fresh")
        return fresh.ambiguity(of: variables)
    }

    static func expectSame(_ a: Ambiguity, _ b: Ambiguity, _ context: @autoclosure () -> String) {
        #expect(a.ranges == b.ranges, "ranges \(a.ranges) vs a fresh \(b.ranges) \(context())")
        #expect(a.alternative == b.alternative, "alternative \(a.alternative) vs a fresh \(b.alternative) \(context())")
    }

    static let scenarios = DeterministicCases.generator(seed: 0xA11A_0001) { rng in
        let edits = SystemGenerator.editScenario(using: &rng)
        let variableCount = edits.base.variableCount
        // Suggestions drawn from few values, so that many steps move constants
        // without a pivot and the remembered answer is what gets checked.
        let values: [Double] = [0, 1, 2, 10, 11, 40]
        let steps: [Step] = (0..<Int.random(in: 2...10, using: &rng)).map { _ in
            let ask = (0..<variableCount).filter { _ in Int.random(in: 0..<3, using: &rng) > 0 }
            if Int.random(in: 0..<3, using: &rng) > 0 {
                return .suggest(
                    edit: Int.random(in: 0..<edits.edits.count, using: &rng),
                    value: values.randomElement(using: &rng) ?? 0, ask: ask)
            }
            return .setConstant(
                pick: Int.random(in: 0..<64, using: &rng),
                constant: Double(Int.random(in: -20...20, using: &rng)), ask: ask)
        }
        return Scenario(edits: edits, steps: steps)
    }

    static func apply(_ step: Step, to harness: inout SolverHarness) throws(SolverError) {
        switch step {
        case .suggest(let e, let value, _):
            try harness.suggest(edit: e % harness.edits.count, value)
        case .setConstant(let pick, let constant, _):
            // Edit constraints are not in `installed`; a refusal is a valid outcome.
            guard !harness.installed.isEmpty else { return }
            _ = harness.trySetConstant(at: pick % harness.installed.count, constant)
        }
    }

    @Test func repeatedQuestionsGetAFreshSolversAnswers() async {
        await propertyCheck(count: DeterministicCases.count(300), input: Self.scenarios) { generated in
            let scenario = generated.value
            guard var harness = OptimumProperties.build(scenario.edits.base) else { return }
            do {
                for edit in scenario.edits.edits { try harness.addEdit(variable: edit.variable, priority: edit.priority) }
                for (k, step) in scenario.steps.enumerated() {
                    try Self.apply(step, to: &harness)
                    let asked = step.ask.map { harness.variables[$0] }
                    let all = harness.variables
                    // Asked twice: the second answer comes from the memo when nothing
                    // moved, and a subset after the whole set, or the other way round.
                    for variables in [all, asked, asked, all] {
                        Self.expectSame(harness.solver.ambiguity(of: variables),
                            Self.freshAnswer(harness.solver, variables), "at step \(k) (\(step)), asked \(variables)")
                    }
                    AmbiguityProperties.expectAmbiguityMatches(harness, "at step \(k)")
                }
            } catch {
                Issue.record("threw \(error)")
            }
        }
    }

    /// Copies share what was remembered until one changes; each then answers for itself.
    @Test func copiesThatDivergeAnswerForThemselves() async {
        await propertyCheck(count: DeterministicCases.count(200), input: Self.scenarios) { generated in
            let scenario = generated.value
            guard var first = OptimumProperties.build(scenario.edits.base) else { return }
            do {
                for edit in scenario.edits.edits { try first.addEdit(variable: edit.variable, priority: edit.priority) }
                _ = first.solver.ambiguity(of: first.variables)
                var second = first
                for (k, step) in scenario.steps.enumerated() {
                    // The copies take the steps in turn, each asked after every step.
                    if k.isMultiple(of: 2) { try Self.apply(step, to: &first) } else { try Self.apply(step, to: &second) }
                    for harness in [first, second] {
                        Self.expectSame(harness.solver.ambiguity(of: harness.variables),
                            Self.freshAnswer(harness.solver, harness.variables), "at step \(k) (\(step))")
                    }
                }
                AmbiguityProperties.expectAmbiguityMatches(first, "first copy")
                AmbiguityProperties.expectAmbiguityMatches(second, "second copy")
            } catch {
                Issue.record("threw \(error)")
            }
        }
    }

    /// Hand-computed: `0 ≤ a ≤ w`, with `w` an edit variable and nothing else on `a`.
    /// At `w = 10`, `a` can be anything in 0…10; at `w = 0` the two inequalities pin it
    /// at 0 through a degenerate row, without a pivot in between. The answer must
    /// follow the suggestion each time, however often it was asked before.
    @Test func aRowTurningDegenerateWithoutAPivotChangesTheAnswer() throws {
        var solver = Solver()
        let a = solver.makeVariable("a"), w = solver.makeVariable("w")
        try solver.add(Constraint(LinearExpression(a), .greaterThanOrEqual))
        try solver.add(Constraint(LinearExpression(a) - LinearExpression(w), .lessThanOrEqual))
        try solver.addEditVariable(w, priority: .defaultHigh, initialValue: 10)
        for width in [10.0, 0, 0, 10, 0, 20, 20, 0] {
            try solver.suggestValue(w, width)
            for _ in 0..<2 {
                let answer = solver.ambiguity(of: [a, w])
                if width == 0 {
                    #expect(answer.ranges.isEmpty, "w = 0: \(answer.ranges)")
                } else {
                    #expect(answer.ranges[a] == 0 ... width, "w = \(width): \(answer.ranges)")
                    #expect(answer.ranges[w] == nil)
                }
            }
        }
    }
}
