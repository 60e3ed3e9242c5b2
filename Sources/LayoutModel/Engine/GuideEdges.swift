import LayoutSolver

/// The four edges of a built-in guide that has no solver variables of its own, as
/// expressions over other frames' variables: the root's legacy `topLayoutGuide` and
/// `bottomLayoutGuide`, and a view's `keyboardLayoutGuide` (``BuiltInGuide/keyboard``).
/// Such a guide is a fixed function of frames UIKit already lays out, so constraints on
/// it need no variables, and `explain` shows the frames it is made of.
struct GuideEdges: Sendable {
    var left: LinearExpression
    var right: LinearExpression
    var top: LinearExpression
    var bottom: LinearExpression

    /// The expression of `attribute` (none for margins and baselines, which guides lack);
    /// leading and trailing read in `direction`.
    func expression(for attribute: LayoutAttribute, direction: LayoutDirection) -> LinearExpression? {
        switch attribute {
        case .left: return left
        case .right: return right
        case .top: return top
        case .bottom: return bottom
        case .width: return right - left
        case .height: return bottom - top
        case .centerX: return 0.5 * left + 0.5 * right
        case .centerY: return 0.5 * top + 0.5 * bottom
        case .leading: return direction == .leftToRight ? left : right
        case .trailing: return direction == .leftToRight ? right : left
        default: return nil
        }
    }
}
