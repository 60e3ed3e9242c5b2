/// `UITableView.separatorStyle`: whether a table draws a line below each row, which
/// decides the room its self-sizing cells leave below their content views
/// (``RowSeparator``: a pixel with the line, nothing without it).
///
/// On a `UITableView` it is the table's own; on a `UITableViewCell` that is a
/// document's root it is the style of the table the cell is shown in, which the document
/// does not hold. The names are UIKit's; Interface Builder writes `none` as is and the
/// single line as `default` (or, in older files, `singleLine` and the etched line of iOS 6,
/// `singleLineEtched`, which later releases draw as a single line). A document that
/// names no style means `singleLine`.
public enum TableSeparatorStyle: String, Hashable, Sendable, CaseIterable, Codable {
    case singleLine
    case none
}
