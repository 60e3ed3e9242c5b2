/// Rows of basic external variables kept as *definitions*: a row may name other basic
/// external variables (its references) instead of their rows written out.
///
/// In a column of views every position is the one above it plus a height and a gap, so
/// written out in nonbasic symbols the k-th position's row holds a cell for every view
/// above it: chains, tables and forms of 10,000 constraints held 1.0-1.6 M cells, 98% of
/// them in rows of external variables, and a tenfold larger layout a hundred times as
/// many. The simplex itself never reads those rows: an external variable is unrestricted,
/// so its row never limits a ratio test, never goes infeasible, and never holds an
/// objective's symbol. Kept as definitions (`y_k = y_{k-1} + h_{k-1} + gap + d_k`) they stay
/// as short as the constraint that made them.
///
/// The rules that keep this sound:
/// - A constraint keeps references only when its subject is an external variable that no
///   row holds yet (`fresh`). Nothing can then hold the subject, so no definition can come
///   to name itself, and a reference always has a lower ``rank`` than the row naming it.
/// - Every other new row, and every row a pivot or a removal reads, is written out first
///   (``expand(_:scratch:)``). Restricted rows and objective levels therefore never hold a
///   reference, and the simplex sees the tableau it always saw.
/// - A row's constant is its basic symbol's value, as everywhere in the tableau. When a
///   definition's value changes, the values of the definitions naming it change too:
///   ``settleValues()`` carries the changes up, lowest rank first, before anything reads a
///   value (a new row's constant, a public call's return).
/// - `columns[y]` of a basic external `y` lists the definitions naming it, which is what
///   settling walks.
///
/// A definition may also name a basic *restricted* symbol: a pivot whose row is long
/// leaves the definitions holding its entering symbol as they are, naming it, instead of
/// merging the row into each (``Tableau/pivot(entering:leaving:)``). Restricted symbols
/// rank 0 and external ones from 1, so the order above still holds; a restricted row is
/// written out and names nothing. Three moves of such a symbol need care:
/// - It leaves the basis by a pivot: the definitions naming it hear that its value
///   becomes zero (``releaseNamers(of:)``) and keep it as the nonbasic symbol it is.
/// - Its row leaves the tableau otherwise (a removal): its row is written into them
///   first (``writeOutNamers(of:)``).
/// - Its own constraint's constant moves while it is basic (a suggestion, a new
///   constant): the constraint's identity moves with it, so the definitions keep their
///   values (``shiftConstant(of:by:carried:)``, `carried: false`). When it moves because
///   its row holds a symbol whose column shifts, they hear of it like any value change.
extension Tableau {
    /// Notes that the value of definition `s` moved by `delta` without its dependents
    /// knowing (they learn it in ``settleValues()``). Callers skip definitions that
    /// nothing names.
    @inline(__always)
    mutating func noteValueChange(of s: Symbol, by delta: Double) {
        settlementRecorder = nil
        definitions.note(s, delta)
    }

    /// Whether every definition's value is up to date.
    var valuesAreSettled: Bool { definitions.noted.isEmpty }

    /// Carries every noted change of a definition's value to the definitions naming it,
    /// lowest rank first, so that each hears of all the changes below it before it passes
    /// its own on. Complexity: O(definitions reached × log), each once; with many noted
    /// at once, O(definitions reached + ranks / 64).
    mutating func settleValues() {
        guard !definitions.noted.isEmpty else { return }
        let recorder = settlementRecorder.flatMap { $0.version == cellsVersion ? $0 : nil }
        settlementRecorder = nil
        // Recorded into a kept buffer: a step that makes no pivot allocates nothing. The
        // first allocation after a long dual simplex pays for the allocator's tidying of
        // everything that simplex freed (25 µs in stack-800-sweep, for 16 changes).
        var recorded: [ColumnSnapshot.SettledShift] = []
        if recorder != nil {
            swap(&recorded, &settlementScratch)
            recorded.removeAll(keepingCapacity: true)
        }
        // Many definitions noted at once (after a pivot) settle by rank buckets, few
        // by the heap, whose cost does not grow with the span of ranks between them.
        let unit = recorder?.delta
        if definitions.noted.count >= bucketedSettlingThreshold {
            // The buffers are taken out for the settling, which writes the tableau.
            var storage = RankBuckets.Storage()
            swap(&storage, &settlingBuckets)
            storage.withQueue(rankLimit: definitions.rankLimit) { queue in
                settle(through: &queue, recording: &recorded, perUnitOf: unit)
            }
            swap(&storage, &settlingBuckets)
        } else {
            var queue = RankQueue(highestFirst: false, storage: &expansionScratch.queue)
            settle(through: &queue, recording: &recorded, perUnitOf: unit)
            queue.returnStorage(to: &expansionScratch.queue)
        }
        if let recorder {
            keepSettlement(&recorded, of: recorder)
            settlementScratch = recorded
        }
    }

