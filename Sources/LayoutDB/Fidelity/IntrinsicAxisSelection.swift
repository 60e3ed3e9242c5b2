import LayoutModel

/// Which axes of a view's recorded frame Interface Builder's layout took from the view's
/// intrinsic content size alone, read from the constraints in force at the design
/// canvas (``ResolvedLayout``): the views `layoutdb system text-fidelity` compares.
///
/// **The rule** (conservative: a view left out costs a sample, a view let in that a
/// constraint stretched or squeezed costs a false error). An axis of view v is decided
/// by its intrinsic size when:
/// 1. no constraint that could move v's size against its content — one whose priority
///    is above the lower of v's hugging and compression resistance on the axis — names
///    v's own width (height), whatever the other side (a constant, another view's width,
///    v's height through an aspect ratio);
/// 2. such constraints touch at most one anchor of v on the axis: leading/left, trailing/
///    right, centre, first or last baseline (margins count as their edge). One anchor
///    places the view and leaves its size to the content; two (leading and trailing, a
///    top and a baseline, a centre and an edge) can stretch or squeeze it, inequalities
///    too, so such views are left out even where the inequality has slack;
/// 3. when v is an arranged view of a stack: across the stack, the alignment is not
///    `fill`; along it, the distribution is `equalSpacing` or `equalCentering`, or `fill`
///    or `fillProportionally` in a stack whose own size on that axis is decided by its
///    content (the same rule, applied to the stack: nothing then stretches its views);
///    `fillEqually` never.
/// Hidden views are left out. Which views qualify as text, and which were trustworthy,
/// is the caller's business.
struct IntrinsicAxisSelection {
    let hierarchy: LayoutHierarchy
    /// View id → the constraints that name it (either side), active ones only.
    private let constraintsByView: [String: [ConstraintSpec]]
    /// View id → the stack it is arranged in.
    private let arrangingStack: [String: ViewNode]

    init(_ hierarchy: LayoutHierarchy) {
        self.hierarchy = hierarchy
        var byView: [String: [ConstraintSpec]] = [:]
        for spec in hierarchy.constraints where spec.isActive {
            byView[spec.first.item.id, default: []].append(spec)
            if let second = spec.second, second.item.id != spec.first.item.id {
                byView[second.item.id, default: []].append(spec)
            }
        }
        constraintsByView = byView
        var stacks: [String: ViewNode] = [:]
        for entry in hierarchy.views {
            guard let stack = entry.view.stack else { continue }
            for id in stack.arrangedSubviewIDs { stacks[id] = entry.view }
        }
        arrangingStack = stacks
    }

    /// Whether `view`'s size on `axis` is its intrinsic size.
    func isIntrinsic(_ view: ViewNode, on axis: LayoutAxis) -> Bool {
        guard !view.isHidden else { return false }
        return isFreeOfConstraints(view, on: axis) && isFreeInStack(view, on: axis, depth: 0)
    }

    private func isFreeOfConstraints(_ view: ViewNode, on axis: LayoutAxis) -> Bool {
        let threshold = min(view.contentHugging[axis], view.compressionResistance[axis])
        var anchors: Set<Anchor> = []
        for spec in constraintsByView[view.id] ?? [] where spec.priority > threshold {
            for side in [spec.first] + (spec.second.map { [$0] } ?? []) where side.item.id == view.id && side.item.guide == nil {
                guard let anchor = Anchor(side.attribute, axis: axis) else {
                    // A size of this axis, or (through an aspect ratio) of the other one
                    // tied to this axis's size.
                    if side.attribute.isSize, involvesSize(spec, of: view, on: axis) { return false }
                    continue
                }
                anchors.insert(anchor)
            }
        }
        return anchors.count <= 1
    }

    /// Whether `spec` ties `view`'s size on `axis`: it names that size, or names the
    /// other size of `view` against this one (`width == 2 × height`).
    private func involvesSize(_ spec: ConstraintSpec, of view: ViewNode, on axis: LayoutAxis) -> Bool {
        let size: LayoutAttribute = axis == .horizontal ? .width : .height
        let sides = [spec.first] + (spec.second.map { [$0] } ?? [])
        return sides.contains { $0.item.id == view.id && $0.item.guide == nil && $0.attribute == size }
    }

    private func isFreeInStack(_ view: ViewNode, on axis: LayoutAxis, depth: Int) -> Bool {
        guard let stackView = arrangingStack[view.id], let stack = stackView.stack else { return true }
        guard depth < 64 else { return false }
        if stack.axis != axis { return stack.alignment != .fill }
        switch stack.distribution {
        case .equalSpacing, .equalCentering:
            return true
        case .fill, .fillProportionally:
            return isFreeOfConstraints(stackView, on: axis) && isFreeInStack(stackView, on: axis, depth: depth + 1)
        case .fillEqually:
            return false
        }
    }

    /// An anchor of a view on one axis; sizes are not anchors.
    enum Anchor: Hashable {
        case minEdge, maxEdge, center, firstBaseline, lastBaseline

        init?(_ attribute: LayoutAttribute, axis: LayoutAxis) {
            guard attribute.axis == axis else { return nil }
            switch attribute.nonMarginCounterpart {
            case .left, .leading, .top: self = .minEdge
            case .right, .trailing, .bottom: self = .maxEdge
            case .centerX, .centerY: self = .center
            case .firstBaseline: self = .firstBaseline
            case .lastBaseline: self = .lastBaseline
            default: return nil
            }
        }
    }
}
