/// Strict priorities traded at rates below ``epsilon``.
///
/// Pricing takes a level coefficient above −``epsilon`` for zero, and so does the ratio
/// test for a row's coefficient. Both are right for layout numbers, where a rate that
/// small means rounding. But a rate is per unit of the entering symbol: coefficients of
/// 1000 multiplied through three constraints make a true rate of 1e-9, and a step of 1e7
/// along it lowers the level by 0.01, which strict priorities must take whatever it
/// costs the levels below (Documentation/SolverInternals.md, "Small rates").
///
/// So what is compared here is the change a pivot would make, rate times step, not the
/// rate: a pivot is taken when it lowers its level by more than
/// ``smallRateMinimumFall`` and moves no higher level by more than ``epsilon``.
/// Rounding residue cannot pass that test unless its step is huge, and a pivot that
/// does pass it lowers its level by a fixed amount, so it cannot cycle.
extension Tableau {
    /// Coefficients smaller than this are not priced or pivoted on even here: below
    /// it, rounding of the rows' own values (1e-16 of operands up to 1e4) is all there is.
    static let rateFloor = 1.0e-12

    /// How far a pivot along a rate below ``epsilon`` must lower its level. Such a pivot
    /// may divide by its small rate, which is only safe when the rate is a true value:
    /// in rand-233 of the differential campaign's seed 109, a level whose true value is
    /// 0 held 4.4e-8 of rounding, with a rounding rate of 5.9e-11 that "removed" it in a
    /// step of 750 and sent the lowest level from 3e5 to 3e11. A millionth of a point is
    /// the precision results are compared at (`compare.py`, the LP reference's level
    /// slack), far above such residue, and far below the falls true small rates buy
    /// (0.01 and 0.03 in rand-203).
    static let smallRateMinimumFall = 1.0e-6

    /// A pivot at `level` whose entering symbol's rate is between ``rateFloor`` and
    /// ``epsilon`` and whose step (the ratio test counting every row coefficient from
    /// ``rateFloor`` on: a row the symbol drives down, however slowly, bounds it) makes
    /// the level fall by more than ``smallRateMinimumFall`` while no higher level moves
    /// by more than ``epsilon``; the largest fall, ties to the smallest symbol. Called
    /// only when ``enteringSymbol(level:bland:smallRates:)`` finds none.
    ///
    /// When no pivot falls that far and `shortSteps` allows, a pivot whose step is cut
    /// short by a lower level's error row (``shortFirstStepReach(of:leaving:step:level:)``),
    /// with `isShort` set; the largest fall over the whole reach, ties to the smallest
    /// symbol.
    mutating func smallRatePivot(level: Int, shortSteps: Bool) -> (entering: Symbol, leaving: Symbol, isShort: Bool)? {
        var best: (entering: Symbol, leaving: Symbol, fall: Double)?
        var short: (entering: Symbol, leaving: Symbol, fall: Double)?
        for s in touched {
            let kind = kinds[Int(s)]
            guard kind != .dummy && kind != .external else { continue }
            let rate = levels.coefficient(level, of: s)
            guard rate < -Self.rateFloor && rate >= -epsilon else { continue }
            guard let (leaving, step) = leavingSymbol(for: s, from: Self.rateFloor) else { continue }
            let fall = -rate * step
            if fall > Self.smallRateMinimumFall {
                guard levels.largestMagnitude(of: s, above: level) * step <= epsilon else { continue }
                if let b = best, fall < b.fall || (fall == b.fall && s > b.entering) { continue }
                best = (s, leaving, fall)
            } else if shortSteps && best == nil, let reach = shortFirstStepReach(of: s, leaving: leaving, step: step, level: level) {
                let whole = -rate * reach
                guard whole > Self.smallRateMinimumFall, levels.largestMagnitude(of: s, above: level) * reach <= epsilon else { continue }
                if let b = short, whole < b.fall || (whole == b.fall && s > b.entering) { continue }
                short = (s, leaving, whole)
            }
        }
        if let best { return (best.entering, best.leaving, false) }
        return short.map { ($0.entering, $0.leaving, true) }
    }

