import LayoutSolver
import Testing

/// Small cases whose answers are worked out by hand, one behaviour each; the
/// properties cover the same ground at random, these say it in plain numbers.
@Suite("Solver, hand-computed cases")
struct SolverHandComputedTests {
    func x(_ v: Variable, _ constant: Double = 0) -> LinearExpression { LinearExpression(v) + constant }

    @Test func onePriority251BeatsTwoConflictingPriority250s() throws {
        var solver = Solver()
        let v = solver.makeVariable("x")
        try solver.add(Constraint(x(v, -100), .equal, priority: Priority(clamping: 251)))
        try solver.add(Constraint(x(v), .equal, priority: .defaultLow))
        try solver.add(Constraint(x(v), .equal, priority: .defaultLow))
        #expect(abs(solver.value(of: v) - 100) < 1e-9)
    }

    @Test func requiredConflictReportsBothConstraints() throws {
        var solver = Solver()
        let v = solver.makeVariable("x")
        let first = try solver.add(Constraint(x(v, -10), .greaterThanOrEqual, label: "x >= 10"))
        let before = solver
        do {
            try solver.add(Constraint(x(v, -5), .lessThanOrEqual, label: "x <= 5"))
            Issue.record("x <= 5 was accepted next to x >= 10")
        } catch SolverError.unsatisfiable(let conflict) {
            #expect(conflict.conflicting == [first])
            #expect(conflict.rejectedLabel == "x <= 5")
            #expect(conflict.rejected != first)
            var breaking = before
            let outcome = try breaking.addBreakingConflict(Constraint(x(v, -5), .lessThanOrEqual, label: "x <= 5"))
            #expect(outcome == .broken(conflict))
        }
        #expect(solver.installedConstraints == [first])
        #expect(solver.value(of: v) >= 10 - 1e-9)
    }

    /// A refused required constraint must leave the optimum alone: x <= 3 required,
    /// x == -5 @999 (so x = -5), then the refused x == 4 required. Found by
    /// `ConflictProperties`; the phase-one pivots of the refused row must not stay.
    @Test func refusedConstraintLeavesTheOptimumAlone() throws {
        var solver = Solver()
        let v = solver.makeVariable("x")
        try solver.add(Constraint(x(v, -3), .lessThanOrEqual))
        try solver.add(Constraint(x(v, 5), .equal, priority: Priority(clamping: 999)))
        #expect(abs(solver.value(of: v) + 5) < 1e-9)
        #expect(throws: SolverError.self) { try solver.add(Constraint(x(v, -4), .equal)) }
        #expect(abs(solver.value(of: v) + 5) < 1e-9, "x = \(solver.value(of: v)) after the refusal")
    }

    /// Differential campaign (session 4), rand-428 reduced: two required equalities with
    /// coefficients up to 1000 after four optional rows; phase one pivots the artificial
    /// variable out with a rounding residue above epsilon, which used to throw
    /// `noLeavingRow`. By hand: v7 = −200 holds at 999, so 1000 v4 = 5 + 2000,
    /// v4 = 2.005, 100 v2 = v4 + 1000 v7 + 10000, v2 = −1899.97995; at level 1 the
    /// equality v7 − 1000 v1 + 0.25 v2 = 0 gives v1 = −0.6749949875, which meets
    /// 1000.5 v1 + 10 v4 ≤ 10, and level 500's v1 + v6 = 250/3 gives v6 ≥ 5.
    @Test func phaseOneAcceptsAFeasibleRowDespiteRoundingInItsObjective() throws {
        var solver = Solver()
        let v1 = solver.makeVariable("v1"), v2 = solver.makeVariable("v2"), v4 = solver.makeVariable("v4")
        let v6 = solver.makeVariable("v6"), v7 = solver.makeVariable("v7")
        func e(_ terms: [(Variable, Double)], _ constant: Double) -> LinearExpression {
            LinearExpression(terms.map { Term($0.0, $0.1) }, constant: constant)
        }
        try solver.add(Constraint(e([(v1, 1000.5), (v4, 10)], -10), .lessThanOrEqual, priority: Priority(clamping: 1)))
        try solver.add(Constraint(e([(v1, 3), (v6, 3)], -250), .equal, priority: Priority(clamping: 500)))
        try solver.add(Constraint(e([(v6, -1)], 5), .lessThanOrEqual, priority: Priority(clamping: 1)))
        try solver.add(Constraint(e([(v7, 1), (v1, -1000), (v2, 0.25)], 0), .equal, priority: Priority(clamping: 1)))
        try solver.add(Constraint(e([(v7, 10), (v4, 1000)], -5), .equal))
        try solver.add(Constraint(e([(v4, 1), (v7, 1000), (v2, -100)], 10000), .equal))
        try solver.addEditVariable(v7, priority: Priority(clamping: 999))
        try solver.addEditVariable(v2, priority: Priority(clamping: 250))
        try solver.suggestValue(v7, -200)
        try solver.suggestValue(v2, -200)
        for (v, expected) in [(v7, -200.0), (v4, 2.005), (v2, -1899.97995), (v1, -0.6749949875), (v6, 250.0 / 3 + 0.6749949875)] {
            #expect(abs(solver.value(of: v) - expected) < 1e-6)
        }
    }

