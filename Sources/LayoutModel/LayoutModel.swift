// LayoutModel turns views, layout guides and constraints into solver constraints
// with Auto Layout's semantics (issue #4).
@_exported import LayoutSolver