    /// Queues the noted definitions in `queue` and passes each one's change on, lowest
    /// rank first (``passOnChanges(through:recording:perUnitOf:)``), until none is left.
    @inline(__always)
    private mutating func settle<Queue: SettlingQueue>(
        through queue: inout Queue, recording recorded: inout [ColumnSnapshot.SettledShift], perUnitOf unit: Double?
    ) {
        for s in definitions.noted { queue.push(s, rank: definitions.rank[Int(s)]) }
        definitions.clearNoted()
        passOnChanges(through: &queue, recording: &recorded, perUnitOf: unit)
    }

    /// `row` with every reference replaced by its definition, recursively: a row over
    /// nonbasic symbols alone. The constant stays: a row's constant already counts the
    /// values of the definitions it names.
    ///
    /// Definitions are expanded highest rank first, each once with the whole weight that
    /// reached it; a weight that cancels stops there (a view's top against the top of the
    /// view it hangs from), so a constraint between neighbours expands only as far as
    /// they differ. Sums follow the rows' rule for rounding (``cancels(_:_:_:)``).
    func expand(_ row: Row, scratch: inout DefinitionExpansion) -> Row {
        // Without a limit the expansion always finishes.
        expand(row, scratch: &scratch, limit: .max) ?? row
    }

    /// ``expand(_:scratch:)``, or nil once more than `limit` definitions were expanded.
    func expand(_ row: Row, scratch: inout DefinitionExpansion, limit: Int) -> Row? {
        guard row.cells.contains(where: { isBasic[Int($0.symbol)] }) else { return row }
        scratch.begin(symbolCount: symbolCount)
        var queue = RankQueue(highestFirst: true, storage: &scratch.queue)
        var leaves: [Symbol] = []
        swap(&leaves, &scratch.leaves)
        let generation = scratch.generation
        // The tables are written through pointers: written as arrays of the scratch,
        // each write checked their uniqueness, 8% of the ambiguity analysis of a chain
        // of 600 views whose every position is expanded.
        let finished = scratch.weights.withUnsafeMutableBufferPointer { weights in
            scratch.stamps.withUnsafeMutableBufferPointer { stamps in
                // The queue and the leaves are passed in: captured, every use of them
                // went through the runtime's exclusivity checks.
                func accumulate(_ s: Symbol, _ c: Double, _ queue: inout RankQueue, _ leaves: inout [Symbol]) {
                    let si = Int(s)
                    if stamps[si] != generation {
                        stamps[si] = generation
                        weights[si] = c
                        if isBasic[si] { queue.push(s, rank: definitions.rank[si]) } else { leaves.append(s) }
                    } else {
                        let old = weights[si]
                        let sum = old + c
                        weights[si] = cancels(sum, old, c) ? 0 : sum
                    }
                }
                for cell in row.cells { accumulate(cell.symbol, cell.coefficient, &queue, &leaves) }
                var expanded = 0
                while let y = queue.pop() {
                    let w = weights[Int(y)]
                    guard w != 0 else { continue }
                    expanded += 1
                    guard expanded <= limit else { return false }
                    for cell in rows[Int(y)].cells { accumulate(cell.symbol, w * cell.coefficient, &queue, &leaves) }
                }
                // The leaves in symbol order. When they are a good part of all symbols,
                // the stamps give that order in one pass, where sorting them was a third
                // of the same analysis.
                if leaves.count * 8 >= symbolCount {
                    leaves.removeAll(keepingCapacity: true)
                    for si in 0..<symbolCount where stamps[si] == generation && !isBasic[si] { leaves.append(Symbol(si)) }
                } else {
                    leaves.sort()
                }
                return true
            }
        }
        queue.returnStorage(to: &scratch.queue)
        defer { swap(&leaves, &scratch.leaves) }
        guard finished else { return nil }
        var cells: [Row.Cell] = []
        cells.reserveCapacity(leaves.count)
        for s in leaves where scratch.weights[Int(s)] != 0 {
            cells.append(Row.Cell(symbol: s, coefficient: scratch.weights[Int(s)]))
        }
        return Row(constant: row.constant, sortedCells: cells)
    }

