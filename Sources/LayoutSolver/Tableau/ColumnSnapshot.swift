/// The rows that hold one nonbasic symbol, with its coefficient in each.
///
/// A resize sweep suggests a new container size thousands of times, and most steps
/// make no pivot: all they do is shift the constant of every row that holds the
/// edit's error symbol, by its coefficient there. Finding those coefficients again
/// at every step (a walk of the column, a search in each row, a uniqueness check on
/// the row storage for each write) was most of such a step. While no row changes
/// shape, the column and its coefficients cannot change either, so one walk's answer
/// serves every step until a pivot changes a row that holds the symbol.
struct ColumnSnapshot: Sendable {
    struct Entry: Sendable {
        /// The basic symbol whose row holds the column's symbol.
        var row: Symbol
        var coefficient: Double
        /// Whether `row`'s basic symbol is restricted (≥ 0), so that a negative
        /// constant makes it infeasible.
        var isRestricted: Bool
    }

    /// The nonbasic symbol whose column this is.
    var symbol: Symbol
    /// In the order of the walk that took them, which is the order rows are queued for
    /// the dual simplex: the same order as without a snapshot, so the same pivots.
    var entries: [Entry]
}
