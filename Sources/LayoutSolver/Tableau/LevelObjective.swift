/// One optional priority level's objective: the sum of its error symbols, written
/// over the nonbasic symbols, with one coefficient per symbol of the tableau.
///
/// Dense, not a sorted row: every pivot adds the pivot row to each level that holds
/// the entering symbol, and the dual ratio test and pricing read a level's coefficient
/// of one symbol after another. In a sorted row of hundreds or thousands of cells each
/// of those was a binary search and, for a new symbol, a move of the cells after it
/// (a quarter of chain-125-sweep's edit steps); here each is one index. A layout has a
/// handful of levels, so the memory is a few doubles per symbol; past a couple of dozen
/// levels ``ObjectiveLevels`` keeps each symbol's levels instead.
///
/// The arithmetic is a sorted row's, cell for cell: a sum that ``cancels(_:_:_:)`` is
/// zero, and a zero coefficient is an absent cell. Only exact zeros matter for a new
/// product (``negligibleProduct(_:)``), which a dense sum of zero and the product
/// reproduces, so the levels, and every pivot chosen from them, are the same.
struct LevelObjective: Sendable {
    var priority: Double
    /// The level's value at the current solution.
    var constant: Double = 0
    /// Indexed by symbol; symbols past the end have coefficient zero (the array grows
    /// when one is written, not when the tableau makes a symbol).
    private(set) var coefficients: [Double] = []

    init(priority: Double) {
        self.priority = priority
    }

    /// The coefficient of `symbol`.
    @inline(__always)
    func coefficient(of symbol: Symbol) -> Double {
        let i = Int(symbol)
        return i < coefficients.count ? coefficients[i] : 0
    }

    /// Sets `symbol`'s coefficient to zero: it has become basic, or its
    /// coefficient is rounding residue.
    @inline(__always)
    mutating func zero(_ symbol: Symbol) {
        let i = Int(symbol)
        if i < coefficients.count { coefficients[i] = 0 }
    }

    /// Adds `coefficient·symbol` (``Row/add(_:_:)``: a sum that cancels is zero,
    /// and a near-zero coefficient is not taken for a symbol that has none).
    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        let i = Int(symbol)
        let old = self.coefficient(of: symbol)
        if old == 0 && nearZero(coefficient) { return }
        makeRoom(for: i)
        coefficients[i] = levelSum(old, coefficient)
    }

    /// `self += factor·row` (the arithmetic of ``Row/add(_:times:inserted:)``).
    mutating func add(_ row: Row, times factor: Double) {
        constant += row.constant * factor
        guard let last = row.cells.last else { return }
        makeRoom(for: Int(last.symbol))
        coefficients.withUnsafeMutableBufferPointer { levels in
            for cell in row.cells {
                let i = Int(cell.symbol)
                levels[i] = levelSum(levels[i], cell.coefficient * factor)
            }
        }
    }

    /// Calls `body` with every symbol whose coefficient is not zero, in symbol order.
    func forEachNonzero(_ body: (Symbol, Double) -> Void) {
        for (i, c) in coefficients.enumerated() where c != 0 { body(Symbol(i), c) }
    }

    /// Grows `coefficients` to hold index `i`, doubling, so that a build that writes
    /// symbol after symbol grows it a logarithmic number of times.
    @inline(__always)
    private mutating func makeRoom(for i: Int) {
        guard i >= coefficients.count else { return }
        let count = Swift.max(i + 1, 2 * coefficients.count, 16)
        coefficients.append(contentsOf: repeatElement(0, count: count - coefficients.count))
    }
}

/// A level's coefficient after `delta` is added to `old`, by a row merge's rules: where
/// the level held nothing it takes `delta` as it is (a product is kept unless exactly
/// zero), and a sum that ``cancels(_:_:_:)`` is zero, which is no cell. Both layouts of
/// ``ObjectiveLevels`` add with it, so they hold the same numbers.
@inline(__always)
func levelSum(_ old: Double, _ delta: Double) -> Double {
    if old == 0 { return delta }
    let sum = old + delta
    return cancels(sum, old, delta) ? 0 : sum
}
