@testable import LayoutSolver
import Testing

/// A column of required equalities, `x₀ = 0` and `xₖ = xₖ₋₁ + 10`: each new row carries
/// the dummies of every equality above it, which the tableau folds into one aggregate
/// per row (``DummyAggregates``). These change one equality deep inside the column,
/// so an aggregate that still stood for it afterwards gives wrong values here.
@Suite("Solver, dummies folded into aggregates")
struct DummyAggregateTests {
    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    struct Column {
        var solver: Solver
        var x: [Variable] = []
        var links: [ConstraintID] = []
        var root: ConstraintID

        /// `count` variables; with `weights`, each `xₖ = 0` at priority 1 too, so that a
        /// part of the column cut loose settles as low as the other constraints allow.
        init(count: Int, weights: Bool = true) throws {
            var solver = Solver()
            x = (0..<count).map { solver.makeVariable("x\($0)") }
            root = try solver.add(Constraint(LinearExpression(x[0]), .equal))
            for k in 1..<count {
                links.append(try solver.add(Constraint(LinearExpression(x[k]) - LinearExpression(x[k - 1]) - 10, .equal)))
            }
            if weights {
                for v in x { try solver.add(Constraint(LinearExpression(v), .equal, priority: Priority(clamping: 1))) }
            }
            self.solver = solver
        }
    }

