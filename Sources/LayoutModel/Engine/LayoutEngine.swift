/// Turns a ``LayoutHierarchy`` into one ``Solver`` and reads frames and diagnostics back.
///
/// Every view and custom guide gets four variables (x, y, width, height) in the root's
/// coordinates, and every view a safe-area and a layout-margins rectangle pinned inside
/// it. The readable content guide is the margins guide for now (true on iPhone, where the
/// readable width exceeds the screen; the iPad readable-width cap is not modelled yet).
///
/// **How the container is applied.** The root's frame is set by its window through
/// the root's autoresizing constraints, which are required: a document constraint
/// that fights the container size is reported unsatisfiable and broken, the window
/// always wins. Edit variables cannot say that (the solver keeps edits optional, and an
/// edit at 999 would let a required document constraint resize the window). So the
/// container is pinned with required constraints, and ``resize(to:safeArea:)`` removes
/// and re-adds just those (and the root's safe-area and margin edges): incremental,
/// no rebuild, unless something was broken, where a rebuild is what reproduces the
/// fresh engine's choice of broken constraints.
///
/// **Subview safe areas.** UIKit computes a subview's safe-area insets from its frame
/// after layout (the overlap of its bounds with the root's unsafe region) and lays out
/// again when they change. The engine does the same: solve with the insets known, then
/// recompute them from the frames, and re-solve until they stop changing (at most
/// ``maximumSafeAreaPasses`` times). A view fully inside the root's safe area has zero
/// insets, so most layouts need one pass.
public struct LayoutEngine: Sendable {
    public let hierarchy: LayoutHierarchy
    /// The trait collection's layout direction; each view's own direction also depends on
    /// its `semanticContentAttribute`.
    public let direction: LayoutDirection
    /// Display scale (points to pixels) the frames are rounded for.
    public let scale: Double
    public private(set) var containerSize: LayoutSize
    /// The root's safe-area insets, as the device gives them.
    public private(set) var safeAreaInsets: EdgeInsets

    static let maximumSafeAreaPasses = 4

    var solver = Solver()
    var viewFrames: [FrameVariables] = []
    var safeAreaFrames: [FrameVariables] = []
    var marginFrames: [FrameVariables] = []
    var guideFrames: [FrameVariables] = []
    /// Every installed constraint, as diagnostics print it.
    var installed: [ConstraintID: DiagnosedConstraint] = [:]
    /// The constraints whose constant follows the container: removed and re-added on resize.
    var containerDependent: [ContainerKey: ConstraintID] = [:]
    /// The safe-area insets of each view the current solve was built with.
    var viewSafeInsets: [EdgeInsets] = []
    var unsatisfiable: [UnsatisfiableConstraints] = []
    var systemSerial = 0
    /// The fake-address serial of each container-dependent constraint, kept across resizes.
    var containerSerials: [ContainerKey: Int] = [:]
    let describer: UIKitDescriber

    /// Checks the hierarchy, builds the solver and solves.
    ///
    /// - Throws: a ``LayoutEngineError`` naming the constraint for an invalid spec or an
    ///   unknown id; conflicts are not errors, they are diagnostics.
    public init(
        hierarchy: LayoutHierarchy,
        containerSize: LayoutSize,
        safeAreaInsets: EdgeInsets = .zero,
        direction: LayoutDirection = .leftToRight,
        scale: Double = 3
    ) throws(LayoutEngineError) {
        self.hierarchy = hierarchy
        self.direction = direction
        self.scale = scale
        self.containerSize = containerSize
        self.safeAreaInsets = safeAreaInsets
        self.describer = UIKitDescriber(hierarchy: hierarchy)
        guard scale.isFinite, scale > 0 else { throw .invalidGeometry("display scale \(scale)") }
        try Self.checkContainer(containerSize, safeAreaInsets)
        try checkHierarchy()
        try solveWithSafeAreaPasses()
    }

    /// Lays the same hierarchy out in a new container, reusing the solver: only the
    /// container-dependent required constraints are replaced. Gives the frames a fresh
    /// engine at this size would.
    public mutating func resize(to size: LayoutSize, safeArea: EdgeInsets) throws(LayoutEngineError) {
        try Self.checkContainer(size, safeArea)
        containerSize = size
        safeAreaInsets = safeArea
        guard unsatisfiable.isEmpty, viewSafeInsets.dropFirst().allSatisfy({ $0 == .zero }) else {
            // A conflict's broken constraint depends on installation order, and subview
            // insets on the frames: a rebuild is what a fresh engine would do.
            try solveWithSafeAreaPasses()
            return
        }
        viewSafeInsets[0] = safeArea
        for key in containerDependent.keys.sorted(by: { $0.order < $1.order }) {
            guard let id = containerDependent[key] else { continue }
            do { try solver.remove(id) } catch { throw .internalError("resize: \(error)") }
            installed[id] = nil
            try addContainerConstraint(key)
        }
        if !unsatisfiable.isEmpty || computeSafeInsets() != viewSafeInsets {
            try solveWithSafeAreaPasses()
        }
    }

