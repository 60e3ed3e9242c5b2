@testable import LayoutSolver
import Testing

/// Settlements (Tableau+Settlements.swift): a step of a sweep that makes no pivot
/// replays what settling the definitions did after the edit column's previous shift,
/// scaled, instead of settling again. The column of ``DefinitionTests`` at a bottom of
/// 1422 has view 24 at 20 (between its minimum 10 and its preferred 30), so moving the
/// bottom by a few points moves view 24's height and the 25 tops below it without a
/// pivot: each of those tops is a definition naming the one above.
@Suite("Solver, settlements replayed on steps without a pivot")
struct SettlementTests {
    typealias Column = DefinitionTests.Column

    /// The edit's error symbol, whose column snapshot keeps the settlement.
    static func editColumn(_ column: Column) -> Symbol? {
        guard let edit = column.solver.edits[column.bottom],
              let record = column.solver.records[edit.constraint.rawValue] else { return nil }
        return record.marker
    }

    /// Whether the snapshot of the edit's column holds a settlement valid now.
    static func hasValidSettlement(_ column: Column) -> Bool {
        guard let symbol = editColumn(column) else { return false }
        let tableau = column.solver.tableau
        return tableau.columnSnapshots.contains {
            $0.symbol == symbol && $0.settlementVersion == tableau.cellsVersion && !$0.settlement.isEmpty
        }
    }

    static func expectSame(_ kept: Column, _ written: Column, _ step: String) {
        for (a, b) in zip(kept.values, written.values) {
            #expect(abs(a - b) < 1e-7, "\(step)")
        }
    }

    /// View 24's height follows the bottom, and every top below it moves with it: the
    /// hand-computed frames, and those of the written-out tableau, at every step.
    @Test func stepsWithoutAPivotReplayTheSettlement() throws {
        var kept = try Column(definitions: true, bottom: 1422)
        var written = try Column(definitions: false, bottom: 1422)
        var replayed = 0
        for bottom in [1423.0, 1425, 1430, 1424.5, 1421, 1426] {
            let valid = Self.hasValidSettlement(kept)
            try kept.solver.suggestValue(kept.bottom, bottom)
            try written.solver.suggestValue(written.bottom, bottom)
            if valid { replayed += 1 }
            Self.expectSame(kept, written, "bottom \(bottom)")
            // Tops 0...24 stay; view 24 takes what is left of the bottom.
            let h24 = bottom - 1412 + 10
            #expect(abs(kept.solver.value(of: kept.h[24]) - h24) < 1e-9)
            let y25 = 20 + 25 * 10 + 25 * 8 + (h24 - 10)
            #expect(abs(kept.solver.value(of: kept.y[25]) - y25) < 1e-9)
            #expect(abs(kept.solver.value(of: kept.y[49]) - (y25 + 24 * 38)) < 1e-9)
        }
        // The first step records, the others replay.
        #expect(replayed >= 4)
    }

    /// A step that pivots (at a bottom of 1600 views 16...49 are back at 30 and view 15
    /// takes the rest) changes the rows: the recorded settlement no longer applies, and
    /// the steps after it record and replay a new one. A gap 6 points longer in between
    /// (view 15 absorbs it) separates the gap's marker from the aggregates, which
    /// rewrites rows: the steps after it record a settlement again.
    @Test func aPivotRetiresTheSettlement() throws {
        var kept = try Column(definitions: true, bottom: 1422)
        var written = try Column(definitions: false, bottom: 1422)
        for bottom in [1423.0, 1424] {
            try kept.solver.suggestValue(kept.bottom, bottom)
            try written.solver.suggestValue(written.bottom, bottom)
        }
        let recorded = Self.hasValidSettlement(kept)
        #expect(recorded)
        let version = kept.solver.tableau.cellsVersion
        try kept.solver.suggestValue(kept.bottom, 1600)
        try written.solver.suggestValue(written.bottom, 1600)
        let moved = kept.solver.tableau.cellsVersion != version
        let retired = !Self.hasValidSettlement(kept)
        #expect(moved)
        #expect(retired)
        Self.expectSame(kept, written, "bottom 1600")
        for bottom in [1601.0, 1604, 1602] {
            try kept.solver.suggestValue(kept.bottom, bottom)
            try written.solver.suggestValue(written.bottom, bottom)
            Self.expectSame(kept, written, "bottom \(bottom)")
        }
        let recordedAgain = Self.hasValidSettlement(kept)
        #expect(recordedAgain)
        try kept.solver.setConstant(kept.links[10], to: -14)
        try written.solver.setConstant(written.links[10], to: -14)
        Self.expectSame(kept, written, "a gap of 14")
        for bottom in [1603.0, 1605, 1604, 1422, 1423] {
            try kept.solver.suggestValue(kept.bottom, bottom)
            try written.solver.suggestValue(written.bottom, bottom)
            Self.expectSame(kept, written, "bottom \(bottom) after a gap of 14")
            if bottom == 1604 {
                let valid = Self.hasValidSettlement(kept)
                #expect(valid)
            }
        }
    }
}
