/// Ambiguity: variables the constraints and the objective do not pin down.
extension Solver {
    /// How far an unbounded direction is followed to show another solution, in points.
    static let ambiguityStep = 100.0

    /// Which of `variables` are not uniquely determined, with their ranges and an
    /// alternative optimal solution.
    ///
    /// On a copy of the tableau, each variable that still has a free symbol in its
    /// row is minimised and maximised over the optimal face (only symbols with zero
    /// cost at every level may move). Complexity: at most two LPs per variable that can
    /// move (none for a bound an earlier LP's ray answers, below);
    /// a variable whose row holds only symbols that no point of the optimal face moves
    /// off zero (``Tableau/movableSymbols(pinned:)``: degenerate ties such as a view's
    /// hugging and compression resistance at the same size) is skipped without one.
    ///
    /// The LPs run one after another on the same copy, so where a variable is
    /// ambiguous the alternative point it contributes depends on the basis earlier
    /// LPs left; skipping determined variables changes that basis, never the ranges.
    ///
    /// An LP that ends on an unbounded ray answers for every variable the ray moves:
    /// the ray keeps every level optimal (its symbol has no cost at any level) and
    /// stays feasible however far it goes, so each variable it moves down has no lower
    /// bound, and each it moves up no upper bound. Those bounds take no LP of their own,
    /// and the ray's far point is their end point. A row of views that nothing places
    /// (a chain whose first view floats) has every position moved by one ray: without
    /// this, each of 2,000 positions ran both LPs, 4.7 s a step, with it the step took
    /// one LP per view that found nothing more.
    public func ambiguity(of variables: [Variable]) -> Ambiguity {
        let wanted = variables.filter { variableSymbols.indices.contains($0.index) }
        let symbols = wanted.map { variableSymbols[$0.index] }
        let baseline = symbols.map { tableau.value($0) }
        let version = tableau.structureVersion
        if ambiguityMemo.allDetermined(wanted, version: version) {
            return Self.unambiguous(wanted, baseline)
        }
        let pinned = tableau.pinnedSymbols()
        var movable: [Bool]?
        // The variables' rows written out in nonbasic symbols (a definition names other
        // variables, Tableau+Definitions.swift), each once.
        var expansion = DefinitionExpansion()
        var writtenOut: [Symbol: Row] = [:]
        func row(_ s: Symbol) -> Row {
            if let row = writtenOut[s] { return row }
            let row = tableau.expand(tableau.row(s), scratch: &expansion)
            writtenOut[s] = row
            return row
        }
        func canMove(_ s: Symbol) -> Bool {
            let known = movable ?? tableau.movableSymbols(pinned: pinned)
            movable = known
            return row(s).cells.contains { !pinned[Int($0.symbol)] && known[Int($0.symbol)] }
        }
        // What the LPs hold at zero: the pinned symbols, and the nonbasic ones that no
        // point of the face moves off zero (``Tableau/movableSymbols(pinned:)``), which
        // fixing at zero leaves the face as it is. Without them, an LP over a stack of
        // views at their intrinsic heights made one degenerate pivot per view (each
        // hugging slack entering against its compression slack) before it could say the
        // stack was as short as it gets: a 200-view equalSpacing stack, 200 pivots of
        // 40,000 cells each, 85% of its batch. Only symbols nonbasic here are fixed:
        // for the others `movable` says nothing.
        var fixed: [Bool]?
        func lpPinned() -> [Bool] {
            if let fixed { return fixed }
            guard let movable else { return pinned }
            var held = pinned
            for s in held.indices where !held[s] && !tableau.isBasic[s] && !movable[s] { held[s] = true }
            fixed = held
            return held
        }
        // The variables settled without an LP in this very tableau. When that is all of
        // them the loop below would run no LP either (its copy never pivots), and finds
        // exactly these determined: the answer is "none", and stays so while the
        // structure does (``AmbiguityMemo``).
        // `moves[k]` keeps `canMove` of the k-th variable for the loop below (it asks
        // the same question of the same tableau).
        var settled: [Variable] = []
        var moves = [Bool?](repeating: nil, count: symbols.count)
        // Where rows name definitions, first without writing them out: variables whose
        // definitions reach only pinned symbols, then, if some basic ones do not, only
        // symbols that are pinned or cannot move. Without definitions every row is written
        // out already, and the loop below reads it as it is: the walks would be that
        // loop's work done twice (1.9% of a batch over the examples).
        var onlyFixed = [Bool](repeating: false, count: symbols.count)
        if tableau.definitions.keepsReferences {
            func someBasicUnsettled() -> Bool {
                symbols.indices.contains { tableau.isBasic[Int(symbols[$0])] && !onlyFixed[$0] }
            }
            onlyFixed = tableau.reachesOnlyFixed(symbols, fixed: pinned)
            if someBasicUnsettled() {
                let known = movable ?? tableau.movableSymbols(pinned: pinned)
                movable = known
                var fixed = pinned
                for s in fixed.indices where !fixed[s] && tableau.kinds[s] != .external && !known[s] { fixed[s] = true }
                onlyFixed = tableau.reachesOnlyFixed(symbols, fixed: fixed)
            }
        }
        for (k, s) in symbols.enumerated() where tableau.isBasic[Int(s)] {
            if onlyFixed[k] {
                settled.append(wanted[k])
                continue
            }
            var unpinned = false
            var external = false
            for cell in row(s).cells where !pinned[Int(cell.symbol)] {
                unpinned = true
                if tableau.kinds[Int(cell.symbol)] == .external { external = true; break }
            }
            if external { continue }
            if unpinned {
                let move = canMove(s)
                moves[k] = move
                if move { continue }
            }
            settled.append(wanted[k])
        }
        ambiguityMemo.record(settled, version: version, variableCount: variableCount)
        if settled.count == wanted.count { return Self.unambiguous(wanted, baseline) }
        var face = tableau
        var ranges: [Variable: ClosedRange<Double>] = [:]
        var found = AmbiguityPoints(symbols: symbols)
        var facePivots = 0

        /// The lower (`sign` 1) or upper (−1) end of `s` over the face, with the point
        /// where it is reached or followed: a ray an earlier LP found when there is one.
        func end(of s: Symbol, at k: Int, sign: Double) -> (bound: Double, point: Int)? {
            if let ray = sign > 0 ? found.rayDown[k] : found.rayUp[k] { return (-sign * .infinity, ray) }
            let extreme = try? face.extreme(of: s, sign: sign, pinned: lpPinned())
            face.settleValues()
            found.faceMoved()
            guard let extreme else { return nil }
            facePivots += extreme.pivots
            if let ray = extreme.ray { return (-sign * .infinity, found.follow(ray, by: Self.ambiguityStep, on: &face)) }
            return (sign * extreme.value, found.vertex(of: face))
        }

        for (k, s) in symbols.enumerated() {
            if !face.isBasic[Int(s)] {
                ranges[wanted[k]] = -Double.infinity ... Double.infinity
                found.addEndpoint(found.follow(s, by: Self.ambiguityStep, on: &face))
                continue
            }
            guard let free = face.freeSymbol(in: s, pinned: pinned) else { continue }
            if face.kinds[Int(free)] == .external {
                ranges[wanted[k]] = -Double.infinity ... Double.infinity
                found.addEndpoint(found.follow(free, by: Self.ambiguityStep, on: &face))
                continue
            }
            guard moves[k] ?? canMove(s) else { continue }
            guard let low = end(of: s, at: k, sign: 1), let high = end(of: s, at: k, sign: -1) else { continue }
            guard high.bound - low.bound > 1e-6 else { continue }
            ranges[wanted[k]] = low.bound ... high.bound
            let lowDistance = abs(found.value(at: low.point, k) - baseline[k])
            let highDistance = abs(found.value(at: high.point, k) - baseline[k])
            found.addEndpoint(lowDistance >= highDistance ? low.point : high.point)
        }

        let values = found.alternative(baseline: baseline)
        var alternative: [Variable: Double] = [:]
        for (k, v) in wanted.enumerated() { alternative[v] = values[k] }
        var answer = Ambiguity(ranges: ranges, alternative: alternative)
        answer.facePivots = facePivots
        return answer
    }

    /// The answer when every variable asked about is determined: no ranges, and the
    /// current solution as the alternative.
    private static func unambiguous(_ wanted: [Variable], _ baseline: [Double]) -> Ambiguity {
        var alternative: [Variable: Double] = [:]
        for (k, v) in wanted.enumerated() { alternative[v] = baseline[k] }
        return Ambiguity(ranges: [:], alternative: alternative)
    }
}
