/// The pivoting rules: the primal simplex over strict priority levels, phase one
/// through an artificial objective, and the dual simplex that re-solves edits.
extension Tableau {
    /// After this many pivots in a row that do not move the solution, entering and
    /// leaving choices switch to Bland's rule (smallest symbol), which cannot cycle.
    static let degenerateLimit = 32

    /// How many small-rate pivots with a short first step (Tableau+SmallRates.swift)
    /// one level may take: each lowers the level, so they cannot cycle, but by amounts
    /// rounding could fake; a chain of couplings needs one per lower level it crosses.
    static let shortStepLimit = 64

    /// Minimises every objective level in turn, highest first.
    ///
    /// A symbol may enter at level *k* only when its coefficient is zero at every
    /// higher level: then the pivot leaves those levels' objective rows untouched,
    /// so an optimised level stays optimal while the ones below it improve. This is
    /// the lexicographic order: nothing at a lower level can buy back a higher one.
    mutating func optimize() throws(SolverInternalError) {
        var rebuilt = false
        var level = 0
        while level < levels.count {
            // With levels kept per symbol there may be thousands: go straight to the
            // next one some symbol can enter at (none can at a level above: a pivot
            // at one level leaves the levels above it as they were).
            if levels.isSparse {
                guard let next = nextLevelWithEntering(from: level) else { break }
                level = next
            }
            var degenerate = 0
            var shortSteps = 0
            while true {
                var smallRates = false
                guard let entering = enteringSymbol(level: level, bland: degenerate > Self.degenerateLimit, smallRates: &smallRates) else {
                    // Nothing prices below −epsilon: a small rate may still buy a
                    // large step (Tableau+SmallRates.swift), some of them through short
                    // first steps, at most ``shortStepLimit`` at a level.
                    guard smallRates else { break }
                    guard let (entering, leaving, isShort) = smallRatePivot(level: level, shortSteps: shortSteps < Self.shortStepLimit)
                    else {
                        noteDeclinedSmallRates(level: level)
                        break
                    }
                    if isShort { shortSteps += 1 }
                    degenerate = 0
                    pivot(entering: entering, leaving: leaving)
                    continue
                }
                guard let (leaving, ratio) = leavingSymbol(for: entering) else {
                    // No restricted row bounds `entering`: every restricted symbol
                    // stays put or grows along this ray, so the level (a sum of
                    // restricted error symbols) cannot fall, and its true reduced
                    // cost is ≥ 0. The negative coefficient is rounding residue in the
                    // level rows (rand-260, rand-347), where more of it may block lower
                    // levels: write the levels afresh once and start again from the
                    // top; residue that survives that is in the rows themselves, and
                    // the proof above says it is zero.
                    if !rebuilt {
                        rebuilt = true
                        rebuildLevels()
                        level = -1
                        break
                    }
                    levels.zero(level, entering)
                    continue
                }
                degenerate = ratio < epsilon ? degenerate + 1 : 0
                pivot(entering: entering, leaving: leaving)
            }
            level += 1
        }
        clearTouched()
    }

    /// Minimises the artificial objective (phase one of adding a constraint).
    mutating func optimizeArtificial() throws(SolverInternalError) {
        var degenerate = 0
        while let objective = artificial {
            let bland = degenerate > Self.degenerateLimit
            var entering: Symbol?
            var best = -epsilon
            for cell in objective.cells where cell.coefficient < best {
                let kind = kinds[Int(cell.symbol)]
                guard kind != .dummy && kind != .external else { continue }
                entering = cell.symbol
                if bland { break }
                best = cell.coefficient
            }
            guard let e = entering else { return }
            guard let (leaving, ratio) = leavingSymbol(for: e) else { throw .unbounded }
            degenerate = ratio < epsilon ? degenerate + 1 : 0
            pivot(entering: e, leaving: leaving)
        }
    }

