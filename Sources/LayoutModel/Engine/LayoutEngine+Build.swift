/// Building the solver: the views' size bounds, UIKit's constraints, then the
/// document's (``installationOrder(_:)``), and the bookkeeping of what is installed.
extension LayoutEngine {
    /// A fresh solver with the size bounds and UIKit's constraints first, then the
    /// document's, each view's before its subviews'.
    mutating func build(derived: DerivedInsets) throws(LayoutEngineError) {
        solver = Solver()
        installed = []
        containerDependent = [:]
        containerSerials = [:]
        guideEdges = Array(repeating: nil, count: hierarchy.views.count * 8)
        readableEdges = [:]
        scrollContentOrigins = [:]
        unsatisfiable = []
        broken = []
        conflictSetsUnverified = false
        builds += 1
        systemSerial = 0
        self.derived = derived
        viewFrames = hierarchy.views.map { FrameVariables(in: &solver, name: $0.view.id) }
        safeAreaFrames = hierarchy.views.map { FrameVariables(in: &solver, name: "\($0.view.id).safeArea") }
        marginFrames = hierarchy.views.map { FrameVariables(in: &solver, name: "\($0.view.id).layoutMargins") }
        guideFrames = hierarchy.guides.map { FrameVariables(in: &solver, name: $0.id) }
        contentSizeConstraints = [:]
        contentSizeSerials = [:]
        documentConstraints = [:]
        contentFrames = [:]
        for index in scrollViews {
            contentFrames[index] = FrameVariables(in: &solver, name: "\(hierarchy.views[index].view.id).contentLayout")
        }
        readableFrames = [:]
        for index in readableUsers.sorted() {
            readableFrames[index] = FrameVariables(in: &solver, name: "\(hierarchy.views[index].view.id).readableContent")
        }
        try installSizeBounds()
        for key in ContainerKey.rootKeys { try addContainerConstraint(key) }
        // The document's constraints as the solver takes them, made before anything is
        // installed (they read the hierarchy and the frames' variables, never the
        // solver's values), so that where each guide is first named is known up front
        // (``GuideEdgeOrder``).
        var documentSystem: [(index: Int, spec: ConstraintSpec, constraint: Constraint)] = []
        for (index, spec) in hierarchy.constraints.enumerated() where spec.isActive && !spec.isPlaceholder {
            documentSystem.append((index, spec, try solverConstraint(for: spec)))
        }
        if constraintOrder == .viewsFirst { documentSystem = try installationOrder(documentSystem) }
        let order = GuideEdgeOrder(engine: self, constraints: documentSystem.map(\.constraint))
        var waiting = GuideEdgeOrder.Waiting()
        for index in hierarchy.views.indices {
            for edge in FrameEdge.allCases {
                if index == 0 {
                    try addContainerConstraint(.safeArea(edge))
                    try addContainerConstraint(.margin(edge))
                    continue
                }
                for guide in [BuiltInGuide.safeArea, .layoutMargins] {
                    let serial = nextSerial()
                    if order.isNeededFirst(guide, ofView: index) {
                        try addGuideEdge(guide, of: index, edge: edge, serial: serial)
                    } else {
                        waiting.append(GuideEdgeOrder.Edge(guide: guide, view: index, edge: edge, serial: serial))
                    }
                }
            }
        }
        for index in hierarchy.views.indices.dropFirst() where hierarchy.views[index].view.translatesAutoresizingMaskIntoConstraints {
            try addAutoresizingConstraints(of: index)
        }
        for index in scrollViews { try addScrollContentConstraints(of: index) }
        for index in hierarchy.views.indices { try addContentSizeConstraints(of: index) }
        for index in readableUsers.sorted() {
            for edge in FrameEdge.allCases { try addReadableEdge(of: index, edge: edge) }
        }
        for (position, (index, spec, constraint)) in documentSystem.enumerated() {
            for guide in order.guidesFirstNamed(byConstraintAt: position) {
                for edge in waiting.take(guide) { try addGuideEdge(edge.guide, of: edge.view, edge: edge.edge, serial: edge.serial) }
            }
            documentConstraints[index] = try install(
                constraint, as: PendingConstraint(source: .document(spec), text: .document(spec, index: index)))
        }
        for edge in waiting.takeAll() { try addGuideEdge(edge.guide, of: edge.view, edge: edge.edge, serial: edge.serial) }
    }

