/// The simplex tableau: rows in basic-solved form, objective levels, and the column
/// index that makes substitution cheap.
///
/// Every basic symbol `b` has a row `b = constant + Σ coefficient·nonbasic`; a
/// nonbasic symbol is zero. Restricted symbols (all but `external`) are ≥ 0, so the
/// tableau is feasible when every restricted row's constant is ≥ 0.
///
/// Two invariants the solver relies on (as in Cassowary):
/// - rows of restricted symbols and the objective never hold an `external` symbol,
///   because a new row that holds one always pivots on it;
/// - `columns[s]` lists every basic symbol whose row holds `s` (it may also list
///   stale or repeated ones, which walks skip and then drop); for a basic `s`, the
///   definitions naming it (Tableau+Definitions.swift). Substituting a symbol
///   touches only those rows instead of scanning the whole tableau, which is where a
///   plain Cassowary spends most of its build time.
struct Tableau: Sendable {
    private(set) var kinds: [SymbolKind] = []
    /// The constraint (raw ``ConstraintID``) a marker or error symbol belongs to, or −1.
    private(set) var owners: [Int32] = []
    private(set) var isBasic: [Bool] = []
    /// The priority of the objective level an error symbol is counted in, NaN for
    /// every other symbol (or an error symbol taken out of its level): what
    /// ``rebuildLevels()`` sums to write the levels afresh. Written only by the
    /// objective's functions (Tableau+Levels.swift) and when a symbol is made.
    var levelPriority: [Double] = []
    /// The weight an error symbol counts with in its level where it is not 1: an
    /// optional constraint that stands for its duplicates (Solver+Duplicates.swift)
    /// counts once for each. Read by ``rebuildLevels()``; few entries, if any.
    var levelWeights: [Symbol: Double] = [:]
    /// `rows[s]` is `s`'s row while `isBasic[s]`; an empty row otherwise.
    private(set) var rows: [Row] = []
    /// The column index (see the type's doc; its lists share one pool, ColumnIndex.swift).
    /// Read and written only by the Tableau files (internal for Tableau+ColumnSnapshots.swift).
    var columns = ColumnIndex()
    /// Objective levels, highest priority first.
    var levels = ObjectiveLevels()
    /// The phase-one objective while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Restricted basic symbols whose constant may have gone negative (for the dual simplex).
    var infeasible: [Symbol] = []
    /// Per symbol, the generation of the walk that last visited it (``nextMarkGeneration()``).
    var marks: [UInt32] = []
    /// The spare buffer ``substitute(_:_:)``'s merges write into (see ``Row/add(_:times:scratch:inserted:)``).
    private var scratch: [Row.Cell] = []
    /// The holders' constants before a substitution's merges, then their coefficients
    /// of the entering symbol when snapshots are updated in place
    /// (``mergeIntoHolders(of:_:count:keepingExternalHolders:scratch:before:recordingFactors:)``), kept like ``scratch``.
    private var holderConstants: [Double] = []
    /// Per symbol, an entry's index in the snapshot being updated in place (scratch,
    /// read only where ``marks`` says it was written in that update).
    var snapshotSlots: [Int32] = []
    /// From how many rewritten holders a pivot updates a column snapshot in place
    /// (``ColumnSnapshot/defaultInPlaceFloor``); the property tests do it from one on.
    var snapshotInPlaceFloor = ColumnSnapshot.defaultInPlaceFloor
    /// The symbol whose `columns` list the last ``rowsHolding(_:)`` walk left exact
    /// (every entry a row that held it, each once), or −1. Only making rows nonbasic
    /// (``takeRow(_:)``) may happen before the next walk uses it, which is the ratio
    /// test followed by the pivot on the same symbol: the pivot's substitution then
    /// skips the leaving row instead of searching every row again.
    var exactColumn: Symbol = -1
    private var markGeneration: UInt32 = 0
    /// Symbols whose coefficient at some objective level may have changed since
    /// ``optimize()`` last finished, each once: the only candidates to enter.
    ///
    /// When `optimize()` returns, no symbol can enter at any level, and a symbol's
    /// eligibility depends only on its own coefficients in the level rows. So a symbol
    /// becomes a candidate again only when one of those coefficients changes, which
    /// happens only where a level row is written: ``addToObjective(level:symbol:coefficient:)``
    /// and ``substitute(_:_:)``. Pricing these instead of every cell of every level row
    /// is what keeps a build linear: a level's row holds every nonbasic error symbol of
    /// that priority, thousands of cells at 10,000 constraints, and the old full scan
    /// after each added constraint made the build quadratic (two thirds of form-580's).
    /// Written only by ``touch(_:)`` and ``clearTouched()`` (Tableau+Levels.swift).
    var touched: [Symbol] = []
    var isTouched: [Bool] = []
    /// Changes whenever anything the ambiguity analysis reads other than the row
    /// constants changes: the basis, any row's or objective level's coefficients, the
    /// symbols, or which restricted rows are degenerate (constant below ``epsilon``).
    /// Edits that only move constants without a pivot leave it alone, so an answer
    /// that depended on nothing else can be reused (``Solver/ambiguity(of:)``).
    private(set) var structureVersion: UInt64 = 0
    /// Changes whenever any row's cells change (the basis, a substitution, a rewritten
    /// definition), and on nothing else: what a recorded settlement depends on
    /// (``ColumnSnapshot/settlement``).
    private(set) var cellsVersion: UInt64 = 0
    /// Pivots made since the tableau was created: the unit of a re-solve's work, which
    /// a benchmark reports per edit step (``Solver/pivotCount``).
    var pivotCount: UInt64 = 0
    /// The shift whose settling ``settleValues()`` should record, if nothing else
    /// changes before it (``Tableau+Settlements.swift``).
    var settlementRecorder: SettlementRecorder?
    /// The storage the next recorded settlement is written into.
    var settlementScratch: [ColumnSnapshot.SettledShift] = []
    /// Nonbasic symbols whose rate at some level was between ``rateFloor`` and
    /// ``epsilon`` when ``optimize()`` declined to pivot along it (the step it allowed
    /// made too small a change): an edit step that moves the constants may lengthen
    /// that step (``reexamineSmallRates()``, Tableau+SmallRates.swift). Empty unless
    /// coefficients multiply to rates below ``epsilon``, which layouts never do.
    var declinedSmallRates: [Symbol] = []
    /// The largest change any row constant took in one write since ``Solver`` last
    /// looked (``Solver+Refinement.swift``). A sum keeps the rounding of its largest
    /// operand: a constant that went up by 6e18 and came back down holds an error of
    /// about a unit in the last place of 6e18 (1024) however small it is now. Kept as
    /// a bound where a loop writes many rows (a shift: the step times the snapshot's
    /// largest coefficient; a pivot: the entering value times the largest coefficient
    /// of it that a rewritten row had), so that ordinary steps pay a comparison or two.
    var largestConstantChange = 0.0
    /// The last columns ``shiftConstants(ofRowsHolding:by:)`` walked (in a sweep, the
    /// edit variables' error symbols; in a resized engine, the root's size markers).
    /// A pivot that changes rows holding a snapshot's symbol notes them in it, to be
    /// repaired at its next shift (``noteSubstitution(of:by:leaving:holders:)``); any
    /// other change of such a row drops it (``dropSnapshots(of:and:)``). At most
    /// ``snapshotLimit``, so that every row change checks a handful of symbols, not
    /// one per cell.
    var columnSnapshots: [ColumnSnapshot] = []
    /// What the aggregate symbols folded into rows stand for (``foldDummies(in:)``).
    var aggregates = DummyAggregates()
    /// How many dummy cells a new row needs before they are folded. The property
    /// tests fold from two on, so that their small systems exercise aggregates too.
    var foldThreshold = Tableau.defaultFoldThreshold
    /// From how many symbols on a new constraint whose subject is a fresh external
    /// variable keeps the basic external variables it names as references instead of
    /// their rows (``Tableau+Definitions.swift``). Below it every row is written out in
    /// nonbasic symbols, as in a plain Cassowary tableau: in a small layout the rows are
    /// short anyway, and the bookkeeping cost a 50-constraint build 35% (best of 50).
    /// The tests set it to 0 (and to `.max` to compare with written-out rows).
    var definitionThreshold = Tableau.defaultDefinitionThreshold
    static let defaultDefinitionThreshold = 1024
    /// The shortest pivot row whose substitution leaves the rows of external variables
    /// naming the entering symbol instead of rewriting them (``pivot(entering:leaving:)``).
    /// Each named symbol's later moves are carried to its definitions by
    /// ``settleValues()``, which costs more than rewriting a short row: with every
    /// pivot row naming, chain-1250-sweep's edit steps cost 47% more instructions; from
    /// 16 cells, 2–4% more, where stack-800-sweep's cost 45% less (SolverInternals).
    /// The tests set it to 0.
    var namingThreshold = Tableau.defaultNamingThreshold
    static let defaultNamingThreshold = 16
    /// How many definitions noted at once make ``settleValues()`` queue them in
    /// ``RankBuckets`` rather than ``RankQueue``. The buckets' pops scan the words
    /// between the ranks queued, so a few definitions ranked far apart are cheaper in
    /// the heap; after a pivot, grid-250-sweep notes 1,745 at once.
    var bucketedSettlingThreshold = Tableau.defaultBucketedSettlingThreshold
    static let defaultBucketedSettlingThreshold = 64
    /// Ranks and unsettled value changes of the definitions (``settleValues()``).
    var definitions = DefinitionLedger()
    /// The buffers of the rank buckets that settle many definitions at once
    /// (``settleValues()``), kept between settlings.
    var settlingBuckets = RankBuckets.Storage()
    /// Scratch space of ``expand(_:)``, kept between calls.
    var expansionScratch = DefinitionExpansion()
    static let snapshotLimit = 8
    /// How many definitions a definition may expand through, and how many cells its
    /// row may then have, to be written out (``writeOutIfShort(_:)``).
    static let writeOutLimit = 4
    static let writtenOutCellLimit = 16

