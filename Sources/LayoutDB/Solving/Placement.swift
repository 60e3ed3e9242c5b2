import LayoutModel

/// Where a document's root is laid out for a setup: the container, the safe area, and
/// whether the root is a view controller's view (with its system minimum margins).
///
/// A screen is a view controller's view in the device's window. A document whose root is
/// a table or collection view cell is a self-sizing cell instead: the table gives it its
/// width, its height is what `systemLayoutSizeFitting` finds there (the Auto Layout
/// Guide's self-sizing cells), and it has no safe area and no view controller. A
/// controller in a navigation or tab bar controller gets the bars' share
/// (``ControllerContainment/placement(in:)``). A container given explicitly (`--size`, a
/// design canvas) is used as it is.
public struct Placement: Hashable, Sendable {
    public var container: LayoutSize
    public var safeArea: EdgeInsets
    public var viewController: ViewControllerRoot?
    /// Set for a table view cell whose content suggested no height and that is laid out
    /// at the standard row height instead (``StandardRowHeight``); the engine placed
    /// here reports it (``LayoutEngine/usesStandardRowHeight``).
    public var usesStandardRowHeight = false
    /// The room a self-sizing table view cell leaves below its content view for the
    /// table's separator (``RowSeparator``), included in its height; 0 for everything
    /// else. The engine placed here is built with it (its content view that much
    /// shorter than the cell).
    public var rowSeparator = 0.0

    public init(of hierarchy: LayoutHierarchy, setup: SolveSetup, measurer: (any TextMeasuring)?) throws(LayoutEngineError) {
        let traits = setup.traits
        if setup.containerSize == nil, CellContentView.isCell(className: hierarchy.root.className) {
            let separator = Self.rowSeparator(of: hierarchy, traits: traits)
            let fitted = try LayoutEngine.fittingSize(
                of: hierarchy, width: setup.container.width, direction: traits.direction, scale: traits.displayScale,
                contentSize: traits.contentSize, textMeasurer: measurer, rowSeparator: separator)
            let standard = try StandardRowHeight.applies(
                to: hierarchy, fittedHeight: fitted.height, width: setup.container.width, direction: traits.direction,
                scale: traits.displayScale, contentSize: traits.contentSize, textMeasurer: measurer,
                rowSeparator: separator)
            self.init(
                cellWidth: setup.container.width, fittedHeight: fitted.height, standardRowHeight: standard,
                rowSeparator: separator)
        } else if setup.containerSize == nil {
            // The controller's bars (its document's containment) change the screen's share.
            let (container, safeArea) = hierarchy.containment.placement(in: setup.configuration)
            self.init(container: container, safeArea: safeArea, viewController: setup.configuration.viewControllerRoot)
        } else {
            self.init(
                container: setup.container, safeArea: setup.safeAreaInsets, viewController: setup.viewControllerRoot)
        }
        viewController = viewController.map(hierarchy.containment.applied(to:))
    }

    /// A self-sizing cell at `cellWidth`, as tall as it fits there (`fittedHeight`, its
    /// content's height and `rowSeparator` below it for a table view cell's separator,
    /// ``RowSeparator``): no safe area, no view controller; or the standard row height
    /// when `standardRowHeight` says UIKit would not take the fitted 0
    /// (``StandardRowHeight``), the separator inside it as in any 44-point row. The
    /// height is kept to a
    /// billionth of a point: the last bits of the solver's arithmetic (469.9999999999999
    /// for 470, depending on the order its pivots took) are not part of the answer, and
    /// were printed as the container's size.
    ///
    /// Decision: a fitted content height below 0 is taken as 0. The fitting engine minimises the
    /// height only at `fittingSizeLevel`, so content that its compression resistance
    /// keeps wider than the row (VLC's cloud storage cell, a square image beside a label
    /// at the largest accessibility size, 320 wide: −57) can pull it below nothing; a
    /// table lays no row out shorter than 0 (it refuses a negative height from its
    /// delegate). The configuration then solves, its views reporting where they do not
    /// fit, where it used to fail as a container of negative size (FIDELITY.md, "Ninth
    /// sweep").
    init(cellWidth: Double, fittedHeight: Double, standardRowHeight: Bool = false, rowSeparator: Double = 0) {
        let content = max(((fittedHeight - rowSeparator) * 1e9).rounded() / 1e9, 0)
        let height = standardRowHeight ? StandardRowHeight.height : ((content + rowSeparator) * 1e9).rounded() / 1e9
        self.init(container: LayoutSize(width: cellWidth, height: height), safeArea: .zero, viewController: nil)
        usesStandardRowHeight = standardRowHeight
        self.rowSeparator = rowSeparator
    }

    /// The separator room of a self-sizing cell rooted `hierarchy` under `traits`: a
    /// table view cell's (``RowSeparator``) unless its table has no separators
    /// (``TableSeparatorStyle/none``); a collection view cell has none.
    static func rowSeparator(of hierarchy: LayoutHierarchy, traits: TraitCollection) -> Double {
        guard hierarchy.root.className == "UITableViewCell", hierarchy.root.content.separatorStyle == .singleLine else {
            return 0
        }
        return RowSeparator.height(scale: traits.displayScale, contentSize: traits.contentSize)
    }

    private init(container: LayoutSize, safeArea: EdgeInsets, viewController: ViewControllerRoot?) {
        self.container = container
        self.safeArea = safeArea
        self.viewController = viewController
    }
}