    /// ``expand(_:scratch:)`` with the tableau's own scratch space.
    mutating func expand(_ row: Row) -> Row {
        expand(row, limit: .max) ?? row
    }

    /// ``expand(_:scratch:limit:)`` with the tableau's own scratch space (taken out for
    /// the call, which reads the tableau while it writes the scratch).
    private mutating func expand(_ row: Row, limit: Int) -> Row? {
        var scratch = DefinitionExpansion()
        swap(&scratch, &expansionScratch)
        defer { swap(&scratch, &expansionScratch) }
        return expand(row, scratch: &scratch, limit: limit)
    }

    /// Writes definition `z` out when that takes at most `limit` expansions, after a
    /// pivot changed it. The pivot's row may hold the written-out negative of one of
    /// its references (a width chained to the one before, once its own error entered),
    /// and every later expansion would then walk the whole chain to cancel it; while
    /// the references' own definitions are short, writing it out is cheap and removes
    /// the reference. A definition naming a long chain is left as it is.
    mutating func writeOutIfShort(_ z: Symbol) {
        guard holdsReferences(rows[Int(z)]) else { return }
        // A definition naming a restricted row would take in that whole row, written out
        // for the simplex and rarely short.
        if definitions.namesRestricted && rows[Int(z)].cells.contains(where: { isBasic[Int($0.symbol)] && kinds[Int($0.symbol)] != .external }) { return }
        // Its references' pending changes reach it through the references it names:
        // after the rewrite it names none.
        settleValues()
        guard var expanded = expand(rows[Int(z)], limit: Self.writeOutLimit) else { return }
        foldDummies(in: &expanded)
        if expanded.cells.count <= Self.writtenOutCellLimit { replaceRow(of: z, with: expanded) }
    }

    /// `s`'s row written out in nonbasic symbols (its value as constant).
    mutating func expandedRow(of s: Symbol) -> Row { expand(row(s)) }

    /// Whether `row` names a basic symbol, which only a definition does.
    func holdsReferences(_ row: Row) -> Bool {
        row.cells.contains { isBasic[Int($0.symbol)] }
    }

    /// Writes out every definition that holds `s` and names other definitions, so that
    /// each holds `s` with its true coefficient, or not at all.
    ///
    /// A definition's own cell of a symbol is not its coefficient when its references
    /// hold the symbol too: `y = a + b − d`, with `a + b` written out holding `+d`, does
    /// not depend on `d` at all. A removal that pivots its constraint's marker in on an
    /// external variable's row (no restricted row holds the marker) must choose among
    /// true coefficients: pivoting on `y` there solved for a cell that was not there, and
    /// lost another constraint's slack (the benchmarks' churn on grid-20).
    mutating func writeOutDefinitions(holding s: Symbol) {
        guard definitions.keepsReferences else { return }
        settleValues()
        for b in rowsHolding(s) where kinds[Int(b)] == .external && holdsReferences(rows[Int(b)]) {
            replaceRow(of: b, with: expand(rows[Int(b)]))
        }
    }

