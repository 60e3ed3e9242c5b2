import LayoutSolver

/// An installed constraint's new constant (its terms unchanged), with what diagnostics
/// print for it afterwards: one of the moves a pass makes at once
/// (``LayoutEngine/moveConstants(_:)``).
struct ConstantMove: Sendable {
    var id: ConstraintID
    var constant: Double
    var diagnosed: PendingConstraint
}
