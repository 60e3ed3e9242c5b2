import LayoutModel

/// Places one hierarchy for many setups of one trait collection, as ``Placement`` does,
/// with one fitting engine for all of a self-sizing cell's widths.
///
/// A cell's placement is its width and the height `systemLayoutSizeFitting` finds
/// there. A fresh fitting engine per width is what ``Placement/init(of:setup:measurer:)``
/// does; this one builds the fitting engine once and resizes it to each width
/// (``LayoutEngine/resize(to:safeArea:viewController:)``: only the width pin's constant
/// moves, the target height stays 0). The fitted height is the lowest level's optimum,
/// which is unique, so it is the fresh engine's to the last bit; `PlacementFitterTests`
/// compare the two over every width of the catalog.
///
/// Placements are remembered by what decides them: a cell's by its width alone, a
/// screen's by its window, safe area and view controller.
public struct PlacementFitter: Sendable {
    private struct ScreenKey: Hashable {
        var container: LayoutSize
        var safeArea: EdgeInsets
        var root: ViewControllerRoot
        /// The bars of a controller's containers are as tall as idiom and height class
        /// say (``ControllerContainment/barHeights(in:)``).
        var idiom: UserInterfaceIdiom
        var heightClass: SizeClass
    }

    /// What fixes a fitting engine besides the hierarchy.
    private struct FittingTraits: Equatable {
        var direction: LayoutDirection
        var scale: Double
        /// Nil when the hierarchy lays out alike at every content size
        /// (``ContentSizeDependence``): one fitting engine, and one placement per width,
        /// for all of them.
        var contentSize: ContentSizeCategory?
        /// The separator room the fitting engine's content view leaves (``RowSeparator``).
        var rowSeparator: Double
    }

    /// A cell's placement: its width under one trait collection.
    private struct FittingKey: Hashable {
        var width: Double
        var direction: LayoutDirection
        var scale: Double
        var contentSize: ContentSizeCategory?
        /// The separator room, which differs at the accessibility sizes though the
        /// content may not (``RowSeparator``).
        var rowSeparator: Double
    }

    public let hierarchy: LayoutHierarchy
    private let measurer: (any TextMeasuring)?
    private let isCell: Bool
    /// ``ContentSizeDependence/follows(_:)`` of the hierarchy.
    private let followsContentSize: Bool
    private var fitting: (traits: FittingTraits, engine: LayoutEngine)?
    private var cells: [FittingKey: Placement] = [:]
    private var screens: [ScreenKey: Placement] = [:]
    /// Fitting engines built (one per trait collection of the cell's setups).
    public private(set) var fittingEnginesBuilt = 0

    public init(hierarchy: LayoutHierarchy, measurer: (any TextMeasuring)?) {
        self.hierarchy = hierarchy
        self.measurer = measurer
        self.isCell = CellContentView.isCell(className: hierarchy.root.className)
        self.followsContentSize = isCell && ContentSizeDependence.follows(hierarchy)
    }

    /// The placement ``Placement/init(of:setup:measurer:)`` gives for `setup`.
    public mutating func placement(for setup: SolveSetup) throws(LayoutEngineError) -> Placement {
        guard isCell, setup.containerSize == nil else {
            let key = ScreenKey(
                container: setup.container, safeArea: setup.safeAreaInsets, root: setup.viewControllerRoot,
                idiom: setup.configuration.device.idiom, heightClass: setup.configuration.heightClass)
            if let known = screens[key] { return known }
            let placement = try Placement(of: hierarchy, setup: setup, measurer: measurer)
            screens[key] = placement
            return placement
        }
        let traits = setup.traits
        let width = setup.container.width
        let contentSize = followsContentSize ? traits.contentSize : nil
        let rowSeparator = Placement.rowSeparator(of: hierarchy, traits: traits)
        let key = FittingKey(
            width: width, direction: traits.direction, scale: traits.displayScale, contentSize: contentSize,
            rowSeparator: rowSeparator)
        if let known = cells[key] { return known }
        let height = try fittedHeight(
            width: width,
            traits: FittingTraits(
                direction: traits.direction, scale: traits.displayScale, contentSize: contentSize,
                rowSeparator: rowSeparator),
            category: traits.contentSize)
        let standard = try StandardRowHeight.applies(
            to: hierarchy, fittedHeight: height, width: width, direction: traits.direction, scale: traits.displayScale,
            contentSize: traits.contentSize, textMeasurer: measurer, rowSeparator: rowSeparator)
        let placement = Placement(
            cellWidth: width, fittedHeight: height, standardRowHeight: standard,
            rowSeparator: rowSeparator)
        cells[key] = placement
        return placement
    }

    /// The cell's fitted height at `width`, from the kept fitting engine resized there.
    /// `category` is the setup's, which a new fitting engine is built with.
    private mutating func fittedHeight(
        width: Double, traits: FittingTraits, category: ContentSizeCategory
    ) throws(LayoutEngineError) -> Double {
        let target = LayoutEngine.cellTarget(
            LayoutSize(width: width, height: LayoutEngine.compressedFittingSize.height), rowSeparator: traits.rowSeparator)
        if var kept = fitting, kept.traits == traits {
            fitting = nil
            try kept.engine.resize(to: target, safeArea: .zero, viewController: nil)
            fitting = kept
            return kept.engine.fittedSize.height
        }
        let engine = try LayoutEngine(
            fitting: hierarchy, targetSize: target, horizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel, direction: traits.direction, scale: traits.scale,
            contentSize: category, textMeasurer: measurer, rowSeparator: traits.rowSeparator)
        fittingEnginesBuilt += 1
        fitting = (traits, engine)
        return engine.fittedSize.height
    }
}
