@testable import LayoutSolver
import Testing
import PropertyBased

/// `Row.add(_:times:inserted:)` writes a short row into a long one cell by cell and
/// merges otherwise. Both must give exactly the row the definition gives: every symbol
/// of either row with coefficient `a + factor·b`, sums that cancel dropped (at most
/// 1e-9 of their operands, however small the operands are), new
/// products kept unless exactly zero (however small: see `negligibleProduct`), sorted;
/// and report the inserted symbols in order. Checked on random rows of every length
/// mix, with cancellations forced.
@Suite struct RowAdditionTests {
    /// The definition, computed by a dictionary.
    static func expected(_ a: Row, _ b: Row, _ factor: Double) -> (cells: [(Symbol, Double)], inserted: [Symbol]) {
        var sums: [Symbol: Double] = [:]
        var inserted: [Symbol] = []
        for cell in a.cells { sums[cell.symbol] = cell.coefficient }
        for cell in b.cells {
            let product = cell.coefficient * factor
            if let existing = sums[cell.symbol] {
                let sum = existing + product
                let scale = max(abs(existing), abs(product))
                let cancelled = abs(sum) <= 1e-9 * scale
                sums[cell.symbol] = cancelled ? nil : sum
            } else if product != 0 {
                sums[cell.symbol] = product
                inserted.append(cell.symbol)
            }
        }
        let cells = sums.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        return (cells, inserted.sorted())
    }

    static let factors = [1.0, -1.0, 0.5, -2.0, 1e-9, 3.0, -(1 + 4e-10), -(1 + 4e-9)]

    static func randomRow(length: Int, symbols: Int32, using rng: inout Xoshiro) -> Row {
        var chosen = Set<Symbol>()
        while chosen.count < min(length, Int(symbols)) { chosen.insert(Symbol.random(in: 0..<symbols, using: &rng)) }
        let cells = chosen.sorted().map { Row.Cell(symbol: $0, coefficient: Double(Int.random(in: -4...4, using: &rng) | 1) / 2) }
        return Row(constant: Double(Int.random(in: -10...10, using: &rng)), sortedCells: cells)
    }

    @Test func shortIntoLongAndLongIntoLongGiveTheDefinition() {
        var rng = Xoshiro(seed: (0x5EED_0077, 1, 2, 3))
        for trial in 0..<2000 {
            let long = Int.random(in: 0...200, using: &rng)
            let short = Int.random(in: 0...40, using: &rng)
            let symbols = Int32(Int.random(in: 8...400, using: &rng))
            var a = Self.randomRow(length: trial.isMultiple(of: 2) ? long : short, symbols: symbols, using: &rng)
            let b = Self.randomRow(length: trial.isMultiple(of: 2) ? short : long, symbols: symbols, using: &rng)
            // Factors that make shared cells cancel exactly or nearly (sums of 4e-10 of
            // their operands are rounding, of 4e-9 true values, though below 1e-8), and
            // a tiny one whose products are true values next to sums that do not cancel.
            let factor = Self.factors[Int.random(in: 0..<Self.factors.count, using: &rng)]
            let want = Self.expected(a, b, factor)
            let constant = a.constant + b.constant * factor
            var inserted: [Symbol] = []
            a.add(b, times: factor) { inserted.append($0) }
            #expect(a.cells.map(\.symbol) == want.cells.map(\.0), "trial \(trial): symbols")
            #expect(a.cells.map(\.coefficient) == want.cells.map(\.1), "trial \(trial): coefficients")
            #expect(inserted == want.inserted, "trial \(trial): inserted")
            #expect(a.constant == constant)
        }
    }

