/// A depth-first search of a ``ConstraintGraph`` from a set of root variables, through a
/// virtual root joined to each, with the numbers that tell what removing one node cuts
/// off (Hopcroft and Tarjan's articulation points).
///
/// Removing a constraint node `c` separates from the roots exactly the subtrees of its
/// children `w` with `low[w] >= discovery[c]`: an undirected search has no edges
/// between different subtrees, and such a subtree has no edge to above `c`. A subtree
/// is a contiguous run of the preorder (`discovery[w]..<end[w]`), so counts over it are
/// differences of prefix sums.
struct SeparationSearch: Sendable {
    /// Preorder number of each node (the virtual root, index `nodeCount`, is 0); −1 when
    /// not reached.
    private(set) var discovery: [Int]
    /// The smallest preorder number reachable from the node's subtree by one edge.
    private(set) var low: [Int]
    /// One past the preorder number of the node's last descendant.
    private(set) var end: [Int]
    private(set) var parent: [Int]
    /// The reached nodes in preorder (the virtual root first).
    private(set) var preorder: [Int]

    init(_ graph: ConstraintGraph, roots: [Int]) {
        let root = graph.nodeCount
        discovery = [Int](repeating: -1, count: root + 1)
        low = discovery
        end = discovery
        parent = discovery
        preorder = [root]
        discovery[root] = 0
        low[root] = 0
        var isRoot = [Bool](repeating: false, count: root)
        for node in roots { isRoot[node] = true }
        var stack: [(node: Int, next: Int)] = [(root, 0)]
        while let top = stack.last {
            let node = top.node
            let edges = node == root ? roots : graph.neighbours[node]
            if top.next < edges.count {
                stack[stack.count - 1].next += 1
                let other = edges[top.next]
                if discovery[other] < 0 {
                    parent[other] = node
                    discovery[other] = preorder.count
                    // A root found from another root is joined to the virtual root too.
                    low[other] = isRoot[other] ? 0 : preorder.count
                    preorder.append(other)
                    stack.append((other, 0))
                } else {
                    low[node] = min(low[node], discovery[other])
                }
            } else {
                stack.removeLast()
                end[node] = preorder.count
                let up = parent[node]
                if up >= 0 { low[up] = min(low[up], low[node]) }
            }
        }
    }

    func isReached(_ node: Int) -> Bool { discovery[node] >= 0 }

    /// Whether `node` is in the subtree of `ancestor`.
    func isInSubtree(_ node: Int, of ancestor: Int) -> Bool {
        discovery[node] >= discovery[ancestor] && discovery[node] < end[ancestor]
    }

    /// The variable nodes whose subtree removing their parent (a constraint node) cuts
    /// off from the roots, with that parent.
    func separatedSubtrees(in graph: ConstraintGraph) -> [(child: Int, constraint: Int)] {
        var result: [(child: Int, constraint: Int)] = []
        for node in preorder where node < graph.variableCount {
            let up = parent[node]
            if up >= 0 && up < graph.nodeCount && graph.isConstraint(up) && low[node] >= discovery[up] {
                result.append((node, up))
            }
        }
        return result
    }

    /// Per preorder position p, how many of the first p reached nodes are constraint
    /// nodes for which `counts` holds.
    func prefixCounts(in graph: ConstraintGraph, _ counts: [Bool]) -> [Int] {
        var prefix = [Int](repeating: 0, count: preorder.count + 1)
        for (p, node) in preorder.enumerated() {
            let counted = node < graph.nodeCount && graph.isConstraint(node) && counts[node - graph.variableCount]
            prefix[p + 1] = prefix[p] + (counted ? 1 : 0)
        }
        return prefix
    }
}
