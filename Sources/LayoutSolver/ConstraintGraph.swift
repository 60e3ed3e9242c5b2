/// The installed constraints as a graph: one node per variable and one per constraint,
/// a constraint joined to each variable it names. Two variables in different connected
/// parts of it never influence each other's values, and a constraint whose removal cuts
/// the graph leaves the parts on either side to be solved alone; the removal queries
/// (``Solver/essentialConstraints(of:among:translations:)``) read that structure off
/// one depth-first search instead of re-solving.
///
/// Nodes `0..<variableCount` are variables; node `variableCount + k` is the k-th
/// constraint of ``ids``.
struct ConstraintGraph: Sendable {
    let variableCount: Int
    /// The installed constraints, in the order of their nodes.
    let ids: [ConstraintID]
    /// Per constraint node, its terms (variable index, coefficient).
    let terms: [[(variable: Int, coefficient: Double)]]
    /// Per constraint node (from 0), its relation.
    let relations: [Relation]
    /// Per node, the nodes it is joined to.
    let neighbours: [[Int]]

    init(_ solver: Solver) {
        variableCount = solver.variableCount
        var ids: [ConstraintID] = []
        var terms: [[(variable: Int, coefficient: Double)]] = []
        var relations: [Relation] = []
        var neighbours = [[Int]](repeating: [], count: solver.variableCount)
        for id in solver.installedConstraints {
            guard let constraint = solver.constraint(id) else { continue }
            let node = variableCount + ids.count
            ids.append(id)
            var own: [(variable: Int, coefficient: Double)] = []
            var joined: [Int] = []
            for term in constraint.expression.terms where (0..<variableCount).contains(term.variable.index) {
                own.append((term.variable.index, term.coefficient))
                joined.append(term.variable.index)
                neighbours[term.variable.index].append(node)
            }
            terms.append(own)
            relations.append(constraint.relation)
            neighbours.append(joined)
        }
        self.ids = ids
        self.terms = terms
        self.relations = relations
        self.neighbours = neighbours
    }

    var nodeCount: Int { neighbours.count }

    func isConstraint(_ node: Int) -> Bool { node >= variableCount }

    /// The terms of a constraint node.
    func terms(of node: Int) -> [(variable: Int, coefficient: Double)] { terms[node - variableCount] }

    /// Per constraint node (indexed from 0), whether moving every variable of
    /// `translation` by the same amount leaves its expression's value unchanged: the
    /// coefficients of those variables sum to exactly zero. Rounding can only make a
    /// constraint look moved, never still.
    func stillUnder(_ translation: [Bool]) -> [Bool] {
        terms.map { own in
            var sum = 0.0
            for term in own where translation[term.variable] { sum += term.coefficient }
            return sum == 0
        }
    }
}
