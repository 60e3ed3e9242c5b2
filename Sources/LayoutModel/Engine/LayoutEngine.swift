/// Turns a ``LayoutHierarchy`` into one ``Solver`` and reads frames and diagnostics back.
///
/// Every view and custom guide gets four variables (x, y, width, height) in the root's
/// coordinates, and every view a safe-area and a layout-margins rectangle pinned inside
/// it; a view whose readable content guide a constraint uses gets that rectangle too,
/// pinned inside its margins guide and capped at UIKit's readable width for the
/// content size category (``ReadableWidth``). The legacy `topLayoutGuide` and
/// `bottomLayoutGuide` of the root are the strips above and below its safe area.
///
/// **The root.** The root of a document is a view controller's view: pass a
/// ``ViewControllerRoot`` (the trait and device initialisers do) and its margins follow
/// the controller's system minimum. Without one the root is a plain view.
///
/// **How the container is applied.** The root's frame is set by its window through
/// the root's autoresizing constraints, which are required: a document constraint
/// that fights the container size is reported unsatisfiable and broken, the window
/// always wins. Edit variables cannot say that (the solver keeps edits optional, and an
/// edit at 999 would let a required document constraint resize the window). So the
/// container is pinned with required constraints, and ``resize(to:safeArea:)`` removes
/// and re-adds just those (and the root's safe-area and margin edges): incremental,
/// no rebuild. Where a constraint was broken, it stays out only when a fresh engine is
/// shown to break the same one with the same set (``conflictsStillHold()``; the set is
/// checked once the passes settle); otherwise a rebuild reproduces the fresh engine's
/// choice.
///
/// **Insets that follow frames.** UIKit computes a subview's safe-area insets from its
/// frame after layout (the overlap of its bounds with the root's unsafe region), raises
/// the margins of a view that preserves its superview's margins where it comes close
/// to the superview's edges, and sizes the readable content guide from the margins'
/// width; then it lays out again when any of them changed. The engine does the same
/// (``DerivedInsets``): solve with the insets known, recompute them from the frames, and
/// re-solve until they stop changing (at most ``maximumSafeAreaPasses`` times). Most
/// layouts need one or two passes.
///
/// **Content.** Given a ``TextMeasuring``, labels, buttons, text fields, text views and
/// image views get their intrinsic size and baselines from their content, and
/// multi-line text wraps at its solved width (``ContentMeasurement``); without one the
/// document's values are used, as before. Scroll views have a content area
/// (``ScrollViewContent``), reported in ``LayoutResult/scrollViews``; cells get their
/// implicit content view (``CellContentView``). The fitting initialiser sizes the root
/// to its content instead of a window (``init(fitting:targetSize:horizontalFittingPriority:verticalFittingPriority:direction:scale:contentSize:textMeasurer:)``).
///
/// **Pixels.** UIKit's engine keeps each view's origin relative to its superview and
/// rounds the frame it applies there: each edge to the nearest pixel (halves away from
/// zero), the size being the distance between the rounded edges, so adjacent views never
/// overlap or leave a gap. The engine rounds each frame in its superview's coordinates
/// from the unrounded solution and places it at the superview's rounded origin
/// (``roundedFrames()``); UIKit's exact tie-breaking is unconfirmed.
public struct LayoutEngine: Sendable {
    /// The hierarchy as solved: the one given, with its stack views expanded into their
    /// generated constraints and guides (``StackViewExpansion``).
    public let hierarchy: LayoutHierarchy
    /// The trait collection's layout direction; each view's own direction also depends on
    /// its `semanticContentAttribute`.
    public let direction: LayoutDirection
    /// Display scale (points to pixels) the frames are rounded for.
    public let scale: Double
    public private(set) var containerSize: LayoutSize
    /// The root's safe-area insets, as the device gives them.
    public private(set) var safeAreaInsets: EdgeInsets
    /// Dynamic Type size: decides the readable width.
    public let contentSize: ContentSizeCategory
    /// Set when the root is a view controller's view (see ``ViewControllerRoot``).
    /// Changeable in place (``resize(to:safeArea:viewController:)``): it only sets the
    /// constants of the root's margin edges.
    public private(set) var viewController: ViewControllerRoot?

