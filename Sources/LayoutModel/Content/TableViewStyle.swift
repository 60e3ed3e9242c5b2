/// `UITableView.Style`: how a table lays out its sections, which decides its cells'
/// side margins in an inset grouped table (``TableViewMargins/insetGroupedCellMargins(_:of:frame:in:tableFrame:)``).
/// The names are Interface Builder's `style` values on a `<tableView>`; `plain`, UIKit's
/// default, is written as no attribute.
///
/// A document that names no style means `plain`.
public enum TableViewStyle: String, Hashable, Sendable, CaseIterable, Codable {
    case plain
    case grouped
    case insetGrouped
}
