/// Which constraints decide a set of variables: the ones whose removal would change the
/// values they can take.
extension Solver {
    /// The candidates whose removal alone would change the values any of `variables`
    /// can take at the optimum by more than 1e-6: move a uniquely determined one or
    /// free it (``ambiguity(of:)``), or widen or narrow the range of one that is not.
    /// What a copy of the solver says with the candidate removed. A candidate that is
    /// not installed decides nothing.
    ///
    /// Why ranges for a variable that is already free: "its removal leaves it free"
    /// holds for every constraint it is connected to, a guide's edges on another view
    /// as much as the constraint that places it, and `explain` on an ambiguous view
    /// listed them all.
    ///
    /// Asking the copy is a re-solve and an ambiguity analysis per candidate, and every
    /// constraint of a long chain of views is a candidate for each view on it, so most
    /// candidates are answered from the constraint graph (``ConstraintGraph``) instead,
    /// by four facts, three of them about `translations` (sets of variables that may move together by
    /// one unit, as every horizontal position of a layout does; an empty list leaves
    /// every candidate to the copy):
    ///
    /// - **A part that slides decides nothing outside it.** Let removing constraint `a`
    ///   cut off a part `D` of the graph that holds none of `variables`, where sliding
    ///   all of `D`'s variables along a translation leaves every constraint inside `D`
    ///   as it is but changes `a`. Whatever the rest of the solution, `D` can slide until
    ///   `a` holds exactly, at no cost anywhere: so the rest is solved as if `a` and `D`
    ///   were not there, and that stays so with `a`, or any one constraint of `D`,
    ///   removed. When the variables are determined now, none of those constraints
    ///   moves or frees them (the rows below a view in a column).
    /// - **A part that can slide is free.** When removing `c` leaves one of the variables
    ///   in a connected part whose constraints all stay as they are under a translation
    ///   that moves that variable, every optimal solution can slide along it: `c`
    ///   decides the variable (the rows above a view in a column, each hanging from the
    ///   one before).
    /// - **A variable that can move one way alone, carrying what slides from it, is
    ///   free.** When removing `c`, a candidate on variable `s`, leaves each other
    ///   constraint on `s` unchanged by moving `s` by one, with the parts it alone cuts
    ///   off sliding along a translation by as much as keeps it so, or an inequality
    ///   that one sign of that move only satisfies better, going that way from any
    ///   optimal solution keeps it optimal however far: `c` decides a variable the move
    ///   carries (``StretchMoves`` has the argument). These are the content-size
    ///   constraints of the asked row and the rows above it in a column: without one
    ///   the row may grow (or shrink) and the rows below slide with it, the bottom row
    ///   too, where the first two facts leave every one of them to the copy.
    ///
    /// - **What a variable of its own always satisfies decides nothing.** Taking away,
    ///   again and again, a constraint that is the only one left to name some variable
    ///   other than the asked ones, the constraints taken away hold whatever the rest is
    ///   (``PeeledConstraints`` has the argument): when the variables are determined
    ///   now, none of them moves or frees them (a guide's edges: its height only its
    ///   bottom edge names, then its top only its top edge; a root's height nothing
    ///   else names).
    ///
    /// The candidates no fact answers are removed one at a time from a copy, as
    /// described above, but of a solver holding only what the variables depend on when
    /// sliding parts and peeled constraints were left out (`reducedSolver`): the rows
    /// from a view up, not the whole column.
    ///
    /// Complexity: O(size of the graph) per translation and variable asked about or
    /// named by a candidate the other facts leave to the third, plus one copy, removal
    /// and ambiguity analysis per candidate no fact answers, on the reduced solver.
    public func essentialConstraints(
        of variables: [Variable], among candidates: [ConstraintID], translations: [[Variable]] = []
    ) -> Set<ConstraintID> {
        var decided = [ConstraintID: Bool]()
        var reduced: (solver: Solver, ids: [ConstraintID: ConstraintID])?
        // The facts that answer "yes" say a removal frees a variable; one that is free
        // already may stay as free, so they hold only for determined variables. The
        // facts that answer "no" hold either way: what they leave out does not change
        // what the variables can take.
        let free = ambiguity(of: variables).ranges
        let determined = free.isEmpty
        if !translations.isEmpty && !candidates.isEmpty {
            let graph = ConstraintGraph(self)
            let moves = translations.map { set in
                var move = [Bool](repeating: false, count: graph.variableCount)
                for v in set where move.indices.contains(v.index) { move[v.index] = true }
                return move
            }
            var roots: [Int] = []
            for v in variables where (0..<graph.variableCount).contains(v.index) && !roots.contains(v.index) {
                roots.append(v.index)
            }
            let slides = SlidingParts(graph: graph, moves: moves)
            if determined { slides.decideFreed(roots: roots, candidates: candidates, into: &decided) }
            // The facts that answer "no" first (one pass over the graph each), then the
            // moves (a search per variable of a candidate left), then the copies.
            var relevant: [Bool]?
            if candidates.contains(where: { decided[$0] == nil }) {
                var kept = slides.decideUnaffected(roots: roots, candidates: candidates, into: &decided)
                let peeled = PeeledConstraints(graph, roots: roots)
                peeled.decideUnaffected(graph, candidates: candidates, into: &decided)
                for k in kept.indices where peeled.isPeeled[k] { kept[k] = false }
                relevant = kept
            }
            if determined && candidates.contains(where: { decided[$0] == nil }) {
                StretchMoves(slides: slides).decideStretched(roots: roots, candidates: candidates, into: &decided)
            }
            if let relevant, candidates.contains(where: { decided[$0] == nil }) {
                reduced = reducedSolver(graph, keeping: relevant)
            }
        }
        // The rest on a copy with each removed: of the solver reduced to the constraints
        // the variables depend on when there is one, else of this one.
        let solver = reduced?.solver ?? self
        // A reduced solver has the same ranges (what it leaves out changes none) but may
        // sit at another point of them, so its own values are what removals compare with.
        let ranges = determined ? solver.valueRanges(of: variables, free: [:])
            : reduced == nil ? valueRanges(of: variables, free: free) : solver.valueRanges(of: variables)
        var essential = Set<ConstraintID>()
        for id in candidates {
            let answer = decided[id] ?? {
                guard let reduced else { return removalChangesRanges(id, variables: variables, ranges: ranges) }
                guard let kept = reduced.ids[id] else { return false }
                return reduced.solver.removalChangesRanges(kept, variables: variables, ranges: ranges)
            }()
            if answer { essential.insert(id) }
        }
        return essential
    }

