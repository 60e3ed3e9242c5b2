/// Turns the pieces of a parsed Visual Format string into ``ConstraintSpec``s,
/// choosing attributes the way facts/vfl.md §2–3 describes:
///
/// - a connection between L (earlier) and R (later) is `R.before rel L.after + c`, where
///   the superview bar offers its own inner edge (`|` on the left: `super.before`; on the
///   right: `super.after`);
/// - horizontal strings use leading/trailing, or left/right under a direction option;
///   right-to-left swaps the two items, so views run from the right edge;
/// - standard spacing is 8 between views and, to the superview, the superview's margin
///   attribute with constant 0 (iOS 8+: `|-[a]` is `a.leading == super.leadingMargin`);
/// - `spacingBaselineToBaseline` measures view-to-view vertical connections from
///   the upper view's last baseline to the lower view's first baseline.
struct VisualFormatEmitter {
    /// A VFL element: a view, or the superview bar standing for `superview`'s edge.
    enum Side: Equatable {
        case view(String)
        case superview(String)
    }

    /// A connection's spacing, before attributes are chosen.
    enum Connection: Equatable {
        /// `[a][b]`: the edges touch.
        case flush
        /// A bare `-`.
        case standard
        /// `-20-`, `-(>=8,<=20)-`: one constraint per predicate.
        case predicates([VisualFormatPredicate])
    }

    /// UIKit's standard space between sibling views (facts/uikit-defaults.md §3).
    static let siblingStandardSpacing = 8.0

    let format: String
    let isVertical: Bool
    let options: VisualFormatOptions

    private var isRightToLeft: Bool { !isVertical && options.contains(.directionRightToLeft) }

    private var before: LayoutAttribute {
        if isVertical { return .top }
        if options.contains(.directionRightToLeft) { return .right }
        return options.contains(.directionLeftToRight) ? .left : .leading
    }

    private var after: LayoutAttribute {
        if isVertical { return .bottom }
        if options.contains(.directionRightToLeft) { return .left }
        return options.contains(.directionLeftToRight) ? .right : .trailing
    }

    private var size: LayoutAttribute { isVertical ? .height : .width }

    private var baselineSpacing: Bool { isVertical && options.contains(.spacingBaselineToBaseline) }

    /// The thickness predicates of `[view(…)]`: width in H, height in V.
    func sizeConstraints(of view: String, _ predicates: [VisualFormatPredicate]) -> [ConstraintSpec] {
        predicates.map { predicate in
            var spec = make(AnchorReference(view, size), predicate.relation, priority: predicate.priority)
            switch predicate.object {
            case .constant(let value): spec.constant = value
            case .view(let other): spec.second = AnchorReference(other, size)
            }
            return spec
        }
    }

    /// The constraints of the connection between `left` (earlier) and `right` (later).
    func connection(_ left: Side, _ right: Side, _ connection: Connection) -> [ConstraintSpec] {
        let bothViews = !left.isSuperview && !right.isSuperview
        var leftEdge = facingEdge(of: left, towardLater: true, betweenViews: bothViews)
        var rightEdge = facingEdge(of: right, towardLater: false, betweenViews: bothViews)
        var spacings: [(Relation, Double, Priority)]
        switch connection {
        case .flush:
            spacings = [(.equal, 0, .required)]
        case .standard where bothViews:
            spacings = [(.equal, Self.siblingStandardSpacing, .required)]
        case .standard:
            // To the superview: its layout margin, no constant.
            leftEdge = left.isSuperview ? leftEdge.inMargins : leftEdge
            rightEdge = right.isSuperview ? rightEdge.inMargins : rightEdge
            spacings = [(.equal, 0, .required)]
        case .predicates(let predicates):
            spacings = predicates.map { predicate in
                guard case .constant(let value) = predicate.object else { return (predicate.relation, 0, predicate.priority) }
                return (predicate.relation, value, predicate.priority)
            }
        }
        let (first, second) = isRightToLeft ? (leftEdge, rightEdge) : (rightEdge, leftEdge)
        return spacings.map { relation, constant, priority in
            var spec = make(first, relation, priority: priority)
            spec.second = second
            spec.constant = constant
            return spec
        }
    }

    /// `alignAll…`: each neighbouring pair of views gets `earlier.attr == later.attr`.
    func alignmentConstraints(views: [String]) -> [ConstraintSpec] {
        let attributes = options.alignmentAttributes
        guard views.count > 1 else { return [] }
        return zip(views, views.dropFirst()).flatMap { earlier, later in
            attributes.map { attribute in
                var spec = make(AnchorReference(earlier, attribute), .equal, priority: .required)
                spec.second = AnchorReference(later, attribute)
                return spec
            }
        }
    }

    /// The edge of `side` that faces its neighbour: for a view, its after edge when the
    /// neighbour is later and its before edge otherwise; for the superview bar, the
    /// edge on its own side. Baselines replace edges only between two views.
    private func facingEdge(of side: Side, towardLater: Bool, betweenViews: Bool) -> AnchorReference {
        switch side {
        case .superview(let id):
            return AnchorReference(id, towardLater ? before : after)
        case .view(let id):
            if baselineSpacing && betweenViews { return AnchorReference(id, towardLater ? .lastBaseline : .firstBaseline) }
            return AnchorReference(id, towardLater ? after : before)
        }
    }

    private func make(_ first: AnchorReference, _ relation: Relation, priority: Priority) -> ConstraintSpec {
        ConstraintSpec(first: first, relation: relation, priority: priority, origin: .visualFormat(format))
    }
}

extension VisualFormatEmitter.Side {
    var isSuperview: Bool {
        if case .superview = self { return true }
        return false
    }
}

extension AnchorReference {
    /// The same edge measured from the item's layout margins.
    fileprivate var inMargins: AnchorReference {
        AnchorReference(item, attribute.marginCounterpart ?? attribute)
    }
}
