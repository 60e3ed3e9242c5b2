/// Which nonbasic symbols can leave zero on the optimal face: the cheap test that keeps
/// the ambiguity analysis from solving two LPs for every variable.
///
/// At the current optimum every nonbasic symbol is zero. On the optimal face a pinned
/// symbol stays zero (``pinnedSymbols()``); an unpinned one may grow, unless some
/// restricted basic row that is already at zero (a *degenerate* row) would go negative.
/// Layouts are full of those: a view at its intrinsic width has its hugging and its
/// compression-resistance inequalities both tight, so the slack of one is free in the
/// objective but blocked by the other's row. Proving such a variable determined with
/// ``extreme(of:sign:pinned:)`` costs two LPs, each pivoting rows that in a chained
/// layout are as long as the chain, for every variable (cubic in practice).
///
/// The face lies inside its tangent cone at the current point, `C = { d : d_j ≥ 0 for
/// restricted unpinned nonbasic j, every degenerate row's change ≥ 0 }`, with pinned
/// symbols fixed at zero and the other rows, which are strictly positive, imposing
/// nothing locally. A symbol that is zero on all of `C` is zero on the whole face, so a
/// variable whose row holds only such symbols (and pinned ones) is uniquely determined.
/// `C` is found on a small tableau of the degenerate rows alone, with every constant
/// zero: one cone LP (`maximise d_k`) per blocked symbol, and every ray found marks all
/// the symbols it moves at once.
extension Tableau {
    /// Per symbol: true when it is a nonbasic, unpinned symbol that some point of the
    /// optimal face's tangent cone moves off zero (external ones always). Entries of
    /// basic or pinned symbols mean nothing.
    ///
    /// Rows count as degenerate when their constant is below ``epsilon``, the same
    /// tolerance the ratio test uses for a step of zero. Complexity: one LP per blocked
    /// symbol over the degenerate rows only; every pivot has a step of zero, so
    /// Bland's rule throughout (smallest entering, smallest leaving symbol) cannot cycle.
    func movableSymbols(pinned: [Bool]) -> [Bool] {
        let count = symbolCount
        var movable = [Bool](repeating: false, count: count)
        var blocked = [Bool](repeating: false, count: count)
        var cone = Tableau(kinds: kinds)
        for b in 0..<count where isBasic[b] && kinds[b] != .external && rows[b].constant < epsilon {
            var cells: [Row.Cell] = []
            for cell in rows[b].cells where !pinned[Int(cell.symbol)] {
                cells.append(cell)
                if cell.coefficient < 0 { blocked[Int(cell.symbol)] = true }
            }
            // A row of pinned symbols only is constant on the face: it constrains nothing.
            guard !cells.isEmpty else { continue }
            cone.setRow(Symbol(b), Row(constant: 0, sortedCells: cells))
        }
        var unknown: [Symbol] = []
        for s in 0..<count where !isBasic[s] && !pinned[s] {
            if kinds[s] == .external || !blocked[s] {
                movable[s] = true
            } else {
                unknown.append(Symbol(s))
            }
        }
        for k in unknown where !movable[Int(k)] {
            if let ray = cone.rayIncreasing(k) {
                movable[Int(ray)] = true
                for b in cone.rowsHolding(ray) where cone.row(b).coefficient(of: ray) > 0 { movable[Int(b)] = true }
            }
        }
        return movable
    }

    /// On a tableau whose rows all have constant zero (a cone), pivots until `k` can
    /// grow without bound, returning the nonbasic symbol whose ray makes it grow, or nil
    /// when `k` is zero everywhere on the cone. Pivots stay in the tableau: they change
    /// the basis, never the cone, so later calls start from where this one ended.
    private mutating func rayIncreasing(_ k: Symbol) -> Symbol? {
        var objective = Row()
        if isBasic[Int(k)] {
            objective.add(row(k), times: -1) { _ in }
        } else {
            objective.add(k, -1)
        }
        artificial = objective
        defer { artificial = nil }
        while let current = artificial {
            guard let entering = current.cells.first(where: { $0.coefficient < -epsilon })?.symbol else { return nil }
            var leaving: Symbol?
            for k in 0..<makeColumnExact(entering) {
                let b = holder(of: entering, at: k)
                guard rows[Int(b)].coefficient(of: entering) < -epsilon else { continue }
                if leaving.map({ b < $0 }) ?? true { leaving = b }
            }
            guard let leaving else { return entering }
            pivot(entering: entering, leaving: leaving)
        }
        return nil
    }
}