    static let maximumSafeAreaPasses = 8
    /// At most this many re-measurements of wrapping text per solve (see ``ContentMeasurement``).
    public static let maximumWrappingPasses = 8

    /// Set when the engine measures text (see ``ContentMeasurement``).
    let measurement: ContentMeasurement?
    /// Set when the engine sizes the root to fit its content (``init(fitting:targetSize:horizontalFittingPriority:verticalFittingPriority:direction:scale:contentSize:textMeasurer:)``).
    let fitting: FittingTarget?
    /// Per view: intrinsic size and baselines in the current pass.
    var content: [ViewContentLayout] = []
    /// Views that wrap their text at their solved width, in depth-first order.
    var wrapping: [Int] = []
    /// Per view whose baselines an active constraint uses, those constraints (indices
    /// into the hierarchy's constraints): a wrapping view among them moves their
    /// constants when it re-measures.
    var baselineConstraints: [Int: [Int]] = [:]
    /// The handle of each installed document constraint, by index in the hierarchy's constraints.
    var documentConstraints: [Int: ConstraintID] = [:]
    /// The content-size constraints of each view, removed and re-added when it re-measures.
    var contentSizeConstraints: [Int: [ConstraintID]] = [:]
    /// The fake-address serial of each content-size constraint, kept when it is swapped.
    var contentSizeSerials: [ContentSizeKey: Int] = [:]
    /// Scroll views (``ScrollViewContent``), in depth-first order.
    var scrollViews: [Int] = []
    /// The content area (`contentLayoutGuide`) of each scroll view.
    var contentFrames: [Int: FrameVariables] = [:]
    /// Per scroll view, the axes on which some constraint attaches to its content area.
    var scrollContentAxes: [Int: Set<LayoutAxis>] = [:]

    var solver = Solver()
    var viewFrames: [FrameVariables] = []
    var safeAreaFrames: [FrameVariables] = []
    var marginFrames: [FrameVariables] = []
    var guideFrames: [FrameVariables] = []
    /// Readable content guides, only for the views whose guide a constraint uses.
    var readableFrames: [Int: FrameVariables] = [:]
    /// Every installed constraint, by ``ConstraintID/rawValue``, unprinted (see ``PendingConstraint``).
    var installed: [PendingConstraint?] = []
    /// The constraints whose constant follows the container: removed and re-added on resize.
    var containerDependent: [ContainerKey: ConstraintID] = [:]
    /// The frame-dependent insets the current solve was built with.
    var derived = DerivedInsets(safeArea: [], margins: [], readable: [:])
    /// The views whose readable content guide some active constraint uses.
    var readableUsers: Set<Int> = []
    var unsatisfiable: [UnsatisfiableConstraints] = []
    /// ``unsatisfiable`` by handle, in the same order (see ``BrokenConstraint``).
    var broken: [BrokenConstraint] = []
    /// The handles of every view's `width >= 0` and `height >= 0`, installed first and
    /// never printed (``installSizeBounds()``).
    var sizeBounds: Set<ConstraintID> = []
    /// How many times the solver was built from scratch.
    var builds = 0
    /// Set while broken constraints are kept out on check 2 alone, their sets not yet
    /// checked against the constants (``verifyConflictSets()``); a build clears it.
    var conflictSetsUnverified = false
    /// Why each build after the first happened (a fresh engine's own passes included), counted.
    public internal(set) var rebuildCauses: [RebuildCause: Int] = [:]
    /// How many times every broken constraint went back in as required in place, a
    /// conflict having ended with the constants' move (``restoreBrokenConstraints()``).
    public internal(set) var restoredConflicts = 0
    var systemSerial = 0
    /// The fake-address serial of each container-dependent constraint, kept across resizes.
    var containerSerials: [ContainerKey: Int] = [:]
    /// The safe-area and margins edges of every subview (``guideEdgeSlot(_:of:edge:)``),
    /// whose insets follow the frames: moved in place between passes.
    var guideEdges: [InstalledEdge?] = []
    /// The readable content guides' edges, by view and edge.
    var readableEdges: [Int: [FrameEdge: InstalledEdge]] = [:]
    /// Each scroll view's pins of its content area's left and top to its resting content
    /// offset (``addScrollContentConstraints(of:)``), moved in place between passes.
    var scrollContentOrigins: [Int: [FrameEdge: InstalledEdge]] = [:]
    let describer: UIKitDescriber
    /// Per view, what reading and checking frames needs (``ViewFacts``).
    let facts: ViewFacts
    /// Check 3's answers shared with other engines of the same document (a batch sets
    /// it); nil: every check is solved.
    public var conflictSetMemo: ConflictSetMemo?
    /// Set when the root is a self-sizing table view cell laid out at the standard row
    /// height because its content suggested none (``StandardRowHeight``): the result
    /// then carries UIKit's warning. Whoever places the root sets it (the container
    /// alone does not say why a cell is 44 high).
    public var usesStandardRowHeight = false
    /// The room a self-sizing root table view cell leaves below its content view for
    /// the separator (``RowSeparator``); 0 for any other root.
    public let rowSeparator: Double
    /// The order the document's constraints are installed in (``ConstraintOrder``).
    public let constraintOrder: ConstraintOrder

