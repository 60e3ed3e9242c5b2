@testable import LayoutSolver
import Testing

/// New rows kept as the definition of a variable that definitions already hold
/// (Tableau+HeldSubjects.swift).
///
/// The column of self-sizing cells is built in the order a layout engine installs a
/// table: each cell's own constraints first (its content view at its edges, a label 8
/// inside, the content view's bottom 8 below the label), then the constraint hanging it
/// from the cell above. By then the cell's top is defined as its content view's, and
/// the hanging constraint finds no fresh variable.
@Suite("Solver, definitions of variables that definitions hold")
struct HeldSubjectTests {
    static let count = 40

    /// Cell k: `cell.top == content.top`, `cell.height == content.height`,
    /// `label.top == content.top + 8`, `label.height ≥ 10`, `label.height == 20` at
    /// 700 + k (higher cells give way first), `content.bottom == label.bottom + 8`, and
    /// `cell.top == 0` or the bottom of the cell above; the last bottom `≤ window`, an
    /// edit variable at 999.
    struct Table {
        var solver = Solver()
        var top: [Variable] = []
        var height: [Variable] = []
        var label: [Variable] = []
        var hangs: [ConstraintID] = []
        let window: Variable

        init(definitions: Bool, window start: Double) throws {
            solver.tableau.definitionThreshold = definitions ? 0 : .max
            window = solver.makeVariable("window")
            for k in 0..<HeldSubjectTests.count {
                // Made in this order, the cell's variables come before its content
                // view's, and `cell.top == content.top` is solved for the cell's.
                let cellTop = solver.makeVariable("cell\(k).top")
                let cellHeight = solver.makeVariable("cell\(k).height")
                let contentTop = solver.makeVariable("content\(k).top")
                let contentHeight = solver.makeVariable("content\(k).height")
                let labelTop = solver.makeVariable("label\(k).top")
                let labelHeight = solver.makeVariable("label\(k).height")
                func v(_ x: Variable) -> LinearExpression { LinearExpression(x) }
                try solver.add(Constraint(v(cellTop) - v(contentTop), .equal))
                try solver.add(Constraint(v(cellHeight) - v(contentHeight), .equal))
                try solver.add(Constraint(v(labelTop) - v(contentTop) - 8, .equal))
                try solver.add(Constraint(v(labelHeight) - 10, .greaterThanOrEqual))
                try solver.add(Constraint(v(labelHeight) - 20, .equal, priority: Priority(clamping: Double(700 + k))))
                try solver.add(Constraint(v(contentTop) + v(contentHeight) - v(labelTop) - v(labelHeight) - 8, .equal))
                if k == 0 {
                    try solver.add(Constraint(v(cellTop), .equal))
                } else {
                    hangs.append(try solver.add(Constraint(v(cellTop) - v(top[k - 1]) - v(height[k - 1]), .equal)))
                }
                top.append(cellTop)
                height.append(cellHeight)
                label.append(labelHeight)
            }
            let last = HeldSubjectTests.count - 1
            try solver.add(Constraint(LinearExpression(top[last]) + LinearExpression(height[last]) - LinearExpression(window), .lessThanOrEqual))
            try solver.addEditVariable(window, priority: Priority(clamping: 999), initialValue: start)
        }

        var values: [Double] { (top + height + label + [window]).map { solver.value(of: $0) } }

        /// The most cells any row of a variable holds.
        var longestRow: Int {
            (top + height + label).map { solver.tableau.row(solver.variableSymbols[$0.index]).cells.count }.max() ?? 0
        }
    }

    /// 40 cells of 36 fill 1440; a window of 1340 takes 10 from each of the 10 cells
    /// whose labels' priorities are lowest (the first ten), which are then 26 high.
    @Test func theCellsStackAndTheLowestPrioritiesGiveWay() throws {
        var table = try Table(definitions: true, window: 1440)
        for k in 0..<Self.count {
            #expect(abs(table.solver.value(of: table.top[k]) - 36 * Double(k)) < 1e-9)
            #expect(abs(table.solver.value(of: table.height[k]) - 36) < 1e-9)
        }
        try table.solver.suggestValue(table.window, 1340)
        var top = 0.0
        for k in 0..<Self.count {
            let height: Double = k < 10 ? 26 : 36
            #expect(abs(table.solver.value(of: table.top[k]) - top) < 1e-9)
            #expect(abs(table.solver.value(of: table.height[k]) - height) < 1e-9)
            top += height
        }
    }

    /// Kept as definitions, the hanging constraints stay as short as they are; written
    /// out, the lowest cell's top holds a cell for every label above it.
    @Test func theHangingRowsStayShort() throws {
        let kept = try Table(definitions: true, window: 1440)
        let written = try Table(definitions: false, window: 1440)
        #expect(kept.longestRow <= 6)
        #expect(written.longestRow > 30)
    }