    var symbolCount: Int { kinds.count }

    /// Makes room for `count` more symbols in every per-symbol array at once, so a
    /// build of known size grows none of them step by step.
    mutating func reserveCapacity(symbols count: Int) {
        let total = kinds.count + count
        kinds.reserveCapacity(total)
        owners.reserveCapacity(total)
        isBasic.reserveCapacity(total)
        levelPriority.reserveCapacity(total)
        rows.reserveCapacity(total)
        columns.reserveCapacity(lists: count)
        marks.reserveCapacity(total)
        isTouched.reserveCapacity(total)
        definitions.reserveCapacity(total)
    }

    mutating func makeSymbol(_ kind: SymbolKind, owner: Int32 = -1) -> Symbol {
        kinds.append(kind)
        owners.append(owner)
        isBasic.append(false)
        levelPriority.append(.nan)
        rows.append(Row())
        columns.appendEmptyList()
        marks.append(0)
        isTouched.append(false)
        definitions.append()
        noteStructureChanged()
        return Symbol(kinds.count - 1)
    }

    @inline(__always)
    func isRestricted(_ s: Symbol) -> Bool { kinds[Int(s)] != .external }

    @inline(__always)
    func row(_ s: Symbol) -> Row { rows[Int(s)] }

    /// The value of a symbol: its row's constant when basic, zero otherwise.
    func value(_ s: Symbol) -> Double { isBasic[Int(s)] ? rows[Int(s)].constant : 0 }