    /// Keeps the touched symbols whose rate at `level` is small, once each, when
    /// ``smallRatePivot(level:shortSteps:)`` took none of them: the fall it compares is
    /// the rate times the step the constants allow, and the constants are what an edit
    /// moves without pricing again.
    @inline(never)
    mutating func noteDeclinedSmallRates(level: Int) {
        for s in touched where !declinedSmallRates.contains(s) {
            let kind = kinds[Int(s)]
            guard kind != .dummy && kind != .external else { continue }
            let rate = levels.coefficient(level, of: s)
            if rate < -Self.rateFloor && rate >= -epsilon { declinedSmallRates.append(s) }
        }
    }

    /// After an edit moved the constants: prices the symbols whose small rates were
    /// declined again, with whatever the edit's pivots touched, so that a step along
    /// one that the new constants make long enough is taken. rand-style chain-250 of
    /// the differential campaign: v4 = 1e9·v1 − 9990.01 through required couplings by
    /// 1000, v4 ≥ −100 at 1, an edit of v1 at 750. Built with the edit at v1's value,
    /// level 750's rate on level 1's error is −1e-9 over a step of zero; suggesting −5
    /// makes that step 5e9 and the fall 5, which strict priorities must take, but the
    /// dual simplex only restores feasibility (every row stayed feasible), so level
    /// 750 was left at 5. Nothing to do, and no cost, where no rate was declined.
    mutating func reexamineSmallRates() throws(SolverInternalError) {
        guard !declinedSmallRates.isEmpty else { return }
        let declined = declinedSmallRates
        declinedSmallRates = []
        for s in declined where !isBasic[Int(s)] { touch(s) }
        try optimize()
    }

    /// The first of several pivots along a small rate, when a lower level's row cuts
    /// its step short: with required v1 = −v0/1000, v2 = v1/1000 − 10 and v3 = v2/1000 +
    /// 10 (v3 = 9.99 − 1e-9·v0), v0 = −5 at 750, v0 = 0 at 250 and v3 = −5 at 999, level
    /// 999 falls by 14.99 as v0 goes to 1.5e10, but the first step stops at 5, where
    /// level 250's error row reaches zero: a fall of 5e-9, which the test above takes
    /// for rounding. Strict priorities go on through such rows (they only move lower
    /// levels), so the step is judged by how far the level falls until a row of its own
    /// or of a higher level, or a slack, stops it: the reach this returns, or nil when
    /// the pivot is not one to take this way.
    ///
    /// Taken only when the fall over that reach passes ``smallRateMinimumFall`` (the
    /// caller checks, with the higher levels over the whole reach), the pivot element
    /// (the short step's row coefficient) is above ``epsilon`` (no division by a small
    /// number), and the step is above ``epsilon`` (no degenerate pivot, so the level
    /// falls at every one). Callers bound how many run in a row.
    private mutating func shortFirstStepReach(of s: Symbol, leaving: Symbol, step: Double, level: Int) -> Double? {
        let priority = levels.priorities[level]
        let below = levelPriority[Int(leaving)]
        guard step > epsilon, !below.isNaN, below < priority, rows[Int(leaving)].coefficient(of: s) < -epsilon else { return nil }
        let reach = reachAtOrAbove(priority, along: s)
        return reach.isFinite ? reach : nil
    }

    /// How far `entering` can grow before a restricted row that is not the error of a
    /// level below `priority` reaches zero (every row coefficient from ``rateFloor`` on).
    private mutating func reachAtOrAbove(_ priority: Double, along entering: Symbol) -> Double {
        var reach = Double.infinity
        for k in 0..<makeColumnExact(entering) {
            let b = holder(of: entering, at: k)
            guard isRestricted(b) else { continue }
            let below = levelPriority[Int(b)]
            if !below.isNaN && below < priority { continue }
            let row = rows[Int(b)]
            let c = row.coefficient(of: entering)
            guard c < -Self.rateFloor else { continue }
            reach = Swift.min(reach, Swift.max(0, -row.constant / c))
        }
        return reach
    }
}
