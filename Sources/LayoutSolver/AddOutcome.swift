/// What ``Solver/addBreakingConflict(_:)`` did with a constraint.
public enum AddOutcome: Hashable, Sendable {
    /// The constraint is installed under this handle.
    case installed(ConstraintID)
    /// The constraint conflicted with installed required constraints and was left
    /// out, as UIKit breaks a constraint and goes on. The conflict lists the set.
    case broken(RequiredConflict)
}
