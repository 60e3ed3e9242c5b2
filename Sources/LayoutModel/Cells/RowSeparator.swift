/// The room a table view's row separator takes below a self-sizing cell's content.
///
/// UIKit's `UITableViewCell.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
/// fits the content view and adds `_verticalPaddingForSeparator` to the height it
/// returns; the table lays the row out that tall and the content view stays the fitted
/// height, the separator drawn in the pixel below it (UIKit's decompiled
/// `UITableViewCell`; a public report shows a 54-point chain's row as 54.5 in Interface
/// Builder's @2x canvas, and a 44-point row's content view is 43.5 high on @2x). The
/// padding is the separator's thickness when the table has
/// separators and 0 for `separatorStyle = .none`; the thickness is
/// `_UISeparatorThicknessForTraitCollection`: one pixel (`1 / displayScale`), or 1
/// point at the accessibility text sizes, where UIKit draws thick separators.
///
/// A document whose root is a cell has no table: its root's `separatorStyle`
/// (``TableSeparatorStyle``) says what the table it is shown in draws, a single line
/// (UIKit's default, and the document's when it does not say) or none. The padding is
/// applied where UIKit fits the cell, the self-sizing placement; a cell laid out at a given size (`--size`,
/// a design canvas at the size Interface Builder recorded, whose content views are as
/// tall as their cells) keeps its content view as tall as the cell. iOS 26's redesign
/// draws 1-point separators at every size (its `_UISolariumEnabled` branch); the
/// catalog's devices are the earlier releases'.
public enum RowSeparator {
    /// The separator's height under a trait collection of `scale` and `contentSize`.
    public static func height(scale: Double, contentSize: ContentSizeCategory) -> Double {
        guard scale > 0, !contentSize.isAccessibilityCategory else { return 1 }
        return 1 / scale
    }
}
