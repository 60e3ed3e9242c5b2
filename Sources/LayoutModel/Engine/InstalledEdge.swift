import LayoutSolver

/// A built-in guide's edge constraint as installed: its handle, to move its constant
/// when the inset changes (``LayoutEngine/moveDerivedInsets(to:)``), and its fake
/// address, which a moved constraint keeps.
struct InstalledEdge: Sendable {
    var id: ConstraintID
    var serial: Int
}
