/// One tableau row, `basic = constant + Σ coefficient·symbol`, over nonbasic symbols.
///
/// The cells are kept sorted by symbol. Layout rows are short (a dozen cells), so
/// point operations scan linearly below 16 cells and binary-search above; adding one
/// row to another is a merge of two sorted runs. Sorted cells also make every
/// iteration order, and so every pivot choice, deterministic.
struct Row: Sendable {
    struct Cell: Sendable {
        var symbol: Symbol
        var coefficient: Double
    }

    var constant: Double
    private(set) var cells: [Cell]

    init(constant: Double = 0) {
        self.constant = constant
        self.cells = []
    }

    /// An empty row with room for `capacity` cells: a new constraint's row, whose size
    /// the solver knows before it writes it, then grows no buffer cell by cell.
    init(constant: Double, capacity: Int) {
        self.constant = constant
        self.cells = []
        cells.reserveCapacity(capacity)
    }

    /// A row of `cells`, which must be sorted by symbol, each symbol once, none near zero.
    init(constant: Double, sortedCells: [Cell]) {
        self.constant = constant
        self.cells = sortedCells
    }

    var isEmpty: Bool { cells.isEmpty }

    /// The position of `symbol` in `cells`, or where it would be inserted.
    /// Complexity: O(log n) above 16 cells, O(n) below.
    @inline(__always)
    func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        if cells.count <= 16 {
            var i = 0
            while i < cells.count {
                let s = cells[i].symbol
                if s >= symbol { return (i, s == symbol) }
                i += 1
            }
            return (i, false)
        }
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            if cells[mid].symbol < symbol { low = mid + 1 } else { high = mid }
        }
        return (low, low < cells.count && cells[low].symbol == symbol)
    }

    /// The coefficient of `symbol`, zero when absent.
    func coefficient(of symbol: Symbol) -> Double {
        let (i, found) = position(of: symbol)
        return found ? cells[i].coefficient : 0
    }

    /// Adds `coefficient·symbol`; a cell that cancels is removed, and a near-zero
    /// coefficient is never inserted (tiny values would otherwise spread through merges).
    /// Returns true when the symbol was not in the row before and now is.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Bool {
        let (i, found) = position(of: symbol)
        if found {
            let sum = cells[i].coefficient + coefficient
            if cancels(sum, cells[i].coefficient, coefficient) { removeCell(at: i) } else { cells[i].coefficient = sum }
            return false
        }
        if nearZero(coefficient) { return false }
        insertCell(Cell(symbol: symbol, coefficient: coefficient), at: i)
        return true
    }

    /// Removes `symbol`'s cell, returning its coefficient (zero when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (i, found) = position(of: symbol)
        guard found else { return 0 }
        return removeCell(at: i).coefficient
    }

    /// `self += factor·other`, calling `inserted` for each symbol new to this row.
    /// Complexity: O(n + m), one merge; O(m log n) plus moves for a short `other`.
    mutating func add(_ other: Row, times factor: Double, inserted: (Symbol) -> Void) {
        // The merge's buffer, made for this call, becomes the row's storage.
        var scratch: [Cell] = []
        add(other, times: factor, scratch: &scratch, handingOver: true, inserted: inserted)
    }

    /// ``add(_:times:inserted:)`` merging through `scratch`, a buffer the caller keeps
    /// between merges: a caller that merges row after row (a pivot's substitution)
    /// allocates nothing once the buffer has grown to the longest merge. Its contents
    /// are ignored and overwritten.
    mutating func add(_ other: Row, times factor: Double, scratch: inout [Cell], inserted: (Symbol) -> Void) {
        add(other, times: factor, scratch: &scratch, handingOver: false, inserted: inserted)
    }

    /// A scratch buffer for merges of up to `capacity` cells (see ``add(_:times:scratch:inserted:)``).
    static func scratch(capacity: Int) -> [Cell] {
        [Cell](repeating: Cell(symbol: 0, coefficient: 0), count: capacity)
    }

    /// ``add(_:times:scratch:inserted:)``; `handingOver`: the row takes the storage
    /// the merge wrote (the caller drops `scratch`), instead of a copy of its cells.
    private mutating func add(_ other: Row, times factor: Double, scratch: inout [Cell], handingOver: Bool, inserted: (Symbol) -> Void) {
        constant += other.constant * factor
        if other.cells.isEmpty { return }
        if cells.isEmpty && cells.capacity >= other.cells.count {
            // The merge's own loop with nothing to merge with, written in place: a new
            // constraint's row starts as a copy of its first basic term's row.
            for cell in other.cells {
                let c = cell.coefficient * factor
                if !negligibleProduct(c) { cells.append(Cell(symbol: cell.symbol, coefficient: c)); inserted(cell.symbol) }
            }
            return
        }
        if other.cells.count <= Self.pointUpdateLimit && other.cells.count * 4 <= cells.count {
            addInPlace(other, times: factor, inserted: inserted)
            return
        }
        merge(other, times: factor, skipping: -1, scratch: &scratch, handingOver: handingOver, inserted: inserted)
    }

    /// Replaces `symbol` by `other`: `self += c·other` without `symbol`'s cell, where
    /// `c` is that cell's coefficient (returned; zero when absent, and then nothing
    /// changes). `other` must not hold `symbol`. This is a pivot's substitution into
    /// one row: the merge skips the cell instead of removing it first, which moved the
    /// rest of the row (5–7% of the edit steps of the sweeps, callgrind).
    @discardableResult
    mutating func substitute(_ symbol: Symbol, by other: Row, scratch: inout [Cell], inserted: (Symbol) -> Void) -> Double {
        let (i, found) = position(of: symbol)
        guard found else { return 0 }
        let c = cells[i].coefficient
        if other.cells.isEmpty || (other.cells.count <= Self.pointUpdateLimit && other.cells.count * 4 <= cells.count - 1) {
            removeCell(at: i)
            add(other, times: c, scratch: &scratch, inserted: inserted)
            return c
        }
        constant += other.constant * c
        merge(other, times: c, skipping: symbol, scratch: &scratch, handingOver: false, inserted: inserted)
        return c
    }

    /// ``substitute(_:by:scratch:inserted:)`` for a caller that rewrites many rows with
    /// one pivot row: `otherCells` are `other`'s cells and `out` a buffer of at least
    /// `cells.count + other.cells.count` cells, both taken by the caller once for all
    /// of its merges. Taking them per merge retained and released the pivot row's and
    /// the buffer's storage each time, and the library's append and remove of a range
    /// that put the merged cells back cost about 70 instructions a row: together a
    /// ninth of grid-5-sweep's edit steps, whose merges are of about 80 cells.
    @inline(__always)
    mutating func substitute(
        _ symbol: Symbol, by other: Row, cells otherCells: UnsafeBufferPointer<Cell>, scratch out: UnsafeMutableBufferPointer<Cell>,
        inserted: (Symbol) -> Void
    ) -> Double {
        let (i, found) = position(of: symbol)
        guard found else { return 0 }
        let c = cells[i].coefficient
        constant += other.constant * c
        if otherCells.isEmpty || (otherCells.count <= Self.pointUpdateLimit && otherCells.count * 4 <= cells.count - 1) {
            removeCell(at: i)
            if !otherCells.isEmpty { addInPlace(other, times: c, inserted: inserted) }
            return c
        }
        let old = cells.count
        // One mutable access for reading the row and writing the merge back: a read
        // access of its own retained and released the row's storage.
        let count = cells.withUnsafeMutableBufferPointer { a in
            let count = Self.mergeCells(UnsafeBufferPointer(a), otherCells, times: c, skipping: symbol, into: out, inserted: inserted)
            for k in 0..<Swift.min(count, old) { a[k] = out[k] }
            return count
        }
        // A merge mostly gains or loses a cell or two: single appends and removals,
        // which the library inlines, where a range went through its generic code.
        if count > old {
            if count - old > 4 {
                cells.append(contentsOf: UnsafeBufferPointer(rebasing: out[old..<count]))
            } else {
                for k in old..<count { cells.append(out[k]) }
            }
        } else if count < old {
            if old - count > 4 {
                cells.removeLast(old - count)
            } else {
                for _ in count..<old { cells.removeLast() }
            }
        }
        return c
    }

    /// The merge of ``add(_:times:scratch:inserted:)``, leaving out `skipped`'s cell of
    /// this row (−1: none). It writes into `scratch` through a buffer pointer and then
    /// copies the result over this row's cells: appending cell by cell checked the
    /// array's uniqueness and capacity at every cell, a third of the merge's cost.
    private mutating func merge(
        _ other: Row, times factor: Double, skipping skipped: Symbol, scratch: inout [Cell], handingOver: Bool,
        inserted: (Symbol) -> Void
    ) {
        let needed = cells.count + other.cells.count
        if scratch.count < needed { scratch = Self.scratch(capacity: handingOver ? needed : Swift.max(needed, 2 * scratch.count)) }
        let count = scratch.withUnsafeMutableBufferPointer { out in
            cells.withUnsafeBufferPointer { a in
                other.cells.withUnsafeBufferPointer { b in
                    Self.mergeCells(a, b, times: factor, skipping: skipped, into: out, inserted: inserted)
                }
            }
        }
        if handingOver {
            swap(&cells, &scratch)
            cells.removeLast(cells.count - count)
            return
        }
        // The cells beyond the row's old length are appended from a buffer pointer: the
        // generic `append` of an array slice cost about 140 instructions a call.
        let old = cells.count
        scratch.withUnsafeBufferPointer { source in
            if count > old {
                cells.append(contentsOf: UnsafeBufferPointer(rebasing: source[old..<count]))
            } else if count < old {
                cells.removeLast(old - count)
            }
            cells.withUnsafeMutableBufferPointer { destination in
                for k in 0..<Swift.min(count, old) { destination[k] = source[k] }
            }
        }
    }

    /// The loop of ``merge(_:times:skipping:scratch:handingOver:inserted:)``: `a` with
    /// `factor·b` added, `skipped`'s cell of `a` left out, written to `out` (which holds
    /// at least `a.count + b.count` cells); returns the number written.
    ///
    /// It walks `a`'s cells below `b`'s next symbol in a loop of their own, which is
    /// most of a merge (a holder row is longer than the pivot row's share of it), and
    /// counts with wrapping arithmetic, the counts being bounded by the buffers. The
    /// single loop it replaces reloaded both positions and both symbols at every cell
    /// and came to 19 to 45 instructions a cell (callgrind, stack-800's build).
    @inline(__always)
    private static func mergeCells(
        _ a: UnsafeBufferPointer<Cell>, _ b: UnsafeBufferPointer<Cell>, times factor: Double, skipping skipped: Symbol,
        into out: UnsafeMutableBufferPointer<Cell>, inserted: (Symbol) -> Void
    ) -> Int {
        var n = 0
        var i = 0
        var j = 0
        let aCount = a.count
        let bCount = b.count
        if aCount > 0 && bCount > 0 {
            var sb = b[0].symbol
            merging: while true {
                // `a`'s cells below `sb`, copied.
                var sa = a[i].symbol
                while sa < sb {
                    if sa != skipped { out[n] = a[i]; n &+= 1 }
                    i &+= 1
                    if i == aCount { break merging }
                    sa = a[i].symbol
                }
                if sa == sb {
                    let d = b[j].coefficient * factor
                    let c = a[i].coefficient + d
                    if !cancels(c, a[i].coefficient, d) { out[n] = Cell(symbol: sa, coefficient: c); n &+= 1 }
                    i &+= 1
                    j &+= 1
                    if i == aCount || j == bCount { break merging }
                } else {
                    let c = b[j].coefficient * factor
                    if !negligibleProduct(c) { out[n] = Cell(symbol: sb, coefficient: c); n &+= 1; inserted(sb) }
                    j &+= 1
                    if j == bCount { break merging }
                }
                sb = b[j].symbol
            }
        }
        while i < aCount {
            if a[i].symbol != skipped { out[n] = a[i]; n &+= 1 }
            i &+= 1
        }
        while j < bCount {
            let c = b[j].coefficient * factor
            if !negligibleProduct(c) { out[n] = Cell(symbol: b[j].symbol, coefficient: c); n &+= 1; inserted(b[j].symbol) }
            j &+= 1
        }
        return n
    }

    /// The longest row whose cells ``removeCell(at:)`` and ``insertCell(_:at:)`` move one by one.
    static let shortRowLimit = 32

    /// The longest row ``add(_:times:inserted:)`` writes cell by cell into a row at
    /// least four times longer, instead of merging.
    static let pointUpdateLimit = 32

    /// The cells of `add(_:times:inserted:)` for a short `other` and a long `self`:
    /// each of `other`'s cells is found by binary search (from where the previous one
    /// was, both being sorted) and updated, inserted or removed in place.
    ///
    /// Merging copies the whole long row for a handful of changed cells; this was
    /// written for the objective levels when they were sorted rows (now
    /// ``LevelObjective``) and still serves the phase-one objective and any row much
    /// longer than the one added to it. The arithmetic and the near-zero tests are the
    /// merge's, cell for cell, so the result is the same row.
    private mutating func addInPlace(
        _ other: Row, times factor: Double, inserted: (Symbol) -> Void
    ) {
        var start = 0
        for cell in other.cells {
            var low = start
            var high = cells.count
            // Symbols are numbered as they are made, so a cell new to a long row is
            // often of a symbol newer than all of the row's: it goes at the end, found
            // with one comparison instead of a search (levels-1000's build, −10%).
            if high > low && cells[high - 1].symbol < cell.symbol { low = high }
            while low < high {
                let mid = (low + high) >> 1
                if cells[mid].symbol < cell.symbol { low = mid + 1 } else { high = mid }
            }
            let delta = cell.coefficient * factor
            if low < cells.count && cells[low].symbol == cell.symbol {
                let c = cells[low].coefficient + delta
                if cancels(c, cells[low].coefficient, delta) {
                    removeCell(at: low)
                } else {
                    cells[low].coefficient = c
                    low += 1
                }
            } else if !negligibleProduct(delta) {
                insertCell(Cell(symbol: cell.symbol, coefficient: delta), at: low)
                inserted(cell.symbol)
                low += 1
            }
            start = low
        }
    }

    /// `cells.remove(at:)` for the short arrays most rows are: the library's version,
    /// made for any element type and length, cost about a hundred instructions around
    /// a move of a few cells (3% of a 50-constraint build with the insertions below).
    /// Longer rows (a level's row holds thousands of cells) keep the library's move.
    @inline(__always)
    @discardableResult
    private mutating func removeCell(at i: Int) -> Cell {
        let removed = cells[i]
        cells.withUnsafeMutableBufferPointer { buffer in
            if buffer.count > Self.shortRowLimit {
                Self.moveCells(in: buffer, from: i + 1, to: i, count: buffer.count - 1 - i)
                return
            }
            var j = i
            while j + 1 < buffer.count {
                buffer[j] = buffer[j + 1]
                j += 1
            }
        }
        cells.removeLast()
        return removed
    }

    /// `cells.insert(_:at:)` (see ``removeCell(at:)``).
    @inline(__always)
    private mutating func insertCell(_ cell: Cell, at i: Int) {
        cells.append(cell)
        cells.withUnsafeMutableBufferPointer { buffer in
            if buffer.count > Self.shortRowLimit {
                Self.moveCells(in: buffer, from: i, to: i + 1, count: buffer.count - 1 - i)
                buffer[i] = cell
                return
            }
            var j = buffer.count - 1
            while j > i {
                buffer[j] = buffer[j - 1]
                j -= 1
            }
            buffer[i] = cell
        }
    }

    /// Moves `count` cells within `buffer` (the ranges may overlap), one `memmove`.
    ///
    /// The library's `insert(_:at:)` and `remove(at:)` on a long row cost about a
    /// hundred instructions around the move itself: a long chain of optional links
    /// (`Benchmarks/shapes`' levels-1000) inserts millions of cells into rows of
    /// hundreds, near their ends, and those calls were a third of its build.
    @inline(__always)
    private static func moveCells(in buffer: UnsafeMutableBufferPointer<Cell>, from source: Int, to target: Int, count: Int) {
        guard count > 0, let base = buffer.baseAddress else { return }
        UnsafeMutableRawPointer(base + target).copyMemory(from: base + source, byteCount: count * MemoryLayout<Cell>.stride)
    }

    /// Multiplies the constant and every coefficient by −1.
    mutating func negate() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Rewrites `0 = constant + Σ cells` (which holds `symbol`) as
    /// `symbol = constant' + Σ cells'`, removing `symbol`'s cell.
    mutating func solve(for symbol: Symbol) {
        let c = remove(symbol)
        let factor = -1 / c
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Rewrites `basic = …` (which holds `entering`) as `entering = …`.
    mutating func solve(basic: Symbol, for entering: Symbol) {
        add(basic, -1)
        solve(for: entering)
    }
}

