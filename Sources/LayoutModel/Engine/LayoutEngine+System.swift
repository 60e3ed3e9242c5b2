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

    /// Adds one container-dependent constraint.
    mutating func addContainerConstraint(_ key: ContainerKey) throws(LayoutEngineError) {
        let (constraint, diagnosed) = containerConstraint(key)
        if let id = try install(constraint, as: diagnosed) { containerDependent[key] = id }
    }

    /// Moves the root's width and height pins to the current container in one re-solve
    /// (UIKit sets the root's frame, both sizes, at once). False when either is not
    /// installed or the new size cannot hold (the caller rebuilds).
    mutating func moveContainerSize() throws(LayoutEngineError) -> Bool {
        guard let width = containerMove(.rootWidth), let height = containerMove(.rootHeight) else { return false }
        return try moveConstants([width, height])
    }

    /// The installed container-dependent constraint of `key` with the constant it has
    /// for the current container, or nil when it is not installed.
    mutating func containerMove(_ key: ContainerKey) -> ConstantMove? {
        guard let id = containerDependent[key] else { return nil }
        let (constraint, diagnosed) = containerConstraint(key)
        return ConstantMove(id: id, constant: constraint.expression.constant, diagnosed: diagnosed)
    }

    /// Sets an installed constraint's constant to `constraint`'s (same terms); false when
    /// the new constant cannot hold with the other required constraints.
    mutating func moveConstant(_ id: ConstraintID, to constraint: Constraint) throws(LayoutEngineError) -> Bool {
        do {
            try solver.setConstant(id, to: constraint.expression.constant)
            return true
        } catch .unsatisfiable {
            return false
        } catch {
            throw .internalError("moving a constant: \(error)")
        }
    }

    /// Sets installed constraints' constants (same terms, new constants, each keeping
    /// its fake address), re-solving once; false when a new constant cannot hold with
    /// the other required constraints (the caller rebuilds).
    mutating func moveConstants(_ moves: [ConstantMove]) throws(LayoutEngineError) -> Bool {
        guard !moves.isEmpty else { return true }
        do {
            try solver.setConstants(moves.map { ($0.id, $0.constant) })
        } catch .unsatisfiable {
            return false
        } catch {
            throw .internalError("moving a constant: \(error)")
        }
        for move in moves { if let diagnosed = move.diagnosed { setInstalled(move.id, diagnosed) } }
        return true
    }

    /// One container-dependent constraint for the current container, with its fake
    /// address (the first one given to that key, so it survives resizes and rebuilds).
    mutating func containerConstraint(_ key: ContainerKey) -> (Constraint, PendingConstraint) {
        let serial: Int
        if let known = containerSerials[key] {
            serial = known
        } else {
            serial = nextSerial()
            containerSerials[key] = serial
        }
        let root = viewFrames[0]
        func pin(
            _ variable: Variable, _ name: String, _ value: Double, priority: Priority = .required
        ) -> (Constraint, PendingConstraint) {
            (Constraint(LinearExpression(variable) - value, .equal, priority: priority),
             PendingConstraint(
                source: .container(view: hierarchy.root.id),
                text: .autoresizing(
                    view: 0, mask: "h=-&- v=-&-", variable: name, value: value, serial: serial, share: 0, superview: nil)))
        }
        switch key {
        case .rootX: return pin(root.x, "minX", 0)
        case .rootY: return pin(root.y, "minY", 0)
        case .rootWidth:
            var width = pin(root.width, "width", containerSize.width, priority: fitting?.horizontal ?? .required)
            if let fitting {
                // systemLayoutSizeFitting's own constraint, as UIKit names it.
                width.1.text = .fittingTarget(
                    axis: .horizontal, value: containerSize.width, priority: fitting.horizontal, serial: serial)
            }
            return width
        case .rootHeight:
            var height = pin(root.height, "height", containerSize.height, priority: fitting?.vertical ?? .required)
            if let fitting {
                height.1.text = .fittingTarget(
                    axis: .vertical, value: containerSize.height, priority: fitting.vertical, serial: serial)
            }
            return height
        case .safeArea(let edge):
            let inset = edge.inset(in: derived.safeArea[0])
            return (Self.edgeConstraint(inner: safeAreaFrames[0], outer: root, edge: edge, inset: inset),
                PendingConstraint(
                    source: .safeArea(view: hierarchy.root.id),
                    text: .guideEdge(.safeArea, of: 0, edge: edge, inset: inset, serial: serial)))
        case .margin(let edge):
            let inset = marginInset(ofView: 0, edge: edge)
            return (Self.edgeConstraint(inner: marginFrames[0], outer: root, edge: edge, inset: inset),
                PendingConstraint(
                    source: .layoutMargins(view: hierarchy.root.id),
                    text: .guideEdge(.layoutMargins, of: 0, edge: edge, inset: inset, serial: serial)))
        }
    }

    /// One edge of a subview's safe-area or margins guide.
    /// `serial` is its fake address's number, given when the edge's turn came in
    /// UIKit's order even if it is installed later (``GuideEdgeOrder``).
    mutating func addGuideEdge(_ guide: BuiltInGuide, of index: Int, edge: FrameEdge, serial: Int) throws(LayoutEngineError) {
        let (constraint, diagnosed) = guideEdgeConstraint(guide, of: index, edge: edge, serial: serial)
        if let id = try install(constraint, as: diagnosed) {
            guideEdges[Self.guideEdgeSlot(guide, of: index, edge: edge)] = InstalledEdge(id: id, serial: serial)
        }
    }

    /// Where ``guideEdges`` keeps a subview's safe-area or margins edge.
    static func guideEdgeSlot(_ guide: BuiltInGuide, of index: Int, edge: FrameEdge) -> Int {
        let edgeIndex: Int
        switch edge {
        case .left: edgeIndex = 0
        case .top: edgeIndex = 1
        case .right: edgeIndex = 2
        case .bottom: edgeIndex = 3
        }
        return (index * 4 + edgeIndex) * 2 + (guide == .safeArea ? 0 : 1)
    }

    /// A subview's safe-area or margins edge at the current pass's inset.
    func guideEdgeConstraint(
        _ guide: BuiltInGuide, of index: Int, edge: FrameEdge, serial: Int
    ) -> (Constraint, PendingConstraint) {
        let isSafeArea = guide == .safeArea
        let inset = isSafeArea ? edge.inset(in: derived.safeArea[index]) : marginInset(ofView: index, edge: edge)
        let inner = isSafeArea ? safeAreaFrames[index] : marginFrames[index]
        let constraint = Self.edgeConstraint(inner: inner, outer: viewFrames[index], edge: edge, inset: inset)
        let id = hierarchy.views[index].view.id
        return (constraint, PendingConstraint(
            source: isSafeArea ? .safeArea(view: id) : .layoutMargins(view: id),
            text: .guideEdge(guide, of: index, edge: edge, inset: inset, serial: serial)))
    }

    /// Makes the solver hold `next` instead of the current pass's insets by moving the
    /// constants of exactly the edges whose inset changed, each keeping its fake
    /// address, in one re-solve. False when an edge is not installed or its new inset
    /// cannot hold with the required constraints (the caller rebuilds); ``derived`` is
    /// `next` either way.
    mutating func moveDerivedInsets(to next: DerivedInsets) throws(LayoutEngineError) -> Bool {
        let previous = derived
        derived = next
        var moves: [ConstantMove] = []
        moves.reserveCapacity(32)
        for edge in FrameEdge.allCases {
            if edge.inset(in: previous.safeArea[0]) != edge.inset(in: next.safeArea[0]) {
                guard let move = containerMove(.safeArea(edge)) else { return false }
                moves.append(move)
            }
            if edge.inset(in: previous.margins[0]) != edge.inset(in: next.margins[0]) {
                guard let move = containerMove(.margin(edge)) else { return false }
                moves.append(move)
            }
        }
        for index in hierarchy.views.indices.dropFirst() {
            for edge in FrameEdge.allCases {
                for guide in [BuiltInGuide.safeArea, .layoutMargins] {
                    let insets = guide == .safeArea ? (previous.safeArea[index], next.safeArea[index])
                        : (previous.margins[index], next.margins[index])
                    guard edge.inset(in: insets.0) != edge.inset(in: insets.1) else { continue }
                    guard let installedEdge = guideEdges[Self.guideEdgeSlot(guide, of: index, edge: edge)] else {
                        return false
                    }
                    let (constraint, diagnosed) = guideEdgeConstraint(guide, of: index, edge: edge, serial: installedEdge.serial)
                    moves.append(ConstantMove(id: installedEdge.id, constant: constraint.expression.constant, diagnosed: diagnosed))
                }
            }
        }
        for index in scrollViews where previous.adjustedContentInsets[index] != next.adjustedContentInsets[index] {
            for edge in [FrameEdge.left, .top] {
                guard let installedEdge = scrollContentOrigins[index]?[edge] else { return false }
                let (constraint, diagnosed) = scrollContentOriginConstraint(of: index, edge: edge, serial: installedEdge.serial)
                moves.append(ConstantMove(id: installedEdge.id, constant: constraint.expression.constant, diagnosed: diagnosed))
            }
        }
        for index in readableUsers.sorted() where previous.readable[index] != next.readable[index] {
            for edge in [FrameEdge.left, .right] {
                guard let installedEdge = readableEdges[index]?[edge] else { return false }
                let (constraint, diagnosed) = readableEdgeConstraint(of: index, edge: edge, serial: installedEdge.serial)
                moves.append(ConstantMove(id: installedEdge.id, constant: constraint.expression.constant, diagnosed: diagnosed))
            }
        }
        return try moveConstants(moves)
    }

    /// A view placed by its frame (`translatesAutoresizingMaskIntoConstraints`): per axis,
    /// origin and size pinned by required constraints that follow the superview's size
    /// the way its autoresizing mask says (``AutoresizingPins``). With no mask the frame
    /// stays put (`h=--& v=--&`).
    mutating func addAutoresizingConstraints(of index: Int) throws(LayoutEngineError) {
        let entry = hierarchy.views[index]
        guard let parent = entry.parent else { return }
        let frame = AlignmentRectInsets.alignmentRect(forFrame: entry.view.frame, of: entry.view)
        // Within a constraint constant's range, not only finite: a frame of 1e308 is
        // finite, but its origin plus its size is not, and the solver refused it as an
        // internal error naming no view.
        let limit = ConstraintSpec.largestConstant
        guard [frame.x, frame.y, frame.width, frame.height].allSatisfy({ $0.isFinite && abs($0) <= limit }) else {
            throw .invalidGeometry("frame of '\(entry.view.id)' \(frame) (each number must be at most \(limit) in magnitude)")
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
        // A scroll view's subviews have their frames in its bounds: from its content area.
        let origin = contentFrames[parent] ?? superview
        let pins: [(LinearExpression, String, AutoresizingPins.Pin, Variable)] = [
            (LinearExpression(own.x) - LinearExpression(origin.x), "minX", horizontal.origin, superview.width),
            (LinearExpression(own.y) - LinearExpression(origin.y), "minY", vertical.origin, superview.height),
            (LinearExpression(own.width), "width", horizontal.size, superview.width),
            (LinearExpression(own.height), "height", vertical.size, superview.height),
        ]
        for (left, name, pin, superviewSize) in pins {
            // left == share·superviewSize + constant
            let expression = left - pin.share * LinearExpression(superviewSize) - pin.constant
            let text = ConstraintText.autoresizing(
                view: index, mask: maskText, variable: name, value: pin.constant, serial: nextSerial(),
                share: pin.share, superview: parent)
            try install(
                Constraint(expression, .equal, priority: .required),
                as: PendingConstraint(source: .autoresizing(view: entry.view.id), text: text))
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
            // A negative size is kept: autoresizing is arithmetic on the design frame, in
            // UIKit as here, and no rule of it needs a size to be positive.
            guard rect.width.isFinite, rect.height.isFinite else {
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
        guard readableFrames[index] != nil else { return }
        let serial = nextSerial()
        let (constraint, diagnosed) = readableEdgeConstraint(of: index, edge: edge, serial: serial)
        if let id = try install(constraint, as: diagnosed) {
            readableEdges[index, default: [:]][edge] = InstalledEdge(id: id, serial: serial)
        }
    }

    /// One side of view `index`'s readable content guide at the current pass's inset.
    func readableEdgeConstraint(of index: Int, edge: FrameEdge, serial: Int) -> (Constraint, PendingConstraint) {
        let readable = readableFrames[index] ?? marginFrames[index]
        let inset = edge.axis == .horizontal ? derived.readable[index] ?? 0 : 0
        let constraint = Self.edgeConstraint(inner: readable, outer: marginFrames[index], edge: edge, inset: inset)
        let id = hierarchy.views[index].view.id
        return (constraint, PendingConstraint(
            source: .readableContent(view: id),
            text: .guideEdge(.readableContent, of: index, edge: edge, inset: inset, serial: serial)))
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
            guard size.isFinite, abs(size) <= ConstraintSpec.largestConstant else {
                throw .invalidGeometry(
                    "intrinsic \(axis) size of '\(view.id)' is \(size) (at most \(ConstraintSpec.largestConstant))")
            }
            let variable = axis == .horizontal ? viewFrames[index].width : viewFrames[index].height
            let key = ContentSizeKey(view: index, axis: axis)
            let serial = contentSizeSerials[key] ?? nextSerial()
            contentSizeSerials[key] = serial
            let diagnosed = PendingConstraint(
                source: .contentSize(view: view.id, axis: axis),
                text: .contentSize(
                    view: index, axis: axis, size: size, hugging: view.contentHugging[axis],
                    resistance: view.compressionResistance[axis], serial: serial))
            let expression = LinearExpression(variable) - size
            for (relation, priority) in [
                (Relation.lessThanOrEqual, view.contentHugging[axis]), (.greaterThanOrEqual, view.compressionResistance[axis]),
            ] {
                if let id = try install(Constraint(expression, relation, priority: priority), as: diagnosed) { ids.append(id) }
                if let tieBreak = Self.stackTieBreak(of: view, axis: axis, for: priority) {
                    ids.append(try installTieBreak(Constraint(expression, relation, priority: tieBreak)))
                }
            }
        }
        contentSizeConstraints[index] = ids
    }

    /// The priority of the copy of a content-size constraint at `priority` that breaks
    /// ties in a stack by arrangement order (``ViewNode/stackTieBreak``), if
    /// `view` has one on `axis`.
    ///
    /// The hugging and compression resistance themselves stay at their own priority, so
    /// that a stack's arranged views and the views beside the stack with the same
    /// priority are one level, as in UIKit, where a fill stack adds no constraint of its
    /// own: offsetting the priorities themselves made a stack's image view at 751 outrank
    /// a label at 751 beside the stack, and the label was squashed to a negative width
    /// where Xcode records both compressed. The copy only decides what every real
    /// priority leaves open: it sits at 1 plus the view's offset, below every priority a
    /// document can give (a priority-1 constraint ties with the first view's copy).
    static func stackTieBreak(of view: ViewNode, axis: LayoutAxis, for priority: Priority) -> Priority? {
        guard axis == view.stackTieBreakAxis, view.stackTieBreak > 0, !priority.isRequired else { return nil }
        return Priority(clamping: 1 + view.stackTieBreak)
    }

    /// Installs a tie-break copy (``stackTieBreak(of:axis:for:)``) without recording it
    /// for diagnostics: UIKit shows no such constraint, and an optional constraint is
    /// never broken.
    private mutating func installTieBreak(_ constraint: Constraint) throws(LayoutEngineError) -> ConstraintID {
        do { return try solver.add(constraint) } catch { throw .internalError("stack tie-break: \(error)") }
    }
}
