import LayoutSolver

/// The frame of an item `explain` takes, as solver expressions: a view's or guide's own
/// variables, or, for the root's legacy `topLayoutGuide` and `bottomLayoutGuide`, the
/// strips between the root's edges and its safe area's, which have no variables of their
/// own (``LayoutEngine/explainedFrame(of:)``).
struct ExplainedFrame: Sendable {
    var x: LinearExpression
    var y: LinearExpression
    var width: LinearExpression
    var height: LinearExpression

    init(x: LinearExpression, y: LinearExpression, width: LinearExpression, height: LinearExpression) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    init(_ frame: FrameVariables) {
        self.init(x: frame.left, y: frame.top, width: LinearExpression(frame.width), height: LinearExpression(frame.height))
    }

    /// The root's `topLayoutGuide` (from the root's top to its safe area's top) or
    /// `bottomLayoutGuide` (from the safe area's bottom to the root's bottom), across the
    /// root's width: the strips ``LayoutEngine`` solves their anchors as.
    init(legacy guide: BuiltInGuide, root: FrameVariables, safeArea: FrameVariables) {
        let (top, bottom) = guide == .bottomLayoutGuide ? (safeArea.bottom, root.bottom) : (root.top, safeArea.top)
        self.init(x: root.left, y: top, width: LinearExpression(root.width), height: bottom - top)
    }

    /// A guide made of other frames' edges (a view's keyboard guide).
    init(_ edges: GuideEdges) {
        self.init(x: edges.left, y: edges.top, width: edges.right - edges.left, height: edges.bottom - edges.top)
    }

    /// The variables the frame is made of on `axis`, each once, in order of first use:
    /// where the search for the constraints that place it starts.
    func variables(on axis: LayoutAxis) -> [Variable] {
        var seen = Set<Variable>()
        let expressions = axis == .horizontal ? [x, width] : [y, height]
        return expressions.flatMap(\.terms).map(\.variable).filter { seen.insert($0).inserted }
    }

    /// The rectangle in the solver's current solution.
    func rect(in solver: Solver) -> LayoutRect {
        func value(_ expression: LinearExpression) -> Double { expression.evaluate { solver.value(of: $0) } }
        return LayoutRect(x: value(x), y: value(y), width: value(width), height: value(height))
    }
}
