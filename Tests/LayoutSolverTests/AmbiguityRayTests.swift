import Testing
@testable import LayoutSolver

/// A ray that one variable's LP finds answers the bounds of every variable it moves
/// (``Solver/ambiguity(of:)``): a row of views that nothing places, ending at most at
/// a container's edge, slides left without end, and a variable that mirrors the first
/// view slides right. The bounds here are worked out by hand; a bound taken from the
/// ray in the wrong direction, or for a variable the ray does not move, changes them.
@Suite struct AmbiguityRayTests {
    static let widths: [Double] = [20, 35, 50, 65, 80]
    static let gap = 8.0
    static let edge = 400.0

    struct Row {
        var solver = Solver()
        var xs: [Variable] = []
        var ws: [Variable] = []
        var mirror: Variable
        var slider: Variable
    }

    /// Views chained left to right by `gap`, each of its width, the last one's
    /// trailing edge at most at `edge`; `mirror = −x₀`; and `slider` in [0, 10],
    /// which no ray of the row moves.
    static func row(definitionThreshold: Int) throws -> Row {
        var solver = Solver()
        solver.definitionThreshold = definitionThreshold
        let mirror = solver.makeVariable("mirror")
        let slider = solver.makeVariable("slider")
        var row = Row(solver: solver, mirror: mirror, slider: slider)
        for (i, width) in widths.enumerated() {
            let x = row.solver.makeVariable("x\(i)")
            let w = row.solver.makeVariable("w\(i)")
            try row.solver.add(Constraint(LinearExpression([Term(w)], constant: -width), .equal))
            if let previousX = row.xs.last, let previousW = row.ws.last {
                let chain = LinearExpression([Term(x), Term(previousX, -1), Term(previousW, -1)], constant: -gap)
                try row.solver.add(Constraint(chain, .equal))
            }
            row.xs.append(x)
            row.ws.append(w)
        }
        if let x = row.xs.last, let w = row.ws.last {
            try row.solver.add(Constraint(LinearExpression([Term(x), Term(w)], constant: -edge), .lessThanOrEqual))
        }
        try row.solver.add(Constraint(LinearExpression([Term(mirror), Term(row.xs[0])]), .equal))
        try row.solver.add(Constraint(LinearExpression([Term(slider)]), .greaterThanOrEqual))
        try row.solver.add(Constraint(LinearExpression([Term(slider)], constant: -10), .lessThanOrEqual))
        return row
    }

    /// How far right view `i` can go: the views after it, with their gaps, end at `edge`.
    static func rightmost(_ i: Int) -> Double {
        edge - widths[i...].reduce(0, +) - gap * Double(widths.count - 1 - i)
    }

    @Test(arguments: [0, Int.max])
    func oneRayBoundsEveryViewOfTheRow(definitionThreshold: Int) throws {
        let row = try Self.row(definitionThreshold: definitionThreshold)
        let asked = row.xs + [row.mirror, row.slider] + row.ws
        let answer = row.solver.ambiguity(of: asked)
        for (i, x) in row.xs.enumerated() {
            let range = try #require(answer.ranges[x], "x\(i) slides with the row")
            #expect(range.lowerBound == -.infinity)
            #expect(abs(range.upperBound - Self.rightmost(i)) < 1e-9)
        }
        let mirrored = try #require(answer.ranges[row.mirror])
        #expect(abs(mirrored.lowerBound + Self.rightmost(0)) < 1e-9)
        #expect(mirrored.upperBound == .infinity)
        let slid = try #require(answer.ranges[row.slider])
        #expect(abs(slid.lowerBound) < 1e-9 && abs(slid.upperBound - 10) < 1e-9)
        for w in row.ws { #expect(answer.ranges[w] == nil) }
        #expect(answer.ranges.count == row.xs.count + 2)

        // The alternative is another solution: the widths, gaps, edge and mirror hold.
        func value(_ v: Variable) throws -> Double { try #require(answer.alternative[v]) }
        for (i, w) in row.ws.enumerated() { #expect(abs(try value(w) - Self.widths[i]) < 1e-9) }
        for i in 1..<row.xs.count {
            #expect(abs(try value(row.xs[i]) - value(row.xs[i - 1]) - Self.widths[i - 1] - Self.gap) < 1e-9)
        }
        #expect(try value(row.xs[row.xs.count - 1]) + Self.widths[Self.widths.count - 1] <= Self.edge + 1e-9)
        #expect(abs(try value(row.mirror) + value(row.xs[0])) < 1e-9)
        let slider = try value(row.slider)
        #expect(slider >= -1e-9 && slider <= 10 + 1e-9)
        // And it differs from the solution in the row's positions.
        #expect(abs(try value(row.xs[0]) - row.solver.value(of: row.xs[0])) > 1)
    }
}
