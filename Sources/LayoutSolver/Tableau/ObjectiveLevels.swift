/// The objective levels, one per optional priority in use, highest first: each the
/// sum of its error symbols written over the nonbasic symbols. A level's index is its
/// rank.
///
/// Two layouts with the same arithmetic. A layout uses a handful of priorities, and
/// then each level is an array of one coefficient per symbol (``LevelObjective``):
/// a pivot's update is one index per cell, a lookup one index. But a layout may use
/// hundreds or thousands of distinct priorities (fractional ones, every constraint its
/// own): dense arrays then cost levels × symbols of memory, and everything that reads a
/// symbol's coefficients level after level (pricing, the dual ratio test, a pivot's
/// update of the levels) costs every level. Past ``sparseFrom`` levels, each symbol
/// keeps instead the short list of the levels that hold it, in rank order, so those
/// cost the levels a symbol is in (most symbols are in one to three).
///
/// The arithmetic is the sorted row's, cell for cell, in both layouts (a sum that
/// ``cancels(_:_:_:)`` is zero, a zero is an absent cell), so the levels, and every
/// pivot chosen from them, are the same whichever layout holds them.
struct ObjectiveLevels: Sendable {
    /// How many levels the dense layout holds before the sparse one takes over.
    static let defaultSparseFrom = 24
    /// See ``defaultSparseFrom``. The property tests set it to 2, so that their systems
    /// of three or more priorities run through the sparse layout (and set before the
    /// first level: the layout is chosen as levels are made).
    var sparseFrom = ObjectiveLevels.defaultSparseFrom

    /// The priorities, highest first.
    private(set) var priorities: [Double] = []
    /// The dense layout: a level per rank (empty once sparse).
    private var dense: [LevelObjective] = []
    /// The sparse layout: per symbol, the levels holding it (by id), in rank order.
    private var bySymbol: [[Entry]] = []
    /// A level's rank by id, and id by rank (sparse layout; ids never change).
    private var rankOfID: [Int32] = []
    private var idAtRank: [Int32] = []
    private(set) var isSparse = false

    private struct Entry: Sendable {
        var level: Int32
        var coefficient: Double
    }

    var count: Int { priorities.count }

    /// The rank of the level for `priority`, made when missing; `created` says whether.
    mutating func rank(for priority: Double) -> (rank: Int, created: Bool) {
        let low = insertionRank(of: priority)
        if low < priorities.count && priorities[low] == priority { return (low, false) }
        priorities.insert(priority, at: low)
        if isSparse {
            idAtRank.insert(Int32(rankOfID.count), at: low)
            rankOfID.append(0)
            for (r, id) in idAtRank.enumerated() { rankOfID[Int(id)] = Int32(r) }
        } else {
            dense.insert(LevelObjective(priority: priority), at: low)
            if priorities.count > sparseFrom { makeSparse() }
        }
        return (low, true)
    }

    /// The rank of the level for `priority`, if there is one.
    func rank(of priority: Double) -> Int? {
        let low = insertionRank(of: priority)
        return low < priorities.count && priorities[low] == priority ? low : nil
    }

