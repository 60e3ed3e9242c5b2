import LayoutModel

/// The top and bottom margins Xcode 16's canvas gave the cells of a table: 15 points,
/// where UIKit's table gives 11 (``TableCellMargins``), so content pinned to a cell's
/// content view's top or bottom margin in a file of `toolsVersion` 24000 to 24999 is
/// recorded 4 points further in.
///
/// Decision, from recorded frames (FIDELITY.md, "Twelfth sweep"): every view pinned to a
/// storyboard cell's vertical margins in files of `toolsVersion` 24506 and 24765 sits 15
/// inside them, in three repositories and three table styles — NetNewsWire's account
/// and inspector screens (inset grouped: a text field at `topMargin` at y 15 in a
/// 51-point row, 1-point labels at y 15 in 31-point self-sizing rows), its settings
/// (inset grouped, 24765: five labels at y 15 in 51.5-point rows), the Scanbot SDK's
/// example (plain, 100-point rows: labels 15 from the top and the bottom margin) and
/// GoMap's display settings (grouped, a label at `topMargin + 1` at y 16 in a 52-point
/// row, the corpus's open item). Files of Xcode 15 (23094 to 23504: kDrive, Fully
/// Noded's 19 cells, Scanbot's document scanner) record 11 (Scanbot's data capture
/// example 12), and so does Branch's file of 32700 (saved with Xcode 14's plug-in). The
/// sides stay the table's. What the canvas of one Xcode drew is not a rule of UIKit's at
/// run time, which keeps 11: the fidelity check alone applies it, as it does
/// ``CanvasSliderArtwork``.
enum CanvasCellMargins {
    /// The vertical margin of a table's cell on Xcode 16's canvas.
    static let verticalMargin: Double = 15

    /// Whether the Xcode that saved the file drew table cells with 15-point vertical
    /// margins.
    static func drawsWiderVerticalMargins(toolsVersion: String?) -> Bool {
        guard let text = toolsVersion, let major = Int(text.prefix { $0.isNumber }) else { return false }
        return (24000..<25000).contains(major)
    }

    /// `document` with the content view of every cell of a table that leaves its margins
    /// at the default given ``verticalMargin`` top and bottom of its own: it preserves
    /// the cell's margins (``TableCellMargins``), so it takes the larger of the two, and
    /// its sides stay the table's (or its own 8 beside an accessory).
    static func applied(to document: LayoutDocument) -> LayoutDocument {
        var document = document
        document.root = applied(to: document.root, parentIsTable: false)
        return document
    }

    private static func applied(to view: ViewNode, parentIsTable: Bool) -> ViewNode {
        var view = view
        if parentIsTable, view.className == "UITableViewCell" {
            for index in view.subviews.indices
            where view.subviews[index].className == "UITableViewCellContentView" && view.subviews[index].layoutMargins == .default {
                view.subviews[index].layoutMargins = .directional(
                    DirectionalInsets(top: verticalMargin, leading: 8, bottom: verticalMargin, trailing: 8))
            }
        }
        let isTable = view.className == "UITableView"
        view.subviews = view.subviews.map { applied(to: $0, parentIsTable: isTable) }
        return view
    }
}
