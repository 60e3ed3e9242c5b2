import LayoutSolver

/// A required constraint the engine broke, as it can be checked again after constants
/// move: what it is, and the installed constraints it conflicted with.
///
/// ``LayoutEngine/unsatisfiable`` holds the printed form; this keeps the handles, so a
/// resize can ask whether the same constraint still breaks with the same set instead
/// of rebuilding (``LayoutEngine/conflictsStillHold()``).
struct BrokenConstraint: Sendable {
    /// The broken constraint, unprinted.
    var pending: PendingConstraint
    /// The minimal conflicting set, in the order installed (the broken one excluded).
    var members: [ConstraintID]
    /// The constraint as the solver was given it, required: what its optional copy
    /// pulls towards, so `explain` can say how far the solution is from it
    /// (``LayoutEngine/shortfall(ofBroken:)``).
    var constraint: Constraint
    /// The handle of its optional copy at ``LayoutEngine/brokenPriority``, which stays in
    /// the solve and pulls its items: `explain` lists it among the constraints that
    /// decide the views it pulls (``LayoutEngine/constraintsAffecting(item:axis:)``).
    var optionalCopy: ConstraintID?

    /// The document constraint this is, if it is one: only those can be kept out across
    /// a resize, because only their place in the installation order is fixed (UIKit's
    /// own constraints are moved or re-added as the frames change).
    var documentConstraint: (spec: ConstraintSpec, index: Int)? {
        if case .document(let spec, let index) = pending.text { return (spec, index) }
        return nil
    }
}
