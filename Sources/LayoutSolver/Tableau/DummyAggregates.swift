/// Fixed linear combinations of dummies, each standing in rows for the dummy cells it
/// replaced: a dummy's value is always zero, so any combination of dummies is too, and
/// one symbol can carry what were many cells.
///
/// Why: a required equality's dummy stays in its subject's row, and every row built
/// from that row carries it along. A column of views (each top pinned to the bottom
/// above) gave the r-th row about 2r dummies: 94–98% of a keypad grid's cells and 69%
/// of nested stacks' (Documentation/SolverInternals.md, "Growth"). Folded into one
/// aggregate when a row is installed, each row carries one cell for all of them.
///
/// An aggregate's definition names dummies or older aggregates, so symbols grow along
/// the definitions: a definition only names smaller symbols, which is the order that
/// pushes weights from children to parents or back without a sort of the graph.
/// Aggregates never enter the basis (they are ``SymbolKind/dummy`` symbols); the few
/// readers that need a dummy's true column (removing or re-constanting its
/// constraint, phase one entering it, naming the constraints of a proof) expand them
/// (``Tableau/separate(_:)``, ``Tableau/leafCells(of:)``).
struct DummyAggregates: Sendable {
    /// `definitions[a]`: the cells aggregate `a` stands for, sorted by symbol; empty for
    /// every other symbol and for a retired aggregate.
    private var definitions: [[Row.Cell]] = []
    /// `parents[s]`: the aggregates whose definitions name `s`, once
    /// ``indexParents()`` has been called (builds that remove nothing never need it).
    private var parents: [[Symbol]] = []
    private var hasParentIndex = false
    /// Per aggregate, for the walk above one dummy (``walk(above:)``): the walk that
    /// last reached it, the dummy's weight in it, and its rest without the dummy (−1:
    /// none). Arrays rather than a set and dictionaries: a removal on a 50-constraint
    /// layout costs a few thousand instructions, and a hashed collection's first use
    /// costs the runtime half a million (callgrind).
    private var stamps: [UInt32] = []
    private var stamp: UInt32 = 0
    private var weights: [Double] = []
    private var rests: [Symbol] = []

    var isEmpty: Bool { definitions.isEmpty }

    @inline(__always)
    func isAggregate(_ s: Symbol) -> Bool {
        Int(s) < definitions.count && !definitions[Int(s)].isEmpty
    }

    func definition(of a: Symbol) -> [Row.Cell] {
        Int(a) < definitions.count ? definitions[Int(a)] : []
    }

    /// The aggregates naming `s`; ``indexParents()`` first.
    func parents(of s: Symbol) -> [Symbol] {
        Int(s) < parents.count ? parents[Int(s)] : []
    }

    /// Records `a` (a new symbol, greater than every symbol it names) as standing for
    /// `cells`, which must be sorted by symbol and non-empty.
    mutating func define(_ a: Symbol, as cells: [Row.Cell]) {
        grow(to: Int(a))
        definitions[Int(a)] = cells
        guard hasParentIndex else { return }
        for cell in cells { parents[Int(cell.symbol)].append(a) }
    }

    /// Builds the index from each symbol to the aggregates naming it, kept from then on.
    mutating func indexParents() {
        guard !hasParentIndex else { return }
        hasParentIndex = true
        parents = Array(repeating: [], count: definitions.count)
        stamps = Array(repeating: 0, count: definitions.count)
        weights = Array(repeating: 0, count: definitions.count)
        rests = Array(repeating: -1, count: definitions.count)
        for a in definitions.indices {
            for cell in definitions[a] { parents[Int(cell.symbol)].append(Symbol(a)) }
        }
    }

    /// Forgets the definitions of every aggregate of the last walk (`above`, what
    /// ``walk(above:)`` returned), which nothing holds or names any more, and takes them
    /// out of the lists of parents, each list filtered once.
    ///
    /// One by one, each retirement scanned the whole parent list of every symbol its
    /// definition names, and the aggregates above one dummy mostly name the same few
    /// symbols, whose lists are long: in stack-800's churn that was 43% of the
    /// instructions (callgrind). The lists end as one by one: filtering is stable, and
    /// a list holds an aggregate of the walk exactly when its definition names the list's
    /// symbol.
    mutating func retireWalk(_ above: [Symbol]) {
        retireStamped(above)
    }

