/// The visual-format style UIKit prints spacing constraints in (facts/diagnostics.md §2):
/// `V:|-(10)-[UILabel:0x…]   (active, names: '|':UIView:0x… )`, `H:[a]-(8)-[b]`,
/// `V:[UIView:0x…]-(0)-|`, and `H:|-(20)-[UIView:0x…](LTR)` with the resolved direction
/// after leading/trailing ones — except a stack view's own (`UISV-…`), which public logs
/// print without it.
///
/// Which constraints get it — layoutdb's reading of the public logs, since Apple documents
/// none of this: a multiplier of 1 between two views' edges on one axis, written the way a
/// visual format string would make it (facts/vfl.md §2: the later item first):
///
/// - `b.leading == a.trailing + c` with `a`, `b` siblings: `H:[a]-(c)-[b]`;
/// - `v.leading == superview.leading + c`: `H:|-(c)-[v]`;
/// - `superview.trailing == v.trailing + c`: `H:[v]-(c)-|`;
/// - the same with left/right (no direction marker) and, vertically, top/bottom.
///
/// The other order prints as an equation, as the logs show for a stack view's
/// `UIStackView.top == UILabel.top` and `UIStackView.trailing == … .trailing - 5`.
/// Margins, baselines, guides and sizes stay equations. An inequality prints as
/// `-(>=6)-`; a priority below required as `-(8@750)-` (unconfirmed spelling).
extension UIKitDescriber {
    struct VisualFormatBody {
        var body: String
        /// The view `|` stands for, if any.
        var bar: Int?
    }

    func visualFormatBody(_ spec: ConstraintSpec) -> VisualFormatBody? {
        guard let second = spec.second, spec.multiplier == 1, spec.first.item.guide == nil, second.item.guide == nil,
            let first = hierarchy.indexOfView(spec.first.item.id), let other = hierarchy.indexOfView(second.item.id),
            first != other, let axis = Self.visualAxis(spec.first.attribute, second.attribute)
        else { return nil }
        var predicate = spec.relation == .equal ? "" : spec.relation.rawValue
        predicate += NumberText.g(spec.constant)
        if !spec.priority.isRequired { predicate += "@\(NumberText.g(spec.priority.rawValue))" }
        let gap = "-(\(predicate))-"
        // Stack views' constraints print without the marker (a real iOS 14 log:
        // `'UISV-spacing' H:[UILabel:0x…]-(>=30)-[UILabel:0x…]   (active)`).
        let marked = axis.isDirectional && spec.identifier?.hasPrefix("UISV-") != true
        let marker = marked ? Self.marker(direction(between: first, other)) : ""
        let parentOfFirst = hierarchy.views[first].parent
        let parentOfOther = hierarchy.views[other].parent
        switch (spec.first.attribute, second.attribute) {
        case (axis.before, axis.after) where parentOfFirst != nil && parentOfFirst == parentOfOther:
            return VisualFormatBody(body: "\(axis.prefix)[\(view(other))]\(gap)[\(view(first))]\(marker)", bar: nil)
        case (axis.before, axis.before) where parentOfFirst == other:
            return VisualFormatBody(body: "\(axis.prefix)|\(gap)[\(view(first))]\(marker)", bar: other)
        case (axis.after, axis.after) where parentOfOther == first:
            return VisualFormatBody(body: "\(axis.prefix)[\(view(other))]\(gap)|\(marker)", bar: first)
        default:
            return nil
        }
    }

    /// `(LTR)` or `(RTL)`.
    static func marker(_ direction: LayoutDirection) -> String { direction == .rightToLeft ? "(RTL)" : "(LTR)" }

    /// The direction a leading/trailing constraint resolves in: its items' nearest
    /// common ancestor's, as the engine reads it.
    private func direction(between first: Int, _ other: Int) -> LayoutDirection {
        let owner = hierarchy.nearestCommonAncestor(first, other) ?? first
        return hierarchy.views[owner].view.semanticContentAttribute.effectiveDirection(under: direction)
    }

    /// The edges of one visual-format axis.
    struct VisualAxis {
        var prefix: String
        var before: LayoutAttribute
        var after: LayoutAttribute
        var isDirectional: Bool
    }

    private static let visualAxes = [
        VisualAxis(prefix: "H:", before: .leading, after: .trailing, isDirectional: true),
        VisualAxis(prefix: "H:", before: .left, after: .right, isDirectional: false),
        VisualAxis(prefix: "V:", before: .top, after: .bottom, isDirectional: false),
    ]

    private static func visualAxis(_ a: LayoutAttribute, _ b: LayoutAttribute) -> VisualAxis? {
        visualAxes.first { axis in [axis.before, axis.after].contains(a) && [axis.before, axis.after].contains(b) }
    }
}