    /// Something the ambiguity analysis reads changed other than a row's cells (a
    /// level, a symbol, a row turning degenerate): see ``structureVersion``.
    @inline(__always)
    mutating func noteStructureChanged() { structureVersion &+= 1 }

    /// Some row's cells change: both versions move (a change of cells is a change of
    /// structure for the ambiguity memo too).
    @inline(__always)
    private mutating func noteCellsChanged() {
        noteStructureChanged()
        cellsVersion &+= 1
    }

    /// A fresh value for `marks`, distinct from every value they hold.
    @inline(__always)
    mutating func nextMarkGeneration() -> UInt32 {
        markGeneration &+= 1
        if markGeneration == 0 {
            for i in marks.indices { marks[i] = 0 }
            markGeneration = 1
        }
        return markGeneration
    }

    /// Makes `s` basic with `row` (`s = row`), which must not hold `s` or any basic symbol.
    ///
    /// `snapshotsChecked` says the caller has just substituted `s` by `row`, which
    /// dropped the snapshots this would drop.
    mutating func setRow(_ s: Symbol, _ row: Row, snapshotsChecked: Bool = false) {
        let si = Int(s)
        noteCellsChanged()
        exactColumn = -1
        appendToColumns(of: row, s)
        rows[si] = row
        isBasic[si] = true
        // After the appends: checked before them, the check kept the loop from being
        // optimised as before (chain-1250's build +6% instructions, all in this loop).
        if !snapshotsChecked && !columnSnapshots.isEmpty { dropSnapshots(of: row, and: s) }
    }

