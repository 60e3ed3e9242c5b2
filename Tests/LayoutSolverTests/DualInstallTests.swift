import LayoutSolver
import Testing

/// Required constraints that the current solution violates, and whose rows hold no
/// free variable to solve for, are installed by the dual simplex
/// (`Tableau+DualInstall.swift`). These cases are worked out by hand; the
/// incremental and conflict properties check the same path at random.
@Suite("Installing a violated required constraint")
struct DualInstallTests {
    func x(_ v: Variable, _ constant: Double = 0) -> LinearExpression { LinearExpression(v) + constant }

    /// `x + y + z = 100` with `y == 50 @500`, `z == 50 @400`, `x == 0 @300`: x = 0.
    /// Then the required `x >= 30` must take 30 from y or z; strict priorities say z
    /// (the lower level), so the dual ratio test must pick z's error symbol.
    @Test func aViolatedRequiredInequalityTakesFromTheLowestLevel() throws {
        var solver = Solver()
        let a = solver.makeVariable("x")
        let b = solver.makeVariable("y")
        let c = solver.makeVariable("z")
        try solver.add(Constraint(LinearExpression([Term(a), Term(b), Term(c)], constant: -100), .equal))
        try solver.add(Constraint(x(b, -50), .equal, priority: Priority(clamping: 500)))
        try solver.add(Constraint(x(c, -50), .equal, priority: Priority(clamping: 400)))
        try solver.add(Constraint(x(a), .equal, priority: Priority(clamping: 300)))
        #expect(abs(solver.value(of: a)) < 1e-9)
        try solver.add(Constraint(x(a, -30), .greaterThanOrEqual))
        #expect(abs(solver.value(of: a) - 30) < 1e-9)
        #expect(abs(solver.value(of: b) - 50) < 1e-9)
        #expect(abs(solver.value(of: c) - 20) < 1e-9)
        let violations = solver.levelViolations()
        #expect(violations.count == 2)
        #expect(violations.first.map { abs($0.violation - 30) < 1e-9 && $0.priority == Priority(clamping: 400) } == true)
        #expect(violations.last.map { abs($0.violation - 30) < 1e-9 && $0.priority == Priority(clamping: 300) } == true)
    }

    /// A required equality between two variables that are both already basic (each set
    /// by its own suggestion-like optional constraint): `a == b + 10` with `a == 0 @700`
    /// and `b == 0 @600` moves b, the lower priority, to −10.
    @Test func aRequiredEqualityBetweenBasicVariablesMovesTheLowerPriority() throws {
        var solver = Solver()
        let a = solver.makeVariable("a")
        let b = solver.makeVariable("b")
        try solver.add(Constraint(x(a), .equal, priority: Priority(clamping: 700)))
        try solver.add(Constraint(x(b), .equal, priority: Priority(clamping: 600)))
        let id = try solver.add(Constraint(LinearExpression([Term(a), Term(b, -1)], constant: -10), .equal))
        #expect(abs(solver.value(of: a)) < 1e-9)
        #expect(abs(solver.value(of: b) + 10) < 1e-9)
        // Its constant can still move, and it can still be removed.
        try solver.setConstant(id, to: -25)
        #expect(abs(solver.value(of: a)) < 1e-9)
        #expect(abs(solver.value(of: b) + 25) < 1e-9)
        try solver.remove(id)
        #expect(abs(solver.value(of: a)) < 1e-9)
        #expect(abs(solver.value(of: b)) < 1e-9)
    }

    /// The dual simplex makes a pivot and only then finds the conflict: `x <= 10`,
    /// `y <= 10`, `x == 0 @500`, `y == 0 @400`, then the required `x + y >= 30`. The
    /// refusal must name both bounds and leave the optimum (0, 0) as it was.
    @Test func aConflictFoundAfterDualPivotsLeavesTheSolverAsItWas() throws {
        var solver = Solver()
        let a = solver.makeVariable("x")
        let b = solver.makeVariable("y")
        let boundX = try solver.add(Constraint(x(a, -10), .lessThanOrEqual))
        let boundY = try solver.add(Constraint(x(b, -10), .lessThanOrEqual))
        try solver.add(Constraint(x(a), .equal, priority: Priority(clamping: 500)))
        try solver.add(Constraint(x(b), .equal, priority: Priority(clamping: 400)))
        do {
            try solver.add(Constraint(LinearExpression([Term(a), Term(b)], constant: -30), .greaterThanOrEqual))
            Issue.record("x + y >= 30 was accepted next to x <= 10 and y <= 10")
        } catch SolverError.unsatisfiable(let conflict) {
            #expect(Set(conflict.conflicting) == [boundX, boundY])
        }
        #expect(abs(solver.value(of: a)) < 1e-9)
        #expect(abs(solver.value(of: b)) < 1e-9)
        // A satisfiable one afterwards still installs at the right optimum: y (the
        // lower priority) gives all it can, 10, and x the remaining 5.
        try solver.add(Constraint(LinearExpression([Term(a), Term(b)], constant: -15), .greaterThanOrEqual))
        #expect(abs(solver.value(of: a) - 5) < 1e-9)
        #expect(abs(solver.value(of: b) - 10) < 1e-9)
    }
}
