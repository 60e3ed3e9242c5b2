/// The fourth graph fact of ``Solver/essentialConstraints(of:among:translations:)``:
/// constraints that a variable of their own can always satisfy, whatever the rest of the
/// solution is (a guide's edges: its height only its bottom edge names, then its top
/// only its top edge).
///
/// Peeling repeatedly takes a variable that is not a root and that exactly one of the
/// constraints still there names, with a nonzero coefficient (its pivot), and takes that
/// constraint away. Going back over the peeled constraints from the last one peeled,
/// each can be made to hold exactly by setting its pivot alone, whatever the variables
/// that were never pivots are: the pivot is named by no constraint peeled after it,
/// and only constraints peeled before it (set later) name it otherwise. So, whatever the
/// rest of the solution, the peeled constraints hold at no cost, and every optimal
/// solution, restricted to the variables the rest names, is an optimal solution of the
/// rest alone and the other way round. Without one peeled constraint the others peel
/// in the same order, and the rest is the same problem: when the roots are determined
/// now, no peeled constraint moves or frees them, and a copy that re-solves without a
/// candidate can leave every peeled constraint out.
struct PeeledConstraints: Sendable {
    /// Per constraint node (from 0), whether it is peeled.
    let isPeeled: [Bool]

    /// Complexity: O(size of the graph).
    init(_ graph: ConstraintGraph, roots: [Int]) {
        var peeled = [Bool](repeating: false, count: graph.ids.count)
        var isRoot = [Bool](repeating: false, count: graph.variableCount)
        for root in roots where isRoot.indices.contains(root) { isRoot[root] = true }
        // Per variable, how many constraints still there name it (each once).
        var degree = [Int](repeating: 0, count: graph.variableCount)
        var queue: [Int] = []
        for v in 0..<graph.variableCount {
            degree[v] = Set(graph.neighbours[v]).count
            if degree[v] == 1 && !isRoot[v] { queue.append(v) }
        }
        while let v = queue.popLast() {
            guard degree[v] == 1, let node = graph.neighbours[v].first(where: { !peeled[$0 - graph.variableCount] }) else {
                continue
            }
            var coefficient = 0.0
            for term in graph.terms(of: node) where term.variable == v { coefficient += term.coefficient }
            guard coefficient != 0 else { continue }
            peeled[node - graph.variableCount] = true
            for other in Set(graph.neighbours[node]) {
                degree[other] -= 1
                if degree[other] == 1 && !isRoot[other] { queue.append(other) }
            }
        }
        isPeeled = peeled
    }

    /// Marks not essential each candidate that is peeled. Only for roots that are
    /// determined now.
    func decideUnaffected(_ graph: ConstraintGraph, candidates: [ConstraintID], into decided: inout [ConstraintID: Bool]) {
        var nodes = [ConstraintID: Int](minimumCapacity: graph.ids.count)
        for (k, id) in graph.ids.enumerated() { nodes[id] = k }
        for id in candidates where decided[id] == nil {
            if let k = nodes[id], isPeeled[k] { decided[id] = false }
        }
    }
}
