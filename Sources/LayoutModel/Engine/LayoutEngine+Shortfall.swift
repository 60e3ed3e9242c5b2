import LayoutSolver

extension LayoutEngine {
    /// How far the current solution is from satisfying `constraint`, one of the constraints
    /// a conflict broke (``UnsatisfiableConstraints/broken``), in points: `|first − m·second − c|`
    /// for `==`, and how far past its bound for `<=` and `>=`.
    ///
    /// A broken constraint is not dropped: UIKit's engine treats it "as if it were
    /// optional for the rest of the solve" (facts/diagnostics.md §1), and so does this one
    /// (``brokenPriority``), so the frames come as close to it as the constraints that hold
    /// allow, and this is the distance left (`a.width <= 80` against a required
    /// `a.width == 100` is 20 short). `explain` says it beside the broken constraint.
    ///
    /// - Returns: nil when `constraint` is not one this solve broke.
    public func shortfall(ofBroken constraint: DiagnosedConstraint) -> Double? {
        guard let index = unsatisfiable.firstIndex(where: { $0.broken == constraint }), broken.indices.contains(index)
        else { return nil }
        return broken[index].constraint.violation { solver.value(of: $0) }
    }
}