    /// The symbol to enter at `level`: the most negative coefficient (Dantzig, ties to
    /// the smallest symbol) or, under Bland's rule, the smallest symbol with a negative
    /// one; never a dummy, and only symbols that every higher level is indifferent to.
    /// Only ``touched`` symbols are priced: no other can enter. Both rules pick the
    /// same symbol in any order of the candidates (least coefficient then least
    /// symbol, or least symbol), so the order of ``touched`` does not matter.
    ///
    /// `mutating` though it writes nothing: called as a non-mutating method from the
    /// loops of `optimize()`, each call copied the tableau's stored properties first
    /// (a `memcpy` and a retain of each array per call, once per level per
    /// optimisation): builds 2–3% of their instructions, and a quarter of the time of
    /// a layout with thousands of priority levels.
    ///
    /// `smallRates` is set when some symbol had a coefficient between
    /// −``epsilon`` and −``rateFloor`` (when none entered: then
    /// ``smallRatePivot(level:)`` has candidates; counted here so that pricing is one
    /// scan in the usual case).
    mutating func enteringSymbol(level: Int, bland: Bool, smallRates: inout Bool) -> Symbol? {
        var entering: Symbol?
        var best = -epsilon
        for s in touched {
            if bland, let e = entering, s > e { continue }
            let kind = kinds[Int(s)]
            guard kind != .dummy && kind != .external else { continue }
            let c = levels.coefficient(level, of: s)
            guard c < -epsilon else {
                if c < -Self.rateFloor { smallRates = true }
                continue
            }
            if !bland, let e = entering, c > best || (c == best && s > e) { continue }
            guard levels.isNearZero(s, above: level) else { continue }
            entering = s
            best = c
        }
        return entering
    }

    /// The ratio test: the restricted row that first reaches zero as `entering`
    /// grows, with the step it allows. Ties go to the smallest basic symbol. Rows whose
    /// coefficient of `entering` is above −`floor` do not bound the step (the pivots
    /// along small rates count them from ``rateFloor`` on).
    mutating func leavingSymbol(for entering: Symbol, from floor: Double = epsilon) -> (Symbol, Double)? {
        var leaving: Symbol?
        var bestRatio = Double.infinity
        for k in 0..<makeColumnExact(entering) {
            let b = holder(of: entering, at: k)
            guard isRestricted(b) else { continue }
            let row = rows[Int(b)]
            let c = row.coefficient(of: entering)
            guard c < -floor else { continue }
            let ratio = Swift.max(0, -row.constant / c)
            if let current = leaving {
                if ratio < bestRatio - epsilon || (ratio <= bestRatio + epsilon && b < current) {
                    leaving = b
                    bestRatio = Swift.min(ratio, bestRatio)
                }
            } else {
                leaving = b
                bestRatio = ratio
            }
        }
        return leaving.map { ($0, bestRatio) }
    }

