@testable import LayoutSolver
import Testing

/// A pivot that rewrites many rows holding an edit's error symbol writes their new
/// coefficients into the edit's column snapshot as it merges (ColumnSnapshot+InPlace.swift)
/// instead of noting the rows for the next step to search. The answer must be the
/// noting one bit for bit: the same entries in the same order, so the same later pivots.
@Suite("Solver, column snapshots updated in place by pivots")
struct InPlaceSnapshotTests {
    /// A container `w` edited at 999; `a` prefers 100 (at 750) beside `b ≥ 40`, with
    /// `a + b = w − 20`; twenty guides at `g_i = i·(a + w) / 21`. Squeezing `a` is a
    /// pivot whose entering symbol every guide's row holds, as it holds the edit's.
    struct Guides {
        var solver = Solver()
        let w: Variable
        let a: Variable
        let b: Variable
        var guides: [Variable] = []

        init(inPlaceFloor: Int) throws {
            solver.tableau.snapshotInPlaceFloor = inPlaceFloor
            w = solver.makeVariable("w")
            a = solver.makeVariable("a")
            b = solver.makeVariable("b")
            try solver.addEditVariable(w, priority: Priority(clamping: 999), initialValue: 400)
            try solver.add(Constraint(LinearExpression(a) + LinearExpression(b) - LinearExpression(w) + 20, .equal))
            try solver.add(Constraint(LinearExpression(b) - 40, .greaterThanOrEqual))
            try solver.add(Constraint(LinearExpression(a) - 100, .equal, priority: Priority(clamping: 750)))
            for i in 1...20 {
                let g = solver.makeVariable("g\(i)")
                let share = Double(i) / 21
                try solver.add(Constraint(LinearExpression(g) - share * LinearExpression(a) - share * LinearExpression(w), .equal))
                guides.append(g)
            }
        }

        var values: [Double] { ([w, a, b] + guides).map { solver.value(of: $0) } }

        /// Whether a snapshot holds changes written in place that no step has read yet.
        var hasSnapshotUpdatedInPlace: Bool { solver.tableau.columnSnapshots.contains { $0.isUpdatedInPlace } }
    }

    static let widths: [Double] = [400, 390, 150, 140, 130, 145, 300, 310, 120, 110, 100, 90, 500, 480, 60, 70, 65, 700, 690, 95]

    /// Every step against the widths worked out by hand, and the steps that squeeze or
    /// free `a` update the snapshot in place (the default floor is 16 holders; the
    /// guides make 20).
    @Test func guidesFollowTheContainerThroughPivotsUpdatedInPlace() throws {
        var layout = try Guides(inPlaceFloor: ColumnSnapshot.defaultInPlaceFloor)
        var updatedInPlace = 0
        for width in Self.widths {
            try layout.solver.suggestValue(layout.w, width)
            if layout.hasSnapshotUpdatedInPlace { updatedInPlace += 1 }
            let a = min(100, width - 60)
            #expect(abs(layout.solver.value(of: layout.a) - a) < 1e-9, "a at w = \(width)")
            #expect(abs(layout.solver.value(of: layout.b) - (width - 20 - a)) < 1e-9, "b at w = \(width)")
            for (k, g) in layout.guides.enumerated() {
                let expected = Double(k + 1) * (a + width) / 21
                #expect(abs(layout.solver.value(of: g) - expected) < 1e-9, "g\(k + 1) at w = \(width)")
            }
        }
        // 150 squeezes a, 300 frees it, 120 and 500 again, 60 and 700: six pivoting steps.
        #expect(updatedInPlace >= 4)
    }

    /// The same sweep noted only (a floor no pivot reaches) and updated in place at
    /// every pivot (a floor of one): the same values bit for bit and the same pivots.
    @Test func updatingInPlaceGivesTheNotedAnswerBitForBit() throws {
        var noted = try Guides(inPlaceFloor: .max)
        var inPlace = try Guides(inPlaceFloor: 1)
        var updatedInPlace = 0
        for width in Self.widths + Self.widths.reversed() {
            try noted.solver.suggestValue(noted.w, width)
            try inPlace.solver.suggestValue(inPlace.w, width)
            if inPlace.hasSnapshotUpdatedInPlace { updatedInPlace += 1 }
            #expect(!noted.hasSnapshotUpdatedInPlace)
            #expect(noted.values == inPlace.values, "w = \(width)")
            #expect(noted.solver.pivotCount == inPlace.solver.pivotCount, "w = \(width)")
        }
        #expect(updatedInPlace > 0)
    }

    /// The column of DefinitionTests (fifty views whose tops name the one above, each
    /// height between 10 and 30 at its own priority), swept across the bottoms where
    /// heights give way one after another: definitions, settling and snapshots
    /// together, noted against updated in place.
    @Test func aColumnOfDefinitionsSweptBothWays() throws {
        var noted = try DefinitionTests.Column(definitions: true, bottom: 1412)
        var inPlace = try DefinitionTests.Column(definitions: true, bottom: 1412)
        noted.solver.tableau.snapshotInPlaceFloor = .max
        inPlace.solver.tableau.snapshotInPlaceFloor = 1
        let bottoms: [Double] = [1412, 1420, 1600, 1380, 1300, 1700, 1650, 1422, 1421, 900, 2000, 1412, 1413]
        var updatedInPlace = 0
        for bottom in bottoms {
            try noted.solver.suggestValue(noted.bottom, bottom)
            try inPlace.solver.suggestValue(inPlace.bottom, bottom)
            if inPlace.solver.tableau.columnSnapshots.contains(where: { $0.isUpdatedInPlace }) { updatedInPlace += 1 }
            #expect(noted.values == inPlace.values, "bottom \(bottom)")
            #expect(noted.solver.pivotCount == inPlace.solver.pivotCount, "bottom \(bottom)")
        }
        // Not a comparison of two noted sweeps: pivots did update in place.
        #expect(updatedInPlace > 0)
    }
}
