import LayoutSolver

/// An installed constraint's new constant (its terms unchanged), with what diagnostics
/// print for it afterwards: one of the moves a pass makes at once
/// (``LayoutEngine/moveConstants(_:)``).
struct ConstantMove: Sendable {
    var id: ConstraintID
    var constant: Double
    /// What diagnostics print afterwards; nil keeps what they print now (a stack's
    /// tie-break copy of a content-size constraint, which they do not print).
    var diagnosed: PendingConstraint?
}
