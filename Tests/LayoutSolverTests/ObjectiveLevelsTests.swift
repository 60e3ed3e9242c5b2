@testable import LayoutSolver
import PropertyBased
import Testing

/// The objective levels' two layouts (an array per level, or each symbol's list of
/// levels) against each other: the same random writes give the same coefficients,
/// the same leading levels, the same lexicographic ratio tests, at every step,
/// including across the switch from one layout to the other.
@Suite struct ObjectiveLevelsTests {
    @Test(arguments: [0, 3])
    func bothLayoutsHoldTheSameLevels(sparseFrom: Int) {
        let symbols: Int32 = 24
        let priorities: [Double] = [999, 750, 500.5, 251, 250, 40, 39, 1, 2.25, 998]
        for trial in 0..<40 {
            var rng = Xoshiro(seed: (0x1E7E_15, UInt64(trial), UInt64(sparseFrom), 7))
            var dense = ObjectiveLevels()
            dense.sparseFrom = .max
            var other = ObjectiveLevels()
            other.sparseFrom = sparseFrom
            for step in 0..<120 {
                let priority = priorities[Int.random(in: 0..<(2 + trial % 9), using: &rng)]
                let (rank, created) = dense.rank(for: priority)
                let (otherRank, otherCreated) = other.rank(for: priority)
                #expect(rank == otherRank && created == otherCreated)
                let s = Symbol(Int32.random(in: 0..<symbols, using: &rng))
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<4:
                    let row = RowAdditionTests.randomRow(length: Int.random(in: 1...6, using: &rng), symbols: symbols, using: &rng)
                    let factor = ([1, -1, 0.5, 1e-9, -3] as [Double]).randomElement(using: &rng) ?? 1
                    dense.add(rank, row, times: factor)
                    other.add(rank, row, times: factor)
                case 4..<7:
                    // Sometimes the exact opposite of what is there, so that sums cancel.
                    let c = Bool.random(using: &rng) ? -dense.coefficient(rank, of: s) : Double(Int.random(in: -3...3, using: &rng))
                    dense.add(rank, s, c)
                    other.add(rank, s, c)
                case 7:
                    dense.zero(rank, s)
                    other.zero(rank, s)
                case 8:
                    dense.zeroEverywhere(s)
                    other.zeroEverywhere(s)
                default:
                    if step % 40 == 39 {
                        dense.removeAllCoefficients()
                        other.removeAllCoefficients()
                    }
                }
                #expect(dense.priorities == other.priorities)
                for symbol in 0..<(symbols + 2) {
                    for level in 0..<dense.count where dense.coefficient(level, of: symbol) != other.coefficient(level, of: symbol) {
                        Issue.record("trial \(trial) step \(step): level \(level) symbol \(symbol)")
                    }
                    var held: [Int] = []
                    other.forEachLevel(holding: symbol) { level, c in
                        held.append(level)
                        #expect(c == dense.coefficient(level, of: symbol))
                    }
                    #expect(held == (0..<dense.count).filter { dense.coefficient($0, of: symbol) != 0 })
                    #expect(dense.holdsAnywhere(symbol) == other.holdsAnywhere(symbol))
                    #expect(dense.leadingLevel(of: symbol)?.rank == other.leadingLevel(of: symbol)?.rank)
                    let b = Symbol(Int32.random(in: 0..<symbols, using: &rng))
                    let ca = ([1, 0.5, 2] as [Double]).randomElement(using: &rng) ?? 1
                    #expect(dense.ratio(symbol, ca, isBelow: b, 1, tolerance: epsilon) == other.ratio(symbol, ca, isBelow: b, 1, tolerance: epsilon))
                }
            }
            #expect(other.isSparse == (other.count > sparseFrom))
        }
    }

    /// A sum that is rounding left by a cancellation is no coefficient, in both layouts
    /// and through both ways of adding (one symbol, a row times a factor), as in a row's
    /// merge: 0.1 + 0.2 − 0.3 is 5.6e-17 in doubles, and a level that kept it would let
    /// the symbol price as held by the level.
    @Test(arguments: [Int.max, 0])
    func roundingLeftByACancellationIsNoCoefficient(sparseFrom: Int) {
        var levels = ObjectiveLevels()
        levels.sparseFrom = sparseFrom
        let (rank, _) = levels.rank(for: 250)
        levels.add(rank, 3, 0.1)
        levels.add(rank, 3, 0.2)
        levels.add(rank, 3, -0.3)
        #expect(levels.coefficient(rank, of: 3) == 0)
        #expect(!levels.holdsAnywhere(3))
        levels.add(rank, Row(constant: 0, sortedCells: [Row.Cell(symbol: 5, coefficient: 0.1)]), times: 1)
        levels.add(rank, Row(constant: 0, sortedCells: [Row.Cell(symbol: 5, coefficient: 0.2)]), times: 1)
        levels.add(rank, Row(constant: 0, sortedCells: [Row.Cell(symbol: 5, coefficient: 0.3)]), times: -1)
        #expect(levels.coefficient(rank, of: 5) == 0)
        #expect(!levels.holdsAnywhere(5))
    }
}
