/// The four solver variables of one rectangle (a view, a built-in or custom guide),
/// in root coordinates, and the Auto Layout attributes as expressions over them.
struct FrameVariables: Hashable, Sendable {
    var x: Variable
    var y: Variable
    var width: Variable
    var height: Variable

    init(in solver: inout Solver, name: String) {
        x = solver.makeVariable("\(name).minX")
        y = solver.makeVariable("\(name).minY")
        width = solver.makeVariable("\(name).width")
        height = solver.makeVariable("\(name).height")
    }

    var all: [Variable] { [x, y, width, height] }

    var left: LinearExpression { LinearExpression(x) }
    var top: LinearExpression { LinearExpression(y) }
    var right: LinearExpression { LinearExpression([Term(x), Term(width)]) }
    var bottom: LinearExpression { LinearExpression([Term(y), Term(height)]) }

    /// The expression of a non-margin attribute. Leading/trailing resolve through
    /// `direction` (the item's effective direction); baselines sit `baselineOffset` below
    /// the top, or at the bottom when nil. Margin attributes and `notAnAttribute` have no
    /// expression here: the caller maps margins to the margins guide first.
    func expression(
        for attribute: LayoutAttribute, direction: LayoutDirection, baselineOffset: Double?
    ) -> LinearExpression? {
        switch attribute {
        case .left: return left
        case .right: return right
        case .top: return top
        case .bottom: return bottom
        case .width: return LinearExpression(width)
        case .height: return LinearExpression(height)
        case .centerX: return LinearExpression([Term(x), Term(width, 0.5)])
        case .centerY: return LinearExpression([Term(y), Term(height, 0.5)])
        case .leading: return direction == .leftToRight ? left : right
        case .trailing: return direction == .leftToRight ? right : left
        case .firstBaseline, .lastBaseline:
            guard let baselineOffset else { return bottom }
            return top + baselineOffset
        default: return nil
        }
    }

    /// The rectangle in the solver's current solution.
    func rect(in solver: Solver) -> LayoutRect {
        LayoutRect(
            x: solver.value(of: x), y: solver.value(of: y),
            width: solver.value(of: width), height: solver.value(of: height))
    }
}
