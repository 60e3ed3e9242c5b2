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

    /// A symbol of `s`'s row that can move on the optimal face, if any.
    mutating func freeSymbol(in s: Symbol, pinned: [Bool]) -> Symbol? {
        expandedRow(of: s).cells.first { !pinned[Int($0.symbol)] }?.symbol
    }

    /// Minimises `sign · s` over the optimal face by the primal simplex, letting only
    /// unpinned symbols enter. Returns the extreme value, or −∞ and the symbol whose
    /// ray is unbounded.
    mutating func extreme(of s: Symbol, sign: Double, pinned: [Bool]) throws(SolverInternalError) -> (value: Double, ray: Symbol?) {
        var objective = Row()
        objective.add(expandedRow(of: s), times: sign) { _ in }
        artificial = objective
        defer { artificial = nil }
        var degenerate = 0
        while let current = artificial {
            let bland = degenerate > Self.degenerateLimit
            var entering: Symbol?
            var best = -epsilon
            for cell in current.cells where cell.coefficient < best && !pinned[Int(cell.symbol)] {
                if kinds[Int(cell.symbol)] == .external { return (-.infinity, cell.symbol) }
                entering = cell.symbol
                if bland { break }
                best = cell.coefficient
            }
            guard let e = entering else { return (current.constant, nil) }
            guard let (leaving, ratio) = leavingSymbol(for: e) else { return (-.infinity, e) }
            degenerate = ratio < epsilon ? degenerate + 1 : 0
            pivot(entering: e, leaving: leaving)
        }
        return (0, nil)
    }
}
