/// Column snapshots (``ColumnSnapshot``): the rows and coefficients of an edit's column
/// kept between suggestions, so that a step without a pivot shifts constants in one
/// pass, and what each change of the tableau does to them.
extension Tableau {
    /// Adds `delta` times `s`'s coefficient to the constant of every row that holds
    /// `s` (an edit whose error symbols are both nonbasic), in the order of
    /// ``makeColumnExact(_:)``, and leaves `s`'s column list exact as that walk does.
    ///
    /// The rows and coefficients found are kept as the column's snapshot, which the
    /// next shifts of `s` replay without a walk: the edit steps of a sweep that make
    /// no pivot are nothing but this, and the walk with a search per row was most of
    /// such a step.
    mutating func shiftConstants(ofRowsHolding s: Symbol, by delta: Double) {
        if let k = columnSnapshots.firstIndex(where: { $0.symbol == s }) {
            if columnSnapshots[k].needsRepair { repairSnapshot(at: k) }
            shift(snapshotAt: k, by: delta)
            return
        }
        // The walk of ``makeColumnExact(_:)``, then one search per row for its
        // coefficient: a snapshot is taken once per column and pivot, not per step.
        let count = makeColumnExact(s)
        var snapshot = ColumnSnapshot(symbol: s, entries: [], columnCount: count)
        snapshot.exactCount = count
        snapshot.entries.reserveCapacity(count)
        for k in 0..<count {
            let b = holder(of: s, at: k)
            let bi = Int(b)
            let coefficient = rows[bi].coefficient(of: s)
            snapshot.entries.append(.init(row: b, coefficient: coefficient, isRestricted: kinds[bi] != .external))
            snapshot.largestCoefficient = Swift.max(snapshot.largestCoefficient, abs(coefficient))
            shiftConstant(of: b, by: delta * coefficient)
        }
        // Room for the settlement the next shift records, made here where this walk
        // allocates anyway (``settleValues()`` says why a step without a pivot should
        // not). Only settling records, and only definitions with references settle.
        let room = 2 * snapshot.entries.count + 16
        if definitions.keepsReferences && settlementScratch.capacity < room { settlementScratch.reserveCapacity(room) }
        if columnSnapshots.count == Self.snapshotLimit { columnSnapshots.removeFirst() }
        columnSnapshots.append(snapshot)
    }

    /// Makes the snapshot at `k` exact again from its pending rows, and leaves its
    /// symbol's column list exact, as a walk does.
    private mutating func repairSnapshot(at k: Int) {
        let symbol = columnSnapshots[k].symbol
        if columnSnapshots[k].pending.isEmpty {
            // Only pivots updated in place since the entries were exact.
            var snapshot = columnSnapshots[k]
            columnSnapshots[k].entries = []
            columns.rewriteList(of: symbol) { column in snapshot.compactInPlaceUpdates(into: column) }
            columnSnapshots[k] = snapshot
            exactColumn = symbol
            return
        }
        let changed = nextMarkGeneration()
        let decided = nextMarkGeneration()
        var snapshot = columnSnapshots[k]
        // Leave the array's copy empty so that the repair writes unshared storage.
        columnSnapshots[k].entries = []
        columnSnapshots[k].pending = []
        rows.withUnsafeBufferPointer { rows in
            marks.withUnsafeMutableBufferPointer { marks in
                columns.rewriteList(of: symbol) { column in
                    snapshot.repair(column: column, rows: rows, isBasic: isBasic, kinds: kinds, marks: marks, changed: changed, decided: decided)
                }
            }
        }
        columnSnapshots[k] = snapshot
        exactColumn = symbol
    }