    /// Lists `s` in the column of every symbol of `row`, with one exclusive access to
    /// the lists instead of one per cell.
    @inline(__always)
    private mutating func appendToColumns(of row: Row, _ s: Symbol) {
        columns.withAppender { columns in
            for cell in row.cells { columns.append(s, to: cell.symbol) }
        }
    }

    /// Pops the definitions queued in `queue`, lowest rank first, and moves the
    /// constant of every row naming each one by its coefficient there times the
    /// definition's pending change, queueing each definition so moved: the loop of
    /// ``settleValues()``. With `unit`, each change is also recorded per unit of it.
    ///
    /// It stays beside `rows` because its loop reads the column lists while it writes
    /// the constants, marks and ledger, which an accessor taking all of `self` forbids.
    ///
    /// Settling was a third of grid-250-sweep's edit steps, whose pivots make thousands
    /// of definitions settle again, most named by one or two rows, so the walk's fixed
    /// cost counted: each list is read as it is (skipping stale and repeated entries, so
    /// in the order a walk of ``makeColumnExact(_:)`` keeps), each coefficient with the
    /// search that finds the row holds the definition, and the rows, marks and ledger
    /// are each taken once for the whole loop (taken once per definition, their
    /// uniqueness checks and the call around them were a third of settling). A list
    /// with stale or repeated entries is rewritten after the loop, in the order met:
    /// nothing in the loop reads a popped definition's list again, since only
    /// definitions of higher rank name it.
    mutating func passOnChanges<Queue: SettlingQueue>(
        through queue: inout Queue, recording recorded: inout [ColumnSnapshot.SettledShift], perUnitOf unit: Double?
    ) {
        var largestChange = largestConstantChange
        var generation = markGeneration
        var inexact: [Symbol] = []
        rows.withUnsafeMutableBufferPointer { rows in
            marks.withUnsafeMutableBufferPointer { marks in
                definitions.withPendingChanges { ledger in
                    while let y = queue.pop() {
                        let delta = ledger.take(y)
                        guard delta != 0 else { continue }
                        // As ``nextMarkGeneration()``.
                        generation &+= 1
                        if generation == 0 {
                            for i in marks.indices { marks[i] = 0 }
                            generation = 1
                        }
                        let isExact = columns.withList(of: y) { list in
                            var holders = 0
                            for z in list {
                                let zi = Int(z)
                                guard isBasic[zi], marks[zi] != generation else { continue }
                                marks[zi] = generation
                                let (i, found) = rows[zi].position(of: y)
                                guard found else { continue }
                                holders += 1
                                let change = rows[zi].cells[i].coefficient * delta
                                rows[zi].constant += change
                                largestChange = Swift.max(largestChange, abs(change))
                                if let unit { recorded.append(.init(row: z, perUnit: change / unit)) }
                                if columns.count(of: z) != 0 && ledger.accumulate(z, change) {
                                    queue.push(z, rank: ledger.rank[zi])
                                }
                            }
                            return holders == list.count
                        }
                        if !isExact { inexact.append(y) }
                    }
                }
            }
        }
        markGeneration = generation
        largestConstantChange = largestChange
        // Stale entries go as a walk of the list would drop them, so that a definition
        // no longer named stops counting as named (``isNamed(_:)``) and being queued.
        for y in inexact { makeColumnExact(y) }
    }

