/// The third graph fact of ``Solver/essentialConstraints(of:among:translations:)``: one
/// variable moving on its own, one way, carrying the sliding parts that hang from it (a
/// row of a column growing, and every row below it sliding down with it).
///
/// For a candidate `c` naming a variable `s`, the move `d` is: `s` by one, and for each
/// other constraint `e` on `s` that cuts off parts that can take up a change of `e`,
/// those parts by `α_e`, chosen so that `e` stays as it is (its coefficient of `s` plus
/// `α_e` times its pull on the parts is zero). A part takes up a change when it slides
/// along a translation (no constraint inside it changed by it; its pull is the sum of
/// `e`'s coefficients of its variables the translation moves) or is one variable that
/// no other constraint names (its pull is its coefficient: a guide's height that only
/// its bottom edge names). The parts of different `e` are disjoint, none holds `s`, and
/// only `e` joins each to the rest, so `d` changes no constraint but the ones on `s`
/// that absorb nothing, each by its coefficient of `s`. When each of those (`c` left
/// out) is unchanged or an inequality that one sign `σ` of the move only satisfies
/// better, then from any optimal solution of the problem without `c`, going along `σd`
/// keeps every required constraint, violates no optional one more (each priority level
/// of the objective can only go down, so it stays the optimum), however far: the
/// problem without `c` has a line of optimal solutions. When `d` moves a root (it is
/// `s`, a lone variable taking up a change, or in a sliding part and moved by the
/// translation), that root is not uniquely determined without `c`: `c` decides.
///
/// A column's content-size constraint of a row above the asked one: without its
/// hugging the row's height may grow (its compression resistance only holds better),
/// the heights of its safe-area and margins guides grow with it, and the next row's top
/// carries the rows below down, the asked row among them.
struct StretchMoves: Sendable {
    let slides: SlidingParts

    /// Marks essential each candidate that such a move shows frees a root.
    ///
    /// Complexity: one search of the graph per variable of an undecided candidate and
    /// translation, plus the constraints on that variable.
    func decideStretched(roots: [Int], candidates: [ConstraintID], into decided: inout [ConstraintID: Bool]) {
        let graph = slides.graph
        var isRoot = [Bool](repeating: false, count: graph.variableCount)
        for root in roots { isRoot[root] = true }
        // The undecided candidates on each variable, variables in the order found.
        var onVariable = [Int: [Int]]()
        var subjects: [Int] = []
        let nodes = slides.nodesByID()
        for id in candidates where decided[id] == nil {
            guard let node = nodes[id] else { continue }
            for s in Set(graph.neighbours[node]) {
                if onVariable[s] == nil { subjects.append(s) }
                onVariable[s, default: []].append(node)
            }
        }
        for s in subjects {
            // The search from s is the same for every translation.
            var found: (search: SeparationSearch, cuts: [(child: Int, constraint: Int)])?
            for t in slides.moves.indices {
                guard let waiting = onVariable[s]?.filter({ decided[graph.ids[$0 - graph.variableCount]] == nil }),
                    !waiting.isEmpty
                else { break }
                let (search, cuts) = found ?? {
                    let search = SeparationSearch(graph, roots: [s])
                    let onS = Set(graph.neighbours[s])
                    return (search, search.separatedSubtrees(in: graph).filter { onS.contains($0.constraint) })
                }()
                found = (search, cuts)
                let effects = self.effects(of: s, search: search, cuts: cuts, translation: t, isRoot: isRoot)
                for c in waiting where effects.freesRoot(without: c) {
                    decided[graph.ids[c - graph.variableCount]] = true
                }
            }
        }
    }

    /// What moving `s` with the parts it carries along translation `t` does to each
    /// constraint on `s`, from the search from `s` and the parts it finds that a
    /// constraint on `s` cuts off.
    private func effects(
        of s: Int, search: SeparationSearch, cuts: [(child: Int, constraint: Int)], translation t: Int, isRoot: [Bool]
    ) -> MoveEffects {
        let graph = slides.graph
        let move = slides.moves[t]
        let prefix = search.prefixCounts(in: graph, slides.changed[t])
        let onS = Set(graph.neighbours[s])
        // Per constraint on s: the pull of the parts it cuts off that take up a change
        // of it, and whether a
        // root the translation moves is among them.
        var pull = [Int: Double]()
        var carriesRoot = [Int: Bool]()
        for (child, constraint) in cuts {
            let (first, past) = (search.discovery[child], search.end[child])
            if past - first == 1 {
                // A variable only this constraint names: it takes up any change alone.
                for term in graph.terms(of: constraint) where term.variable == child {
                    pull[constraint, default: 0] += term.coefficient
                }
                if isRoot[child] { carriesRoot[constraint] = true }
                continue
            }
            guard prefix[past] - prefix[first] == 0 else { continue }
            for term in graph.terms(of: constraint) where move[term.variable] && search.isInSubtree(term.variable, of: child) {
                pull[constraint, default: 0] += term.coefficient
            }
            if !(carriesRoot[constraint] ?? false) {
                carriesRoot[constraint] = search.preorder[first..<past].contains { $0 < graph.variableCount && isRoot[$0] && move[$0] }
            }
        }
        var effects = MoveEffects(movesRoot: isRoot[s])
        for e in onS.sorted() {
            var coefficient = 0.0
            for term in graph.terms(of: e) where term.variable == s { coefficient += term.coefficient }
            if coefficient == 0 {
                effects.add(e, .still)
            } else if let p = pull[e], abs(p) > 1e-6 {
                effects.add(e, .absorbed(carriesRoot: carriesRoot[e] ?? false))
            } else {
                switch graph.relations[e - graph.variableCount] {
                case .equal: effects.add(e, .blocks)
                case .greaterThanOrEqual: effects.add(e, coefficient > 0 ? .allowsUp : .allowsDown)
                case .lessThanOrEqual: effects.add(e, coefficient > 0 ? .allowsDown : .allowsUp)
                }
            }
        }
        return effects
    }
}

/// The constraints on one variable under a move of it (``StretchMoves``), counted so
/// that each candidate on it asks what the move does without that candidate in O(1).
struct MoveEffects: Sendable {
    enum Effect: Sendable {
        /// Unchanged by the move (the parts it cuts off slide to keep it so).
        case absorbed(carriesRoot: Bool)
        case still
        /// An inequality that moving the variable up only satisfies better (down gets
        /// worse), or the reverse.
        case allowsUp, allowsDown
        /// An equality the move changes.
        case blocks
    }

    /// Whether the variable itself is a root.
    let movesRoot: Bool
    private var effects: [Int: Effect] = [:]
    private var rootParts = 0
    private var blocking = 0
    private var onlyUp = 0
    private var onlyDown = 0

    init(movesRoot: Bool) { self.movesRoot = movesRoot }

    mutating func add(_ node: Int, _ effect: Effect) {
        effects[node] = effect
        count(effect, by: 1)
    }

    private mutating func count(_ effect: Effect, by step: Int) {
        switch effect {
        case .absorbed(let carriesRoot): if carriesRoot { rootParts += step }
        case .still: break
        case .allowsUp: onlyUp += step
        case .allowsDown: onlyDown += step
        case .blocks: blocking += step
        }
    }

    /// Whether, with the constraint node `c` removed, one sign of the move keeps every
    /// other constraint on the variable and moves a root.
    func freesRoot(without c: Int) -> Bool {
        var rest = self
        if let own = effects[c] { rest.count(own, by: -1) }
        guard rest.movesRoot || rest.rootParts > 0 else { return false }
        return rest.blocking == 0 && (rest.onlyUp == 0 || rest.onlyDown == 0)
    }
}
