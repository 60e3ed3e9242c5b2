/// Everything a ``Solver`` call can refuse, with what it refused.
public enum SolverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with the installed required
    /// constraints. The solver is unchanged: the constraint was not installed.
    case unsatisfiable(RequiredConflict)
    /// A coefficient, constant or suggested value is NaN or infinite, or a constraint's
    /// numbers overflow with the current values (a coefficient of 1e306 times a width).
    case nonFinite(label: String?)
    /// The constraint handle is not installed in this solver.
    case unknownConstraint(ConstraintID)
    /// The variable does not belong to this solver.
    case unknownVariable(Variable)
    /// `addEditVariable` on a variable that already is one.
    case duplicateEditVariable(Variable)
    /// `suggestValue` or `removeEditVariable` on a variable that is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables are optional: their priority must be below 1000.
    case requiredEditVariable(Variable)
    /// The simplex reached a state it never should (a bug, or numbers beyond what
    /// doubles carry). The solver is left as it was before the call's last pivot.
    case internalInconsistency(String)

    public var description: String {
        switch self {
        case .unsatisfiable(let conflict):
            return "unable to satisfy required constraint \(conflict.rejected.description): it conflicts with "
                + conflict.conflicting.map(\.description).joined(separator: ", ")
        case .nonFinite(let label):
            return "constraint \(label.map { "'\($0)'" } ?? "(unlabelled)") has a NaN or infinite number"
        case .unknownConstraint(let id):
            return "constraint \(id) is not installed"
        case .unknownVariable(let v):
            return "variable \(v) does not belong to this solver"
        case .duplicateEditVariable(let v):
            return "variable \(v) is already an edit variable"
        case .unknownEditVariable(let v):
            return "variable \(v) is not an edit variable"
        case .requiredEditVariable(let v):
            return "edit variable \(v) must have a priority below 1000"
        case .internalInconsistency(let what):
            return "internal solver inconsistency: \(what)"
        }
    }
}
