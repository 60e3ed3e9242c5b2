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
    mutating func smallRatePivot(level: Int) -> (entering: Symbol, leaving: Symbol)? {
        var best: (entering: Symbol, leaving: Symbol, fall: Double)?
        for s in touched {
            let kind = kinds[Int(s)]
            guard kind != .dummy && kind != .external else { continue }
            let rate = levels.coefficient(level, of: s)
            guard rate < -Self.rateFloor && rate >= -epsilon else { continue }
            guard let (leaving, step) = leavingSymbol(for: s, from: Self.rateFloor) else { continue }
            let fall = -rate * step
            guard fall > Self.smallRateMinimumFall, levels.largestMagnitude(of: s, above: level) * step <= epsilon else { continue }
            if let b = best, fall < b.fall || (fall == b.fall && s > b.entering) { continue }
            best = (s, leaving, fall)
        }
        return best.map { ($0.entering, $0.leaving) }
    }
}