    /// Checks the hierarchy, builds the solver and solves.
    ///
    /// - Throws: a ``LayoutEngineError`` naming the constraint for an invalid spec or an
    ///   unknown id; conflicts are not errors, they are diagnostics.
    public init(
        hierarchy: LayoutHierarchy,
        containerSize: LayoutSize,
        safeAreaInsets: EdgeInsets = .zero,
        direction: LayoutDirection = .leftToRight,
        scale: Double = 3,
        contentSize: ContentSizeCategory = .default,
        viewController: ViewControllerRoot? = nil,
        textMeasurer: (any TextMeasuring)? = nil,
        rowSeparator: Double = 0,
        constraintOrder: ConstraintOrder = .viewsFirst
    ) throws(LayoutEngineError) {
        try self.init(
            hierarchy: hierarchy, containerSize: containerSize, safeAreaInsets: safeAreaInsets, direction: direction,
            scale: scale, contentSize: contentSize, viewController: viewController, textMeasurer: textMeasurer,
            fitting: nil, rowSeparator: rowSeparator, constraintOrder: constraintOrder)
    }

    /// Every initialiser ends here; `fitting` replaces the window's pins on the root's
    /// size by the fitting target's. `rowSeparator` is the room a self-sizing root
    /// table view cell leaves below its content view (``RowSeparator``, whoever placed
    /// the cell says how much).
    init(
        hierarchy: LayoutHierarchy,
        containerSize: LayoutSize,
        safeAreaInsets: EdgeInsets,
        direction: LayoutDirection,
        scale: Double,
        contentSize: ContentSizeCategory,
        viewController: ViewControllerRoot?,
        textMeasurer: (any TextMeasuring)?,
        fitting: FittingTarget?,
        rowSeparator: Double = 0,
        constraintOrder: ConstraintOrder = .viewsFirst
    ) throws(LayoutEngineError) {
        guard scale.isFinite, scale > 0 else { throw .invalidGeometry("display scale \(scale)") }
        let measurement = textMeasurer.map { ContentMeasurement(measurer: $0, category: contentSize, scale: scale) }
        let hierarchy = Self.prepared(hierarchy, measurement: measurement, rowSeparator: rowSeparator)
        self.hierarchy = hierarchy
        self.direction = direction
        self.scale = scale
        self.containerSize = containerSize
        self.safeAreaInsets = safeAreaInsets
        self.contentSize = contentSize
        self.viewController = viewController
        self.measurement = measurement
        self.fitting = fitting
        self.rowSeparator = rowSeparator
        self.constraintOrder = constraintOrder
        self.describer = UIKitDescriber(hierarchy: hierarchy, direction: direction)
        self.facts = ViewFacts(hierarchy, direction: direction)
        try Self.checkContainer(containerSize, safeAreaInsets)
        try Self.checkMinimumMargins(viewController)
        try checkHierarchy()
        readableUsers = try usedReadableGuides()
        baselineConstraints = try baselineConstraintIndices()
        wrapping = measurement == nil ? [] : hierarchy.views.indices.filter { ContentMeasurement.wraps(hierarchy.views[$0].view) }
        scrollViews = hierarchy.views.indices.filter { ScrollViewContent.isScrollView(hierarchy.views[$0].view) }
        scrollContentAxes = try usedScrollContentAxes()
        try solveWithSafeAreaPasses()
    }