    @Test func theColumnIsFolded() throws {
        let column = try Column(count: 21)
        #expect(!column.solver.tableau.aggregates.isEmpty)
        for (k, v) in column.x.enumerated() { #expect(near(column.solver.value(of: v), Double(10 * k))) }
    }

    /// `x₂₀ ≥ 300` at 500 cannot hold while the column is whole (x₂₀ = 200). Removing
    /// link `j` (`xⱼ₊₁ = xⱼ + 10`) cuts the column in two: xⱼ₊₁ … x₂₀ then rise together
    /// just enough, to `xₖ = 10k + 100` (priority 1 keeps them as low as that), and
    /// x₀ … xⱼ stay. Link 1's dummy is folded twice over (into the aggregate of the
    /// eighth row, which is folded into that of the fifteenth), link 17's not at all.
    @Test(arguments: [1, 9, 17])
    func removingALinkFreesWhatHangsBelowIt(link j: Int) throws {
        var column = try Column(count: 21)
        let x = column.x
        try column.solver.add(Constraint(LinearExpression(x[20]) - 300, .greaterThanOrEqual, priority: Priority(clamping: 500)))
        #expect(near(column.solver.value(of: x[20]), 200))
        try column.solver.remove(column.links[j])
        for k in 0...j { #expect(near(column.solver.value(of: x[k]), Double(10 * k))) }
        for k in (j + 1)...20 { #expect(near(column.solver.value(of: x[k]), Double(10 * k + 100))) }
        #expect(column.solver.levelViolations().map(\.priority.rawValue) == [1])
    }

    /// Moving link `j` to `xⱼ₊₁ = xⱼ + 25` moves everything below it by 15, and back.
    @Test(arguments: [1, 9, 17])
    func aNewConstantMovesWhatHangsBelowIt(link j: Int) throws {
        var column = try Column(count: 21)
        try column.solver.setConstant(column.links[j], to: -25)
        for (k, v) in column.x.enumerated() {
            #expect(near(column.solver.value(of: v), Double(10 * k + (k > j ? 15 : 0))))
        }
        try column.solver.setConstant(column.links[j], to: -10)
        for (k, v) in column.x.enumerated() { #expect(near(column.solver.value(of: v), Double(10 * k))) }
    }

    /// Several links moved in one call (``Solver/setConstants(_:)``): link 1 to 25, link 9
    /// to 12, link 17 to 4, the root to 7. Each lower x moves by the sum of the changes
    /// above it: xₖ = 10k + 7 + 15·[k > 1] + 2·[k > 9] − 6·[k > 17]. Links 1 and 9 are
    /// folded into aggregates (the eighth row's, the fifteenth's), so the shift reads
    /// them through the aggregates' weights; then all back at once.
    @Test func severalLinksMovedAtOnce() throws {
        var column = try Column(count: 21)
        let links = column.links
        try column.solver.setConstants([(links[1], -25), (links[9], -12), (links[17], -4), (column.root, -7)])
        for (k, v) in column.x.enumerated() {
            let expected = 10 * k + 7 + (k > 1 ? 15 : 0) + (k > 9 ? 2 : 0) - (k > 17 ? 6 : 0)
            #expect(near(column.solver.value(of: v), Double(expected)), "x\(k)")
        }
        #expect(column.solver.constraint(links[9])?.expression.constant == -12)
        try column.solver.setConstants([(links[1], -10), (links[9], -10), (links[17], -10), (column.root, 0)])
        for (k, v) in column.x.enumerated() { #expect(near(column.solver.value(of: v), Double(10 * k))) }
    }

    /// With `x₂₀ = x₀ + 200` implied (its row made of the links' folded dummies), moving
    /// links 1 and 9 by +15 and −15 together keeps it true: made, x₂ … x₉ 15 higher.
    /// Moving link 1 by +15 and link 9 by −5 breaks it: refused as the moves one by one
    /// are, at link 1, and every value and constant stays.
    @Test func aBatchKeepsOrBreaksAnImpliedEquality() throws {
        var column = try Column(count: 21)
        try column.solver.add(Constraint(LinearExpression(column.x[20]) - LinearExpression(column.x[0]) - 200, .equal))
        let links = column.links
        try column.solver.setConstants([(links[1], -25), (links[9], 5)])
        for (k, v) in column.x.enumerated() {
            #expect(near(column.solver.value(of: v), Double(10 * k + (k > 1 && k <= 9 ? 15 : 0))), "x\(k)")
        }
        try column.solver.setConstants([(links[1], -10), (links[9], -10)])
        let refusal = #expect(throws: SolverError.self) {
            try column.solver.setConstants([(links[1], -25), (links[9], -5)])
        }
        guard case .unsatisfiable(let conflict)? = refusal else {
            Issue.record("expected a conflict, got \(String(describing: refusal))")
            return
        }
        #expect(conflict.rejected == links[1])
        #expect(column.solver.constraint(links[1])?.expression.constant == -10)
        #expect(column.solver.constraint(links[9])?.expression.constant == -10)
        for (k, v) in column.x.enumerated() { #expect(near(column.solver.value(of: v), Double(10 * k))) }
    }

    /// The proof that `x₂₀ = 150` cannot hold runs through the whole column: every link
    /// and the root are named (the row it reads holds them folded).
    @Test func aConflictNamesEveryLinkOfTheColumn() throws {
        var column = try Column(count: 21, weights: false)
        let row = column.solver.tableau.row(column.solver.variableSymbols[column.x[20].index])
        let named = column.solver.owners(of: row, excluding: -1)
        #expect(named == ([column.root] + column.links).map(\.rawValue).sorted())
        let outcome = try column.solver.addBreakingConflict(Constraint(LinearExpression(column.x[20]) - 150, .equal))
        guard case .broken(let conflict) = outcome else { Issue.record("x20 = 150 should conflict"); return }
        #expect(Set(conflict.conflicting) == Set([column.root] + column.links))
    }

    /// `x₂₀ = x₀ + 200` follows from the column; it is kept as a row of the column's
    /// dummies (folded). Removing link `j` then leaves the implied equality holding the
    /// two ends together, and removing the implied one too frees the lower part, which
    /// `x₂₀ ≥ 700` at 500 then lifts to `xₖ = 10k + 500`.
    @Test(arguments: [1, 9, 17])
    func anImpliedEqualityTakesOverFromARemovedLink(link j: Int) throws {
        var column = try Column(count: 21)
        let x = column.x
        let implied = try column.solver.add(Constraint(LinearExpression(x[20]) - LinearExpression(x[0]) - 200, .equal))
        try column.solver.add(Constraint(LinearExpression(x[20]) - 700, .greaterThanOrEqual, priority: Priority(clamping: 500)))
        try column.solver.remove(column.links[j])
        for (k, v) in x.enumerated() { #expect(near(column.solver.value(of: v), Double(10 * k))) }
        try column.solver.remove(implied)
        for k in 0...j { #expect(near(column.solver.value(of: x[k]), Double(10 * k))) }
        for k in (j + 1)...20 { #expect(near(column.solver.value(of: x[k]), Double(10 * k + 500))) }
    }

    /// With `x₂₀ = x₀ + 200` installed (implied, kept as a row of folded dummies), a new
    /// constant for link `j` contradicts it: refused, and every value stays. The
    /// implied row holds link `j`'s dummy only through aggregates. Both directions:
    /// one of them moves the implied row's constant up, where no pivot would see it.
    @Test(arguments: [(1, -25.0), (1, 0), (9, -25), (9, 0)])
    func aNewConstantAgainstAnImpliedEqualityIsRefused(link j: Int, constant: Double) throws {
        var column = try Column(count: 21)
        try column.solver.add(Constraint(LinearExpression(column.x[20]) - LinearExpression(column.x[0]) - 200, .equal))
        #expect(throws: SolverError.self) { try column.solver.setConstant(column.links[j], to: constant) }
        for (k, v) in column.x.enumerated() { #expect(near(column.solver.value(of: v), Double(10 * k))) }
    }

    /// The ambiguity analysis pivots a copy of the tableau, and a pivot that writes a
    /// definition out folds its dummies into a new aggregate: a symbol younger than the
    /// analysis's table of pinned symbols, which it indexed out of range (found by the
    /// ambiguity property at `LAYOUTDB_PROPERTY_SEED=31 LAYOUTDB_PROPERTY_SCALE=15`).
    ///
    /// x1 = 3 and x2 = −9 are required; x3 = −5 − x0. At 251, |x2 + x3 − 12| + (x0 + 4)⁻
    /// is 22 for every x0 in [−26, −4]; at 250, x0 ≤ −11 holds from −11 down. So x0
    /// ranges over [−26, −11] and x3 over [6, 21].
    @Test func theFacesCopyMakesAggregatesOfItsOwn() throws {
        var solver = Solver()
        solver.tableau.foldThreshold = 2
        solver.tableau.definitionThreshold = 0
        let x = (0..<4).map { solver.makeVariable("x\($0)") }
        func add(_ e: LinearExpression, _ relation: Relation, _ priority: Double) throws {
            try solver.add(Constraint(e, relation, priority: Priority(clamping: priority)))
        }
        try add(LinearExpression(x[1]) + 12, .lessThanOrEqual, 1)
        try add(LinearExpression(x[1]) + LinearExpression(x[2]) + 6, .equal, 1000)
        try add(LinearExpression(x[2]) + LinearExpression(x[3]) - 12, .equal, 251)
        try add(LinearExpression(x[0]) + LinearExpression(x[3]) + 5, .equal, 1000)
        try add(LinearExpression(x[1]) - 3, .equal, 1000)
        try add(LinearExpression(x[1]) + 1, .lessThanOrEqual, 500)
        try add(LinearExpression(x[0]) + 4, .greaterThanOrEqual, 251)
        try add(LinearExpression(x[0]) + 11, .lessThanOrEqual, 250)
        let ambiguity = solver.ambiguity(of: x)
        #expect(Set(ambiguity.ranges.keys) == [x[0], x[3]])
        let x0 = try #require(ambiguity.ranges[x[0]])
        let x3 = try #require(ambiguity.ranges[x[3]])
        #expect(near(x0.lowerBound, -26) && near(x0.upperBound, -11))
        #expect(near(x3.lowerBound, 6) && near(x3.upperBound, 21))
    }
}