    /// Retires each of `candidates` (aggregates nothing holds, parents first) that no
    /// live aggregate names, earlier candidates retired here included, so that a child
    /// whose parents all went goes too; the lists of parents are filtered once at the
    /// end. ``indexParents()`` first.
    mutating func retireUnused(_ candidates: [Symbol]) {
        nextStamp()
        var retiring: [Symbol] = []
        for r in candidates where isAggregate(r) {
            let named = parents[Int(r)].allSatisfy { !isAggregate($0) || stamps[Int($0)] == stamp }
            guard named else { continue }
            stamps[Int(r)] = stamp
            retiring.append(r)
        }
        retireStamped(retiring)
    }

    /// Forgets the definitions of `batch`, whose members carry the current stamp, and
    /// takes them out of every list of parents they are in, each list filtered once.
    private mutating func retireStamped(_ batch: [Symbol]) {
        var named: [Symbol] = []
        for a in batch { for cell in definitions[Int(a)] { named.append(cell.symbol) } }
        if hasParentIndex {
            named.sort()
            let stamps = self.stamps
            let stamp = self.stamp
            var previous: Symbol = -1
            for s in named where s != previous {
                previous = s
                parents[Int(s)].removeAll { Int($0) < stamps.count && stamps[Int($0)] == stamp }
            }
        }
        for a in batch { definitions[Int(a)] = [] }
    }

    /// A value for `stamps` that none of them holds.
    private mutating func nextStamp() {
        stamp &+= 1
        if stamp == 0 {
            for i in stamps.indices { stamps[i] = 0 }
            stamp = 1
        }
    }

    /// The aggregates whose definitions reach the dummy `d`, directly or through
    /// others, in increasing symbol order, with `d`'s weight in each worked out
    /// (``weight(in:)``); they are the walk's until the next. ``indexParents()`` first.
    mutating func walk(above d: Symbol) -> [Symbol] {
        walk(above: [(d, 1)])
    }

    /// The aggregates whose definitions reach any of the dummies `sources`, in
    /// increasing symbol order, each with its value (``weight(in:)``) when every source
    /// takes the value given with it and every other dummy zero. They are the walk's
    /// until the next, and so are the sources (``isInWalk(_:)``), each weighing its
    /// own value. ``indexParents()`` first.
    ///
    /// A definition names only smaller symbols: increasing order has every child's
    /// value ready before its parents need it.
    ///
    /// One walk for many dummies: what moving many constants at once reads instead of
    /// separating each dummy (``Tableau/shiftConstants(ofRowsHoldingDummies:)``).
    mutating func walk(above sources: [(dummy: Symbol, value: Double)]) -> [Symbol] {
        nextStamp()
        var above: [Symbol] = []
        var pending: [Symbol] = []
        for source in sources where Int(source.dummy) < stamps.count {
            stamps[Int(source.dummy)] = stamp
            weights[Int(source.dummy)] = source.value
            pending.append(contentsOf: parents[Int(source.dummy)])
        }
        while let a = pending.popLast() {
            let ai = Int(a)
            guard stamps[ai] != stamp else { continue }
            stamps[ai] = stamp
            above.append(a)
            pending.append(contentsOf: parents[ai])
        }
        above.sort()
        for a in above {
            var w = 0.0
            for cell in definitions[Int(a)] where isInWalk(cell.symbol) {
                w += cell.coefficient * weights[Int(cell.symbol)]
            }
            weights[Int(a)] = w
            rests[Int(a)] = -1
        }
        return above
    }

    /// Whether the last ``walk(above:)`` reached `s`.
    func isInWalk(_ s: Symbol) -> Bool { Int(s) < stamps.count && stamps[Int(s)] == stamp }

    /// The walked dummy's weight in `a`, an aggregate of the last walk.
    func weight(in a: Symbol) -> Double { weights[Int(a)] }

    /// The rest recorded for `a`, an aggregate of the last walk, if any.
    func rest(of a: Symbol) -> Symbol? { rests[Int(a)] >= 0 ? rests[Int(a)] : nil }

    mutating func setRest(of a: Symbol, to r: Symbol) { rests[Int(a)] = r }

    private mutating func grow(to index: Int) {
        guard index >= definitions.count else { return }
        let count = index + 1 - definitions.count
        definitions.append(contentsOf: repeatElement([], count: count))
        if hasParentIndex {
            parents.append(contentsOf: repeatElement([], count: count))
            stamps.append(contentsOf: repeatElement(0, count: count))
            weights.append(contentsOf: repeatElement(0, count: count))
            rests.append(contentsOf: repeatElement(-1, count: count))
        }
    }
}
