/// The constraints UIKit makes on its own: the window's pins on the root, the built-in
/// guides inside each view, autoresizing-mask pins and intrinsic-size constraints.
extension LayoutEngine {
    /// The view's direction: the traits' unless its `semanticContentAttribute` overrides it.
    /// Each view resolves its own leading/trailing (the attribute is not inherited).
    func effectiveDirection(ofView index: Int) -> LayoutDirection {
        hierarchy.views[index].view.semanticContentAttribute.effectiveDirection(under: direction)
    }

    /// How far the margins guide sits inside the view on `edge` in the current pass
    /// (see ``computeDerivedInsets()``).
    func marginInset(ofView index: Int, edge: FrameEdge) -> Double {
        edge.inset(in: derived.margins[index])
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
        func pin(
            _ variable: Variable, _ name: String, _ value: Double, priority: Priority = .required
        ) -> (Constraint, DiagnosedConstraint) {
            (Constraint(LinearExpression(variable) - value, .equal, priority: priority),
             DiagnosedConstraint(
                source: .container(view: hierarchy.root.id),
                uikitDescription: describer.autoresizing(view: 0, mask: "h=-&- v=-&-", variable: name, value: value, serial: serial)))
        }
        switch key {
        case .rootX: (constraint, diagnosed) = pin(root.x, "minX", 0)
        case .rootY: (constraint, diagnosed) = pin(root.y, "minY", 0)
        case .rootWidth:
            (constraint, diagnosed) = pin(root.width, "width", containerSize.width, priority: fitting?.horizontal ?? .required)
        case .rootHeight:
            (constraint, diagnosed) = pin(root.height, "height", containerSize.height, priority: fitting?.vertical ?? .required)
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
        let inset = isSafeArea ? edge.inset(in: derived.safeArea[index]) : marginInset(ofView: index, edge: edge)
        let inner = isSafeArea ? safeAreaFrames[index] : marginFrames[index]
        let constraint = Self.edgeConstraint(inner: inner, outer: viewFrames[index], edge: edge, inset: inset)
        let id = hierarchy.views[index].view.id
        let description = describer.guideEdge(guide, of: index, edge: edge, inset: inset, serial: nextSerial())
        try install(constraint, as: DiagnosedConstraint(
            source: isSafeArea ? .safeArea(view: id) : .layoutMargins(view: id), uikitDescription: description))
    }

    /// A view placed by its frame (`translatesAutoresizingMaskIntoConstraints`): per axis,
    /// origin and size pinned by required constraints that follow the superview's size
    /// the way its autoresizing mask says (``AutoresizingPins``). With no mask the frame
    /// stays put (`h=--& v=--&`).
    mutating func addAutoresizingConstraints(of index: Int) throws(LayoutEngineError) {
        let entry = hierarchy.views[index]
        guard let parent = entry.parent else { return }
        let frame = AlignmentRectInsets.alignmentRect(forFrame: entry.view.frame, of: entry.view)
        guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite else {
            throw .invalidGeometry("frame of '\(entry.view.id)' \(frame)")
        }
        let design = try designSize(ofView: parent)
        let own = viewFrames[index]
        let superview = viewFrames[parent]
        let mask = entry.view.autoresizingMask
        let horizontal = AutoresizingPins(
            axis: .horizontal, mask: mask, origin: frame.x, size: frame.width, superviewSize: design.width)
        let vertical = AutoresizingPins(
            axis: .vertical, mask: mask, origin: frame.y, size: frame.height, superviewSize: design.height)
        let maskText = "h=\(horizontal.flexibility) v=\(vertical.flexibility)"
        let pins: [(LinearExpression, String, AutoresizingPins.Pin, Variable)] = [
            (LinearExpression(own.x) - LinearExpression(superview.x), "minX", horizontal.origin, superview.width),
            (LinearExpression(own.y) - LinearExpression(superview.y), "minY", vertical.origin, superview.height),
            (LinearExpression(own.width), "width", horizontal.size, superview.width),
            (LinearExpression(own.height), "height", vertical.size, superview.height),
        ]
        for (left, name, pin, superviewSize) in pins {
            // left == share·superviewSize + constant
            let expression = left - pin.share * LinearExpression(superviewSize) - pin.constant
            let description = describer.autoresizing(
                view: index, mask: maskText, variable: name, value: pin.constant, serial: nextSerial(),
                share: pin.share, superview: parent)
            try install(
                Constraint(expression, .equal, priority: .required),
                as: DiagnosedConstraint(source: .autoresizing(view: entry.view.id), uikitDescription: description))
        }
    }

    /// The size the superview had when the view's frame was given, which a flexible mask
    /// stretches from. UIKit knows it because the frame was set at some moment; a
    /// document has to say it: the superview's `recordedFrame` (where the design tool
    /// placed it), else its `frame` when that is not empty (a superview placed by its
    /// frame, or a root given one), else for the root the container size (no stretch).
    /// A constrained superview with neither has no design size: its subviews' masks
    /// cannot apply, so they keep their frames (a decision; UIKit would use whatever size
    /// the superview had when the frame was set).
    func designSize(ofView index: Int) throws(LayoutEngineError) -> LayoutSize {
        let view = hierarchy.views[index].view
        let candidates = [view.recordedFrame, view.frame.width > 0 || view.frame.height > 0 ? view.frame : nil]
        for case let rect? in candidates {
            guard rect.width.isFinite, rect.height.isFinite, rect.width >= 0, rect.height >= 0 else {
                throw .invalidGeometry("design frame of '\(view.id)' \(rect)")
            }
            return LayoutSize(width: rect.width, height: rect.height)
        }
        if index == 0 { return containerSize }
        return LayoutSize(width: .nan, height: .nan)
    }

    /// One side of the readable content guide, inset from the margins guide by the
    /// current pass's readable inset (0 on top and bottom: the guide is as tall as the
    /// margins guide).
    mutating func addReadableEdge(of index: Int, edge: FrameEdge) throws(LayoutEngineError) {
        guard let readable = readableFrames[index] else { return }
        let inset = edge.axis == .horizontal ? derived.readable[index] ?? 0 : 0
        let constraint = Self.edgeConstraint(inner: readable, outer: marginFrames[index], edge: edge, inset: inset)
        let id = hierarchy.views[index].view.id
        let description = describer.guideEdge(.readableContent, of: index, edge: edge, inset: inset, serial: nextSerial())
        try install(constraint, as: DiagnosedConstraint(source: .readableContent(view: id), uikitDescription: description))
    }

    /// The Auto Layout Guide's intrinsic-size constraints, per axis with a size:
    /// `size <= intrinsic` at the hugging priority and `size >= intrinsic` at the
    /// compression-resistance priority. Hidden views get them too: hiding does not
    /// take a view out of layout in UIKit.
    ///
    /// The size is the current pass's (``content``: measured or the document's). The
    /// constraints' ids are kept so a view that re-measures can swap them, keeping
    /// their fake addresses.
    mutating func addContentSizeConstraints(of index: Int) throws(LayoutEngineError) {
        let view = hierarchy.views[index].view
        var ids: [ConstraintID] = []
        for axis in LayoutAxis.allCases {
            guard let size = content[index].intrinsicContentSize[axis] else { continue }
            guard size.isFinite else { throw .invalidGeometry("intrinsic \(axis) size of '\(view.id)' is \(size)") }
            let variable = axis == .horizontal ? viewFrames[index].width : viewFrames[index].height
            let key = ContentSizeKey(view: index, axis: axis)
            let serial = contentSizeSerials[key] ?? nextSerial()
            contentSizeSerials[key] = serial
            let diagnosed = DiagnosedConstraint(
                source: .contentSize(view: view.id, axis: axis),
                uikitDescription: describer.contentSize(
                    view: index, axis: axis, size: size, hugging: view.contentHugging[axis],
                    resistance: view.compressionResistance[axis], serial: serial))
            let expression = LinearExpression(variable) - size
            let tieBreak = axis == view.stackTieBreakAxis ? view.stackTieBreak : 0
            for (relation, priority) in [
                (Relation.lessThanOrEqual, view.contentHugging[axis]), (.greaterThanOrEqual, view.compressionResistance[axis]),
            ] {
                let effective = priority.isRequired || tieBreak == 0 ? priority : Priority(clamping: priority.rawValue + tieBreak)
                if let id = try install(Constraint(expression, relation, priority: effective), as: diagnosed) { ids.append(id) }
            }
        }
        contentSizeConstraints[index] = ids
    }
}