/// Whether `sum = a + b` is rounding left by a cancellation, to be dropped as zero:
/// when it is below ``relativeEpsilon`` of its operands.
///
/// Rounding in a sum is relative to its operands, never absolute. An absolute floor
/// (below ``epsilon`` while the operands were at least 1e-4, the rule before) dropped
/// true entries: 0.001 − 0.001000005 is a true cell of −5e-9 in rand-299 of the
/// differential campaign, and without it the required constraints ended 100 off (1e5
/// in the full case) with no conflict reported; rows built from 1000-coefficients
/// multiply into such cells (rand-320).
/// The relative bound is not the rounding of one addition (1e-16) but of the chain of
/// products behind each operand: a duplicated required equality written out through
/// rows of 1000.5-coefficients left −2.2e-13 where the operands were 0.013 (1.7e-11 of
/// them, rand-329 of seed 5); kept, it made the duplicate an independent constraint
/// whose dummy took a coefficient of 4.8e14, and a level ended 3.5 worse than optimal.
@inline(__always)
func cancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
    abs(sum) <= relativeEpsilon * Swift.max(abs(a), abs(b))
}

/// Whether a product written into a row where its symbol had no cell is too small to
/// keep. Only exact zeros: a product of two true coefficients is a true coefficient,
/// however small (rows built from 1000-coefficients hold cells of 1e-9, and the
/// symbol may later move by 1e8; dropping one left a required equality off by 99,626
/// in the differential campaign's rand-956 of seed 5). Rounding residue is removed
/// where it arises, in sums (``cancels(_:_:_:)``).
@inline(__always)
func negligibleProduct(_ value: Double) -> Bool { value == 0 }
