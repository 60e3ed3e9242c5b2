/// Moving the right-hand side of many required equalities at once, through the dummy
/// aggregates instead of separating each dummy (``separate(_:)``).
extension Tableau {
    /// Shifts every basic row's constant as if each dummy of `sources` were held at its
    /// value instead of zero: a row holding a dummy moves by its coefficient times the
    /// value, a row holding an aggregate by its coefficient times the aggregate's value
    /// (``DummyAggregates/walk(above:)``), and a basic source's own row by minus its
    /// value. Nothing is rewritten.
    ///
    /// Why: a layout engine's later passes move every inset edge whose value changed,
    /// hundreds in a long table. Separating each edge's dummy walked every aggregate
    /// above it and rewrote the rows holding them, once per edge: a table of 200 cells
    /// made 6,000 such moves, and separating was 28% of its solve (callgrind).
    ///
    /// A basic dummy's row says its required equality follows from others (its row is
    /// made of their dummies). Held at these values, the equalities still agree when
    /// that row's constant stays zero; when it would not, they contradict each other,
    /// and this returns false having shifted nothing. Dummy rows are left at zero.
    mutating func shiftConstants(ofRowsHoldingDummies sources: [(dummy: Symbol, value: Double)]) -> Bool {
        var dummyRows: [(row: Symbol, delta: Double)] = []
        var nonbasic = sources
        if sources.contains(where: { isBasic[Int($0.dummy)] }) {
            nonbasic = sources.filter { !isBasic[Int($0.dummy)] }
            dummyRows = sources.filter { isBasic[Int($0.dummy)] }.map { ($0.dummy, -$0.value) }
        }
        var columns: [(symbol: Symbol, value: Double)] = []
        if !aggregates.isEmpty && !nonbasic.isEmpty {
            aggregates.indexParents()
            let above = aggregates.walk(above: nonbasic)
            columns.reserveCapacity(above.count)
            for a in above where aggregates.weight(in: a) != 0 { columns.append((a, aggregates.weight(in: a))) }
        }
        var moves: [(row: Symbol, delta: Double)] = []
        moves.reserveCapacity(2 * (nonbasic.count + columns.count))
        func collect(_ symbol: Symbol, _ value: Double) {
            guard value != 0 else { return }
            for k in 0..<makeColumnExact(symbol) {
                let b = holder(of: symbol, at: k)
                let delta = value * rows[Int(b)].coefficient(of: symbol)
                if kinds[Int(b)] == .dummy {
                    dummyRows.append((b, delta))
                } else {
                    moves.append((b, delta))
                }
            }
        }
        for source in nonbasic { collect(source.dummy, source.value) }
        for column in columns { collect(column.symbol, column.value) }
        if !dummyRows.isEmpty {
            // Rare (implied equalities): sum each row's deltas by sorting.
            dummyRows.sort { $0.row < $1.row }
            var k = 0
            while k < dummyRows.count {
                var total = 0.0
                let row = dummyRows[k].row
                while k < dummyRows.count && dummyRows[k].row == row {
                    total += dummyRows[k].delta
                    k += 1
                }
                if !nearZero(total) { return false }
            }
        }
        for move in moves { shiftConstant(of: move.row, by: move.delta) }
        return true
    }
}