    /// What a substitution of `s` by `row` does to the snapshots: it drops `s`'s, and
    /// notes in the snapshot of each symbol of `row` the rows whose coefficient on it
    /// may change: `leaving` (the pivot's leaving row), the rows it rewrites (`s`'s
    /// column list, exact and `holderCount` long) and `s`, whose row `row` becomes. No
    /// lookups: the next shift of the symbol sorts them out. A snapshot that has noted too many rows (a long dual simplex, see
    /// ``ColumnSnapshot/isTooStale(adding:)``) is dropped instead, and so is every
    /// one `row` changes when this is no pivot (`leaving` −1: an install or a removal,
    /// rare between edit steps, and noting them cost builds 0.3%, a snapshot of the
    /// initial suggestion being alive through the whole build).
    ///
    /// A snapshot with nothing noted, whose rows the pivot rewrites by the many
    /// (``ColumnSnapshot/updatesInPlace(holderCount:)``), is marked to be updated in
    /// place after the merges instead (``updateSnapshotsInPlace(holdersOf:count:recorded:leaving:keepingExternalHolders:)``);
    /// returns whether any is.
    @inline(never)
    mutating func noteSubstitution(of s: Symbol, by row: Row, leaving: Symbol, holderCount: Int) -> Bool {
        guard !columnSnapshots.isEmpty else { return false }
        let added = holderCount + 2
        var inPlace = false
        var k = 0
        while k < columnSnapshots.count {
            let x = columnSnapshots[k].symbol
            guard x == s || row.position(of: x).found else {
                k += 1
                continue
            }
            if x == s || leaving < 0 || columnSnapshots[k].isTooStale(adding: added) {
                columnSnapshots.remove(at: k)
                continue
            }
            columnSnapshots[k].notedCount += added
            if holderCount >= snapshotInPlaceFloor && columnSnapshots[k].updatesInPlace(holderCount: holderCount) {
                columnSnapshots[k].inPlaceCoefficient = row.coefficient(of: x)
                inPlace = true
                k += 1
                continue
            }
            columnSnapshots[k].pending.append(leaving)
            columns.withList(of: s) { holders in columnSnapshots[k].pending.append(contentsOf: holders) }
            columnSnapshots[k].pending.append(s)
            k += 1
        }
        return inPlace
    }

    /// Writes a pivot's substitution into the snapshots ``noteSubstitution(of:by:leaving:holderCount:)``
    /// marked, after its merges: `s` is the entering symbol, its column list still the
    /// `count` holders the merges rewrote, each with its coefficient of `s` in
    /// `recorded` from `count` on (see ``ColumnSnapshot/update(holders:factors:coefficient:leaving:entering:kinds:keepingExternalHolders:marks:generation:slots:)``).
    @inline(never)
    mutating func updateSnapshotsInPlace(
        holdersOf s: Symbol, count: Int, recorded: [Double], leaving: Symbol, keepingExternalHolders: Bool
    ) {
        if snapshotSlots.count < symbolCount {
            snapshotSlots.append(contentsOf: repeatElement(0, count: symbolCount - snapshotSlots.count))
        }
        for k in columnSnapshots.indices {
            guard let coefficient = columnSnapshots[k].inPlaceCoefficient else { continue }
            let generation = nextMarkGeneration()
            var snapshot = columnSnapshots[k]
            // Leave the array's copy empty so that the update writes unshared storage.
            columnSnapshots[k].entries = []
            snapshot.inPlaceCoefficient = nil
            columns.withList(of: s) { holders in
                recorded.withUnsafeBufferPointer { recorded in
                    let factors = UnsafeBufferPointer(rebasing: recorded[count..<(2 * count)])
                    marks.withUnsafeMutableBufferPointer { marks in
                        snapshotSlots.withUnsafeMutableBufferPointer { slots in
                            snapshot.update(
                                holders: UnsafeBufferPointer(rebasing: holders[0..<count]), factors: factors, coefficient: coefficient,
                                leaving: leaving, entering: s, kinds: kinds, keepingExternalHolders: keepingExternalHolders,
                                marks: marks, generation: generation, slots: slots)
                        }
                    }
                }
            }
            columnSnapshots[k] = snapshot
        }
    }

    /// Forgets the snapshots of `s` and of every symbol of `row`: the columns that a
    /// row entering or leaving the basis, or substituted into others, can change.
    /// A snapshot of any other symbol stays exact, because its coefficients change
    /// only in rows that hold it, and only by adding a multiple of a row that holds it.
    @inline(never)
    mutating func dropSnapshots(of row: Row, and s: Symbol) {
        guard !columnSnapshots.isEmpty else { return }
        let changes = { (snapshot: ColumnSnapshot) in snapshot.symbol == s || row.position(of: snapshot.symbol).found }
        // Most changes leave every snapshot alone: look before taking the array to write.
        if columnSnapshots.contains(where: changes) { columnSnapshots.removeAll(where: changes) }
    }
}