    /// Installs a constraint, breaking it (and recording the conflict) when it is a
    /// required one that cannot hold.
    @discardableResult
    mutating func install(_ constraint: Constraint, as pending: PendingConstraint) throws(LayoutEngineError) -> ConstraintID? {
        let outcome: AddOutcome
        do { outcome = try solver.addBreakingConflict(constraint) } catch { throw .internalError("\(error)") }
        switch outcome {
        case .installed(let id):
            setInstalled(id, pending)
            return id
        case .broken(let conflict):
            let handles = conflict.conflicting.sorted()
            let members = handles.compactMap(diagnosed)
            let diagnosed = pending.diagnosed(by: describer)
            unsatisfiable.append(UnsatisfiableConstraints(constraints: members + [diagnosed], broken: diagnosed))
            let copy = try keepAsOptional(constraint)
            broken.append(BrokenConstraint(pending: pending, members: handles, constraint: constraint, optionalCopy: copy))
            return nil
        }
    }

    /// The priority a broken constraint keeps for the rest of the solve (layoutdb's
    /// choice: UIKit does not say which): just below required, above the 999 a document
    /// gives its strongest optional constraints, so what its author required still
    /// outranks what they only preferred.
    static let brokenPriority = Priority(clamping: 999.999)

    /// Installs a broken constraint again as an optional one at ``brokenPriority``,
    /// unrecorded: UIKit's engine treats a broken constraint "as if it were optional for
    /// the rest of the solve" (facts/diagnostics.md §1; it still prints `(active)`), so
    /// it pulls its items as close as the others allow. Left out, a broken `width >= 200`
    /// against a required `width <= 100` left the width free below 100, and the view was
    /// reported ambiguous where UIKit's is 100 wide. Not recorded, so diagnostics never
    /// print it a second time; an optional constraint is never infeasible. Returns its
    /// handle, which `explain` lists as the broken constraint (``BrokenConstraint/optionalCopy``).
    private mutating func keepAsOptional(_ constraint: Constraint) throws(LayoutEngineError) -> ConstraintID {
        var optional = constraint
        optional.priority = Self.brokenPriority
        do { return try solver.add(optional) } catch { throw .internalError("keeping a broken constraint: \(error)") }
    }

    /// Records (or, with nil, forgets) what an installed constraint is.
    mutating func setInstalled(_ id: ConstraintID, _ pending: PendingConstraint?) {
        let slot = id.rawValue
        if slot >= installed.count {
            guard pending != nil else { return }
            while installed.count <= slot { installed.append(nil) }
        }
        installed[slot] = pending
    }

    /// Whether diagnostics print the installed constraint `id` (a stack's tie-break
    /// copy of a content-size constraint is installed and not printed). Cheaper than
    /// ``diagnosed(_:)``, which writes the text.
    func isRecorded(_ id: ConstraintID) -> Bool {
        installed.indices.contains(id.rawValue) && installed[id.rawValue] != nil
    }

    /// An installed constraint as diagnostics print it.
    func diagnosed(_ id: ConstraintID) -> DiagnosedConstraint? {
        guard installed.indices.contains(id.rawValue), let pending = installed[id.rawValue] else { return nil }
        return pending.diagnosed(by: describer)
    }

    /// The handles of every installed constraint, in the order installed.
    var installedIDs: [ConstraintID] {
        solver.installedConstraints.filter { installed.indices.contains($0.rawValue) && installed[$0.rawValue] != nil }
    }

    /// The next serial number for one of UIKit's own constraints (its fake address).
    mutating func nextSerial() -> Int {
        defer { systemSerial += 1 }
        return systemSerial
    }
}
