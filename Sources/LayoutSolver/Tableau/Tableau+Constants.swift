/// The writers of row constants: an edit's shift through a column snapshot, settling
/// definitions, a constraint's constant moved, and the dual simplex's queue of rows
/// gone negative. They change constants only, never cells, through
/// ``Tableau/withRowsWritingConstants(_:)``.
extension Tableau {
    /// ``shiftConstant(of:by:)`` for every entry of the snapshot at `k`, with one
    /// exclusive access to the rows instead of one per row.
    ///
    /// Takes the snapshot's index, not a copy: a step without a pivot is little more
    /// than this, and copying the snapshot (three arrays retained and released) was a
    /// tenth of it on a 50-constraint sweep (callgrind).
    mutating func shift(snapshotAt k: Int, by delta: Double) {
        let entries = columnSnapshots[k].entries
        var queued = infeasible
        infeasible = []
        var degeneracyChanged = false
        // Once definitions name restricted rows, any entry may move one
        // (``settleDefinitions(movedBy:_:)`` looks).
        var definitionsMoved = definitions.namesRestricted
        largestConstantChange = Swift.max(largestConstantChange, abs(delta) * columnSnapshots[k].largestCoefficient)
        withRowsWritingConstants { rows in
            entries.withUnsafeBufferPointer { entries in
                for entry in entries {
                    let bi = Int(entry.row)
                    let old = rows[bi].constant
                    let new = old + delta * entry.coefficient
                    rows[bi].constant = new
                    guard entry.isRestricted else {
                        definitionsMoved = true
                        continue
                    }
                    if (new < epsilon) != (old < epsilon) { degeneracyChanged = true }
                    if new < 0 { queued.append(entry.row) }
                }
            }
        }
        infeasible = queued
        if degeneracyChanged { noteStructureChanged() }
        // Without a row kept with references no definition names the moved rows, and
        // settling would walk the entries to note nothing.
        if definitionsMoved && definitions.keepsReferences { settleDefinitions(movedBy: columnSnapshots[k], delta) }
    }

    /// Moves the constant of basic `s`'s row by `delta`, nothing else: a definition's
    /// value following the values it names (``settleValues()``).
    @inline(__always)
    mutating func addToConstant(of s: Symbol, _ delta: Double) {
        withRowsWritingConstants { $0[Int(s)].constant += delta }
        largestConstantChange = Swift.max(largestConstantChange, abs(delta))
    }

    /// ``addToConstant(of:_:)`` for each of a settlement's changes, scaled by `delta`,
    /// with one exclusive access to the rows (``Tableau+Settlements.swift``).
    mutating func addToConstants(_ changes: [ColumnSnapshot.SettledShift], scaledBy delta: Double) {
        var largestChange = largestConstantChange
        withRowsWritingConstants { rows in
            for change in changes {
                let move = change.perUnit * delta
                rows[Int(change.row)].constant += move
                largestChange = Swift.max(largestChange, abs(move))
            }
        }
        largestConstantChange = largestChange
    }

    /// Changes the constant of `s`'s row by `delta`, noting the row when it turns
    /// infeasible, and the structure when a restricted row starts or stops being
    /// degenerate (see ``structureVersion``).
    ///
    /// `carried` says the definitions naming `s` hear of the move: they do when `s`
    /// holds a symbol whose column moves (its value moves with it), not when `s` is the
    /// changed constraint's own symbol. Then the constraint's identity moves with its
    /// constant, and a definition naming `s` moves by the same amount the other way,
    /// which leaves its value where the rows written out leave it.
    mutating func shiftConstant(of s: Symbol, by delta: Double, carried: Bool = true) {
        let si = Int(s)
        let wasDegenerate = rows[si].constant < epsilon
        addToConstant(of: s, delta)
        guard kinds[si] != .external else {
            if isNamed(s) { noteValueChange(of: s, by: delta) }
            return
        }
        if (rows[si].constant < epsilon) != wasDegenerate { noteStructureChanged() }
        if rows[si].constant < 0 { infeasible.append(s) }
        if carried && definitions.namesRestricted && isNamed(s) { noteValueChange(of: s, by: delta) }
    }

    /// Queues every restricted basic row whose constant is negative for the dual
    /// simplex (after a failed one, whose queue may have lost some). Complexity: O(symbols).
    mutating func requeueNegativeRows() {
        infeasible = []
        for s in rows.indices where isBasic[s] && kinds[s] != .external && rows[s].constant < 0 {
            infeasible.append(Symbol(s))
        }
    }
}
