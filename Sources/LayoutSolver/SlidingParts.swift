/// The two graph facts of ``Solver/essentialConstraints(of:among:translations:)``: parts of
/// the constraint graph that slide along a translation without changing any constraint
/// inside them.
struct SlidingParts: Sendable {
    let graph: ConstraintGraph
    /// Per translation, per variable: whether the translation moves it.
    let moves: [[Bool]]
    /// Per translation, per constraint node (from 0): whether the translation changes
    /// the constraint's expression.
    let changed: [[Bool]]

    init(graph: ConstraintGraph, moves: [[Bool]]) {
        self.graph = graph
        self.moves = moves
        changed = moves.map { graph.stillUnder($0).map { !$0 } }
    }

    /// Marks essential each candidate whose removal leaves a root in a connected part
    /// that a translation moving that root slides as a whole: every optimal solution
    /// then slides along it, so the root is free.
    func decideFreed(roots: [Int], candidates: [ConstraintID], into decided: inout [ConstraintID: Bool]) {
        let nodes = nodesByID()
        for root in roots {
            for (t, move) in moves.enumerated() where move[root] {
                if candidates.allSatisfy({ decided[$0] != nil }) { return }
                let search = SeparationSearch(graph, roots: [root])
                let prefix = search.prefixCounts(in: graph, changed[t])
                let total = prefix[prefix.count - 1]
                // Per constraint node, how many changed constraints its removal cuts off.
                var cutOff = [Int](repeating: 0, count: graph.ids.count)
                for (child, constraint) in search.separatedSubtrees(in: graph) {
                    cutOff[constraint - graph.variableCount] +=
                        prefix[search.end[child]] - prefix[search.discovery[child]]
                }
                for id in candidates where decided[id] == nil {
                    guard let node = nodes[id] else { continue }
                    let k = node - graph.variableCount
                    // The root's part without the candidate: what the search reached, less
                    // the candidate and what it cuts off (all of it when not reached).
                    let left = search.isReached(node) ? total - cutOff[k] - (changed[t][k] ? 1 : 0) : total
                    if left == 0 { decided[id] = true }
                }
            }
        }
    }

    /// Marks not essential each candidate that is, or lies inside, a part that slides
    /// (see ``Solver/essentialConstraints(of:among:translations:)``). Only for roots that
    /// are determined now: the parts decide nothing about them.
    ///
    /// - Returns: per constraint node (from 0), whether the roots' values depend on it at
    ///   all: reached from a root and not in a sliding part (nor its joint).
    @discardableResult
    func decideUnaffected(roots: [Int], candidates: [ConstraintID], into decided: inout [ConstraintID: Bool]) -> [Bool] {
        let search = SeparationSearch(graph, roots: roots)
        let prefixes = changed.map { search.prefixCounts(in: graph, $0) }
        var absorbing = [Bool](repeating: false, count: graph.ids.count)
        // +1 where a sliding part starts in preorder, −1 past its end.
        var starts = [Int](repeating: 0, count: search.preorder.count + 1)
        for (child, constraint) in search.separatedSubtrees(in: graph) {
            let (first, past) = (search.discovery[child], search.end[child])
            for (t, prefix) in prefixes.enumerated() where prefix[past] - prefix[first] == 0 {
                var pull = 0.0
                for term in graph.terms(of: constraint)
                where moves[t][term.variable] && search.isInSubtree(term.variable, of: child) {
                    pull += term.coefficient
                }
                guard abs(pull) > 1e-6 else { continue }
                absorbing[constraint - graph.variableCount] = true
                starts[first] += 1
                starts[past] -= 1
                break
            }
        }
        var relevant = [Bool](repeating: false, count: graph.ids.count)
        var depth = 0
        for (p, node) in search.preorder.enumerated() {
            depth += starts[p]
            guard node < graph.nodeCount && graph.isConstraint(node) else { continue }
            let k = node - graph.variableCount
            relevant[k] = depth == 0 && !absorbing[k]
        }
        let nodes = nodesByID()
        for id in candidates where decided[id] == nil {
            guard let node = nodes[id] else { continue }
            let k = node - graph.variableCount
            if search.isReached(node) && !relevant[k] { decided[id] = false }
        }
        return relevant
    }

    /// Each installed constraint's node.
    func nodesByID() -> [ConstraintID: Int] {
        var nodes = [ConstraintID: Int](minimumCapacity: graph.ids.count)
        for (k, id) in graph.ids.enumerated() { nodes[id] = graph.variableCount + k }
        return nodes
    }
}
