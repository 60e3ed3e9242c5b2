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

    public init(of hierarchy: LayoutHierarchy, setup: SolveSetup, measurer: (any TextMeasuring)?) throws(LayoutEngineError) {
        let traits = setup.traits
        if setup.containerSize == nil, CellContentView.isCell(className: hierarchy.root.className) {
            let fitted = try LayoutEngine.fittingSize(
                of: hierarchy, width: setup.container.width, direction: traits.direction, scale: traits.displayScale,
                contentSize: traits.contentSize, textMeasurer: measurer)
            container = LayoutSize(width: setup.container.width, height: fitted.height)
            safeArea = .zero
            viewController = nil
        } else if setup.containerSize == nil {
            // The controller's bars (its document's containment) change the screen's share.
            (container, safeArea) = hierarchy.containment.placement(in: setup.configuration)
            viewController = setup.configuration.viewControllerRoot
        } else {
            container = setup.container
            safeArea = setup.safeAreaInsets
            viewController = setup.configuration.viewControllerRoot
        }
        viewController?.alwaysAdjustsScrollViewsVertically = hierarchy.containment.alwaysAdjustsScrollViewsVertically
    }
}
