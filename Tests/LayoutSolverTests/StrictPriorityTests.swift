import Testing
import LayoutSolver

/// Hand-computed answers for the behaviours that set this solver apart.
@Suite struct StrictPriorityTests {
    @Test func oneHigherPriorityBeatsManyLowerOnes() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(Constraint(LinearExpression(x), .greaterThanOrEqual))
        try solver.add(Constraint(LinearExpression(x) - 100, .equal, priority: Priority(clamping: 251)))
        for _ in 0..<1000 {
            try solver.add(Constraint(LinearExpression(x), .equal, priority: .defaultLow))
        }
        #expect(abs(solver.value(of: x) - 100) < 1e-9)
    }

    @Test func editAt999BeatsTwo998MinimumWidths() throws {
        var solver = Solver()
        let root = solver.makeVariable("root.w")
        let content = solver.makeVariable("content.w")
        let sidebar = solver.makeVariable("sidebar.w")
        try solver.add(Constraint(LinearExpression(content) - LinearExpression(root), .equal))
        try solver.add(Constraint(LinearExpression(sidebar) - LinearExpression(root), .lessThanOrEqual, priority: Priority(clamping: 998)))
        try solver.add(Constraint(LinearExpression(sidebar) - 400, .greaterThanOrEqual))
        try solver.add(Constraint(LinearExpression(content) - 400, .greaterThanOrEqual, priority: Priority(clamping: 998)))
        try solver.addEditVariable(root, priority: Priority(clamping: 999))
        try solver.suggestValue(root, 320)
        #expect(abs(solver.value(of: root) - 320) < 1e-9)
        #expect(abs(solver.value(of: sidebar) - 400) < 1e-9)
        try solver.suggestValue(root, 1024)
        #expect(abs(solver.value(of: root) - 1024) < 1e-9)
        #expect(abs(solver.value(of: content) - 1024) < 1e-9)
        try solver.suggestValue(root, 375)
        #expect(abs(solver.value(of: content) - 375) < 1e-9)
    }

    @Test func requiredConflictIsRefusedWithItsMinimalSet() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let a = try solver.add(Constraint(LinearExpression(x) - 10, .greaterThanOrEqual, label: "x>=10"))
        _ = try solver.add(Constraint(LinearExpression(y) - 3, .equal, label: "y==3"))
        let c = try solver.add(Constraint(LinearExpression(x) - LinearExpression(y) - 20, .lessThanOrEqual, label: "x<=y+20"))
        #expect(solver.value(of: x) >= 10 - 1e-9)
        #expect(throws: SolverError.self) {
            try solver.add(Constraint(LinearExpression(x) - 5, .lessThanOrEqual, label: "x<=5"))
        }
        do {
            try solver.add(Constraint(LinearExpression(x) - 5, .lessThanOrEqual, label: "x<=5"))
        } catch {
            guard case .unsatisfiable(let conflict) = error else { Issue.record("wrong error \(error)"); return }
            #expect(conflict.conflicting == [a])
            #expect(conflict.rejectedLabel == "x<=5")
        }
        _ = c
        // The solver is unchanged and keeps working.
        #expect(solver.installedConstraints.count == 3)
        try solver.add(Constraint(LinearExpression(x) - 12, .equal, priority: .defaultHigh))
        #expect(abs(solver.value(of: x) - 12) < 1e-9)
        #expect(abs(solver.value(of: y) - 3) < 1e-9)
    }

    @Test func ambiguityIsReportedWithAnotherSolution() throws {
        var solver = Solver()
        let a = solver.makeVariable("a")
        let b = solver.makeVariable("b")
        try solver.add(Constraint(LinearExpression(a) + LinearExpression(b) - 100, .equal))
        try solver.add(Constraint(LinearExpression(a), .greaterThanOrEqual))
        try solver.add(Constraint(LinearExpression(b), .greaterThanOrEqual))
        let ambiguity = solver.ambiguity(of: [a, b])
        #expect(ambiguity.ranges[a] == 0...100)
        #expect(ambiguity.ranges[b] == 0...100)
        let altA = try #require(ambiguity.alternative[a])
        let altB = try #require(ambiguity.alternative[b])
        #expect(abs(altA + altB - 100) < 1e-9)
        #expect(abs(altA - solver.value(of: a)) > 1)
        try solver.add(Constraint(LinearExpression(a) - 30, .equal, priority: .defaultLow))
        #expect(solver.ambiguity(of: [a, b]).ranges.isEmpty)
    }
}