    /// The rows, for code that writes their constants and nothing else (Tableau+Constants.swift):
    /// one exclusive access for a whole loop. Cells change only here, with the column
    /// index, which is why `rows` cannot be set from elsewhere.
    @inline(__always)
    mutating func withRowsWritingConstants<R>(_ body: (inout UnsafeMutableBufferPointer<Row>) -> R) -> R {
        rows.withUnsafeMutableBufferPointer(body)
    }

    /// Gives basic `s` an equivalent row (a definition written out), indexing its cells.
    mutating func replaceRow(of s: Symbol, with row: Row) {
        noteCellsChanged()
        exactColumn = -1
        if !columnSnapshots.isEmpty {
            // The old row's symbols as well as the new one's: written out, a definition
            // that held an edit's symbol beside a reference holding it too may hold it
            // no longer, and that column's snapshot would go on shifting the row.
            dropSnapshots(of: rows[Int(s)], and: s)
            dropSnapshots(of: row, and: s)
        }
        appendToColumns(of: row, s)
        rows[Int(s)] = row
    }

    /// Merges `row` into each of `namers` in place of its cell of `r`, listing each
    /// only in the columns of the cells it gains (``writeOutNamers(of:)``), where
    /// ``replaceRow(of:with:)`` lists every cell of the row again.
    mutating func merge(_ row: Row, replacing r: Symbol, into namers: [Symbol]) {
        noteCellsChanged()
        exactColumn = -1
        if !columnSnapshots.isEmpty { dropSnapshots(of: row, and: r) }
        var buffer: [Row.Cell] = []
        swap(&buffer, &scratch)
        for z in namers {
            columns.withAppender { columns in
                _ = rows[Int(z)].substitute(r, by: row, scratch: &buffer) { inserted in columns.append(z, to: inserted) }
            }
        }
        swap(&buffer, &scratch)
    }

    /// Takes `s`'s row out of the tableau; `s` becomes nonbasic.
    ///
    /// `snapshotsChecked` says the caller substitutes the row's symbols next (a pivot),
    /// which drops the snapshots this would drop.
    mutating func takeRow(_ s: Symbol, snapshotsChecked: Bool = false, namersReleased: Bool = false) -> Row {
        let si = Int(s)
        if !namersReleased && kinds[si] != .external && definitions.namesRestricted && isNamed(s) { writeOutNamers(of: s) }
        noteCellsChanged()
        let row = rows[si]
        if !snapshotsChecked && !columnSnapshots.isEmpty { dropSnapshots(of: row, and: s) }
        rows[si] = Row()
        isBasic[si] = false
        return row
    }