    /// Every operation gives the values the written-out tableau gives: resizing the
    /// window, a new gap, removing a hanging constraint in the middle and adding it back.
    @Test(arguments: [0, 17, 38])
    func definitionsAndWrittenOutRowsAgree(hang j: Int) throws {
        var kept = try Table(definitions: true, window: 1440)
        var written = try Table(definitions: false, window: 1440)
        func expectSame(_ step: String) {
            for (a, b) in zip(kept.values, written.values) {
                #expect(abs(a - b) < 1e-7, "\(step)")
            }
        }
        expectSame("built")
        for window in [1340.0, 1000, 2000, 1440] {
            try kept.solver.suggestValue(kept.window, window)
            try written.solver.suggestValue(written.window, window)
            expectSame("window \(window)")
        }
        try kept.solver.setConstant(kept.hangs[j], to: -12)
        try written.solver.setConstant(written.hangs[j], to: -12)
        expectSame("gap 12 at hang \(j)")
        try kept.solver.remove(kept.hangs[j])
        try written.solver.remove(written.hangs[j])
        expectSame("hang \(j) removed")
        let hang = { (t: Table) in LinearExpression(t.top[j + 1]) - LinearExpression(t.top[j]) - LinearExpression(t.height[j]) }
        kept.hangs[j] = try kept.solver.add(Constraint(hang(kept), .equal))
        written.hangs[j] = try written.solver.add(Constraint(hang(written), .equal))
        expectSame("hang \(j) back")
        try kept.solver.suggestValue(kept.window, 1300)
        try written.solver.suggestValue(written.window, 1300)
        expectSame("window 1300 after")
    }

    /// `b == 3`, then `a == s + 5` (a definition holding `s`), then `s == b + 1`: only
    /// `a`'s definition holds `s`, so the last row becomes `s`'s definition naming `b`,
    /// and `a` ranks above `s` from then on. s = 4, a = 9.
    @Test func aHeldVariableIsDefinedAndItsHolderRanksAbove() throws {
        var solver = Solver()
        solver.tableau.definitionThreshold = 0
        let b = solver.makeVariable("b")
        let a = solver.makeVariable("a")
        let s = solver.makeVariable("s")
        let pin = try solver.add(Constraint(LinearExpression(b) - 3, .equal))
        try solver.add(Constraint(LinearExpression(a) - LinearExpression(s) - 5, .equal))
        try solver.add(Constraint(LinearExpression(s) - LinearExpression(b) - 1, .equal))
        #expect(abs(solver.value(of: s) - 4) < 1e-12)
        #expect(abs(solver.value(of: a) - 9) < 1e-12)
        let symbol = { (v: Variable) in solver.variableSymbols[v.index] }
        let row = solver.tableau.row(symbol(s))
        #expect(row.coefficient(of: symbol(b)) == 1, "s names b")
        let rank = { (v: Variable) in solver.tableau.definitions.rank[Int(symbol(v))] }
        #expect(rank(b) < rank(s) && rank(s) < rank(a))
        // b moves: s and a follow through the definitions.
        try solver.setConstant(pin, to: -10)
        #expect(abs(solver.value(of: s) - 11) < 1e-12)
        #expect(abs(solver.value(of: a) - 16) < 1e-12)
    }

    /// `c == 7`, `a == s + c + 5`, then `a + s == 30`: only `a`'s definition holds `s`,
    /// but the row names `a`, so as `s`'s definition it would name the definition naming
    /// it; and `a`'s definition names `c`, so it does not replace `a` in the row either.
    /// The row is written out instead: 2s + 7 + 5 = 30, s = 9, a = 21.
    @Test func aRowNamingTheHoldersIsWrittenOut() throws {
        var solver = Solver()
        solver.tableau.definitionThreshold = 0
        let c = solver.makeVariable("c")
        let a = solver.makeVariable("a")
        let s = solver.makeVariable("s")
        try solver.add(Constraint(LinearExpression(c) - 7, .equal))
        try solver.add(Constraint(LinearExpression(a) - LinearExpression(s) - LinearExpression(c) - 5, .equal))
        var row = Self.rowOfSum(a, s, minus: 30, in: solver)
        #expect(solver.tableau.heldDefinitionSubject(of: &row).map(\.subject) == nil)
        try solver.add(Constraint(LinearExpression(a) + LinearExpression(s) - 30, .equal))
        #expect(abs(solver.value(of: s) - 9) < 1e-12)
        #expect(abs(solver.value(of: a) - 21) < 1e-12)
    }

    /// `a == s + 5`, then `a + s == 30`: the row names `a`, whose short definition holds
    /// `s` and names nothing, so `a` is replaced by it and the row, `2s + 5 = 30`, becomes
    /// `s`'s definition. s = 12.5, a = 17.5.
    @Test func aShortReferenceIsReplacedByItsDefinition() throws {
        var solver = Solver()
        solver.tableau.definitionThreshold = 0
        let a = solver.makeVariable("a")
        let s = solver.makeVariable("s")
        try solver.add(Constraint(LinearExpression(a) - LinearExpression(s) - 5, .equal))
        let symbol = { (v: Variable) in solver.variableSymbols[v.index] }
        var row = Self.rowOfSum(a, s, minus: 30, in: solver)
        #expect(solver.tableau.heldDefinitionSubject(of: &row).map(\.subject) == symbol(s))
        #expect(row.coefficient(of: symbol(a)) == 0)
        #expect(row.coefficient(of: symbol(s)) == 2)
        try solver.add(Constraint(LinearExpression(a) + LinearExpression(s) - 30, .equal))
        #expect(abs(solver.value(of: s) - 12.5) < 1e-12)
        #expect(abs(solver.value(of: a) - 17.5) < 1e-12)
    }

    /// The row `newRow` makes of `a + s − constant` with `a` basic and `s` not: the
    /// reference's value counted in the constant.
    static func rowOfSum(_ a: Variable, _ s: Variable, minus constant: Double, in solver: Solver) -> Row {
        let (x, y) = (solver.variableSymbols[a.index], solver.variableSymbols[s.index])
        return Row(constant: solver.value(of: a) - constant, sortedCells: [
            Row.Cell(symbol: min(x, y), coefficient: 1), Row.Cell(symbol: max(x, y), coefficient: 1),
        ])
    }
}