@Suite struct RequiredConflictTests {
    @Test func conflictThroughAChainNamesTheWholeChainOnly() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let z = solver.makeVariable("z")
        let xy = try solver.add(Constraint(LinearExpression(y) - LinearExpression(x) - 10, .equal, label: "y==x+10"))
        let yz = try solver.add(Constraint(LinearExpression(z) - LinearExpression(y) - 10, .greaterThanOrEqual, label: "z>=y+10"))
        _ = try solver.add(Constraint(LinearExpression(x), .greaterThanOrEqual, label: "x>=0"))
        _ = try solver.add(Constraint(LinearExpression(y) - 500, .lessThanOrEqual, label: "y<=500"))
        let outcome = try solver.addBreakingConflict(Constraint(LinearExpression(z) - LinearExpression(x) - 5, .equal, label: "z==x+5"))
        guard case .broken(let conflict) = outcome else { Issue.record("expected a conflict"); return }
        #expect(conflict.conflicting == [xy, yz])
        // Solving goes on.
        try solver.add(Constraint(LinearExpression(x) - 7, .equal))
        #expect(abs(solver.value(of: y) - 17) < 1e-9)
        #expect(solver.value(of: z) >= 27 - 1e-9)
    }

    @Test func contradictoryEqualitiesAreExplained() throws {
        var solver = Solver()
        let a = solver.makeVariable("a")
        let b = solver.makeVariable("b")
        let e1 = try solver.add(Constraint(LinearExpression(a) - 10, .equal))
        let e2 = try solver.add(Constraint(LinearExpression(b) - LinearExpression(a), .equal))
        let result = try solver.addBreakingConflict(Constraint(LinearExpression(b) - 20, .equal))
        guard case .broken(let conflict) = result else { Issue.record("expected a conflict"); return }
        #expect(conflict.conflicting == [e1, e2])
        #expect(solver.value(of: b) == 10)
    }

    @Test func nonFiniteNumbersAreRejectedAtTheDoor() {
        var solver = Solver()
        let a = solver.makeVariable("a")
        #expect(throws: SolverError.nonFinite(label: "bad")) {
            try solver.add(Constraint(LinearExpression([Term(a, .nan)]), .equal, label: "bad"))
        }
        #expect(throws: SolverError.nonFinite(label: nil)) {
            try solver.add(Constraint(LinearExpression(a) + .infinity, .equal))
        }
    }

    /// `logo.width == 1e306 · root.width` with the root 375 wide: every number is finite,
    /// but the row's constant is 1e306 × 375, beyond a double. The row was installed as if
    /// it held nothing and the constraint silently did not hold; now the add is refused,
    /// naming the constraint, and the solver goes on as before it.
    @Test func numbersThatOverflowWithTheValuesAreRefused() throws {
        var solver = Solver()
        let root = solver.makeVariable("root.width")
        let logo = solver.makeVariable("logo.width")
        try solver.add(Constraint(LinearExpression(root) - 375, .equal))
        #expect(throws: SolverError.nonFinite(label: "logo")) {
            try solver.add(Constraint(LinearExpression(logo) - LinearExpression([Term(root, 1e306)]), .equal, label: "logo"))
        }
        try solver.add(Constraint(LinearExpression(logo) - LinearExpression([Term(root, 0.5)]), .equal))
        #expect(solver.value(of: logo) == 187.5)
        #expect(solver.value(of: root) == 375)
    }

    @Test func removingAndReAddingRestoresTheSolution() throws {
        var solver = Solver()
        let a = solver.makeVariable("a")
        let b = solver.makeVariable("b")
        let w = try solver.add(Constraint(LinearExpression(a) - 100, .equal, priority: .defaultHigh))
        try solver.add(Constraint(LinearExpression(b) - LinearExpression(a) - 8, .equal))
        try solver.add(Constraint(LinearExpression(a) - 50, .lessThanOrEqual, priority: .defaultLow))
        #expect(abs(solver.value(of: b) - 108) < 1e-9)
        try solver.remove(w)
        #expect(abs(solver.value(of: a) - 50) < 1e-9)
        #expect(throws: SolverError.unknownConstraint(w)) { try solver.remove(w) }
        try solver.add(Constraint(LinearExpression(a) - 100, .equal, priority: .defaultHigh))
        #expect(abs(solver.value(of: b) - 108) < 1e-9)
    }
}