    /// Replaces `s` by `row` in every row and objective that holds it.
    ///
    /// The merges write into the tableau's ``scratch`` buffer, kept across calls: a pivot
    /// or an install allocates nothing for its merges once a buffer of the longest
    /// merge's size is in hand. They all run first (``mergeIntoHolders``), then the
    /// rewritten rows' bookkeeping, in the holders' order.
    ///
    /// `leaving` is the row a pivot has just taken out to make `row`, noted with the
    /// rewritten rows in the snapshots `row` changes (see ``noteSubstitution(of:by:leaving:holders:)``).
    /// The caller makes `s` basic with `row` next. With `keepingExternalHolders`, the
    /// rows of external variables holding `s` keep their cell and name `s` instead of
    /// taking `row` in (a pivot asks it for a restricted `s`).
    mutating func substitute(_ s: Symbol, _ row: Row, leaving: Symbol = -1, keepingExternalHolders: Bool = false) {
        noteCellsChanged()
        let holderCount = makeColumnExact(s)
        let updatesInPlace = !columnSnapshots.isEmpty && noteSubstitution(of: s, by: row, leaving: leaving, holderCount: holderCount)
        // A pivot's leaving symbol's list held at most the definitions naming it, and the
        // substitution puts it into most holders and the entering row: room for all of
        // them at once, instead of growing the list two, four, eight… (edit steps −1% to
        // −3% instructions; keeping the entering symbol's list instead held 66 MB more
        // through stack-8000's dual install and cost it 10%).
        if leaving >= 0 { columns.reserve(holderCount + 1, in: leaving) }
        exactColumn = -1
        var buffer: [Row.Cell] = []
        swap(&buffer, &scratch)
        var longest = 0
        for k in 0..<holderCount { longest = Swift.max(longest, rows[Int(holder(of: s, at: k))].cells.count) }
        let needed = longest + row.cells.count
        if buffer.count < needed { buffer = Row.scratch(capacity: Swift.max(needed, 2 * buffer.count)) }
        var before: [Double] = []
        swap(&before, &holderConstants)
        // Snapshots updated in place read each holder's coefficient of `s`, which the
        // merges write after the constants (a buffer of its own, or a second call of
        // the merges, cost every pivot about 2%).
        let recorded = updatesInPlace ? 2 * holderCount : holderCount
        if before.count < recorded { before = Array(repeating: 0, count: Swift.max(recorded, 2 * before.count)) }
        // Each rewritten row's constant moves by its coefficient of `s` times `s`'s
        // new value (``largestConstantChange``).
        var largestFactor = mergeIntoHolders(
            of: s, row, count: holderCount, keepingExternalHolders: keepingExternalHolders, scratch: &buffer, before: &before,
            recordingFactors: updatesInPlace)
        if updatesInPlace {
            updateSnapshotsInPlace(
                holdersOf: s, count: holderCount, recorded: before, leaving: leaving, keepingExternalHolders: keepingExternalHolders)
        }
        // The bookkeeping of the rewritten rows, in the holders' order, after all the
        // merges: it needs the whole tableau, which the merges held apart.
        var rewritten: [Symbol] = []
        var keptAny = false
        let namesRestricted = definitions.namesRestricted
        for k in 0..<holderCount {
            let b = holder(of: s, at: k)
            let bi = Int(b)
            if keepingExternalHolders && kinds[bi] == .external {
                // The row keeps its cell of `s` and names `s` from now on: its value
                // moves by that cell times `s`'s, and nothing else of it changes.
                let factor = rows[bi].coefficient(of: s)
                let change = factor * row.constant
                rows[bi].constant += change
                largestFactor = Swift.max(largestFactor, abs(factor))
                if isNamed(b) { noteValueChange(of: b, by: change) }
                keptAny = true
                continue
            }
            let after = rows[bi].constant
            if kinds[bi] != .external {
                if after < 0 { infeasible.append(b) }
                if namesRestricted && isNamed(b) { noteValueChange(of: b, by: after - before[k]) }
            } else {
                if isNamed(b) { noteValueChange(of: b, by: after - before[k]) }
                if leaving >= 0 && definitions.keepsReferences && holdsReferences(rows[bi]) { rewritten.append(b) }
            }
        }
        swap(&before, &holderConstants)
        // `s` becomes basic and only the definitions naming it will hold it (none when
        // no holder was kept); the rest of its list is emptied, not kept for
        // when it leaves the basis again: keeping it (and reserving room in new lists in
        // `setRow`) saved allocations on small builds (1%), but held memory that cost
        // chain-1250's build 12% and table-380's 8% of wall time (BENCHMARKS, session 6).
        if keptAny {
            definitions.noteRestrictedNamed()
            columns.rewriteList(of: s) { list in
                var kept = 0
                for k in 0..<holderCount where kinds[Int(list[k])] == .external {
                    list[kept] = list[k]
                    kept += 1
                }
                return kept
            }
        } else {
            columns.release(s)
        }
        largestConstantChange = Swift.max(largestConstantChange, largestFactor * abs(row.constant))
        substituteInLevels(s, by: row)
        swap(&buffer, &scratch)
        for b in rewritten { writeOutIfShort(b) }
        if var objective = artificial {
            let c = objective.remove(s)
            if c != 0 { objective.add(row, times: c) { _ in } }
            artificial = objective
        }
    }

