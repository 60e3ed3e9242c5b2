import LayoutModel

extension IBSceneBuilder {
    /// The margins of the `tableViewCellContentView` of a cell that is the top-level
    /// view of a xib and records none.
    ///
    /// Decision (facts/uikit-defaults.md §4 leaves the values unconfirmed): 11 points top
    /// and bottom, the design device's minimum side margin (16 compact, 20 regular)
    /// leading and trailing. Evidence: LedgerTableViewCell (retina4_7) places a stack
    /// `topMargin + 8` at y 19, `bottomMargin − 4` at 15 from the bottom and on the side
    /// margins at x 16; NetNewsWire's storyboard cells put labels at y 11 too.
    ///
    /// Only a xib's top-level cell: there is no table, so Interface Builder lays the cell
    /// out with its own defaults. A cell inside a storyboard's table gets its margins from
    /// the table at solve time (``TableCellMargins``, applied by the engine): the same 11
    /// and side margins where the content view spans the cell, 8 beside an accessory.
    var tableCellContentMargins: DirectionalInsets {
        DirectionalInsets(top: 11, leading: cellContentSideMargin, bottom: 11, trailing: cellContentSideMargin)
    }
}
