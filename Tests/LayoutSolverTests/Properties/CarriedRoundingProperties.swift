import TestSupport
@testable import LayoutSolver
import PropertyBased
import Testing

/// Property: however large the values an edit step went through, the required
/// constraints hold after every step to 1e-8 of the values the system holds now, not
/// of the largest ones it ever held.
///
/// The systems are chains of required couplings `v(i+1) = f·v(i) + c` by factors of
/// 1000, 250, 100 and 0.001 (a few inequalities among them), optional constraints on
/// single variables, and one or two edit variables whose suggestions jump between
/// layout numbers and ±1e6, which the couplings carry to 1e18: the shape of the
/// differential campaign's `--chains`, where a step back from such values left a
/// required equality 522 off (``CarriedRoundingTests``). No LP reference here: its
/// own tolerances do not reach values of 1e18.
@Suite("Rounding carried from huge values")
struct CarriedRoundingProperties {
    struct Script: Sendable, CustomStringConvertible {
        var constraints: [ReferenceConstraint]
        var edits: [(variable: Int, priority: Double)]
        var steps: [[Double]]

        var description: String {
            "constraints \(constraints), edits \(edits.map { "x\($0.variable)@\($0.priority)" }), steps \(steps)"
        }
    }

    static let factors: [Double] = [1000, -1000, 250, -250, 100, 0.001, -0.001]
    static let constants: [Double] = [0, 0.01, -0.01, 10, -10]
    static let suggestions: [Double] = [0, 0.5, -5, 123.25, -10_000, 1e6, -1e6]

    static func script(using rng: inout Xoshiro) -> Script {
        let n = Int.random(in: 3...6, using: &rng)
        var constraints: [ReferenceConstraint] = []
        for i in 1..<n {
            var coefficients = Array(repeating: 0.0, count: n)
            coefficients[i] = 1
            coefficients[i - 1] = -(factors.randomElement(using: &rng) ?? 1000)
            let relation: Relation = Int.random(in: 0..<4, using: &rng) == 0
                ? (Bool.random(using: &rng) ? .lessThanOrEqual : .greaterThanOrEqual) : .equal
            constraints.append(ReferenceConstraint(
                coefficients: coefficients, constant: constants.randomElement(using: &rng) ?? 0,
                relation: relation, priority: 1000))
        }
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            var coefficients = Array(repeating: 0.0, count: n)
            coefficients[Int.random(in: 0..<n, using: &rng)] = 1
            constraints.append(ReferenceConstraint(
                coefficients: coefficients, constant: Double(Int.random(in: -10...10, using: &rng)),
                relation: Relation.allCases.randomElement(using: &rng) ?? .equal,
                priority: [1, 2, 250, 500, 999.5].randomElement(using: &rng) ?? 1))
        }
        var edits: [(variable: Int, priority: Double)] = []
        for _ in 0..<Int.random(in: 1...2, using: &rng) {
            let variable = Int.random(in: 0..<n, using: &rng)
            guard !edits.contains(where: { $0.variable == variable }) else { continue }
            edits.append((variable, [2, 750, 999].randomElement(using: &rng) ?? 750))
        }
        let steps = (0..<Int.random(in: 2...5, using: &rng)).map { _ in
            edits.map { _ in suggestions.randomElement(using: &rng) ?? 0 }
        }
        return Script(constraints: constraints, edits: edits, steps: steps)
    }

    /// How far `constraint` is from holding at `values`, in units of the largest value
    /// or constant of the system now (1 at least): the scale of the rounding a solve
    /// from scratch would leave.
    static func relativeViolation(_ constraint: ReferenceConstraint, _ values: [Double], _ constraints: [ReferenceConstraint]) -> Double {
        var scale = 1.0
        for value in values { scale = max(scale, abs(value)) }
        for other in constraints { scale = max(scale, abs(other.constant)) }
        return constraint.violation(values) / scale
    }

    @Test func requiredConstraintsHoldAfterEveryStep() async {
        let input = DeterministicCases.generator(seed: 0xC4A1_0001) { rng in Self.script(using: &rng) }
        await propertyCheck(count: DeterministicCases.count(300), input: input) { generated in
            let script = generated.value
            let variableCount = script.constraints[0].coefficients.count
            var harness = SolverHarness(variableCount: variableCount)
            // The solver's own threshold, not the harness's (which refines every step).
            harness.solver.refinementThreshold = Solver.defaultRefinementThreshold
            do {
                for constraint in script.constraints { _ = try harness.addBreakingConflict(constraint) }
                for edit in script.edits { try harness.addEdit(variable: edit.variable, priority: edit.priority) }
                for (k, step) in script.steps.enumerated() {
                    for (e, value) in step.enumerated() { try harness.suggest(edit: e, value) }
                    let values = harness.values
                    for item in harness.installed where item.constraint.isRequired {
                        let off = Self.relativeViolation(item.constraint, values, script.constraints)
                        #expect(off <= 1e-8, "step \(k): \(item.constraint) is \(off) of the values' scale off at \(values)")
                    }
                }
            } catch {
                Issue.record("the script threw \(error)")
            }
        }
    }
}
