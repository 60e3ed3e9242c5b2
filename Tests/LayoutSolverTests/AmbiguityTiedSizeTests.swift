import Testing
@testable import LayoutSolver

/// The ambiguity analysis on a column of views held at their intrinsic heights by
/// hugging (≤, priority 250) and compression resistance (≥, 750) at once, spaced by
/// equal gaps of at least 8 that nothing else sets: an equalSpacing stack with its
/// bottom free. The gaps, and so every position below the first view and the column's
/// height, are ambiguous; the heights are not.
///
/// Each view's two size inequalities are tight together, so each hugging slack is free
/// in the column height's objective but blocked by its compression row. An LP that lets
/// those slacks enter proves the height's minimum with one degenerate pivot per view,
/// each over rows as long as the column; ``Tableau/movableSymbols(pinned:)`` knows
/// them to be zero on the whole optimal face, and the LPs hold them there.
@Suite struct AmbiguityTiedSizeTests {
    static let heights: [Double] = (0..<30).map { 20 + Double($0 % 7) * 4 }
    static let minimumGap = 8.0

    struct Column {
        var solver = Solver()
        var ys: [Variable] = []
        var hs: [Variable] = []
        var gaps: [Variable] = []
        var height: Variable
    }

    /// The column, its top at 0; `limit` bounds its height from above when given.
    static func column(limit: Double? = nil, definitionThreshold: Int) throws -> Column {
        var solver = Solver()
        solver.definitionThreshold = definitionThreshold
        let height = solver.makeVariable("height")
        var column = Column(solver: solver, height: height)
        for (i, intrinsic) in heights.enumerated() {
            let y = column.solver.makeVariable("y\(i)")
            let h = column.solver.makeVariable("h\(i)")
            try column.solver.add(Constraint(LinearExpression([Term(h)], constant: -intrinsic), .lessThanOrEqual, priority: .defaultLow))
            try column.solver.add(Constraint(LinearExpression([Term(h)], constant: -intrinsic), .greaterThanOrEqual, priority: .defaultHigh))
            if let previousY = column.ys.last, let previousH = column.hs.last {
                let gap = column.solver.makeVariable("gap\(i - 1)")
                let chain = LinearExpression([Term(y), Term(previousY, -1), Term(previousH, -1), Term(gap, -1)])
                try column.solver.add(Constraint(chain, .equal))
                try column.solver.add(Constraint(LinearExpression([Term(gap)], constant: -minimumGap), .greaterThanOrEqual))
                if let first = column.gaps.first {
                    try column.solver.add(Constraint(LinearExpression([Term(gap), Term(first, -1)]), .equal))
                }
                column.gaps.append(gap)
            } else {
                try column.solver.add(Constraint(LinearExpression([Term(y)]), .equal))
            }
            column.ys.append(y)
            column.hs.append(h)
        }
        if let y = column.ys.last, let h = column.hs.last {
            try column.solver.add(Constraint(LinearExpression([Term(height), Term(y, -1), Term(h, -1)]), .equal))
        }
        if let limit {
            try column.solver.add(Constraint(LinearExpression([Term(height)], constant: -limit), .lessThanOrEqual))
        }
        return column
    }

    /// Where view `i` is with every gap at `gap`.
    static func top(_ i: Int, gap: Double) -> Double {
        heights[..<i].reduce(0, +) + gap * Double(i)
    }

    static var shortest: Double { top(heights.count - 1, gap: minimumGap) + heights[heights.count - 1] }

    @Test(arguments: [0, Int.max])
    func aFreeColumnIsProvedShortestWithoutAPivotPerView(definitionThreshold: Int) throws {
        let column = try Self.column(definitionThreshold: definitionThreshold)
        let answer = column.solver.ambiguity(of: [column.height] + column.ys + column.hs + column.gaps)
        let height = try #require(answer.ranges[column.height])
        #expect(abs(height.lowerBound - Self.shortest) < 1e-9)
        #expect(height.upperBound == .infinity)
        #expect(answer.ranges[column.ys[0]] == nil)
        for i in 1..<column.ys.count {
            let range = try #require(answer.ranges[column.ys[i]], "y\(i) moves with the gaps")
            #expect(abs(range.lowerBound - Self.top(i, gap: Self.minimumGap)) < 1e-9)
            #expect(range.upperBound == .infinity)
        }
        for h in column.hs { #expect(answer.ranges[h] == nil) }
        // Holding each view's tied slacks at zero, the LPs pivot a bounded number of
        // times (one per view, 30, when they may enter).
        #expect(answer.facePivots <= 4, "\(answer.facePivots) pivots")
    }

    @Test(arguments: [0, Int.max])
    func aBoundedColumnRangesEveryGapToTheLimit(definitionThreshold: Int) throws {
        let limit = 1_500.0
        let column = try Self.column(limit: limit, definitionThreshold: definitionThreshold)
        let answer = column.solver.ambiguity(of: [column.height] + column.ys + column.hs + column.gaps)
        let widest = (limit - Self.heights.reduce(0, +)) / Double(Self.heights.count - 1)
        let height = try #require(answer.ranges[column.height])
        #expect(abs(height.lowerBound - Self.shortest) < 1e-9)
        #expect(abs(height.upperBound - limit) < 1e-9)
        for i in 1..<column.ys.count {
            let range = try #require(answer.ranges[column.ys[i]])
            #expect(abs(range.lowerBound - Self.top(i, gap: Self.minimumGap)) < 1e-9)
            #expect(abs(range.upperBound - Self.top(i, gap: widest)) < 1e-6)
        }
        for gap in column.gaps {
            let range = try #require(answer.ranges[gap])
            #expect(abs(range.lowerBound - Self.minimumGap) < 1e-9 && abs(range.upperBound - widest) < 1e-6)
        }
        for h in column.hs { #expect(answer.ranges[h] == nil) }
        // The alternative is another solution: every height intrinsic, gaps equal.
        func value(_ v: Variable) throws -> Double { try #require(answer.alternative[v]) }
        for (i, h) in column.hs.enumerated() { #expect(abs(try value(h) - Self.heights[i]) < 1e-9) }
        let firstGap = try value(column.gaps[0])
        for gap in column.gaps { #expect(abs(try value(gap) - firstGap) < 1e-9) }
        // Each position's minimum and maximum are vertices apart, so the LPs, taking the
        // variables in turn, cross the face about twice per variable (117 pivots); with
        // the tied slacks free to enter, each crossing also made one degenerate pivot per
        // view (3,569).
        #expect(answer.facePivots <= 5 * Self.heights.count, "\(answer.facePivots) pivots")
    }
}
