import LayoutSolver
import PropertyBased

/// A feasible system, a required constraint that cannot hold with it, and what to do
/// to the solver after the refusal.
///
/// Built by drawing constraints (mostly required, over few variables so that they
/// meet) until the required ones stop being satisfiable; the one that tipped them
/// over is `rejected`, everything before it is `installed`.
struct ConflictScenario: Sendable, CustomStringConvertible {
    var installed: ReferenceSystem
    var rejected: ReferenceConstraint
    /// An edit variable active when the conflict happens, with its suggestion.
    var edit: (variable: Int, priority: Double, suggestion: Double)?
    /// Operations run after the refusal, to show the solver still works.
    var afterwards: [OperationScript.Operation]

    var description: String {
        let editText = edit.map { "edit x\($0.variable)@\(formatted($0.priority)) := \(formatted($0.suggestion)), " } ?? ""
        return "\(installed), \(editText)then \(rejected) then " + afterwards.map(\.description).joined(separator: "; ")
    }

    /// A harness holding `installed`, with the edit suggested when there is one; nil
    /// when the build failed (recorded as an issue by ``OptimumProperties/build(_:)``).
    func harness() throws(SolverError) -> SolverHarness? {
        guard var harness = OptimumProperties.build(installed) else { return nil }
        if let edit {
            try harness.addEdit(variable: edit.variable, priority: edit.priority)
            try harness.suggest(edit: 0, edit.suggestion)
        }
        return harness
    }

    static func random(using rng: inout Xoshiro) -> ConflictScenario {
        while true {
            let n = Int.random(in: 1...3, using: &rng)
            var system = ReferenceSystem(variableCount: n, constraints: [])
            for _ in 0..<12 {
                let candidate = SystemGenerator.constraint(
                    variableCount: n, priorities: [1000, 1000, 1000, 1000, 750, 250, 1], using: &rng)
                var trial = system
                trial.constraints.append(candidate)
                if candidate.isRequired, !LexicographicReference(trial).isFeasible {
                    let afterwards = OperationScript.random(using: &rng).operations.map { op in
                        // The script was drawn for its own variable count; re-aim it at ours.
                        switch op {
                        case .add:
                            return OperationScript.Operation.add(SystemGenerator.constraint(variableCount: n, using: &rng))
                        case .addEdit(let v, let p):
                            return .addEdit(variable: v % n, priority: p)
                        default:
                            return op
                        }
                    }
                    let edit = Bool.random(using: &rng)
                        ? (
                            variable: Int.random(in: 0..<n, using: &rng),
                            priority: SystemGenerator.optionalPriorities.randomElement(using: &rng) ?? 999,
                            suggestion: SystemGenerator.suggestion(using: &rng)
                        ) : nil
                    return ConflictScenario(installed: system, rejected: candidate, edit: edit, afterwards: afterwards)
                }
                system = trial
            }
        }
    }
}
