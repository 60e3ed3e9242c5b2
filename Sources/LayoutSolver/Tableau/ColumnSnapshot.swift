/// The rows that hold one nonbasic symbol, with its coefficient in each.
///
/// A resize sweep suggests a new container size thousands of times, and most steps
/// make no pivot: all they do is shift the constant of every row that holds the
/// edit's error symbol, by its coefficient there. Finding those coefficients again
/// at every step (a walk of the column, a search in each row, a uniqueness check on
/// the row storage for each write) was most of such a step. While no row changes
/// shape, the column and its coefficients cannot change either, so one walk's answer
/// serves every step until a pivot changes a row that holds the symbol.
///
/// A pivot that does change such a row changes only a few entries: the leaving row
/// goes, the entering row comes, and the rows the substitution rewrote may gain, lose
/// or change the symbol. The pivot only notes those rows in ``pending`` (no lookup);
/// the next shift of the symbol looks at them alone (``repair(column:rows:isBasic:kinds:marks:changed:decided:)``)
/// instead of walking the whole column again, which was what a step right after a
/// pivot measured.
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
    /// Exact while ``pending`` is empty.
    var entries: [Entry]
    /// Rows that may have gained, lost or changed the symbol since `entries` were
    /// exact, unordered and possibly repeated: the leaving and entering rows of each
    /// pivot that moved a row holding the symbol, and the rows its substitution rewrote.
    var pending: [Symbol] = []
    /// The length of the tableau's column list for ``symbol`` when `entries` were
    /// exact; that list was then exactly `entries`' rows. A row that gains the symbol
    /// later is appended after it, so the list's tail is the order a fresh walk would
    /// add new rows in.
    var columnCount: Int
    /// At least the largest magnitude among the entries' coefficients: a shift by Δ
    /// moves no constant by more than |Δ| times this (``Tableau/largestConstantChange``),
    /// known without a pass over the entries. A repair only raises it by the
    /// coefficients it reads (an entry gone may leave it high, which costs at most a
    /// refinement that finds nothing to do).
    var largestCoefficient = 0.0
    /// What settling the definitions did after a shift of this column, per unit of the
    /// shift: each definition's constant change, in the order settling made them
    /// (``Tableau+Settlements.swift``). Valid while the tableau's ``Tableau/cellsVersion``
    /// is ``settlementVersion``.
    var settlement: [SettledShift] = []
    var settlementVersion: UInt64?

    /// One change of a definition's constant that a unit shift of the column makes.
    struct SettledShift: Sendable {
        var row: Symbol
        var perUnit: Double
    }

    /// Whether the snapshot should be dropped rather than note `count` more pending
    /// rows: past its own size, repairing it would look at more rows than walking.
    func isTooStale(adding count: Int) -> Bool { pending.count + count > 2 * entries.count + 8 }

    /// Makes `entries` exact again from the ``pending`` rows only, in the order a walk
    /// of `column` (the tableau's list for ``symbol``) would give, and rewrites
    /// `column` to exactly those rows, as that walk does, returning their number (the
    /// list's new length).
    ///
    /// An entry stays where it was unless its row is pending; then its coefficient is
    /// read again, or it goes when the row no longer holds the symbol or is no longer
    /// basic. Rows that gained the symbol were appended to `column` after
    /// ``columnCount``, in the order the walk meets them; an old entry appears there
    /// only if it changed (it had to lose the symbol first), so it is pending and
    /// already decided. `changed` and `decided` are two fresh values of `marks`.
    ///
    /// The marks and rows come as buffers, and the entries are rewritten through one:
    /// as arrays, every write checked their uniqueness, a fifth of a repair.
    mutating func repair(
        column: UnsafeMutableBufferPointer<Symbol>, rows: UnsafeBufferPointer<Row>, isBasic: [Bool], kinds: [SymbolKind],
        marks: UnsafeMutableBufferPointer<UInt32>, changed: UInt32, decided: UInt32
    ) -> Int {
        for b in pending { marks[Int(b)] = changed }
        let symbol = symbol
        var largest = largestCoefficient
        let kept = entries.withUnsafeMutableBufferPointer { entries in
            var kept = 0
            for k in entries.indices {
                var entry = entries[k]
                let bi = Int(entry.row)
                if marks[bi] == changed {
                    marks[bi] = decided
                    guard isBasic[bi] else { continue }
                    let (i, found) = rows[bi].position(of: symbol)
                    guard found else { continue }
                    entry.coefficient = rows[bi].cells[i].coefficient
                    largest = Swift.max(largest, abs(entry.coefficient))
                }
                entries[kept] = entry
                kept += 1
            }
            return kept
        }
        largestCoefficient = largest
        entries.removeLast(entries.count - kept)
        for k in columnCount..<column.count {
            let b = column[k]
            let bi = Int(b)
            guard marks[bi] != decided else { continue }
            marks[bi] = decided
            guard isBasic[bi] else { continue }
            let (i, found) = rows[bi].position(of: symbol)
            guard found else { continue }
            let coefficient = rows[bi].cells[i].coefficient
            largestCoefficient = Swift.max(largestCoefficient, abs(coefficient))
            entries.append(.init(row: b, coefficient: coefficient, isRestricted: kinds[bi] != .external))
        }
        // Every entry's row is in `column` once (kept entries before ``columnCount``,
        // added ones after it), so they fit where the list was.
        for (k, entry) in entries.enumerated() { column[k] = entry.row }
        columnCount = entries.count
        pending.removeAll(keepingCapacity: true)
        return entries.count
    }
}
