import LayoutSolver

/// A linear program small enough to solve with a dense tableau:
/// minimise `objective · x` subject to `rows`, each `coefficients · x RELATION rhs`.
///
/// It is the reference's only interface to the simplex, kept deliberately plain
/// (dense arrays, no incremental state) so that a reader can check it by eye.
/// Columns are either free (unrestricted in sign, as every layout variable is)
/// or non-negative (the auxiliary violation variables).
struct LinearProgram: Sendable {
    /// One row `coefficients · x RELATION rhs`; `coefficients.count == columnCount`.
    struct Row: Sendable {
        var coefficients: [Double]
        var relation: Relation
        var rhs: Double
    }

    /// How many columns (unknowns) the program has.
    var columnCount: Int
    /// `isFree[j]`: column `j` is unrestricted in sign; otherwise it is `>= 0`.
    var isFree: [Bool]
    var rows: [Row] = []
    /// The costs to minimise, one per column.
    var objective: [Double]

    init(columnCount: Int, isFree: [Bool]) {
        precondition(isFree.count == columnCount)
        self.columnCount = columnCount
        self.isFree = isFree
        self.objective = Array(repeating: 0, count: columnCount)
    }

    /// Appends the row `Σ coefficients[j]·x_j RELATION rhs` given sparsely.
    mutating func addRow(_ terms: [(column: Int, coefficient: Double)], _ relation: Relation, _ rhs: Double) {
        var dense = Array(repeating: 0.0, count: columnCount)
        for term in terms { dense[term.column] += term.coefficient }
        rows.append(Row(coefficients: dense, relation: relation, rhs: rhs))
    }
}

/// What solving a ``LinearProgram`` found.
enum LinearProgramOutcome: Sendable {
    /// No point satisfies every row.
    case infeasible
    /// Feasible, but the objective decreases without bound.
    case unbounded
    /// An optimal vertex `solution` with objective `value`.
    case optimal(value: Double, solution: [Double])

    var isFeasible: Bool {
        if case .infeasible = self { return false }
        return true
    }
}