    /// The merge through a reused buffer (a pivot's substitution passes one from row to
    /// row): whatever the buffer held before, and however large it is, the result is
    /// the definition's row, and the other rows that shared storage are not touched.
    @Test func mergingThroughAReusedBufferGivesTheDefinition() {
        var rng = Xoshiro(seed: (0x5EED_0078, 4, 5, 6))
        var scratch: [Row.Cell] = [Row.Cell(symbol: 3, coefficient: 99)]
        for trial in 0..<2000 {
            let symbols = Int32(Int.random(in: 8...400, using: &rng))
            var a = Self.randomRow(length: Int.random(in: 0...200, using: &rng), symbols: symbols, using: &rng)
            let b = Self.randomRow(length: Int.random(in: 0...200, using: &rng), symbols: symbols, using: &rng)
            let shared = a
            let before = a.cells.map { ($0.symbol, $0.coefficient) }
            let factor = Self.factors[Int.random(in: 0..<Self.factors.count, using: &rng)]
            let want = Self.expected(a, b, factor)
            var inserted: [Symbol] = []
            a.add(b, times: factor, scratch: &scratch) { inserted.append($0) }
            #expect(a.cells.map(\.symbol) == want.cells.map(\.0), "trial \(trial): symbols")
            #expect(a.cells.map(\.coefficient) == want.cells.map(\.1), "trial \(trial): coefficients")
            #expect(inserted == want.inserted, "trial \(trial): inserted")
            // A copy made before the merge still holds the old cells.
            #expect(shared.cells.map(\.symbol) == before.map(\.0), "trial \(trial): copy's symbols")
            #expect(shared.cells.map(\.coefficient) == before.map(\.1), "trial \(trial): copy's coefficients")
        }
    }

    /// A random row `a`, a symbol it holds, and a random row `b` without that symbol, over
    /// `symbols` symbols: a pivot's substitution of `b` into `a`.
    static func randomSubstitution(using rng: inout Xoshiro) -> (a: Row, b: Row, replaced: Symbol, symbols: Int32) {
        let symbols = Int32(Int.random(in: 8...400, using: &rng))
        let a = randomRow(length: Int.random(in: 1...200, using: &rng), symbols: symbols, using: &rng)
        var b = randomRow(length: Int.random(in: 0...200, using: &rng), symbols: symbols, using: &rng)
        let replaced = a.cells[Int.random(in: 0..<a.cells.count, using: &rng)].symbol
        b.remove(replaced)
        return (a, b, replaced, symbols)
    }

    /// A pivot's substitution into one row (`substitute(_:by:scratch:inserted:)`), which
    /// skips the replaced symbol's cell in the merge: the same row as taking the cell
    /// out and adding its coefficient times the other row, through a reused buffer, on
    /// both of the ways rows are added (short into long cell by cell, and merged).
    @Test func substitutingASymbolIsRemovingItAndAddingItsMultiple() {
        var rng = Xoshiro(seed: (0x5EED_007A, 10, 11, 12))
        var scratch: [Row.Cell] = []
        for trial in 0..<2000 {
            var (a, b, replaced, symbols) = Self.randomSubstitution(using: &rng)
            var expected = a
            let c = expected.remove(replaced)
            let want = Self.expected(expected, b, c)
            var inserted: [Symbol] = []
            let returned = a.substitute(replaced, by: b, scratch: &scratch) { inserted.append($0) }
            #expect(returned == c, "trial \(trial): coefficient")
            #expect(a.cells.map(\.symbol) == want.cells.map(\.0), "trial \(trial): symbols")
            #expect(a.cells.map(\.coefficient) == want.cells.map(\.1), "trial \(trial): coefficients")
            #expect(inserted == want.inserted, "trial \(trial): inserted")
            #expect(a.constant == expected.constant + b.constant * c, "trial \(trial): constant")
            // A symbol the row does not hold changes nothing.
            let before = a
            let absent = (0..<symbols).first { a.coefficient(of: $0) == 0 } ?? symbols
            #expect(a.substitute(absent, by: b, scratch: &scratch) { _ in } == 0)
            #expect(a.cells.map(\.symbol) == before.cells.map(\.symbol) && a.constant == before.constant)
        }
    }