    /// Restores feasibility after edits moved row constants, keeping every level
    /// optimal: the dual simplex, with the entering symbol chosen by the
    /// lexicographically smallest ratio of objective coefficients.
    mutating func dualOptimize() throws(SolverInternalError) {
        // Most steps of a sweep leave every row feasible; this returns before the
        // loop's first `popLast` takes exclusive access to the queue.
        if infeasible.isEmpty { return }
        while let leaving = infeasible.popLast() {
            let li = Int(leaving)
            guard isBasic[li], rows[li].constant < -epsilon else { continue }
            guard let entering = dualEnteringSymbol(row: rows[li]) else { throw .dualInfeasible(leaving, rows[li]) }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The symbol to enter for a row whose basic symbol must rise to zero: among the
    /// row's positive coefficients (never a dummy or an external symbol), the one whose
    /// objective vector divided by its coefficient is lexicographically smallest, ties
    /// to the smallest symbol. Entering it keeps every level optimal. (`mutating` for
    /// the reason ``enteringSymbol(level:bland:smallRates:)`` is.)
    ///
    /// Two ratios tie when they differ by less than ``epsilon``, or less if the step
    /// makes the difference real: a ratio times the row's constant is how far the pivot
    /// moves that level, so ratios of 1e-9 and 0 at a level differ by a move of 1e-5
    /// when the row is 1e4 below zero. Treated as a tie, that let an edit at priority 2,
    /// three 1000-coefficients away from a level at 500, move that level by 1e-5 to
    /// spare its own (Tableau+SmallRates.swift; the same test as the primal pivots'
    /// ``smallRateMinimumFall``).
    ///
    /// Coefficients between ``rateFloor`` and ``epsilon`` are candidates too, but only
    /// against the best of the others, and only where that one would move a level by
    /// more than ``smallRateMinimumFall`` that the small one spares: with required
    /// v0 = v2 / 1e9 − 0.01, v0 ≤ −0.01 at 500 and an edit of v2 at 2, suggesting 10,000
    /// leaves level 500's slack 1e-5 below zero, repaired either by level 500's error
    /// (coefficient 1: level 500 moves by 1e-5) or by the edit's other error
    /// (coefficient 1e-9: a step of 1e4 that only level 2 pays). Strict priorities take
    /// the second. A tie, or a difference within rounding, keeps the regular candidate,
    /// so that a residue of rounding is divided by only when a real change buys it.
    mutating func dualEnteringSymbol(row: Row) -> Symbol? {
        var entering: Symbol?
        var enteringCoefficient = 0.0
        var sawSmall = false
        let tolerance = Swift.min(epsilon, Self.smallRateMinimumFall / abs(row.constant))
        for cell in row.cells where cell.coefficient > Self.rateFloor {
            let kind = kinds[Int(cell.symbol)]
            guard kind != .dummy && kind != .external else { continue }
            guard cell.coefficient > epsilon else {
                sawSmall = true
                continue
            }
            if let current = entering,
                !levels.ratio(cell.symbol, cell.coefficient, isBelow: current, enteringCoefficient, tolerance: tolerance) { continue }
            entering = cell.symbol
            enteringCoefficient = cell.coefficient
        }
        if sawSmall, let e = entering, let s = smallDualCandidate(row: row, sparing: e, enteringCoefficient, tolerance: tolerance) {
            return s
        }
        return entering
    }

    /// The best of `row`'s coefficients between ``rateFloor`` and ``epsilon`` by the
    /// dual ratio, if its ratios are below `regular`'s by more than rounding: by a
    /// change of ``smallRateMinimumFall`` at the first level where they differ. Apart
    /// from ``dualEnteringSymbol(row:)``'s loop, which such rows rarely reach.
    @inline(never)
    private func smallDualCandidate(row: Row, sparing regular: Symbol, _ regularCoefficient: Double, tolerance: Double) -> Symbol? {
        var small: Symbol?
        var smallCoefficient = 0.0
        for cell in row.cells where cell.coefficient > Self.rateFloor && cell.coefficient <= epsilon {
            let kind = kinds[Int(cell.symbol)]
            guard kind != .dummy && kind != .external else { continue }
            if let current = small,
                !levels.ratio(cell.symbol, cell.coefficient, isBelow: current, smallCoefficient, tolerance: tolerance) { continue }
            small = cell.symbol
            smallCoefficient = cell.coefficient
        }
        guard let small else { return nil }
        let realChange = Self.smallRateMinimumFall / abs(row.constant)
        return levels.ratioOrder(small, smallCoefficient, regular, regularCoefficient, tolerance: realChange) < 0 ? small : nil
    }

    /// The first level from `level` on at which some touched symbol can enter, if any
    /// (levels kept per symbol): by pricing, or along a small rate.
    private func nextLevelWithEntering(from level: Int) -> Int? {
        var next: Int?
        for s in touched {
            let kind = kinds[Int(s)]
            guard kind != .dummy && kind != .external else { continue }
            guard let rank = enteringRank(of: s, from: level) else { continue }
            if next.map({ rank < $0 }) ?? true { next = rank }
        }
        return next
    }

    /// The first level from `level` on at which `s` can enter, by pricing or along a
    /// small rate: one walk of its levels in the usual case, where the first coefficient
    /// from ``rateFloor`` on is also the first from ``epsilon`` on.
    private func enteringRank(of s: Symbol, from level: Int) -> Int? {
        guard let (rank, c) = levels.leadingLevel(of: s, from: Self.rateFloor) else { return nil }
        if !nearZero(c) { return rank >= level && c < 0 ? rank : nil }
        // A small rate first: a candidate of ``smallRatePivot(level:)`` there if it is
        // negative, and in any case pricing looks past it to the first coefficient
        // above ``epsilon``.
        if c < 0 && rank >= level { return rank }
        guard let (priced, p) = levels.leadingLevel(of: s), priced >= level, p < -epsilon else { return nil }
        return priced
    }
}

/// A state the simplex should never reach; it means a bug or numbers beyond doubles.
enum SolverInternalError: Error, Sendable {
    case unbounded
    /// A restricted basic symbol whose row is negative and cannot become ≥ 0: a proof
    /// that the constraints owning it and the symbols of its row cannot all hold.
    case dualInfeasible(Symbol, Row)
    case noLeavingRow
}

