/// The side margins a `UITableView` on a phone works out from its own width, which its
/// cells take (``TableCellMargins``): 20 points for a table wider than the widest
/// compact phone (375 points), 16 (the content view's own) below.
///
/// **Why the table's own width, not its controller's.** A table that is a controller's
/// root already had the root's minimum margins, and a table inside another view had
/// UIView's default 8, so its cells sat at their content view's 16. Interface Builder's
/// recorded frames say a table on a phone decides for itself:
/// - tables of Xcode 15 that are their controller's root on 390- and 393-point canvases
///   (passforios's settings, KeePassium's entry viewer, Firebase's database example,
///   three repositories) record their cells' content 20 from the sides, where the
///   controller's root minimum there is 16 (Google's Xcode 26 controllers on a 393-point
///   canvas record views on the root's margins at 16);
/// - tables inside other views, which do not preserve their superview's margins,
///   record 20 too when they are that wide: ProtonVPN's Profiles table (414 points,
///   Xcode 11) and the Chime demo's three tables (430 points in container views,
///   Xcode 26);
/// - narrower tables keep 16: every 375-point table on a 375-point canvas (ten
///   repositories), KeePassium's 300-point table on a 414-point canvas.
///
/// Decisions: phones in portrait only. An iPad's tables keep theirs (Monal's 704-point
/// table in a form sheet records 16, Blink's full-screen one 20, already the root's); so
/// does a phone in landscape (xDrip's 750-point table, inside the safe area of a
/// landscape 6.0-inch canvas, Xcode 16, records 16; no file shows a phone without a
/// notch in landscape). A table whose document sets its margins keeps them.
public enum TableViewMargins {
    /// The widest table on a phone whose cells keep 16-point sides.
    public static let compactTableWidth: Double = 375

    /// The side margin of a table wider than ``compactTableWidth``.
    public static let wideSideMargin: Double = 20

    /// `margins`, the margins `view` has from its own settings and the safe area, with
    /// the sides raised to ``wideSideMargin`` when `view` is a table `width` points wide
    /// that leaves its margins at the default (on a phone in portrait: the engine asks
    /// only then, ``ViewControllerRoot/widensPhoneTableMargins``).
    public static func phoneMargins(_ margins: EdgeInsets, of view: ViewNode, width: Double) -> EdgeInsets {
        guard view.className == "UITableView", view.layoutMargins == .default, width > compactTableWidth + 0.5 else {
            return margins
        }
        var raised = margins
        raised.left = max(raised.left, wideSideMargin)
        raised.right = max(raised.right, wideSideMargin)
        return raised
    }

    /// `margins`, the margins of `cell` after it preserved its table's, with the sides
    /// raised to the cell's inset from the table's sides when the table (`table`) is
    /// inset grouped and the cell leaves its margins to the table.
    ///
    /// **Why.** An inset grouped table (iOS 13) insets its sections by its own side
    /// margins and gives its cells the same margins inside their rounded sections, so a
    /// cell's content sits twice the table's margin from the table's side. Preserving the
    /// table's margins cannot give that: the cell already starts at the table's margin,
    /// so none of it is left to inherit, and layoutdb gave the content view its own 16.
    /// The cell's inset is the table's margin as Interface Builder drew it, so the cell
    /// takes its inset as its margin. Every inset grouped table of the eleventh sweep
    /// records it: Tuya's Swift sample (Xcode 13, 414-point tables, cells at x 20, 21
    /// constraints to the content view's margins at 20), Gordian QR Tool (Xcode 12, the
    /// same), Gordian Cosigner (Xcode 12, a 374-point table inside a 414-point root,
    /// cells 334 wide at x 20, 38 constraints at 20) and Branch's demo (Xcode 26, a
    /// 375-point table, cells at x 16, margins 16).
    ///
    /// Decision: the sides only; the cell's top and bottom stay the table's 11. A cell
    /// whose document sets its own margins keeps them.
    public static func insetGroupedCellMargins(
        _ margins: EdgeInsets, of cell: ViewNode, frame: LayoutRect, in table: ViewNode, tableFrame: LayoutRect
    ) -> EdgeInsets {
        guard table.className == "UITableView", table.content.tableStyle == .insetGrouped,
            cell.className == "UITableViewCell", cell.layoutMargins == TableCellMargins.cellMargins
        else { return margins }
        var raised = margins
        raised.left = max(raised.left, frame.minX - tableFrame.minX)
        raised.right = max(raised.right, tableFrame.maxX - frame.maxX)
        return raised
    }
}
