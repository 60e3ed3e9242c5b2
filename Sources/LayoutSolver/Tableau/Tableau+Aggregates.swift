/// Dummy cells folded into aggregates as rows are installed, and made explicit again
/// where a reader needs a dummy's own column (see ``DummyAggregates``).
extension Tableau {
    /// How many dummy cells a new row needs before they are folded, unless a tableau
    /// says otherwise (``foldThreshold``). Folding two or more helped the long columns
    /// most, but every removal then had aggregates to separate: churn on 50- to
    /// 1,000-constraint layouts took 1.5–4x as long. From eight on, small layouts fold
    /// almost nothing and a column's rows still carry fewer than eight dummy cells
    /// (session 7; BENCHMARKS.md). Counting them is one more pass over each new row:
    /// +1% of a 50-constraint build's instructions, +4% of form-580's, whose rows are
    /// long; counted inside the merges it was +7%.
    static let defaultFoldThreshold = 8

    /// Replaces the dummy cells of a new row, ``foldThreshold`` or more, by one new
    /// aggregate standing for them. Called before the row gets its own marker, which
    /// stays a cell of its own (it may become the row's subject).
    mutating func foldDummies(in row: inout Row) {
        var count = 0
        for cell in row.cells where kinds[Int(cell.symbol)] == .dummy { count += 1 }
        guard count >= foldThreshold else { return }
        var definition: [Row.Cell] = []
        definition.reserveCapacity(count)
        // Room for the aggregate and the two symbols the constraint adds next.
        var kept: [Row.Cell] = []
        kept.reserveCapacity(row.cells.count - count + 3)
        for cell in row.cells {
            if kinds[Int(cell.symbol)] == .dummy { definition.append(cell) } else { kept.append(cell) }
        }
        let aggregate = makeSymbol(.dummy)
        aggregates.define(aggregate, as: definition)
        // The newest symbol sorts last.
        kept.append(Row.Cell(symbol: aggregate, coefficient: 1))
        row = Row(constant: row.constant, sortedCells: kept)
    }

    /// Makes every occurrence of the dummy `d` explicit: each aggregate that a row, an
    /// objective level or the phase-one objective holds, and whose definition reaches
    /// `d` with weight `w`, is rewritten there as `w·d` plus an aggregate of the rest.
    ///
    /// Afterwards `d`'s cells are its true column, as if nothing had been folded: what
    /// removing its constraint (which pivots `d` in and drops it), moving its constant
    /// (which shifts every row by `d`'s coefficient) and entering it need. A basic `d`
    /// is written through its row instead, since rows hold only nonbasic symbols.
    ///
    /// The rest of an aggregate is its definition with `d` left out and every aggregate
    /// above `d` replaced by its own rest, so no rest names an aggregate above `d`, and
    /// those all go. Without that, each separation left the old aggregates in the rests'
    /// definitions, the next one walked them again, and removing 10% of a 10,000-view
    /// chain took ten times as long as with no aggregates at all.
    mutating func separate(_ d: Symbol) {
        guard !aggregates.isEmpty else { return }
        aggregates.indexParents()
        let above = aggregates.walk(above: d)
        guard !above.isEmpty else { return }
        var rests: [Symbol] = []
        for a in above {
            var rest = Row()
            for cell in aggregates.definition(of: a) where cell.symbol != d {
                if !aggregates.isInWalk(cell.symbol) {
                    rest.add(cell.symbol, cell.coefficient)
                } else if let r = aggregates.rest(of: cell.symbol) {
                    rest.add(r, cell.coefficient)
                }
            }
            if rest.cells.count == 1 && rest.cells[0].coefficient == 1 {
                aggregates.setRest(of: a, to: rest.cells[0].symbol)
            } else if !rest.isEmpty {
                let r = makeSymbol(.dummy)
                aggregates.define(r, as: rest.cells)
                aggregates.setRest(of: a, to: r)
                rests.append(r)
            }
        }
        for a in above where isHeld(a) {
            var replacement = Row()
            let w = aggregates.weight(in: a)
            if !nearZero(w) {
                if isBasic[Int(d)] {
                    replacement.add(rows[Int(d)], times: w) { _ in }
                } else {
                    replacement.add(d, w)
                }
            }
            if let r = aggregates.rest(of: a) { replacement.add(r, 1) }
            substitute(a, replacement)
        }
        // Nothing holds an aggregate above `d` now, and no rest names one. Then the
        // rests nothing holds or names. Parents first each time, so that a child whose
        // parents all went goes too.
        aggregates.retireWalk(above)
        var unheld: [Symbol] = []
        for r in rests.reversed() where !isHeld(r) { unheld.append(r) }
        aggregates.retireUnused(unheld)
    }

    /// Whether a row, an objective level or the phase-one objective holds `s`.
    private mutating func isHeld(_ s: Symbol) -> Bool {
        if makeColumnExact(s) != 0 { return true }
        if levels.holdsAnywhere(s) { return true }
        return (artificial?.coefficient(of: s) ?? 0) != 0
    }

    /// `row`'s cells with every aggregate expanded into the dummies it stands for,
    /// sorted by symbol; coefficients that cancel to near zero are left out. What names
    /// the constraints a proof of infeasibility used.
    func leafCells(of row: Row) -> [Row.Cell] {
        guard !aggregates.isEmpty, row.cells.contains(where: { aggregates.isAggregate($0.symbol) }) else {
            return row.cells
        }
        var weight: [Symbol: Double] = [:]
        var below: [Symbol] = []
        var seen = Set<Symbol>()
        var pending: [Symbol] = []
        for cell in row.cells {
            weight[cell.symbol, default: 0] += cell.coefficient
            if aggregates.isAggregate(cell.symbol) { pending.append(cell.symbol) }
        }
        while let a = pending.popLast() {
            guard seen.insert(a).inserted else { continue }
            below.append(a)
            for cell in aggregates.definition(of: a) where aggregates.isAggregate(cell.symbol) {
                pending.append(cell.symbol)
            }
        }
        // Parents before children: each aggregate's weight is complete when it is
        // pushed down.
        below.sort(by: >)
        for a in below {
            guard let w = weight.removeValue(forKey: a) else { continue }
            for cell in aggregates.definition(of: a) {
                weight[cell.symbol, default: 0] += cell.coefficient * w
            }
        }
        return weight.filter { !nearZero($0.value) }
            .map { Row.Cell(symbol: $0.key, coefficient: $0.value) }
            .sorted { $0.symbol < $1.symbol }
    }
}
