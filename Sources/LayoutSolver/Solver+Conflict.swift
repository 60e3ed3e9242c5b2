/// Minimal conflicting sets for refused required constraints.
extension Solver {
    /// Shrinks the constraints a proof of infeasibility used to a minimal set.
    ///
    /// The proof (the phase-one objective, or a row of required equalities) names an
    /// infeasible subsystem; a deletion filter then drops each member whose absence
    /// still leaves the set infeasible. What remains is irreducible: drop any one
    /// and the rest can hold. Each test solves only the small candidate set.
    func minimalConflict(rejected: ConstraintID, constraint: Constraint, candidates: [Int]) -> RequiredConflict {
        var members = candidates.compactMap { id in records[id].map { (id, $0.constraint) } }
        if Self.isFeasible(members.map(\.1) + [constraint]) {
            // The proof missed something (rounding): start from every required constraint.
            members = records.indices.compactMap { id in
                guard let c = records[id]?.constraint, c.priority.isRequired else { return nil }
                return (id, c)
            }
        }
        var i = 0
        while i < members.count {
            var trial = members
            trial.remove(at: i)
            if Self.isFeasible(trial.map(\.1) + [constraint]) { i += 1 } else { members = trial }
        }
        return RequiredConflict(
            rejected: rejected,
            rejectedLabel: constraint.label,
            conflicting: members.map { ConstraintID(rawValue: $0.0) }
        )
    }

    /// Whether the required constraints among `constraints` can all hold, solved in a
    /// fresh solver over just the variables they use.
    static func isFeasible(_ constraints: [Constraint]) -> Bool {
        var solver = Solver()
        var local: [Variable: Variable] = [:]
        for constraint in constraints where constraint.priority.isRequired {
            var c = constraint
            c.expression.terms = c.expression.terms.map { term in
                if let v = local[term.variable] { return Term(v, term.coefficient) }
                let v = solver.makeVariable()
                local[term.variable] = v
                return Term(v, term.coefficient)
            }
            let id = ConstraintID(rawValue: solver.records.count)
            solver.records.append(nil)
            guard let result = try? solver.install(c, id: id) else { return false }
            if case .infeasible = result { return false }
        }
        return true
    }
}