    /// The hierarchy as the engine solves it: cells get their content views
    /// (``CellContentView``), then stack views install their own constraints and guides,
    /// as UIKit's do. With a measurer, stacks see the measured intrinsic sizes (a
    /// `fillProportionally` stack shares by them); the views keep the document's.
    static func prepared(
        _ hierarchy: LayoutHierarchy, measurement: ContentMeasurement?, rowSeparator: Double = 0
    ) -> LayoutHierarchy {
        let withCells = CellContentView.expanded(hierarchy, rowSeparator: rowSeparator)
        guard let measurement else { return StackViewExpansion.expanded(withCells) }
        var sizes: [String: IntrinsicContentSize] = [:]
        for entry in withCells.views { sizes[entry.view.id] = entry.view.intrinsicContentSize }
        let stacked = StackViewExpansion.expanded(LayoutHierarchy(
            root: measurement.measuredTree(withCells.root), guides: withCells.guides, constraints: withCells.constraints))
        return LayoutHierarchy(
            root: ContentMeasurement.restoringIntrinsicSizes(stacked.root, from: sizes), guides: stacked.guides,
            constraints: stacked.constraints)
    }

    /// Lays the hierarchy out for a trait collection: its direction, display scale and
    /// content size category, with the root as a view controller's view whose minimum
    /// margins follow the width size class (``ViewControllerRoot/init(traits:)``).
    public init(
        hierarchy: LayoutHierarchy,
        traits: TraitCollection,
        containerSize: LayoutSize,
        safeAreaInsets: EdgeInsets = .zero,
        textMeasurer: (any TextMeasuring)? = nil
    ) throws(LayoutEngineError) {
        try self.init(
            hierarchy: hierarchy, containerSize: containerSize, safeAreaInsets: safeAreaInsets,
            direction: traits.direction, scale: traits.displayScale, contentSize: traits.contentSize,
            viewController: ViewControllerRoot(traits: traits), textMeasurer: textMeasurer)
    }

    /// Lays the hierarchy out on a device of the catalog: its window size, safe area,
    /// traits and the measured minimum margins of its view controllers.
    public init(
        hierarchy: LayoutHierarchy, configuration: DeviceConfiguration, textMeasurer: (any TextMeasuring)? = nil
    ) throws(LayoutEngineError) {
        let traits = configuration.traitCollection
        try self.init(
            hierarchy: hierarchy, containerSize: configuration.containerSize,
            safeAreaInsets: configuration.safeAreaInsets, direction: traits.direction, scale: traits.displayScale,
            contentSize: traits.contentSize, viewController: configuration.viewControllerRoot, textMeasurer: textMeasurer)
    }

    /// Lays the same hierarchy out in a new container, reusing the solver: only the
    /// container-dependent required constraints are replaced. Gives the frames a fresh
    /// engine at this size would.
    public mutating func resize(to size: LayoutSize, safeArea: EdgeInsets) throws(LayoutEngineError) {
        try resize(to: size, safeArea: safeArea, viewController: viewController)
    }

