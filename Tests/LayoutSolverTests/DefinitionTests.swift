@testable import LayoutSolver
import Testing

/// A column of views, each top the bottom of the one above plus 8, in a container
/// whose bottom they must fit: the shape whose rows, written out, hold a cell for
/// every view above (Tableau+Definitions.swift). Kept as definitions the rows stay
/// short; the values must be those of the written-out tableau, through edits,
/// removals and new constants.
@Suite("Solver, rows of external variables kept as definitions")
struct DefinitionTests {
    static let count = 50

    /// `y₀ = 20`; `hₖ ≥ 10`; `hₖ = 30` at 700 + k (lower views give way first);
    /// `yₖ = yₖ₋₁ + hₖ₋₁ + 8`; the last bottom `≤ bottom`, an edit variable at 999.
    struct Column {
        var solver = Solver()
        var y: [Variable] = []
        var h: [Variable] = []
        var links: [ConstraintID] = []
        let bottom: Variable

        init(definitions: Bool, bottom start: Double) throws {
            solver.tableau.definitionThreshold = definitions ? 0 : .max
            bottom = solver.makeVariable("bottom")
            for k in 0..<DefinitionTests.count {
                y.append(solver.makeVariable("y\(k)"))
                h.append(solver.makeVariable("h\(k)"))
            }
            try solver.add(Constraint(LinearExpression(y[0]) - 20, .equal))
            for k in 0..<DefinitionTests.count {
                if k > 0 {
                    let link = LinearExpression(y[k]) - LinearExpression(y[k - 1]) - LinearExpression(h[k - 1]) - 8
                    links.append(try solver.add(Constraint(link, .equal)))
                }
                try solver.add(Constraint(LinearExpression(h[k]) - 10, .greaterThanOrEqual))
                try solver.add(Constraint(LinearExpression(h[k]) - 30, .equal, priority: Priority(clamping: Double(700 + k))))
            }
            let last = DefinitionTests.count - 1
            try solver.add(Constraint(LinearExpression(y[last]) + LinearExpression(h[last]) - LinearExpression(bottom), .lessThanOrEqual))
            try solver.addEditVariable(bottom, priority: Priority(clamping: 999), initialValue: start)
        }

        var values: [Double] { (y + h + [bottom]).map { solver.value(of: $0) } }
    }

    /// 20 + 49 gaps of 8 + the heights: a bottom of 1412 leaves 1000 for 50 heights,
    /// so the 25 lowest priorities give way to 10 and the 25 highest keep 30.
    @Test func theColumnFitsWithTheLowestPrioritiesGivingWay() throws {
        let column = try Column(definitions: true, bottom: 1412)
        var top = 20.0
        for k in 0..<Self.count {
            let height: Double = k < 25 ? 10 : 30
            #expect(abs(column.solver.value(of: column.h[k]) - height) < 1e-9)
            #expect(abs(column.solver.value(of: column.y[k]) - top) < 1e-9)
            top += height + 8
        }
    }

    /// The rows of the tops name the top above instead of holding a cell for every view
    /// above it; written out, the last one holds dozens.
    @Test func theTopsRowsStayShort() throws {
        let kept = try Column(definitions: true, bottom: 1412)
        let written = try Column(definitions: false, bottom: 1412)
        let longest = { (column: Column) in column.y.map { column.solver.tableau.row(column.solver.variableSymbols[$0.index]).cells.count }.max() ?? 0 }
        #expect(longest(kept) <= 8)
        #expect(longest(written) > 20)
    }

    /// Every operation gives the values the written-out tableau gives: resizing the
    /// container, removing a link in the middle and adding it back, a new gap.
    @Test(arguments: [1, 24, 37])
    func definitionsAndWrittenOutRowsAgree(link j: Int) throws {
        var kept = try Column(definitions: true, bottom: 1412)
        var written = try Column(definitions: false, bottom: 1412)
        func expectSame(_ step: String) {
            for (a, b) in zip(kept.values, written.values) {
                #expect(abs(a - b) < 1e-7, "\(step)")
            }
        }
        expectSame("built")
        for bottom in [1452.0, 1300, 2000, 1412] {
            try kept.solver.suggestValue(kept.bottom, bottom)
            try written.solver.suggestValue(written.bottom, bottom)
            expectSame("bottom \(bottom)")
        }
        try kept.solver.setConstant(kept.links[j], to: -18)
        try written.solver.setConstant(written.links[j], to: -18)
        expectSame("gap 18 at link \(j)")
        try kept.solver.remove(kept.links[j])
        try written.solver.remove(written.links[j])
        expectSame("link \(j) removed")
        let link = { (c: Column) in LinearExpression(c.y[j + 1]) - LinearExpression(c.y[j]) - LinearExpression(c.h[j]) - 8 }
        kept.links[j] = try kept.solver.add(Constraint(link(kept), .equal))
        written.links[j] = try written.solver.add(Constraint(link(written), .equal))
        expectSame("link \(j) back")
        try kept.solver.suggestValue(kept.bottom, 1500)
        try written.solver.suggestValue(written.bottom, 1500)
        expectSame("bottom 1500 after")
    }

    /// The restored column is the first one again: the values are unique.
    @Test func removingAndRestoringALinkGivesTheColumnBack() throws {
        var column = try Column(definitions: true, bottom: 1412)
        let before = column.values
        let j = 30
        try column.solver.remove(column.links[j])
        let link = LinearExpression(column.y[j + 1]) - LinearExpression(column.y[j]) - LinearExpression(column.h[j]) - 8
        column.links[j] = try column.solver.add(Constraint(link, .equal))
        for (a, b) in zip(column.values, before) { #expect(abs(a - b) < 1e-9) }
    }
}