    /// The merges of ``substitute(_:_:leaving:keepingExternalHolders:)``: `row` in
    /// place of `s` in each of `s`'s `count` holders (but the external ones, with
    /// `keepingExternalHolders`), each holder's constant before its merge written to
    /// `before`, and with `recordingFactors` its coefficient of `s` to `before[count + k]`
    /// (the snapshots updated in place read them); `scratch` holds the longest merge.
    /// Returns the largest coefficient of `s` merged.
    ///
    /// The rows, the column lists, the pivot row's cells and the buffer are each taken
    /// once for all the merges, not once per merge (see
    /// ``Row/substitute(_:by:cells:scratch:inserted:)``). The merges append to other
    /// lists only (`row` does not hold `s`), so `s`'s list is read in place.
    private mutating func mergeIntoHolders(
        of s: Symbol, _ row: Row, count: Int, keepingExternalHolders: Bool, scratch: inout [Row.Cell], before: inout [Double],
        recordingFactors: Bool
    ) -> Double {
        var largestFactor = 0.0
        row.cells.withUnsafeBufferPointer { pivot in
            scratch.withUnsafeMutableBufferPointer { out in
                before.withUnsafeMutableBufferPointer { before in
                    rows.withUnsafeMutableBufferPointer { rows in
                        columns.withAppender { columns in
                            for k in 0..<count {
                                let b = columns.entry(of: s, at: k)
                                let bi = Int(b)
                                if keepingExternalHolders && kinds[bi] == .external { continue }
                                before[k] = rows[bi].constant
                                let factor = rows[bi].substitute(s, by: row, cells: pivot, scratch: out) { inserted in
                                    columns.append(b, to: inserted)
                                }
                                if recordingFactors { before[count + k] = factor }
                                largestFactor = Swift.max(largestFactor, abs(factor))
                            }
                        }
                    }
                }
            }
        }
        return largestFactor
    }

    /// Removes every trace of a nonbasic symbol whose coefficients should all have
    /// cancelled (a removed constraint's leftovers).
    mutating func scrub(_ s: Symbol) {
        noteCellsChanged()
        if !columnSnapshots.isEmpty { dropSnapshots(of: Row(), and: s) }
        if isBasic[Int(s)] { _ = takeRow(s) }
        for k in 0..<makeColumnExact(s) { rows[Int(holder(of: s, at: k))].remove(s) }
        exactColumn = -1
        columns.release(s)
        levels.zeroEverywhere(s)
        if !levelWeights.isEmpty { levelWeights[s] = nil }
    }
}

extension Tableau {
    /// An empty tableau (no rows, no levels) over symbols of `kinds`, each array made
    /// in one go: the ambiguity analysis builds one after every re-solve whose answer
    /// it cannot reuse, and making its symbols one by one was a third of that cost.
    init(kinds: [SymbolKind]) {
        let count = kinds.count
        self.kinds = kinds
        owners = Array(repeating: -1, count: count)
        isBasic = Array(repeating: false, count: count)
        levelPriority = Array(repeating: .nan, count: count)
        rows = Array(repeating: Row(), count: count)
        columns = ColumnIndex(emptyLists: count)
        marks = Array(repeating: 0, count: count)
        isTouched = Array(repeating: false, count: count)
        definitions = DefinitionLedger(count: count)
    }
}
