/// The constraints UIKit makes on its own: the window's pins on the root, the built-in
/// guides inside each view, autoresizing-mask pins and intrinsic-size constraints.
extension LayoutEngine {
    /// The view's direction: the traits' unless its `semanticContentAttribute` overrides it.
    /// Each view resolves its own leading/trailing (the attribute is not inherited).
    func effectiveDirection(ofView index: Int) -> LayoutDirection {
        hierarchy.views[index].view.semanticContentAttribute.effectiveDirection(under: direction)
    }

    /// How far the margins guide sits inside the view on `edge`: the margin, plus the
    /// safe-area inset when `insetsLayoutMarginsFromSafeArea` (UIKit measures the margins
    /// from the safe area then; additive rather than max, facts/uikit-defaults.md §4).
    func marginInset(ofView index: Int, edge: FrameEdge) -> Double {
        let view = hierarchy.views[index].view
        let margins = view.layoutMargins.resolved(for: effectiveDirection(ofView: index))
        let safe = view.insetsLayoutMarginsFromSafeArea ? edge.inset(in: viewSafeInsets[index]) : 0
        return edge.inset(in: margins) + safe
    }

    /// `guide.edge` pinned `inset` inside `outer.edge`, as a solver constraint.
    static func edgeConstraint(inner: FrameVariables, outer: FrameVariables, edge: FrameEdge, inset: Double) -> Constraint {
        let expression: LinearExpression
        switch edge {
        case .left: expression = inner.left - outer.left - inset
        case .top: expression = inner.top - outer.top - inset
        case .right: expression = outer.right - inner.right - inset
        case .bottom: expression = outer.bottom - inner.bottom - inset
        }
        return Constraint(expression, .equal, priority: .required)
    }

    /// Adds (or, on resize, re-adds with the same fake address) one container-dependent constraint.
    mutating func addContainerConstraint(_ key: ContainerKey) throws(LayoutEngineError) {
        let serial: Int
        if let known = containerSerials[key] {
            serial = known
        } else {
            serial = nextSerial()
            containerSerials[key] = serial
        }
        let root = viewFrames[0]
        let constraint: Constraint
        let diagnosed: DiagnosedConstraint
        func pin(_ variable: Variable, _ name: String, _ value: Double) -> (Constraint, DiagnosedConstraint) {
            (Constraint(LinearExpression(variable) - value, .equal, priority: .required),
             DiagnosedConstraint(
                source: .container(view: hierarchy.root.id),
                uikitDescription: describer.autoresizing(view: 0, mask: "h=-&- v=-&-", variable: name, value: value, serial: serial)))
        }
        switch key {
        case .rootX: (constraint, diagnosed) = pin(root.x, "minX", 0)
        case .rootY: (constraint, diagnosed) = pin(root.y, "minY", 0)
        case .rootWidth: (constraint, diagnosed) = pin(root.width, "width", containerSize.width)
        case .rootHeight: (constraint, diagnosed) = pin(root.height, "height", containerSize.height)
        case .safeArea(let edge):
            let inset = edge.inset(in: safeAreaInsets)
            constraint = Self.edgeConstraint(inner: safeAreaFrames[0], outer: root, edge: edge, inset: inset)
            diagnosed = DiagnosedConstraint(
                source: .safeArea(view: hierarchy.root.id),
                uikitDescription: describer.guideEdge(.safeArea, of: 0, edge: edge, inset: inset, serial: serial))
        case .margin(let edge):
            let inset = marginInset(ofView: 0, edge: edge)
            constraint = Self.edgeConstraint(inner: marginFrames[0], outer: root, edge: edge, inset: inset)
            diagnosed = DiagnosedConstraint(
                source: .layoutMargins(view: hierarchy.root.id),
                uikitDescription: describer.guideEdge(.layoutMargins, of: 0, edge: edge, inset: inset, serial: serial))
        }
        if let id = try install(constraint, as: diagnosed) { containerDependent[key] = id }
    }

    /// One edge of a subview's safe-area or margins guide.
    mutating func addGuideEdge(_ guide: BuiltInGuide, of index: Int, edge: FrameEdge) throws(LayoutEngineError) {
        let isSafeArea = guide == .safeArea
        let inset = isSafeArea ? edge.inset(in: viewSafeInsets[index]) : marginInset(ofView: index, edge: edge)
        let inner = isSafeArea ? safeAreaFrames[index] : marginFrames[index]
        let constraint = Self.edgeConstraint(inner: inner, outer: viewFrames[index], edge: edge, inset: inset)
        let id = hierarchy.views[index].view.id
        let description = describer.guideEdge(guide, of: index, edge: edge, inset: inset, serial: nextSerial())
        try install(constraint, as: DiagnosedConstraint(
            source: isSafeArea ? .safeArea(view: id) : .layoutMargins(view: id), uikitDescription: description))
    }

    /// A view placed by its frame with no autoresizing mask: x, y, width and height
    /// pinned to the frame by required constraints (`h=--& v=--&`), relative to the superview.
    mutating func addAutoresizingConstraints(of index: Int) throws(LayoutEngineError) {
        let entry = hierarchy.views[index]
        guard let parent = entry.parent else { return }
        let frame = entry.view.frame
        guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite else {
            throw .invalidGeometry("frame of '\(entry.view.id)' \(frame)")
        }
        let own = viewFrames[index]
        let superview = viewFrames[parent]
        let pins: [(LinearExpression, String, Double)] = [
            (LinearExpression(own.x) - LinearExpression(superview.x) - frame.x, "minX", frame.x),
            (LinearExpression(own.y) - LinearExpression(superview.y) - frame.y, "minY", frame.y),
            (LinearExpression(own.width) - frame.width, "width", frame.width),
            (LinearExpression(own.height) - frame.height, "height", frame.height),
        ]
        for (expression, name, value) in pins {
            let description = describer.autoresizing(view: index, mask: "h=--& v=--&", variable: name, value: value, serial: nextSerial())
            try install(
                Constraint(expression, .equal, priority: .required),
                as: DiagnosedConstraint(source: .autoresizing(view: entry.view.id), uikitDescription: description))
        }
    }

    /// The Auto Layout Guide's intrinsic-size constraints, per axis with a size:
    /// `size <= intrinsic` at the hugging priority and `size >= intrinsic` at the
    /// compression-resistance priority. Hidden views get them too: hiding does not
    /// take a view out of layout in UIKit.
    mutating func addContentSizeConstraints(of index: Int) throws(LayoutEngineError) {
        let view = hierarchy.views[index].view
        for axis in LayoutAxis.allCases {
            guard let size = view.intrinsicContentSize[axis] else { continue }
            guard size.isFinite else { throw .invalidGeometry("intrinsic \(axis) size of '\(view.id)' is \(size)") }
            let variable = axis == .horizontal ? viewFrames[index].width : viewFrames[index].height
            let diagnosed = DiagnosedConstraint(
                source: .contentSize(view: view.id, axis: axis),
                uikitDescription: describer.contentSize(
                    view: index, axis: axis, size: size, hugging: view.contentHugging[axis],
                    resistance: view.compressionResistance[axis], serial: nextSerial()))
            let expression = LinearExpression(variable) - size
            try install(Constraint(expression, .lessThanOrEqual, priority: view.contentHugging[axis]), as: diagnosed)
            try install(Constraint(expression, .greaterThanOrEqual, priority: view.compressionResistance[axis]), as: diagnosed)
        }
    }
}