    /// Makes basic external `y` ready to leave the basis (a removal pivoting its
    /// constraint's marker in on `y`'s row): its row written out, and the definitions
    /// naming it told that its value becomes zero, since they will name it as the
    /// nonbasic symbol it is about to be. Both before the pivot, whose substitution
    /// may give rows a cell of `y` that must not count as a reference.
    mutating func releaseDefinition(_ y: Symbol) {
        settleValues()
        let yi = Int(y)
        if holdsReferences(rows[yi]) { replaceRow(of: y, with: expand(rows[yi])) }
        if isNamed(y) {
            noteValueChange(of: y, by: -rows[yi].constant)
            settleValues()
        }
    }

    /// Tells the definitions naming basic restricted `r` that its value becomes zero
    /// (a pivot is about to take its row out), together with any change of it they
    /// have not heard of: they keep `r` as the nonbasic symbol it becomes. Walks the
    /// list without making it exact, so that the entering symbol's list, which the
    /// ratio test left exact, stays so for the substitution.
    mutating func releaseNamers(of r: Symbol) {
        settlementRecorder = nil
        let delta = definitions.take(r) - rows[Int(r)].constant
        guard delta != 0 else { return }
        let generation = nextMarkGeneration()
        for k in 0..<columns.count(of: r) {
            let z = columns.entry(of: r, at: k)
            let zi = Int(z)
            guard isBasic[zi], marks[zi] != generation else { continue }
            marks[zi] = generation
            let c = rows[zi].coefficient(of: r)
            guard c != 0 else { continue }
            addToConstant(of: z, c * delta)
            if isNamed(z) { definitions.note(z, c * delta) }
        }
    }

    /// Writes basic restricted `r`'s row into every definition naming it, before the
    /// row leaves the tableau other than by a pivot (a removal drops it): they then
    /// hold what `r` stood for instead of `r`. Their values do not change.
    mutating func writeOutNamers(of r: Symbol) {
        settleValues()
        var written = rows[Int(r)]
        written.constant = 0
        merge(written, replacing: r, into: rowsHolding(r))
        columns.release(r)
    }

    /// The change of every definition's value when nonbasic `along` moves by `step`
    /// (the definitions holding it move by their coefficient, and those naming them
    /// after them), without changing any: a point of the optimal face for the
    /// ambiguity analysis.
    mutating func valueShifts(movingNonbasic along: Symbol, by step: Double) -> [Symbol: Double] {
        var shifts: [Symbol: Double] = [:]
        var queue = RankQueue(highestFirst: false)
        for z in rowsHolding(along) where kinds[Int(z)] == .external || isNamed(z) {
            if shifts[z] == nil { queue.push(z, rank: definitions.rank[Int(z)]) }
            shifts[z, default: 0] += rows[Int(z)].coefficient(of: along) * step
        }
        while let y = queue.pop() {
            guard let delta = shifts[y], delta != 0, isNamed(y) else { continue }
            for z in rowsHolding(y) {
                if shifts[z] == nil { queue.push(z, rank: definitions.rank[Int(z)]) }
                shifts[z, default: 0] += rows[Int(z)].coefficient(of: y) * delta
            }
        }
        return shifts
    }
}

/// The scratch space of ``Tableau/expand(_:scratch:)``: a weight per symbol, valid
/// where its stamp is the current generation, so that no expansion clears an array
/// the size of the tableau.
struct DefinitionExpansion: Sendable {
    var weights: [Double] = []
    var stamps: [UInt32] = []
    var generation: UInt32 = 0
    var leaves: [Symbol] = []
    var queue: [UInt64] = []

    /// Starts an expansion over symbols below `symbolCount`.
    ///
    /// The tables grow to twice what they were when they must grow: a build adds a
    /// symbol or two before each expansion, and growing them to the exact count made
    /// every expansion of a build extend both (3% of form-580's build).
    mutating func begin(symbolCount: Int) {
        if stamps.count < symbolCount {
            let count = Swift.max(symbolCount, 2 * stamps.count)
            stamps.append(contentsOf: repeatElement(0, count: count - stamps.count))
            weights.append(contentsOf: repeatElement(0, count: count - weights.count))
        }
        generation &+= 1
        if generation == 0 {
            for i in stamps.indices { stamps[i] = 0 }
            generation = 1
        }
        leaves.removeAll(keepingCapacity: true)
    }
}