    /// The substitution a pivot makes into every holder with the pivot row's cells and
    /// one buffer taken once (`substitute(_:by:cells:scratch:inserted:)`): the same row
    /// as taking the cell out and adding its multiple, whatever the buffer held, with
    /// rows that gain, lose or keep their length, and a copy of the row made before
    /// it left as it was.
    @Test func substitutingThroughHeldPointersIsRemovingAndAddingItsMultiple() {
        var rng = Xoshiro(seed: (0x5EED_007B, 13, 14, 15))
        var scratch = Row.scratch(capacity: 400)
        for k in scratch.indices { scratch[k] = Row.Cell(symbol: Symbol(k % 7), coefficient: 42) }
        for trial in 0..<2000 {
            var (a, b, replaced, _) = Self.randomSubstitution(using: &rng)
            let shared = a
            let before = a.cells.map { ($0.symbol, $0.coefficient) }
            var expected = a
            let c = expected.remove(replaced)
            let want = Self.expected(expected, b, c)
            var inserted: [Symbol] = []
            let returned = b.cells.withUnsafeBufferPointer { pivot in
                scratch.withUnsafeMutableBufferPointer { out in
                    a.substitute(replaced, by: b, cells: pivot, scratch: out) { inserted.append($0) }
                }
            }
            #expect(returned == c, "trial \(trial): coefficient")
            #expect(a.cells.map(\.symbol) == want.cells.map(\.0), "trial \(trial): symbols")
            #expect(a.cells.map(\.coefficient) == want.cells.map(\.1), "trial \(trial): coefficients")
            #expect(inserted == want.inserted, "trial \(trial): inserted")
            #expect(a.constant == expected.constant + b.constant * c, "trial \(trial): constant")
            #expect(shared.cells.map(\.symbol) == before.map(\.0), "trial \(trial): copy's symbols")
            #expect(shared.cells.map(\.coefficient) == before.map(\.1), "trial \(trial): copy's coefficients")
        }
    }

    /// A dense objective level adds a row with the sorted row's arithmetic: its
    /// nonzero coefficients are exactly the definition's row, also after a symbol was
    /// zeroed (it became basic) and given back, and past the end of what it held.
    @Test func aLevelAddsRowsAsTheDefinitionDoes() {
        var rng = Xoshiro(seed: (0x5EED_0079, 7, 8, 9))
        for trial in 0..<2000 {
            let symbols = Int32(Int.random(in: 8...400, using: &rng))
            let start = Self.randomRow(length: Int.random(in: 0...200, using: &rng), symbols: symbols, using: &rng)
            let b = Self.randomRow(length: Int.random(in: 0...40, using: &rng), symbols: symbols, using: &rng)
            let factor = Self.factors[Int.random(in: 0..<Self.factors.count, using: &rng)]
            let want = Self.expected(start, b, factor)
            var level = LevelObjective(priority: 250)
            for cell in start.cells { level.add(cell.symbol, cell.coefficient) }
            level.constant = start.constant
            if let first = start.cells.first, trial.isMultiple(of: 3) {
                level.zero(first.symbol)
                #expect(level.coefficient(of: first.symbol) == 0)
                level.add(first.symbol, first.coefficient)
            }
            level.add(b, times: factor)
            var nonzero: [(Symbol, Double)] = []
            level.forEachNonzero { nonzero.append(($0, $1)) }
            #expect(nonzero.map(\.0) == want.cells.map(\.0), "trial \(trial): symbols")
            #expect(nonzero.map(\.1) == want.cells.map(\.1), "trial \(trial): coefficients")
            for (s, c) in want.cells { #expect(level.coefficient(of: s) == c) }
            #expect(level.coefficient(of: symbols + 1000) == 0)
            #expect(level.constant == start.constant + b.constant * factor)
        }
    }
}
