/// A second, simplex-free oracle for systems of one or two variables, used only to
/// check ``LexicographicReference`` itself.
///
/// Every level's violation is convex and piecewise linear, with kinks on the lines
/// `residual == 0` of the constraints. So the lexicographic optimal face is a
/// polyhedron cut out by those lines; if it has a vertex, the vertex is the
/// intersection of two of them. If it has none, it contains a line parallel to every
/// constraint line, and crossing one of its boundary lines with an axis (`x0 = 0` or
/// `x1 = 0`, one of which is not parallel) still lands on it. So the lexicographic
/// minimum over all pairwise intersections of constraint lines and axes, among the
/// points that satisfy the required constraints, is the lexicographic optimum.
enum PlanarBruteForce {
    /// The optimal violation vector, or nil when no candidate satisfies the required
    /// constraints (the required set is infeasible).
    static func optimum(_ system: ReferenceSystem) -> [LevelViolation]? {
        precondition(system.variableCount <= 2)
        var best: [LevelViolation]?
        for point in candidates(system) where system.requiredViolation(point) <= 1e-9 {
            let vector = system.violationVector(point)
            if let current = best {
                if lexicographicallyLess(vector, current) { best = vector }
            } else {
                best = vector
            }
        }
        return best
    }

    /// Intersections of every pair of lines (constraint lines and the axes), or the
    /// kinks of each constraint and 0 in one dimension.
    static func candidates(_ system: ReferenceSystem) -> [[Double]] {
        var lines = system.constraints.map { (a: $0.coefficients, c: $0.constant) }
        if system.variableCount == 1 {
            return [[0]] + lines.filter { $0.a[0] != 0 }.map { [-$0.c / $0.a[0]] }
        }
        lines.append((a: [1, 0], c: 0))
        lines.append((a: [0, 1], c: 0))
        var points: [[Double]] = []
        for i in lines.indices {
            for k in lines.indices where k > i {
                // a0·x + a1·y = −c for both lines; Cramer's rule.
                let (p, q) = (lines[i], lines[k])
                let det = p.a[0] * q.a[1] - p.a[1] * q.a[0]
                if abs(det) < 1e-12 { continue }
                let x = (-p.c * q.a[1] + q.c * p.a[1]) / det
                let y = (-q.c * p.a[0] + p.c * q.a[0]) / det
                points.append([x, y])
            }
        }
        return points
    }

    /// Strictly better at the first level that differs by more than 1e-9.
    static func lexicographicallyLess(_ a: [LevelViolation], _ b: [LevelViolation]) -> Bool {
        for (x, y) in zip(a, b) where abs(x.violation - y.violation) > 1e-9 {
            return x.violation < y.violation
        }
        return false
    }
}