    /// The frames on the pixel grid and every diagnostic.
    public func result() -> LayoutResult {
        let grid = PixelGrid(scale: scale)
        var frames: [String: ItemFrame] = [:]
        var rootFrames: [LayoutRect] = []
        for (index, entry) in hierarchy.views.enumerated() {
            let rect = grid.round(viewFrames[index].rect(in: solver))
            rootFrames.append(rect)
            let parent = entry.parent.map { rootFrames[$0] } ?? LayoutRect(x: 0, y: 0, width: 0, height: 0)
            frames[entry.view.id] = ItemFrame(inRoot: rect, inSuperview: rect.offsetBy(dx: -parent.x, dy: -parent.y))
        }
        for (index, guide) in hierarchy.guides.enumerated() {
            let rect = grid.round(guideFrames[index].rect(in: solver))
            let owner = hierarchy.indexOfView(guide.owner).map { rootFrames[$0] } ?? rect
            frames[guide.id] = ItemFrame(inRoot: rect, inSuperview: rect.offsetBy(dx: -owner.x, dy: -owner.y))
        }
        var diagnostics = unsatisfiable.map(LayoutDiagnostic.unsatisfiable)
        diagnostics += ambiguities(grid: grid).map(LayoutDiagnostic.ambiguous)
        diagnostics += geometryDiagnostics(rootFrames: rootFrames)
        return LayoutResult(frames: frames, diagnostics: diagnostics, scale: scale)
    }

    // MARK: Building

    private static func checkContainer(_ size: LayoutSize, _ insets: EdgeInsets) throws(LayoutEngineError) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw .invalidGeometry("container size \(size.width)×\(size.height)")
        }
        guard insets.isFinite, insets.top >= 0, insets.left >= 0, insets.bottom >= 0, insets.right >= 0 else {
            throw .invalidGeometry("safe-area insets \(insets)")
        }
    }

    /// Solves from scratch, then again while the subviews' safe-area insets move.
    private mutating func solveWithSafeAreaPasses() throws(LayoutEngineError) {
        var insets = [safeAreaInsets] + Array(repeating: EdgeInsets.zero, count: hierarchy.views.count - 1)
        for _ in 0..<Self.maximumSafeAreaPasses {
            try build(safeInsets: insets)
            let next = computeSafeInsets()
            if next == insets { return }
            insets = next
        }
    }

    /// Every view's safe-area insets from the current frames: the root's are given; a
    /// subview's are the overlap of its frame with the root's unsafe region, per edge.
    func computeSafeInsets() -> [EdgeInsets] {
        let safe = safeAreaInsets.inset(LayoutRect(x: 0, y: 0, width: containerSize.width, height: containerSize.height))
        let grid = PixelGrid(scale: scale)
        return viewFrames.indices.map { index in
            guard index > 0 else { return safeAreaInsets }
            let frame = grid.round(viewFrames[index].rect(in: solver))
            func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), max(0, limit)) }
            return EdgeInsets(
                top: clamp(safe.minY - frame.minY, frame.height),
                left: clamp(safe.minX - frame.minX, frame.width),
                bottom: clamp(frame.maxY - safe.maxY, frame.height),
                right: clamp(frame.maxX - safe.maxX, frame.width))
        }
    }

    /// A fresh solver with UIKit's constraints first, then the document's in order.
    private mutating func build(safeInsets: [EdgeInsets]) throws(LayoutEngineError) {
        solver = Solver()
        installed = [:]
        containerDependent = [:]
        containerSerials = [:]
        unsatisfiable = []
        systemSerial = 0
        viewSafeInsets = safeInsets
        viewFrames = hierarchy.views.map { FrameVariables(in: &solver, name: $0.view.id) }
        safeAreaFrames = hierarchy.views.map { FrameVariables(in: &solver, name: "\($0.view.id).safeArea") }
        marginFrames = hierarchy.views.map { FrameVariables(in: &solver, name: "\($0.view.id).layoutMargins") }
        guideFrames = hierarchy.guides.map { FrameVariables(in: &solver, name: $0.id) }
        for key in ContainerKey.rootKeys { try addContainerConstraint(key) }
        for index in hierarchy.views.indices {
            for edge in FrameEdge.allCases {
                if index == 0 {
                    try addContainerConstraint(.safeArea(edge))
                    try addContainerConstraint(.margin(edge))
                } else {
                    try addGuideEdge(.safeArea, of: index, edge: edge)
                    try addGuideEdge(.layoutMargins, of: index, edge: edge)
                }
            }
        }
        for index in hierarchy.views.indices.dropFirst() where hierarchy.views[index].view.translatesAutoresizingMaskIntoConstraints {
            try addAutoresizingConstraints(of: index)
        }
        for index in hierarchy.views.indices { try addContentSizeConstraints(of: index) }
        for (index, spec) in hierarchy.constraints.enumerated() where spec.isActive && !spec.isPlaceholder {
            let constraint = try solverConstraint(for: spec)
            try install(constraint, as: DiagnosedConstraint(source: .document(spec), uikitDescription: describer.document(spec, index: index)))
        }
    }

    /// Installs a constraint, breaking it (and recording the conflict) when it is a
    /// required one that cannot hold.
    @discardableResult
    mutating func install(_ constraint: Constraint, as diagnosed: DiagnosedConstraint) throws(LayoutEngineError) -> ConstraintID? {
        let outcome: AddOutcome
        do { outcome = try solver.addBreakingConflict(constraint) } catch { throw .internalError("\(error)") }
        switch outcome {
        case .installed(let id):
            installed[id] = diagnosed
            return id
        case .broken(let conflict):
            let members = conflict.conflicting.sorted().compactMap { installed[$0] }
            unsatisfiable.append(UnsatisfiableConstraints(constraints: members + [diagnosed], broken: diagnosed))
            return nil
        }
    }

    /// The next serial number for one of UIKit's own constraints (its fake address).
    mutating func nextSerial() -> Int {
        defer { systemSerial += 1 }
        return systemSerial
    }
}
