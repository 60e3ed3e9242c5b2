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
/// The standard height is 44 points, `UITableView`'s default row height, at every text
/// size: UIKit's `UITableConstants_IOS.defaultRowHeightForTableView:cellStyle:` returns a
/// constant 44 (what grows with Dynamic Type is the system cell styles' minimum content
/// height, which a custom cell's content view does not have); a public log of the warning
/// shows the cell 44 high. The separator lies inside it (``RowSeparator``), as in any
/// 44-point row. Decisions: a collapse is intentional when the content
/// view stays at 0 fitted towards that height as well: then constraints hold it there;
/// otherwise nothing did, and the zero was only the compressed target's. Collection
/// view cells have no such fallback in UIKit and keep their fitted height.
public enum StandardRowHeight {
    /// `UITableView`'s default row height, in points.
    public static let height = 44.0

    /// Whether a cell that fitted `fittedHeight` high at `width` (its content's height
    /// and `rowSeparator`, ``RowSeparator``) is laid out at ``height`` instead.
    public static func applies(
        to hierarchy: LayoutHierarchy,
        fittedHeight: Double,
        width: Double,
        direction: LayoutDirection,
        scale: Double,
        contentSize: ContentSizeCategory,
        textMeasurer: (any TextMeasuring)?,
        rowSeparator: Double = 0
    ) throws(LayoutEngineError) -> Bool {
        guard hierarchy.root.className == "UITableViewCell", abs(fittedHeight - rowSeparator) < 1e-9 else { return false }
        let open = try LayoutEngine.systemLayoutSizeFitting(
            LayoutSize(width: width, height: height), of: hierarchy, horizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel, direction: direction, scale: scale, contentSize: contentSize,
            textMeasurer: textMeasurer, rowSeparator: rowSeparator)
        return open.height - rowSeparator > 1e-9
    }
}
