import LayoutSolver

/// A textbook two-phase primal simplex on a dense tableau, with Bland's rule.
///
/// This is the reference the project's incremental solver is checked against, so
/// it trades every bit of speed for being easy to verify: the program is rewritten
/// into standard form (`A y = b`, `y >= 0`, `b >= 0`; a free column `x` becomes
/// `x⁺ − x⁻`), phase 1 minimises the sum of artificial variables to find a
/// feasible basis, and phase 2 minimises the real objective from there. Bland's
/// rule (smallest entering index, smallest basic index on ratio ties) rules out
/// cycling on the degenerate vertices that layout systems are full of.
/// Only meant for a handful of rows and columns.
struct DenseSimplex {
    /// Pivot elements, reduced costs and ratios are compared against this.
    static let epsilon = 1e-9
    /// A phase-1 optimum above this means the rows cannot all hold.
    static let infeasibilityTolerance = 1e-8

    /// The tableau: `rows.count` constraint rows, each `width` entries plus the rhs last.
    private var tableau: [[Double]] = []
    /// `basis[i]`: the standard-form column that is basic in row `i`.
    private var basis: [Int] = []
    /// Standard-form columns that may enter the basis (artificials are barred after phase 1).
    private var enterable: [Bool] = []
    /// Number of standard-form columns (excluding the rhs).
    private var width = 0

    /// Solves `program` from scratch.
    static func solve(_ program: LinearProgram) -> LinearProgramOutcome {
        var simplex = DenseSimplex()
        return simplex.run(program)
    }

    private mutating func run(_ program: LinearProgram) -> LinearProgramOutcome {
        // Standard-form columns: each original column maps to a positive part and,
        // when free, a negative part.
        var positive: [Int] = []
        var negative: [Int?] = []
        var next = 0
        for j in 0..<program.columnCount {
            positive.append(next)
            next += 1
            if program.isFree[j] {
                negative.append(next)
                next += 1
            } else {
                negative.append(nil)
            }
        }
        let structural = next
        // One slack/surplus per inequality row, one artificial per row that has no
        // ready-made basic column (equalities and `>=` rows after sign normalisation).
        var slackCount = 0
        var artificialCount = 0
        var normalised: [(coefficients: [Double], relation: Relation, rhs: Double)] = []
        for row in program.rows {
            var coefficients = Array(repeating: 0.0, count: structural)
            for j in 0..<program.columnCount where row.coefficients[j] != 0 {
                coefficients[positive[j]] += row.coefficients[j]
                if let n = negative[j] { coefficients[n] -= row.coefficients[j] }
            }
            var relation = row.relation
            var rhs = row.rhs
            if rhs < 0 {
                coefficients = coefficients.map { -$0 }
                rhs = -rhs
                relation = relation.flipped
            }
            if relation != .equal { slackCount += 1 }
            if relation != .lessThanOrEqual { artificialCount += 1 }
            normalised.append((coefficients, relation, rhs))
        }
        width = structural + slackCount + artificialCount
        let firstArtificial = structural + slackCount
        tableau = []
        basis = []
        var slack = structural
        var artificial = firstArtificial
        for row in normalised {
            var line = row.coefficients + Array(repeating: 0.0, count: width - structural + 1)
            line[width] = row.rhs
            switch row.relation {
            case .lessThanOrEqual:
                line[slack] = 1
                basis.append(slack)
                slack += 1
            case .greaterThanOrEqual:
                line[slack] = -1
                slack += 1
                line[artificial] = 1
                basis.append(artificial)
                artificial += 1
            case .equal:
                line[artificial] = 1
                basis.append(artificial)
                artificial += 1
            }
            tableau.append(line)
        }
        enterable = Array(repeating: true, count: width)

        // Phase 1: minimise the sum of the artificials.
        var phaseOneCost = Array(repeating: 0.0, count: width)
        for j in firstArtificial..<width { phaseOneCost[j] = 1 }
        guard case .optimal(let infeasibility) = optimise(phaseOneCost) else {
            preconditionFailure("phase 1 is bounded below by 0")
        }
        if infeasibility > Self.infeasibilityTolerance { return .infeasible }
        // Drive the artificials left in the basis (at zero) out, or drop their
        // rows when they are redundant; then bar artificials from entering.
        var i = 0
        while i < tableau.count {
            if basis[i] >= firstArtificial {
                if let j = (0..<firstArtificial).first(where: { abs(tableau[i][$0]) > Self.epsilon }) {
                    pivot(row: i, column: j)
                } else {
                    tableau.remove(at: i)
                    basis.remove(at: i)
                    continue
                }
            }
            i += 1
        }
        for j in firstArtificial..<width { enterable[j] = false }

        // Phase 2: the real objective.
        var cost = Array(repeating: 0.0, count: width)
        for j in 0..<program.columnCount {
            cost[positive[j]] += program.objective[j]
            if let n = negative[j] { cost[n] -= program.objective[j] }
        }
        guard case .optimal(let value) = optimise(cost) else { return .unbounded }
        var values = Array(repeating: 0.0, count: width)
        for (row, column) in basis.enumerated() { values[column] = tableau[row][width] }
        let solution = (0..<program.columnCount).map { j in
            values[positive[j]] - (negative[j].map { values[$0] } ?? 0)
        }
        return .optimal(value: value, solution: solution)
    }

    private enum PhaseResult { case optimal(Double), unbounded }

    /// Minimises `cost · y` from the current (feasible) basis with Bland's rule.
    private mutating func optimise(_ cost: [Double]) -> PhaseResult {
        while true {
            // Reduced costs d_j = c_j − Σ_i c_basis(i) · T[i][j].
            var entering: Int?
            for j in 0..<width where enterable[j] && !basis.contains(j) {
                var reduced = cost[j]
                for (row, column) in basis.enumerated() where cost[column] != 0 {
                    reduced -= cost[column] * tableau[row][j]
                }
                if reduced < -Self.epsilon {
                    entering = j
                    break
                }
            }
            guard let column = entering else {
                var value = 0.0
                for (row, basic) in basis.enumerated() { value += cost[basic] * tableau[row][width] }
                return .optimal(value)
            }
            // Ratio test; ties go to the smallest basic column (Bland).
            var leaving: Int?
            var best = Double.infinity
            for row in 0..<tableau.count where tableau[row][column] > Self.epsilon {
                let ratio = tableau[row][width] / tableau[row][column]
                if let current = leaving {
                    if ratio < best - Self.epsilon || (abs(ratio - best) <= Self.epsilon && basis[row] < basis[current]) {
                        leaving = row
                        best = ratio
                    }
                } else {
                    leaving = row
                    best = ratio
                }
            }
            guard let row = leaving else { return .unbounded }
            pivot(row: row, column: column)
        }
    }

    /// Makes `column` basic in `row` by Gauss–Jordan elimination.
    private mutating func pivot(row: Int, column: Int) {
        let factor = tableau[row][column]
        for k in 0...width { tableau[row][k] /= factor }
        tableau[row][column] = 1
        for other in 0..<tableau.count where other != row {
            let multiple = tableau[other][column]
            if multiple == 0 { continue }
            for k in 0...width { tableau[other][k] -= multiple * tableau[row][k] }
            tableau[other][column] = 0
        }
        basis[row] = column
    }
}

extension Relation {
    /// The relation after multiplying both sides by −1.
    var flipped: Relation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}