    /// Where `priority` is or would go among ``priorities`` (highest first).
    private func insertionRank(of priority: Double) -> Int {
        var low = 0
        var high = priorities.count
        while low < high {
            let mid = (low + high) / 2
            if priorities[mid] > priority { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The coefficient of `s` at `rank`.
    @inline(__always)
    func coefficient(_ rank: Int, of s: Symbol) -> Double {
        guard isSparse else { return dense[rank].coefficient(of: s) }
        return sparseCoefficient(rank, of: s)
    }

    private func sparseCoefficient(_ rank: Int, of s: Symbol) -> Double {
        let si = Int(s)
        guard si < bySymbol.count else { return 0 }
        let (k, found) = position(of: rank, in: si)
        return found ? bySymbol[si][k].coefficient : 0
    }

    /// Where the level at `rank` is, or would go, in symbol `si`'s list (sorted by
    /// rank): a symbol held by thousands of levels (a container's width error, in
    /// every child's size constraint of its own priority) has a list that long.
    @inline(__always)
    private func position(of rank: Int, in si: Int) -> (index: Int, found: Bool) {
        let r = Int32(rank)
        var low = 0
        var high = bySymbol[si].count
        while low < high {
            let mid = (low + high) / 2
            if rankOfID[Int(bySymbol[si][mid].level)] < r { low = mid + 1 } else { high = mid }
        }
        return (low, low < bySymbol[si].count && rankOfID[Int(bySymbol[si][low].level)] == r)
    }

    /// Sets `s`'s coefficient at `rank` to zero.
    @inline(__always)
    mutating func zero(_ rank: Int, _ s: Symbol) {
        guard isSparse else { return dense[rank].zero(s) }
        sparseZero(rank, s)
    }

    private mutating func sparseZero(_ rank: Int, _ s: Symbol) {
        let si = Int(s)
        guard si < bySymbol.count else { return }
        let (k, found) = position(of: rank, in: si)
        if found { bySymbol[si].remove(at: k) }
    }

    /// Sets `s`'s coefficient to zero at every level.
    mutating func zeroEverywhere(_ s: Symbol) {
        guard isSparse else {
            for rank in dense.indices { dense[rank].zero(s) }
            return
        }
        if Int(s) < bySymbol.count { bySymbol[Int(s)].removeAll() }
    }

    /// Adds `coefficient·s` at `rank` (``LevelObjective/add(_:_:)``).
    @inline(__always)
    mutating func add(_ rank: Int, _ s: Symbol, _ coefficient: Double) {
        guard isSparse else { return dense[rank].add(s, coefficient) }
        sparseAdd(rank, s, coefficient)
    }

    private mutating func sparseAdd(_ rank: Int, _ s: Symbol, _ coefficient: Double) {
        let old = self.coefficient(rank, of: s)
        if old == 0 && nearZero(coefficient) { return }
        set(rank, s, levelSum(old, coefficient))
    }

    /// `level += factor·row` at `rank` (``LevelObjective/add(_:times:)``).
    @inline(__always)
    mutating func add(_ rank: Int, _ row: Row, times factor: Double) {
        guard isSparse else { return dense[rank].add(row, times: factor) }
        sparseAdd(rank, row, times: factor)
    }

    private mutating func sparseAdd(_ rank: Int, _ row: Row, times factor: Double) {
        for cell in row.cells {
            set(rank, cell.symbol, levelSum(coefficient(rank, of: cell.symbol), cell.coefficient * factor))
        }
    }

    /// Replaces `s` by `row` at every level holding it (`row` must not hold `s`): a
    /// pivot's or an install's substitution. Returns whether any level held `s`.
    mutating func substitute(_ s: Symbol, by row: Row) -> Bool {
        var changed = false
        guard isSparse else {
            for rank in dense.indices {
                let c = dense[rank].coefficient(of: s)
                guard c != 0 else { continue }
                dense[rank].zero(s)
                dense[rank].add(row, times: c)
                changed = true
            }
            return changed
        }
        guard Int(s) < bySymbol.count else { return false }
        // The list is taken first: zeroing `s` at each level empties it.
        let held = bySymbol[Int(s)]
        bySymbol[Int(s)] = []
        for entry in held {
            sparseAdd(Int(rankOfID[Int(entry.level)]), row, times: entry.coefficient)
            changed = true
        }
        return changed
    }

    /// Calls `body` with each level (rank, coefficient) at which `s`'s coefficient is
    /// not zero, highest first.
    @inline(__always)
    func forEachLevel(holding s: Symbol, _ body: (Int, Double) -> Void) {
        guard isSparse else {
            for rank in dense.indices {
                let c = dense[rank].coefficient(of: s)
                if c != 0 { body(rank, c) }
            }
            return
        }
        guard Int(s) < bySymbol.count else { return }
        for entry in bySymbol[Int(s)] { body(Int(rankOfID[Int(entry.level)]), entry.coefficient) }
    }

    /// The largest magnitude of `s`'s coefficients at the levels above `rank` (0 if none
    /// holds it): how much, per unit of `s`, a pivot at `rank` would move them.
    func largestMagnitude(of s: Symbol, above rank: Int) -> Double {
        var largest = 0.0
        forEachLevel(holding: s) { r, c in if r < rank { largest = Swift.max(largest, abs(c)) } }
        return largest
    }

    /// Whether `s`'s coefficient is near zero at every level above `rank`: pricing lets
    /// `s` enter at `rank` only then.
    @inline(__always)
    func isNearZero(_ s: Symbol, above rank: Int) -> Bool {
        guard isSparse else {
            for higher in 0..<rank where !nearZero(dense[higher].coefficient(of: s)) { return false }
            return true
        }
        return leadingLevel(of: s).map { $0.rank >= rank } ?? true
    }

    /// The highest level at which `s`'s coefficient is at least `floor` in magnitude
    /// (not near zero, by default), with the coefficient: the level pricing can let `s`
    /// enter at (if it is negative there). The pivots along small rates look from a
    /// smaller floor.
    func leadingLevel(of s: Symbol, from floor: Double = epsilon) -> (rank: Int, coefficient: Double)? {
        guard isSparse else {
            for rank in dense.indices {
                let c = dense[rank].coefficient(of: s)
                if abs(c) >= floor { return (rank, c) }
            }
            return nil
        }
        guard Int(s) < bySymbol.count else { return nil }
        for entry in bySymbol[Int(s)] where abs(entry.coefficient) >= floor {
            return (Int(rankOfID[Int(entry.level)]), entry.coefficient)
        }
        return nil
    }

    /// Whether `a`'s coefficients divided by `ca` are lexicographically below `b`'s by
    /// `cb` (levels highest first; ties within `tolerance`), ties to the smaller symbol.
    @inline(__always)
    func ratio(_ a: Symbol, _ ca: Double, isBelow b: Symbol, _ cb: Double, tolerance: Double) -> Bool {
        guard isSparse else {
            for level in dense {
                let ra = level.coefficient(of: a) / ca
                let rb = level.coefficient(of: b) / cb
                if ra < rb - tolerance { return true }
                if ra > rb + tolerance { return false }
            }
            return a < b
        }
        let order = sparseRatioOrder(a, ca, b, cb, tolerance: tolerance)
        return order == 0 ? a < b : order < 0
    }

    /// The lexicographic order of `a`'s coefficients divided by `ca` and `b`'s by `cb`
    /// (levels highest first): −1 below, +1 above, 0 when every level ties within
    /// `tolerance`. A tie is what the dual ratio test's small coefficients must not win
    /// (``Tableau/dualEnteringSymbol(row:)``, which compares this way only rarely; its
    /// loop calls ``ratio(_:_:isBelow:_:tolerance:)``).
    func ratioOrder(_ a: Symbol, _ ca: Double, _ b: Symbol, _ cb: Double, tolerance: Double) -> Int {
        guard isSparse else {
            for level in dense {
                let ra = level.coefficient(of: a) / ca
                let rb = level.coefficient(of: b) / cb
                if ra < rb - tolerance { return -1 }
                if ra > rb + tolerance { return 1 }
            }
            return 0
        }
        return sparseRatioOrder(a, ca, b, cb, tolerance: tolerance)
    }

    private func sparseRatioOrder(_ a: Symbol, _ ca: Double, _ b: Symbol, _ cb: Double, tolerance: Double) -> Int {
        // Only the levels holding `a` or `b` can differ: merge their lists by rank.
        let listA = Int(a) < bySymbol.count ? bySymbol[Int(a)] : []
        let listB = Int(b) < bySymbol.count ? bySymbol[Int(b)] : []
        var i = 0
        var j = 0
        while i < listA.count || j < listB.count {
            let rankA = i < listA.count ? rankOfID[Int(listA[i].level)] : .max
            let rankB = j < listB.count ? rankOfID[Int(listB[j].level)] : .max
            let ra = rankA <= rankB ? listA[i].coefficient / ca : 0
            let rb = rankB <= rankA ? listB[j].coefficient / cb : 0
            if ra < rb - tolerance { return -1 }
            if ra > rb + tolerance { return 1 }
            if rankA <= rankB { i += 1 }
            if rankB <= rankA { j += 1 }
        }
        return 0
    }

    /// Calls `body` with every (symbol, coefficient) not zero at some level, once per
    /// level holding it.
    func forEachNonzero(_ body: (Symbol, Double) -> Void) {
        guard isSparse else {
            for level in dense { level.forEachNonzero(body) }
            return
        }
        for (s, list) in bySymbol.enumerated() {
            for entry in list { body(Symbol(s), entry.coefficient) }
        }
    }

    /// Whether some level holds `s` (a coefficient not exactly zero).
    func holdsAnywhere(_ s: Symbol) -> Bool {
        guard isSparse else { return dense.contains { $0.coefficient(of: s) != 0 } }
        return Int(s) < bySymbol.count && !bySymbol[Int(s)].isEmpty
    }

    /// Sets every coefficient of every level to zero (the priorities stay).
    mutating func removeAllCoefficients() {
        guard isSparse else {
            dense = priorities.map(LevelObjective.init(priority:))
            return
        }
        bySymbol = []
    }

    /// Writes `value` as `s`'s coefficient at `rank` in the sparse layout (zero: no entry).
    private mutating func set(_ rank: Int, _ s: Symbol, _ value: Double) {
        let si = Int(s)
        if si >= bySymbol.count {
            guard value != 0 else { return }
            makeList(for: si)
        }
        let (k, found) = position(of: rank, in: si)
        if found {
            if value == 0 { bySymbol[si].remove(at: k) } else { bySymbol[si][k].coefficient = value }
        } else if value != 0 {
            bySymbol[si].insert(Entry(level: idAtRank[rank], coefficient: value), at: k)
        }
    }

    /// Moves every level to the sparse layout (ids are the ranks at this moment).
    private mutating func makeSparse() {
        isSparse = true
        idAtRank = (0..<dense.count).map(Int32.init)
        rankOfID = idAtRank
        for (rank, level) in dense.enumerated() {
            level.forEachNonzero { s, c in
                makeList(for: Int(s))
                bySymbol[Int(s)].append(Entry(level: Int32(rank), coefficient: c))
            }
        }
        dense = []
    }

    /// Makes room in ``bySymbol`` for symbol `si`'s list.
    private mutating func makeList(for si: Int) {
        if si >= bySymbol.count { bySymbol.append(contentsOf: repeatElement([], count: si + 1 - bySymbol.count)) }
    }
}
