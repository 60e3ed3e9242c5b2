/// UIKit's `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`:
/// the size a view's constraints give it when nothing outside holds it, as close to a
/// target as the fitting priorities allow (facts/uikit-defaults.md §9).
///
/// The root of the hierarchy is the view being fitted. Its origin is pinned at (0, 0)
/// and its width and height pulled towards the target by constraints at the fitting
/// priorities (UIKit's temporary `fittingSizeHTarget`/`fittingSizeVTarget`) instead of
/// the window's required pins. `.fittingSizeLevel` (50) means "as close as possible",
/// below every hugging and compression resistance; `.required` fixes the dimension.
/// Nothing of the fitted view is in an unsafe area, and its margins are its own (no
/// view controller). Text wraps as in any layout, so a multi-line label's height at
/// the fitted width is part of the answer.
extension LayoutEngine {
    /// UIKit's `layoutFittingCompressedSize`: the smallest size.
    public static let compressedFittingSize = LayoutSize(width: 0, height: 0)
    /// UIKit's `layoutFittingExpandedSize`: "a very large size". Decision: 10⁶ points a
    /// side, large enough for any screen and small enough for the solver's precision.
    public static let expandedFittingSize = LayoutSize(width: 1_000_000, height: 1_000_000)

    /// Lays `hierarchy`'s root out at the size that fits it (``fittedSize``), with
    /// every subview's frame as usual.
    ///
    /// - Throws: what the other initialisers throw, and `invalidGeometry` for a target
    ///   that is negative, NaN or infinite.
    public init(
        fitting hierarchy: LayoutHierarchy,
        targetSize: LayoutSize,
        horizontalFittingPriority: Priority = .fittingSizeLevel,
        verticalFittingPriority: Priority = .fittingSizeLevel,
        direction: LayoutDirection = .leftToRight,
        scale: Double = 3,
        contentSize: ContentSizeCategory = .default,
        textMeasurer: (any TextMeasuring)? = nil,
        rowSeparator: Double = 0
    ) throws(LayoutEngineError) {
        try self.init(
            hierarchy: hierarchy, containerSize: targetSize, safeAreaInsets: .zero, direction: direction, scale: scale,
            contentSize: contentSize, viewController: nil, textMeasurer: textMeasurer,
            fitting: FittingTarget(size: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority),
            rowSeparator: rowSeparator)
    }

    /// The root's solved size, unrounded: what `systemLayoutSizeFitting` returns.
    public var fittedSize: LayoutSize {
        let root = viewFrames[0]
        return LayoutSize(width: solver.value(of: root.width), height: solver.value(of: root.height))
    }

    /// `systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority:verticalFittingPriority:)`
    /// of the view `viewID` (the root when nil): the view with its subtree, the custom
    /// guides its views own and the constraints among them, fitted alone. Decision:
    /// constraints that reach outside the subtree are left out (UIKit would keep those
    /// of a view already in a window); a subtree is measured as if detached, which is
    /// what a cell being sized or a view about to be placed is. `rowSeparator` is the
    /// room a root table view cell adds below its content view (``RowSeparator``): a
    /// table view cell's own `systemLayoutSizeFitting` adds it to its content's height.
    public static func systemLayoutSizeFitting(
        _ targetSize: LayoutSize,
        of hierarchy: LayoutHierarchy,
        view viewID: String? = nil,
        horizontalFittingPriority: Priority = .fittingSizeLevel,
        verticalFittingPriority: Priority = .fittingSizeLevel,
        direction: LayoutDirection = .leftToRight,
        scale: Double = 3,
        contentSize: ContentSizeCategory = .default,
        textMeasurer: (any TextMeasuring)? = nil,
        rowSeparator: Double = 0
    ) throws(LayoutEngineError) -> LayoutSize {
        let fitted = try subtree(of: hierarchy, rootedAt: viewID)
        let separator = viewID == nil ? rowSeparator : 0
        return try LayoutEngine(
            fitting: fitted, targetSize: cellTarget(targetSize, rowSeparator: separator),
            horizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority,
            direction: direction, scale: scale, contentSize: contentSize, textMeasurer: textMeasurer,
            rowSeparator: separator
        ).fittedSize
    }

    /// The cell's target when its content view is fitted to `targetSize`: UIKit fits a
    /// table view cell's content view and adds the separator's room below it, so the
    /// cell aims `rowSeparator` higher (a content view free to collapse fits to 0, not
    /// to less).
    public static func cellTarget(_ targetSize: LayoutSize, rowSeparator: Double) -> LayoutSize {
        LayoutSize(width: targetSize.width, height: targetSize.height + rowSeparator)
    }

    /// A self-sizing cell's (or any view's) size at a given width: the width required,
    /// the height as small as the constraints allow, which is how a table view sizes a
    /// row with `UITableView.automaticDimension`.
    public static func fittingSize(
        of hierarchy: LayoutHierarchy,
        view viewID: String? = nil,
        width: Double,
        direction: LayoutDirection = .leftToRight,
        scale: Double = 3,
        contentSize: ContentSizeCategory = .default,
        textMeasurer: (any TextMeasuring)? = nil,
        rowSeparator: Double = 0
    ) throws(LayoutEngineError) -> LayoutSize {
        try systemLayoutSizeFitting(
            LayoutSize(width: width, height: compressedFittingSize.height), of: hierarchy, view: viewID,
            horizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel, direction: direction,
            scale: scale, contentSize: contentSize, textMeasurer: textMeasurer, rowSeparator: rowSeparator)
    }

    /// `hierarchy` cut down to the view `viewID` and what lies inside it. Cells get their
    /// content views first, so `cell.contentView` can be fitted and constraints naming
    /// it are kept.
    static func subtree(of hierarchy: LayoutHierarchy, rootedAt viewID: String?) throws(LayoutEngineError) -> LayoutHierarchy {
        guard let viewID else { return hierarchy }
        let expanded = CellContentView.expanded(hierarchy)
        func find(_ node: ViewNode) -> ViewNode? {
            if node.id == viewID { return node }
            for child in node.subviews { if let found = find(child) { return found } }
            return nil
        }
        guard var root = find(expanded.root) else { throw .unknownItem(constraint: "systemLayoutSizeFitting", id: viewID) }
        // The window does not place a fitted view: its frame comes from the target.
        root.translatesAutoresizingMaskIntoConstraints = false
        var views: Set<String> = []
        func collect(_ node: ViewNode) {
            views.insert(node.id)
            node.subviews.forEach(collect)
        }
        collect(root)
        let guides = expanded.guides.filter { views.contains($0.owner) }
        let items = views.union(guides.map(\.id))
        let constraints = expanded.constraints.filter { spec in
            items.contains(spec.first.item.id) && (spec.second.map { items.contains($0.item.id) } ?? true)
        }
        return LayoutHierarchy(root: root, guides: guides, constraints: constraints)
    }
}