    /// Lays the same hierarchy out in a new container with a view controller whose
    /// minimum margins may differ (another device of the same display scale, say).
    /// The controller only decides the root's margins, which are the constants of the
    /// root's four margin edges, so they move in place like the safe area's: the frames
    /// and diagnostics are a fresh engine's with this controller.
    public mutating func resize(
        to size: LayoutSize, safeArea: EdgeInsets, viewController: ViewControllerRoot?
    ) throws(LayoutEngineError) {
        try Self.checkContainer(size, safeArea)
        try Self.checkMinimumMargins(viewController)
        self.viewController = viewController
        containerSize = size
        safeAreaInsets = safeArea
        guard conflictsAreKeepable else {
            // A conflict's broken constraint depends on installation order: a rebuild is
            // what a fresh engine would do.
            rebuildCauses[.brokenNotDocument, default: 0] += 1
            try solveWithSafeAreaPasses()
            return
        }
        // As a fresh engine starts: unwrapped text, the new window, the first guess at
        // the insets; then the same passes. Every step moves constants in place, each
        // to a state that can hold where the end state can: the text first (unwrapped, the
        // least height any wrapping label asks for), then the window's width and height
        // together, as UIKit sets a view's frame in one step. Width then height, with
        // the old lines, asked a label that had wrapped at the old width to fit the new
        // height for a moment: below 0 for the self-sizing cell's, which the size bound
        // refuses, and the engine was rebuilt on every resize (FIDELITY.md, tenth
        // semantics audit).
        try resetWrapping()
        var moved = try moveContainerSize()
        if !moved { rebuildCauses[.containerMove, default: 0] += 1 }
        if moved {
            moved = try moveDerivedInsets(to: initialDerivedInsets())
            if !moved { rebuildCauses[.insetMove, default: 0] += 1 }
        }
        guard moved else {
            try solveWithSafeAreaPasses()
            return
        }
        // Broken constraints kept out must be the ones a fresh build breaks (check 2 of
        // ``conflictsStillHold()``; the sets it prints are checked once the passes
        // settle), whether they were kept from before or re-measuring rebuilt (at the
        // new window, with the insets since moved); or, where the conflict has ended,
        // they go back in as required (``brokenConstraintsStand()``).
        if !broken.isEmpty, !(try brokenConstraintsStand()) { try build(derived: derived) }
        try settlePasses()
    }

    // MARK: Building

    private static func checkContainer(_ size: LayoutSize, _ insets: EdgeInsets) throws(LayoutEngineError) {
        // Within a constraint constant's range: a container of 1e308 is finite, but sums
        // of it are not, and the solver refused them as an internal error.
        let limit = ConstraintSpec.largestConstant
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0,
            size.width <= limit, size.height <= limit
        else {
            throw .invalidGeometry("container size \(size.width)×\(size.height) (each side from 0 to \(limit))")
        }
        guard insets.isFinite, insets.top >= 0, insets.left >= 0, insets.bottom >= 0, insets.right >= 0 else {
            throw .invalidGeometry("safe-area insets \(insets)")
        }
    }

    private static func checkMinimumMargins(_ viewController: ViewControllerRoot?) throws(LayoutEngineError) {
        if let minimum = viewController?.systemMinimumLayoutMargins,
            !(minimum.top.isFinite && minimum.leading.isFinite && minimum.bottom.isFinite && minimum.trailing.isFinite)
        {
            throw .invalidGeometry("system minimum layout margins \(minimum)")
        }
    }

    /// Solves from scratch, then again while the frame-dependent insets move.
    private mutating func solveWithSafeAreaPasses() throws(LayoutEngineError) {
        content = hierarchy.views.map { measurement?.layout(of: $0.view) ?? ViewContentLayout(document: $0.view) }
        try build(derived: initialDerivedInsets())
        try settlePasses()
    }

    /// From a solve with some insets: wraps text, then recomputes the insets from the
    /// frames and solves again with them until they stop changing (at most
    /// ``maximumSafeAreaPasses`` solves in all). Each later pass moves the constants
    /// of the edges whose insets changed (``moveDerivedInsets(to:)``) instead of
    /// rebuilding: a fresh solver holding the new insets has the same optimum.
    private mutating func settlePasses() throws(LayoutEngineError) {
        try settleWrapping()
        for _ in 1..<Self.maximumSafeAreaPasses {
            let next = computeDerivedInsets()
            if next == derived { break }
            // With a conflict, which constraint breaks depends on the order they are
            // added in: a fresh engine rebuilds; the moved constants stand only where
            // the same constraints break (``conflictsStillBreak()``).
            var moved = false
            if !conflictsAreKeepable {
                rebuildCauses[.brokenNotDocument, default: 0] += 1
            } else {
                moved = try moveDerivedInsets(to: next)
                if !moved { rebuildCauses[.insetMove, default: 0] += 1 }
            }
            // Which constraints break decides the frames of this pass; which set a
            // fresh engine prints matters only for the last (``verifyConflictSets()``).
            if moved, !broken.isEmpty { moved = try brokenConstraintsStand() }
            if !moved { try build(derived: next) }
            try settleWrapping()
        }
        try verifyConflictSets()
    }
}
