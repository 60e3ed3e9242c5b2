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
    /// How many rows noting would have put in ``pending`` since the entries were last
    /// exact, counting the pivots updated in place too: the rule that drops a stale
    /// snapshot (``isTooStale(adding:)``) decides as if every pivot had been noted, so
    /// that updating in place changes no later step's path.
    var notedCount = 0
    /// How many entries there were when they were last exact.
    var exactCount = 0
    /// Whether pivots updated the entries in place since they were last exact: some
    /// may be absent (a coefficient of zero, which no row holds: merges drop what
    /// cancels and write no zero product), and the list's tail past ``columnCount``
    /// lists rows that are entries already.
    var isUpdatedInPlace = false
    /// The pivot row's coefficient of ``symbol`` while a substitution that updates
    /// this snapshot in place runs (set by ``Tableau/noteSubstitution(of:by:leaving:holderCount:)``), else nil.
    var inPlaceCoefficient: Double?
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
    func isTooStale(adding count: Int) -> Bool { notedCount + count > 2 * exactCount + 8 }

    /// Whether the entries must be made exact before a shift reads them.
    var needsRepair: Bool { !pending.isEmpty || isUpdatedInPlace }

    /// From how many holders a pivot updates the snapshot in place instead of noting
    /// them (``Tableau/snapshotInPlaceFloor``). Below it, noting a few rows and reading
    /// each once at the next shift costs less than an update's fixed cost
    /// (chain-125-sweep's pivots have 2.5 holders).
    static let defaultInPlaceFloor = 16

    /// Whether a pivot rewriting `holderCount` rows (at least the tableau's floor)
    /// should update the snapshot in place: only when nothing is noted (a noted row's
    /// entry may be out of date), and only when the holders are not few against the
    /// entries (an update indexes every entry once).
    func updatesInPlace(holderCount: Int) -> Bool {
        pending.isEmpty && 2 * holderCount >= entries.count
    }

    /// Keeps the entries `keep` says to keep, in order: the loop of every repair. `keep`
    /// may rewrite the entry and raise ``largestCoefficient`` (its third argument), and
    /// gets the number of entries kept before it (where a kept one goes).
    @inline(__always)
    mutating func keepEntries(_ keep: (inout Entry, Int, inout Double) -> Bool) {
        var largest = largestCoefficient
        let kept = entries.withUnsafeMutableBufferPointer { entries in
            var kept = 0
            for k in entries.indices {
                var entry = entries[k]
                guard keep(&entry, kept, &largest) else { continue }
                entries[kept] = entry
                kept += 1
            }
            return kept
        }
        largestCoefficient = largest
        entries.removeLast(entries.count - kept)
    }

    /// Makes `entries` exact again from the ``pending`` rows only, in the order a walk
    /// of `column` (the tableau's list for ``symbol``) would give, and rewrites
    /// `column` to exactly those rows, as that walk does, returning their number (the
    /// list's new length).
    ///
    /// An entry stays where it was unless its row is pending; then its coefficient is
    /// read again, or it goes when the row no longer holds the symbol or is no longer
    /// basic. An entry a pivot updated in place stays with the coefficient written
    /// there, or goes if that pivot took the symbol out of its row (a coefficient of zero).
    /// Rows that gained the symbol were appended to `column` after ``columnCount``, in
    /// the order the walk meets them; a row there that is already an entry (it changed
    /// or was updated in place) is decided by the entry. `changed` and `decided` are two
    /// fresh values of `marks`.
    ///
    /// The marks and rows come as buffers, and the entries are rewritten through one:
    /// as arrays, every write checked their uniqueness, a fifth of a repair.
    mutating func repair(
        column: UnsafeMutableBufferPointer<Symbol>, rows: UnsafeBufferPointer<Row>, isBasic: [Bool], kinds: [SymbolKind],
        marks: UnsafeMutableBufferPointer<UInt32>, changed: UInt32, decided: UInt32
    ) -> Int {
        for b in pending { marks[Int(b)] = changed }
        if isUpdatedInPlace { settleInPlaceUpdates(marks: marks, changed: changed, decided: decided) }
        let symbol = symbol
        keepEntries { entry, _, largest in
            let bi = Int(entry.row)
            guard marks[bi] == changed else { return true }
            marks[bi] = decided
            guard isBasic[bi] else { return false }
            let (i, found) = rows[bi].position(of: symbol)
            guard found else { return false }
            entry.coefficient = rows[bi].cells[i].coefficient
            largest = Swift.max(largest, abs(entry.coefficient))
            return true
        }
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
        // Every entry's row is in `column` (kept entries before ``columnCount``, rows
        // added since after it, some more than once), so they fit where the list was.
        for (k, entry) in entries.enumerated() { column[k] = entry.row }
        columnCount = entries.count
        pending.removeAll(keepingCapacity: true)
        notedCount = 0
        exactCount = entries.count
        isUpdatedInPlace = false
        return entries.count
    }
}
