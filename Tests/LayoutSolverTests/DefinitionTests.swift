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

/// A keypad as the benchmarks' `grid` family builds it (a display, a pad, rows of
/// four square keys, each top the bottom of the key above plus 12, every key the
/// first one's size, the last row's bottom below the top), churned as the benchmarks
/// do: every `stride`-th constraint out, then back in the same order. With rows kept as
/// definitions and with rows written out the values must agree after both halves.
///
/// At 20 rows the benchmarks' churn found a removal that pivoted on a definition
/// holding the removed equality's dummy while its references held it too: written out,
/// the row did not hold it at all, and the pivot lost another constraint's slack.
@Suite("Solver, definitions through churn")
struct DefinitionChurnTests {
    struct Keypad {
        var solver = Solver()
        var constraints: [Constraint] = []
        var ids: [ConstraintID] = []
        var variables: [Variable] = []

        struct View {
            let x, y, w, h: Variable
            var l: LinearExpression { LinearExpression(x) }
            var r: LinearExpression { LinearExpression(x) + LinearExpression(w) }
            var cx: LinearExpression { LinearExpression(x) + 0.5 * LinearExpression(w) }
            var t: LinearExpression { LinearExpression(y) }
            var b: LinearExpression { LinearExpression(y) + LinearExpression(h) }
            var width: LinearExpression { LinearExpression(w) }
            var height: LinearExpression { LinearExpression(h) }
        }

        init(rows: Int, definitions: Bool) throws {
            solver.tableau.definitionThreshold = definitions ? 0 : .max
            var solver = self.solver
            var variables: [Variable] = []
            func view(_ name: String) -> View {
                let v = View(x: solver.makeVariable(name + ".x"), y: solver.makeVariable(name + ".y"),
                             w: solver.makeVariable(name + ".w"), h: solver.makeVariable(name + ".h"))
                variables += [v.x, v.y, v.w, v.h]
                return v
            }
            var constraints: [Constraint] = []
            func add(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression = LinearExpression(), _ constant: Double = 0, priority: Double = 1000) {
                constraints.append(Constraint(lhs - rhs - constant, relation, priority: Priority(clamping: priority)))
            }
            func intrinsic(_ v: View, width: Double, height: Double) {
                for (side, size) in [(v.width, width), (v.height, height)] {
                    add(side, .lessThanOrEqual, LinearExpression(), size, priority: 250)
                    add(side, .greaterThanOrEqual, LinearExpression(), size, priority: 750)
                }
            }
            let root = view("root")
            add(root.l, .equal)
            add(root.t, .equal)
            add(root.width, .equal, LinearExpression(), 390)
            add(root.height, .equal, LinearExpression(), 844)
            let pad = view("pad"), display = view("display")
            add(pad.cx, .equal, root.cx)
            add(pad.width, .equal, 0.92 * root.width, priority: 750)
            add(pad.width, .lessThanOrEqual, LinearExpression(), 500)
            add(pad.l, .greaterThanOrEqual, root.l, 16)
            add(display.l, .equal, pad.l)
            add(display.r, .equal, pad.r)
            add(display.t, .equal, root.t, 55)
            add(display.height, .greaterThanOrEqual, LinearExpression(), 60)
            add(display.height, .equal, 0.25 * root.height, priority: 700)
            intrinsic(display, width: 120, height: 86)
            var keys: [[View]] = []
            for r in 0..<rows {
                var row: [View] = []
                for c in 0..<4 {
                    let k = view("k\(r).\(c)")
                    if let first = keys.first?.first ?? row.first {
                        add(k.width, .equal, first.width)
                        add(k.height, .equal, first.height)
                    } else {
                        add(k.height, .equal, 0.75 * k.width, priority: 998)
                    }
                    add(k.l, .equal, c == 0 ? pad.l : row[c - 1].r, c == 0 ? 0 : 12)
                    if c == 3 { add(k.r, .equal, pad.r) }
                    add(k.t, .equal, r == 0 ? display.b : keys[r - 1][c].b, 12)
                    intrinsic(k, width: 30, height: 30)
                    row.append(k)
                }
                keys.append(row)
            }
            add(pad.t, .equal, display.t)
            add(pad.b, .equal, keys[rows - 1][0].b)
            add(keys[rows - 1][0].b, .greaterThanOrEqual, root.t)
            for c in constraints { ids.append(try solver.add(c)) }
            self.solver = solver
            self.constraints = constraints
            self.variables = variables
        }

        var values: [Double] { variables.map { solver.value(of: $0) } }
    }

    @Test(arguments: [(10, 0), (10, 5), (7, 3), (3, 1)])
    func churnAgreesWithWrittenOutRows(stride step: Int, offset: Int) throws {
        var kept = try Keypad(rows: 20, definitions: true)
        var written = try Keypad(rows: 20, definitions: false)
        let churned = Array(stride(from: offset, to: kept.constraints.count, by: step))
        for i in churned {
            try kept.solver.remove(kept.ids[i])
            try written.solver.remove(written.ids[i])
        }
        for (a, b) in zip(kept.values, written.values) { #expect(abs(a - b) < 1e-6, "removed") }
        for i in churned {
            kept.ids[i] = try kept.solver.add(kept.constraints[i])
            written.ids[i] = try written.solver.add(written.constraints[i])
        }
        for (a, b) in zip(kept.values, written.values) { #expect(abs(a - b) < 1e-6, "restored") }
    }
}
