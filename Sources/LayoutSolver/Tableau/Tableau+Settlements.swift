/// Settlements: what settling the definitions does after an edit's column shifts,
/// recorded once and replayed while no row's cells change.
///
/// With definitions (``Tableau+Definitions.swift``), a step of a resize sweep that makes
/// no pivot shifts the rows holding the edit's error symbol (its ``ColumnSnapshot``),
/// and then ``settleValues()`` carries the definitions' changes to every definition
/// naming them: a heap, a column walk and a search per definition, about 100 ns each,
/// for thousands of definitions in a large layout. Settling is linear in the shift, and
/// its path depends only on the cells of the rows. So the first settling after a shift
/// records each change it makes per unit of the shift, and later shifts of the same
/// column, while ``cellsVersion`` stands still, apply those changes scaled in one pass
/// over an array, as the snapshot does for the rows holding the symbol themselves.
extension Tableau {
    /// The shift of one column whose settling is to be recorded.
    struct SettlementRecorder: Sendable {
        var symbol: Symbol
        var delta: Double
        var version: UInt64
    }

    /// Carries a snapshot's shift by `delta` to the definitions: by its recorded
    /// settlement when that is still valid and nothing else is waiting to be settled,
    /// otherwise by noting the moved definitions for ``settleValues()``, which records
    /// its work when these notes are all it has to settle.
    mutating func settleDefinitions(movedBy snapshot: ColumnSnapshot, _ delta: Double) {
        let nothingPending = definitions.noted.isEmpty
        if nothingPending, snapshot.settlementVersion == cellsVersion {
            addToConstants(snapshot.settlement, scaledBy: delta)
            return
        }
        for entry in snapshot.entries where isNamed(entry.row) {
            definitions.note(entry.row, delta * entry.coefficient)
        }
        settlementRecorder = nothingPending && delta != 0 && !definitions.noted.isEmpty
            ? SettlementRecorder(symbol: snapshot.symbol, delta: delta, version: cellsVersion) : nil
    }

    /// Keeps what a settling recorded in the snapshot of the column whose shift it
    /// carried, if that snapshot is still exact; `changes` then holds the snapshot's
    /// previous settlement, whose storage the next recording reuses.
    mutating func keepSettlement(_ changes: inout [ColumnSnapshot.SettledShift], of recorder: SettlementRecorder) {
        guard let k = columnSnapshots.firstIndex(where: { $0.symbol == recorder.symbol }),
              !columnSnapshots[k].needsRepair else { return }
        swap(&columnSnapshots[k].settlement, &changes)
        columnSnapshots[k].settlementVersion = cellsVersion
    }
}
