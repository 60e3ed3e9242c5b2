/// The height a self-sizing table view cell gets when its constraints suggest none.
///
/// The Auto Layout Guide ("Working with Self-Sizing Table View Cells") asks for an
/// unbroken chain of constraints and views from the content view's top edge to its
/// bottom edge. Without one, `systemLayoutSizeFitting` at the compressed size finds the
/// content view 0 high. UIKit's `UITableViewCell` does not lay the row out 0 high: its
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
/// sees the zero, takes the collapse as unintended, uses the cell's `sizeThatFits` (the
/// standard row height) and logs "Detected a case where constraints ambiguously suggest
/// a height of zero for a table view cell's content view" once (the widely reported
/// warning; its text and the branch are in UIKit's decompiled `UITableViewCell`). A
/// collapse the constraints ask for (a content view held at 0) is kept: UIKit's engine
/// reports it as intentional.
///
/// Decisions: the standard height is 44 points, `UITableView`'s default row height (a
/// public log of the warning shows the cell 44 high at the default text size; whether it
/// grows with Dynamic Type is unconfirmed). A collapse is intentional when the content
/// view stays at 0 fitted towards that height as well: then constraints hold it there;
/// otherwise nothing did, and the zero was only the compressed target's. Collection
/// view cells have no such fallback in UIKit and keep their fitted height.
public enum StandardRowHeight {
    /// `UITableView`'s default row height, in points.
    public static let height = 44.0

    /// Whether a cell whose content fitted `fittedHeight` high at `width` is laid out at
    /// ``height`` instead.
    public static func applies(
        to hierarchy: LayoutHierarchy,
        fittedHeight: Double,
        width: Double,
        direction: LayoutDirection,
        scale: Double,
        contentSize: ContentSizeCategory,
        textMeasurer: (any TextMeasuring)?
    ) throws(LayoutEngineError) -> Bool {
        guard hierarchy.root.className == "UITableViewCell", abs(fittedHeight) < 1e-9 else { return false }
        let open = try LayoutEngine.systemLayoutSizeFitting(
            LayoutSize(width: width, height: height), of: hierarchy, horizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel, direction: direction, scale: scale, contentSize: contentSize,
            textMeasurer: textMeasurer)
        return open.height > 1e-9
    }
}
