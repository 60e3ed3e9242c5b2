/// The objective levels: one per optional priority in use, each the sum of its error
/// symbols over the nonbasic symbols (``ObjectiveLevels``), and the symbols whose
/// coefficients in them changed since the last optimisation (``Tableau/touched``),
/// the only ones pricing looks at.
extension Tableau {
    /// The index of the objective level for `priority`, created when missing.
    mutating func levelIndex(for priority: Double) -> Int {
        let (rank, created) = levels.rank(for: priority)
        if created { noteStructureChanged() }
        return rank
    }

    /// Adds `coefficient·s` to a level's objective, substituting `s`'s row when basic.
    mutating func addToObjective(level: Int, symbol s: Symbol, coefficient: Double) {
        noteStructureChanged()
        levelPriority[Int(s)] = coefficient > 0 ? levels.priorities[level] : .nan
        add(coefficient, of: s, toLevel: level)
    }

    /// Adds `coefficient·s` to level `level`, as `s`'s row when `s` is basic.
    private mutating func add(_ coefficient: Double, of s: Symbol, toLevel level: Int) {
        if isBasic[Int(s)] {
            levels.add(level, rows[Int(s)], times: coefficient)
            touchAll(rows[Int(s)])
        } else {
            levels.add(level, s, coefficient)
            touch(s)
        }
    }

    /// Adds `delta` to the weight error symbol `s` counts with in its level (1 when
    /// installed): the level changes by `delta·s`, its row substituted when basic.
    mutating func addWeight(_ delta: Double, level: Int, symbol s: Symbol) {
        noteStructureChanged()
        let weight = (levelWeights[s] ?? 1) + delta
        levelWeights[s] = weight == 1 ? nil : weight
        add(delta, of: s, toLevel: level)
    }

    /// Writes every objective level afresh as the sum of its error symbols, each
    /// nonbasic one as itself and each basic one as its row.
    ///
    /// A level row is updated at every pivot that touches it, and with rows of
    /// 1000 × 1000 products (values near 1e9) those updates leave rounding residue
    /// above ``epsilon``: a coefficient of −3.7e-7 on a symbol no restricted row
    /// bounds (which ``optimize()`` then called unbounded), or 2.7e-8 on a symbol that
    /// a lower level needs, which then cannot enter there. The fresh sum holds only
    /// the residue of the rows themselves. Complexity: O(symbols + cells of the basic
    /// error rows), so it runs only when ``optimize()`` meets such a residue.
    mutating func rebuildLevels() {
        noteStructureChanged()
        touchAllInLevels()
        levels.removeAllCoefficients()
        // One pass over the symbols (each level's errors are added in symbol order, as
        // level by level): with thousands of levels, a pass per level was levels ×
        // symbols.
        for s in levelPriority.indices where !levelPriority[s].isNaN {
            guard let rank = levels.rank(of: levelPriority[s]) else { continue }
            let weight = levelWeights.isEmpty ? 1 : levelWeights[Symbol(s)] ?? 1
            if isBasic[s] {
                levels.add(rank, rows[s], times: weight)
            } else {
                levels.add(rank, Symbol(s), weight)
            }
        }
        touchAllInLevels()
    }

    /// Notes that `s`'s objective coefficients may have changed (see ``touched``).
    @inline(__always)
    mutating func touch(_ s: Symbol) {
        let si = Int(s)
        if !isTouched[si] {
            isTouched[si] = true
            touched.append(s)
        }
    }

    /// Replaces `s` by `row` in every level that holds it (a pivot's or an install's
    /// substitution), noting the row's symbols as touched.
    @inline(__always)
    mutating func substituteInLevels(_ s: Symbol, by row: Row) {
        if levels.substitute(s, by: row) { touchAll(row) }
    }

    /// ``touch(_:)`` for every symbol of `row`.
    mutating func touchAll(_ row: Row) {
        for cell in row.cells { touch(cell.symbol) }
    }

    /// ``touch(_:)`` for every symbol some level holds.
    mutating func touchAllInLevels() {
        let levels = self.levels
        levels.forEachNonzero { s, _ in touch(s) }
    }

    /// Forgets the candidates once every level is optimal (``optimize()``).
    mutating func clearTouched() {
        for s in touched { isTouched[Int(s)] = false }
        touched.removeAll(keepingCapacity: true)
    }
}