    /// A solver holding only the constraints `relevant` marks (per node of `graph`), with
    /// the same variables, and the id each kept constraint has there; nil when there is
    /// nothing to leave out, an edit constraint would be re-added (its row holds its
    /// suggestion, not its constraint's constant), or re-adding fails.
    ///
    /// The variables asked about are solved by the constraints they depend on alone
    /// (the parts that slide reach every value at no cost, the peeled constraints hold
    /// whatever the rest is), so removing a constraint
    /// from this solver moves or frees them exactly when removing it from this one does,
    /// and a chain's copies then hold the rows from the view up, not the whole chain.
    private func reducedSolver(_ graph: ConstraintGraph, keeping relevant: [Bool]) -> (solver: Solver, ids: [ConstraintID: ConstraintID])? {
        guard relevant.contains(false) else { return nil }
        var solver = Solver()
        let kept = graph.ids.indices.filter { relevant[$0] }
        solver.reserveCapacity(variables: variableCount, constraints: kept.count)
        for index in 0..<variableCount { _ = solver.makeVariable(variableNames[index]) }
        var ids = [ConstraintID: ConstraintID](minimumCapacity: kept.count)
        for k in kept {
            let id = graph.ids[k]
            guard edits.variable(for: id) == nil, let record = records[id.rawValue],
                case .installed(let new)? = try? solver.addBreakingConflict(record.constraint)
            else { return nil }
            ids[id] = new
        }
        return (solver, ids)
    }

    /// Whether removing `id` changes the range of values any of `variables` can take
    /// (``valueRanges(of:)``) from `ranges` by more than 1e-6 at either end (one
    /// re-solve and ambiguity analysis on a copy; none when a determined variable moved).
    func removalChangesRanges(_ id: ConstraintID, variables: [Variable], ranges: [ClosedRange<Double>]) -> Bool {
        var copy = self
        guard (try? copy.remove(id)) != nil else { return false }
        func same(_ a: Double, _ b: Double) -> Bool { a == b || abs(a - b) <= 1e-6 }
        for (k, variable) in variables.enumerated() where ranges[k].lowerBound == ranges[k].upperBound {
            if !same(copy.value(of: variable), ranges[k].lowerBound) { return true }
        }
        return zip(copy.valueRanges(of: variables), ranges).contains {
            !same($0.lowerBound, $1.lowerBound) || !same($0.upperBound, $1.upperBound)
        }
    }

    /// Per variable, the values it can take at the optimum: its ambiguity range, or its
    /// value alone when it is uniquely determined.
    func valueRanges(of variables: [Variable]) -> [ClosedRange<Double>] {
        valueRanges(of: variables, free: ambiguity(of: variables).ranges)
    }

    /// ``valueRanges(of:)`` with the ambiguity ranges already known (`free`).
    func valueRanges(of variables: [Variable], free: [Variable: ClosedRange<Double>]) -> [ClosedRange<Double>] {
        variables.map { free[$0] ?? value(of: $0)...value(of: $0) }
    }
}
