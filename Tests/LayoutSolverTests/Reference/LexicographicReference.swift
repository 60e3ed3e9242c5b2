import LayoutSolver

/// The strict lexicographic optimum of a ``ReferenceSystem``, computed the slow and
/// obvious way: one independent linear program per priority level.
///
/// Level by level from the highest optional priority down, it minimises the sum of
/// that level's violations subject to the required constraints and to every higher
/// level keeping its optimum (`Σ violations ≤ optimum + tolerance`). Lower levels do
/// not appear at all while a higher one is optimised, which is exactly "no number of
/// violated 250s outweighs one violated 251". Nothing is shared with the solver
/// under test except the ``Relation`` enum.
struct LexicographicReference: Sendable {
    let system: ReferenceSystem

    /// Slack allowed on a level's fixed optimum, so that the next level's program
    /// stays feasible despite rounding: `absolute + relative · optimum`.
    static let fixAbsolute = 1e-9
    static let fixRelative = 1e-9

    init(_ system: ReferenceSystem) {
        self.system = system
    }

    /// The answer for a feasible system: per-level optima and one optimal point.
    struct Optimum: Sendable {
        /// Highest level first; every optional level of the system appears.
        var levels: [LevelViolation]
        /// A point on the lexicographic optimal face.
        var point: [Double]
    }

    /// True when the required constraints can all hold.
    var isFeasible: Bool {
        DenseSimplex.solve(program(objectiveLevel: nil, fixed: [])).isFeasible
    }

    /// The lexicographic optimum, or nil when the required constraints conflict.
    func optimum() -> Optimum? {
        var fixed: [LevelViolation] = []
        var point: [Double] = []
        let levels = system.optionalLevels
        if levels.isEmpty {
            guard case .optimal(_, let solution) = DenseSimplex.solve(program(objectiveLevel: nil, fixed: [])) else {
                return nil
            }
            return Optimum(levels: [], point: Array(solution.prefix(system.variableCount)))
        }
        for level in levels {
            guard case .optimal(let value, let solution) = solveRelaxing(objectiveLevel: level, fixed: fixed) else {
                // Infeasible at the first level means the required set conflicts; a
                // violation sum is bounded below by 0, so nothing else can happen.
                return nil
            }
            fixed.append(LevelViolation(priority: level, violation: max(0, value)))
            point = Array(solution.prefix(system.variableCount))
        }
        return Optimum(levels: fixed, point: point)
    }

    /// For each variable, its smallest and largest value over the lexicographic
    /// optimal face (±infinity when unbounded), or nil when infeasible.
    func ranges() -> [ClosedRange<Double>]? {
        guard let optimum = optimum() else { return nil }
        return (0..<system.variableCount).map { j in
            var direction = Array(repeating: 0.0, count: system.variableCount)
            direction[j] = 1
            let low = extreme(direction, fixed: optimum.levels)
            direction[j] = -1
            let high = extreme(direction, fixed: optimum.levels).map { -$0 }
            // The two LPs round apart: on a point-like face the maximum can come out a
            // hair below the minimum (it crashed larger property runs). A range that
            // thin is a point.
            let lower = low ?? -.infinity
            return lower...Swift.max(lower, high ?? .infinity)
        }
    }

    /// The minimum of `direction · x` over the optimal face, nil when unbounded.
    private func extreme(_ direction: [Double], fixed: [LevelViolation]) -> Double? {
        var program = program(objectiveLevel: nil, fixed: fixed)
        for (j, a) in direction.enumerated() { program.objective[j] = a }
        switch DenseSimplex.solve(program) {
        case .optimal(let value, _): return value
        case .unbounded: return nil
        case .infeasible: preconditionFailure("the optimal face of a feasible system is not empty")
        }
    }

    /// Solves with the given fixes; if rounding made the fixes too tight to be
    /// feasible, loosens them tenfold, up to 1e-6 (never needed on small integer data,
    /// kept as a guard like lexref.py's).
    private func solveRelaxing(objectiveLevel: Double, fixed: [LevelViolation]) -> LinearProgramOutcome {
        var scale = 1.0
        while true {
            let outcome = DenseSimplex.solve(program(objectiveLevel: objectiveLevel, fixed: fixed, scale: scale))
            if outcome.isFeasible || fixed.isEmpty || scale >= 1000 { return outcome }
            scale *= 10
        }
    }

    /// The linear program: columns are the variables (free) followed by violation
    /// columns (`>= 0`) for every optional constraint whose level is fixed or is the
    /// objective; rows are the required constraints, those optional constraints with
    /// their violation columns, and one `Σ violations ≤ optimum + slack` per fixed level.
    func program(objectiveLevel: Double?, fixed: [LevelViolation], scale: Double = 1) -> LinearProgram {
        let n = system.variableCount
        var included = Set(fixed.map(\.priority))
        if let objectiveLevel { included.insert(objectiveLevel) }
        var violationColumns: [Double: [Int]] = [:]
        var rows: [(terms: [(column: Int, coefficient: Double)], relation: Relation, rhs: Double)] = []
        var columnCount = n
        for constraint in system.constraints {
            let terms = constraint.coefficients.enumerated().filter { $0.element != 0 }
                .map { (column: $0.offset, coefficient: $0.element) }
            let rhs = -constraint.constant
            if constraint.isRequired {
                rows.append((terms, constraint.relation, rhs))
                continue
            }
            guard included.contains(constraint.priority) else { continue }
            switch constraint.relation {
            case .equal:  // e − p + m == 0: violation p + m
                rows.append((terms + [(columnCount, -1), (columnCount + 1, 1)], .equal, rhs))
                violationColumns[constraint.priority, default: []] += [columnCount, columnCount + 1]
                columnCount += 2
            case .lessThanOrEqual:  // e − s <= 0
                rows.append((terms + [(columnCount, -1)], .lessThanOrEqual, rhs))
                violationColumns[constraint.priority, default: []] += [columnCount]
                columnCount += 1
            case .greaterThanOrEqual:  // e + s >= 0
                rows.append((terms + [(columnCount, 1)], .greaterThanOrEqual, rhs))
                violationColumns[constraint.priority, default: []] += [columnCount]
                columnCount += 1
            }
        }
        var program = LinearProgram(
            columnCount: columnCount,
            isFree: (0..<columnCount).map { $0 < n }
        )
        for row in rows { program.addRow(row.terms, row.relation, row.rhs) }
        for level in fixed {
            let slack = scale * (Self.fixAbsolute + Self.fixRelative * level.violation)
            let columns = violationColumns[level.priority] ?? []
            program.addRow(columns.map { ($0, 1) }, .lessThanOrEqual, level.violation + slack)
        }
        if let objectiveLevel {
            for column in violationColumns[objectiveLevel] ?? [] { program.objective[column] = 1 }
        }
        return program
    }
}
