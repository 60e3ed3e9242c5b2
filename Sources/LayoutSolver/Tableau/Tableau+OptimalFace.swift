/// The set of optimal solutions (the optimal face) and how far a symbol can move in it.
extension Tableau {
    /// Symbols pinned at zero on the optimal face: dummies, and nonbasic symbols with
    /// a nonzero coefficient at any level (moving one would change that level, and as
    /// every level is optimal, only for the worse).
    func pinnedSymbols() -> [Bool] {
        var pinned = kinds.map { $0 == .dummy }
        levels.forEachNonzero { s, c in if !nearZero(c) { pinned[Int(s)] = true } }
        return pinned
    }

    /// Whether `s` is pinned at zero, by `pinned` (``pinnedSymbols()``) or, for a symbol
    /// made since, by its kind: the face's own pivots make symbols too, the aggregates
    /// that fold a rewritten row's dummies (``foldDummies(in:)``), and a dummy is zero.
    func isPinned(_ s: Symbol, by pinned: [Bool]) -> Bool {
        Int(s) < pinned.count ? pinned[Int(s)] : kinds[Int(s)] == .dummy
    }

    /// A symbol of `s`'s row that can move on the optimal face, if any.
    mutating func freeSymbol(in s: Symbol, pinned: [Bool]) -> Symbol? {
        expandedRow(of: s).cells.first { !isPinned($0.symbol, by: pinned) }?.symbol
    }

    /// Minimises `sign · s` over the optimal face by the primal simplex, letting only
    /// unpinned symbols enter. Returns the extreme value, or −∞ and the symbol whose
    /// ray is unbounded, and the pivots it made (what the analysis costs, for tests).
    mutating func extreme(of s: Symbol, sign: Double, pinned: [Bool]) throws(SolverInternalError) -> (value: Double, ray: Symbol?, pivots: Int) {
        var objective = Row()
        objective.add(expandedRow(of: s), times: sign) { _ in }
        artificial = objective
        defer { artificial = nil }
        var degenerate = 0
        var pivots = 0
        while let current = artificial {
            let bland = degenerate > Self.degenerateLimit
            var entering: Symbol?
            var best = -epsilon
            for cell in current.cells where cell.coefficient < best && !isPinned(cell.symbol, by: pinned) {
                if kinds[Int(cell.symbol)] == .external { return (-.infinity, cell.symbol, pivots) }
                entering = cell.symbol
                if bland { break }
                best = cell.coefficient
            }
            guard let e = entering else { return (current.constant, nil, pivots) }
            guard let (leaving, ratio) = leavingSymbol(for: e) else { return (-.infinity, e, pivots) }
            degenerate = ratio < epsilon ? degenerate + 1 : 0
            pivot(entering: e, leaving: leaving)
            pivots += 1
        }
        return (0, nil, pivots)
    }
}
