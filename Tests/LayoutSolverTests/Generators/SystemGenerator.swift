import LayoutSolver
import PropertyBased

/// Random tiny constraint systems, small enough for ``LexicographicReference``.
///
/// Coefficients are small integers (−2…2) and constants integers (−20…20), so that
/// every vertex is a rational with a small denominator: far from the tolerances,
/// and degenerate often (ties, parallel rows, redundant equalities), which is where
/// simplex implementations go wrong. Priorities come from a short list so that
/// several levels meet in one system, including the 251-versus-250 pair.
enum SystemGenerator {
    static let priorities: [Double] = [1000, 999, 750, 500, 251, 250, 1]
    static let optionalPriorities: [Double] = [999, 750, 500, 251, 250, 1]

    /// A constraint over `variableCount` variables; at least one coefficient is nonzero.
    static func constraint(
        variableCount: Int,
        priorities: [Double] = priorities,
        using rng: inout Xoshiro
    ) -> ReferenceConstraint {
        var coefficients = Array(repeating: 0.0, count: variableCount)
        // Mostly one or two variables per constraint, as layout constraints are.
        let termCount = Int.random(in: 1...min(variableCount, 3), using: &rng)
        for _ in 0..<termCount {
            let j = Int.random(in: 0..<variableCount, using: &rng)
            coefficients[j] = Double([-2, -1, -1, 1, 1, 1, 2].randomElement(using: &rng) ?? 1)
        }
        let relation = Relation.allCases.randomElement(using: &rng) ?? .equal
        return ReferenceConstraint(
            coefficients: coefficients,
            constant: Double(Int.random(in: -20...20, using: &rng)),
            relation: relation,
            priority: priorities.randomElement(using: &rng) ?? 1000
        )
    }

    /// 1–4 variables and 1–8 constraints of mixed priorities.
    static func system(
        variables: ClosedRange<Int> = 1...4,
        constraints: ClosedRange<Int> = 1...8,
        priorities: [Double] = priorities,
        using rng: inout Xoshiro
    ) -> ReferenceSystem {
        let n = Int.random(in: variables, using: &rng)
        let m = Int.random(in: constraints, using: &rng)
        return ReferenceSystem(
            variableCount: n,
            constraints: (0..<m).map { _ in constraint(variableCount: n, priorities: priorities, using: &rng) }
        )
    }

    /// A system whose required constraints can all hold (drawn again until they do).
    static func feasibleSystem(using rng: inout Xoshiro) -> ReferenceSystem {
        while true {
            let candidate = system(using: &rng)
            if LexicographicReference(candidate).isFeasible { return candidate }
        }
    }

    /// A suggested value for an edit variable: an integer, sometimes a half.
    static func suggestion(using rng: inout Xoshiro) -> Double {
        Double(Int.random(in: -40...40, using: &rng)) / (Bool.random(using: &rng) ? 1 : 2)
    }

    /// A feasible system with 1–2 edit variables and 1–4 suggestion steps.
    static func editScenario(using rng: inout Xoshiro) -> EditScenario {
        let base = feasibleSystem(using: &rng)
        let editCount = Int.random(in: 1...min(2, base.variableCount), using: &rng)
        let variables = Array((0..<base.variableCount).shuffled(using: &rng).prefix(editCount))
        let edits = variables.map {
            EditScenario.Edit(variable: $0, priority: optionalPriorities.randomElement(using: &rng) ?? 999)
        }
        var steps: [[Double?]] = [edits.map { _ in suggestion(using: &rng) }]
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
            steps.append(edits.map { _ in Bool.random(using: &rng) ? suggestion(using: &rng) : nil })
        }
        return EditScenario(base: base, edits: edits, steps: steps)
    }
}

/// A feasible system plus edit variables and a sequence of suggestion steps, as a
/// bench workload's `edit` section: step 0 suggests every edit variable, a later
/// step only some (`nil` keeps the last suggestion).
struct EditScenario: Hashable, Sendable, CustomStringConvertible {
    struct Edit: Hashable, Sendable {
        var variable: Int
        var priority: Double
    }

    var base: ReferenceSystem
    var edits: [Edit]
    var steps: [[Double?]]

    /// The suggestion in force for each edit after step `k`.
    func suggestions(afterStep k: Int) -> [Double] {
        edits.indices.map { e in
            steps[0...k].reversed().lazy.compactMap { $0[e] }.first ?? 0
        }
    }

    /// The base system plus each edit as the optional equality `x == suggestion`.
    func system(afterStep k: Int) -> ReferenceSystem {
        var system = base
        for (edit, value) in zip(edits, suggestions(afterStep: k)) {
            var coefficients = Array(repeating: 0.0, count: base.variableCount)
            coefficients[edit.variable] = 1
            system.constraints.append(
                ReferenceConstraint(coefficients: coefficients, constant: -value, relation: .equal, priority: edit.priority)
            )
        }
        return system
    }

    var description: String {
        let editText = edits.map { "x\($0.variable)@\(formatted($0.priority))" }.joined(separator: ", ")
        let stepText = steps.map { "[" + $0.map { $0.map(formatted) ?? "-" }.joined(separator: ", ") + "]" }
        return "\(base) edits [\(editText)] steps \(stepText.joined(separator: " "))"
    }
}
