/// The layout margins a `UITableView` gives the cells it holds, applied as a hierarchy
/// transform (``CellContentView/expanded(_:)`` calls it, so the engine needs no hook).
///
/// **What UIKit does** (facts/uikit-defaults.md §4 gives the 16/20 side inset and the
/// often-quoted 11 top and bottom; the rest is inferred from every storyboard cell of
/// the corpus): a table lays its cells' margins out on the table's own side margins —
/// the controller root's system minimum, 16 on narrow phones, 20 on 414-point phones and
/// iPads — whatever the cell's `preservesSuperviewLayoutMargins` says (GoMap's older
/// cells record neither flag and still sit 20 from the edge), with 11 points top and
/// bottom around a 44-point row's text. The cell's content view takes those margins
/// where it touches the cell's edges and keeps its own 8 where it does not: an
/// accessory (a disclosure indicator) narrows the content view, and GoMap's switches
/// beside one sit 8, not 20, inside the content view's trailing edge. On a phone in
/// portrait a table wider than 375 points has 20-point sides of its own, whatever its
/// superview or root gives it (``TableViewMargins``, applied by the engine).
///
/// **How it is modelled.** For every `UITableViewCell` that is a direct subview of a
/// `UITableView` (a storyboard's prototype or static cell):
///
/// - the cell's margins, when the document leaves them at the default, become
///   ``cellMargins`` (11 top and bottom, 8 on the sides), and the cell preserves its
///   superview's margins, so its sides rise to the table's (the table's top and bottom
///   margins are inside its content inset, so the 11 stays);
/// - its content view (a `UITableViewCellContentView` subview) preserves the cell's
///   margins: 20 (or 16) where it reaches the cell's side, 11 top and bottom, its own 8
///   beside an accessory.
///
/// A cell that is not in a table (a xib's top-level cell, laid out alone) is left as it
/// is: the importer gives its content view the design device's margins directly.
///
/// Decision: the vertical 11 does not grow with the row. A row taller than 44 keeps 11
/// (NetNewsWire's 62-point self-sizing "About" row: its label sits at 11 with 11 below);
/// Xcode 16's canvas draws 15 instead (GoMap's 52-point rows, NetNewsWire's newer
/// screens): what one Xcode drew, which the fidelity check alone applies
/// (`CanvasCellMargins`, FIDELITY.md "Twelfth sweep").
///
/// Complexity: O(views).
public enum TableCellMargins {
    /// A cell's own margins in a table: 11 top and bottom, 8 on the sides (raised to the
    /// table's side margins by preserving them).
    public static let cellMargins = LayoutMargins.directional(
        DirectionalInsets(top: 11, leading: 8, bottom: 11, trailing: 8))

    /// The hierarchy with the table's margins on every cell in a table. A hierarchy
    /// without such cells comes back unchanged (equal, not just equivalent).
    public static func applied(_ hierarchy: LayoutHierarchy) -> LayoutHierarchy {
        var changed = false
        let root = apply(hierarchy.root, parentIsTable: false, changed: &changed)
        guard changed else { return hierarchy }
        return LayoutHierarchy(root: root, guides: hierarchy.guides, constraints: hierarchy.constraints)
    }

    private static func apply(_ node: ViewNode, parentIsTable: Bool, changed: inout Bool) -> ViewNode {
        var node = node
        let isTableCell = parentIsTable && node.className == "UITableViewCell"
        if isTableCell {
            if node.layoutMargins == .default, node.layoutMargins != cellMargins {
                node.layoutMargins = cellMargins
                changed = true
            }
            if !node.preservesSuperviewLayoutMargins {
                node.preservesSuperviewLayoutMargins = true
                changed = true
            }
            for index in node.subviews.indices
            where node.subviews[index].className == "UITableViewCellContentView"
                && !node.subviews[index].preservesSuperviewLayoutMargins
            {
                node.subviews[index].preservesSuperviewLayoutMargins = true
                changed = true
            }
        }
        let isTable = node.className == "UITableView"
        node.subviews = node.subviews.map { apply($0, parentIsTable: isTable, changed: &changed) }
        return node
    }
}
