/// The visual-format style UIKit prints spacing constraints in (facts/diagnostics.md §2):
/// `V:|-(10)-[UILabel:0x…]   (active, names: '|':UIView:0x… )`, `H:[a]-(8)-[b]`,
/// `V:[UIView:0x…]-(0)-|`, and `H:|-(20)-[UIView:0x…](LTR)` with the resolved direction
/// after leading/trailing ones — except a stack view's own (`UISV-…`), which public logs
/// print without it.
///
/// Which constraints get it — layoutdb's reading of the public logs, since Apple documents
/// none of this: a multiplier of 1 between two items' edges on one axis, written the way a
/// visual format string would make it (facts/vfl.md §2: the later item first). Items are
/// views and custom guides; a guide sits in its owning view as a subview would:
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
            let first = visualItem(spec.first.item.id), let other = visualItem(second.item.id),
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
        switch (spec.first.attribute, second.attribute) {
        case (axis.before, axis.after) where first.container != nil && first.container == other.container:
            return VisualFormatBody(body: "\(axis.prefix)[\(other.name)]\(gap)[\(first.name)]\(marker)", bar: nil)
        case (axis.before, axis.before) where other.view != nil && first.container == other.view:
            return VisualFormatBody(body: "\(axis.prefix)|\(gap)[\(first.name)]\(marker)", bar: other.view)
        case (axis.after, axis.after) where first.view != nil && other.container == first.view:
            return VisualFormatBody(body: "\(axis.prefix)[\(other.name)]\(gap)|\(marker)", bar: first.view)
        default:
            return nil
        }
    }

    /// An item of a visual-format description: a view, or a custom guide, which sits in
    /// its owning view as a subview would (UIKit prints a stack's spanner as
    /// `V:[_UILayoutSpacer:0x…'UISV-alignment-spanner']-(0)-|` with the stack as `'|'`).
    struct VisualItem: Equatable {
        /// The view's index; nil for a guide.
        var view: Int?
        /// The index of the view it sits in: a view's superview, a guide's owner.
        var container: Int?
        /// The view's index, or the guide's index offset past the views, to tell items apart.
        var key: Int
        var name: String
    }

    private func visualItem(_ id: String) -> VisualItem? {
        if let index = hierarchy.indexOfView(id) {
            return VisualItem(view: index, container: hierarchy.views[index].parent, key: index, name: view(index))
        }
        guard let index = hierarchy.indexOfGuide(id) else { return nil }
        let owner = hierarchy.indexOfView(hierarchy.guides[index].owner)
        return VisualItem(view: nil, container: owner, key: hierarchy.views.count + index, name: customGuide(index))
    }

    /// `(LTR)` or `(RTL)`.
    static func marker(_ direction: LayoutDirection) -> String { direction == .rightToLeft ? "(RTL)" : "(LTR)" }

    /// The direction a leading/trailing constraint resolves in: its items' nearest
    /// common ancestor's, as the engine reads it.
    private func direction(between first: VisualItem, _ other: VisualItem) -> LayoutDirection {
        guard let a = first.view ?? first.container, let b = other.view ?? other.container else { return direction }
        let owner = hierarchy.nearestCommonAncestor(a, b) ?? a
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