    /// `a + b = 100` (required), `a` edited at priority 999.
    static func sumOf100WithAnEdit() throws -> (Solver, Variable, Variable) {
        var solver = Solver()
        let a = solver.makeVariable("a")
        let b = solver.makeVariable("b")
        try solver.add(Constraint(LinearExpression([Term(a), Term(b)], constant: -100), .equal))
        try solver.addEditVariable(a, priority: Priority(clamping: 999))
        return (solver, a, b)
    }

    @Test func editVariableFollowsItsSuggestions() throws {
        let (built, a, b) = try Self.sumOf100WithAnEdit()
        var solver = built
        for (suggestion, expected) in [(30.0, 70.0), (60, 40), (-20, 120)] {
            try solver.suggestValue(a, suggestion)
            #expect(abs(solver.value(of: a) - suggestion) < 1e-9)
            #expect(abs(solver.value(of: b) - expected) < 1e-9)
        }
        // A required bound beats the suggestion.
        try solver.add(Constraint(x(a, -50), .lessThanOrEqual))
        try solver.suggestValue(a, 80)
        #expect(abs(solver.value(of: a) - 50) < 1e-9)
        try solver.removeEditVariable(a)
        #expect(throws: SolverError.unknownEditVariable(a)) { try solver.suggestValue(a, 1) }
    }

    /// Removing an edit's constraint by its handle ends the edit, as removing the edit
    /// variable does: a suggestion is refused, nothing stale is shifted, and the
    /// variable can be edited again.
    @Test func removingAnEditsConstraintEndsTheEdit() throws {
        let (built, a, b) = try Self.sumOf100WithAnEdit()
        var solver = built
        try solver.suggestValue(a, 30)
        let before = Set(solver.installedConstraints)
        try solver.removeEditVariable(a)
        try solver.addEditVariable(a, priority: Priority(clamping: 999), initialValue: 30)
        guard let id = Set(solver.installedConstraints).subtracting(before).first else {
            Issue.record("the edit's constraint is not listed")
            return
        }
        try solver.remove(id)
        #expect(!solver.isEditVariable(a))
        #expect(throws: SolverError.unknownEditVariable(a)) { try solver.suggestValue(a, 60) }
        #expect(throws: SolverError.unknownEditVariable(a)) { try solver.removeEditVariable(a) }
        try solver.addEditVariable(a, priority: Priority(clamping: 999), initialValue: 40)
        try solver.suggestValue(a, 25)
        #expect(abs(solver.value(of: a) - 25) < 1e-9)
        #expect(abs(solver.value(of: b) - 75) < 1e-9)
    }

    @Test func aSumAloneIsAmbiguousAndBoundsCloseIt() throws {
        var solver = Solver()
        let a = solver.makeVariable("a")
        let b = solver.makeVariable("b")
        try solver.add(Constraint(LinearExpression([Term(a), Term(b)], constant: -10), .equal))
        let open = solver.ambiguity(of: [a, b])
        #expect(open.ranges[a] == -Double.infinity...Double.infinity)
        #expect(open.ranges[b] == -Double.infinity...Double.infinity)
        let alternative = try #require(open.alternative[a].flatMap { x in open.alternative[b].map { (x, $0) } })
        #expect(abs(alternative.0 + alternative.1 - 10) < 1e-9)

        try solver.add(Constraint(x(a), .greaterThanOrEqual))
        try solver.add(Constraint(x(b), .greaterThanOrEqual))
        let closed = solver.ambiguity(of: [a, b])
        let range = try #require(closed.ranges[a])
        #expect(abs(range.lowerBound) < 1e-9 && abs(range.upperBound - 10) < 1e-9)

        // A weak preference picks one point: nothing is ambiguous any more.
        try solver.add(Constraint(x(a, -3), .equal, priority: Priority(clamping: 1)))
        let pinned = solver.ambiguity(of: [a, b])
        #expect(pinned.ranges.isEmpty)
        #expect(pinned.alternative[a].map { abs($0 - 3) < 1e-9 } == true)
        #expect(pinned.alternative[b].map { abs($0 - 7) < 1e-9 } == true)
    }

    @Test func misuseIsRefusedWithTheRightError() throws {
        var solver = Solver()
        let v = solver.makeVariable("x")
        let id = try solver.add(Constraint(x(v, -1), .equal))
        try solver.remove(id)
        #expect(throws: SolverError.unknownConstraint(id)) { try solver.remove(id) }
        try solver.addEditVariable(v, priority: Priority(clamping: 999))
        #expect(throws: SolverError.duplicateEditVariable(v)) { try solver.addEditVariable(v, priority: .defaultHigh) }
        var other = Solver()
        let w = other.makeVariable("w")
        #expect(throws: SolverError.requiredEditVariable(w)) { try other.addEditVariable(w, priority: .required) }
        #expect(throws: SolverError.unknownEditVariable(w)) { try other.removeEditVariable(w) }
        #expect(throws: SolverError.nonFinite(label: "nan")) {
            try other.add(Constraint(LinearExpression([Term(w, .nan)]), .equal, label: "nan"))
        }
        #expect(other.installedConstraints.isEmpty)
    }
}
