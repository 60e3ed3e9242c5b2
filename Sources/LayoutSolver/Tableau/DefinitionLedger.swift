/// What the tableau keeps per symbol for its definitions (``Tableau+Definitions.swift``):
/// the order in which external symbols became basic, and the value changes of
/// definitions that the definitions naming them have not heard of yet.
struct DefinitionLedger: Sendable {
    /// When each external symbol last became basic: a definition names only symbols of
    /// lower rank, so increasing rank is an order in which values can be settled.
    /// Restricted symbols keep rank 0 and external ones start at 1: a definition may
    /// name a basic restricted symbol (a pivot's entering symbol it held, see
    /// ``Tableau/substitute(_:_:leaving:keepingExternalHolders:)``), whose row is
    /// written out and so names nothing.
    private(set) var rank: [UInt32] = []
    private var nextRank: UInt32 = 1
    /// Per symbol, the change of its value not yet passed on, and whether it has one.
    private var change: [Double] = []
    private var isPending: [Bool] = []
    /// The definitions with a change not yet passed on, each once.
    private(set) var noted: [Symbol] = []
    /// Whether any row was ever kept with references. Until then no row holds one, and
    /// a pivot need not look for them in the rows it rewrites.
    private(set) var keepsReferences = false
    /// Whether a definition ever named a basic restricted symbol. Until then no
    /// restricted row is named, and moving its constant need not look for definitions.
    private(set) var namesRestricted = false

    init() {}

    init(count: Int) {
        rank = Array(repeating: 0, count: count)
        change = Array(repeating: 0, count: count)
        isPending = Array(repeating: false, count: count)
    }

    mutating func reserveCapacity(_ total: Int) {
        rank.reserveCapacity(total)
        change.reserveCapacity(total)
        isPending.reserveCapacity(total)
    }

    /// Room for one more symbol.
    mutating func append() {
        rank.append(0)
        change.append(0)
        isPending.append(false)
    }

    /// Every rank given so far is below this.
    var rankLimit: Int { Int(nextRank) }

    mutating func assignRank(to s: Symbol) {
        rank[Int(s)] = nextRank
        nextRank += 1
    }

    mutating func noteReferencesKept() { keepsReferences = true }

    mutating func noteRestrictedNamed() {
        keepsReferences = true
        namesRestricted = true
    }

    /// Adds `delta` to `s`'s pending change; true when it had none pending before.
    @discardableResult
    mutating func accumulate(_ s: Symbol, _ delta: Double) -> Bool {
        Self.accumulate(delta, change: &change[Int(s)], isPending: &isPending[Int(s)])
    }

    /// The rule of ``accumulate(_:_:)`` for one symbol's slots, which the ledger's
    /// arrays and the buffers of ``PendingChanges`` both hold.
    @inline(__always)
    static func accumulate(_ delta: Double, change: inout Double, isPending: inout Bool) -> Bool {
        change += delta
        guard !isPending else { return false }
        isPending = true
        return true
    }

    /// The rule of ``take(_:)`` for one symbol's slots.
    @inline(__always)
    static func take(change: inout Double, isPending: inout Bool) -> Double {
        let taken = change
        change = 0
        isPending = false
        return taken
    }

    /// ``accumulate(_:_:)``, listing `s` in ``noted`` when it is new there.
    mutating func note(_ s: Symbol, _ delta: Double) {
        if accumulate(s, delta) { noted.append(s) }
    }

    /// Empties ``noted``; the changes stay pending. Callers read it first: returning
    /// the list while emptying it made the emptying allocate a new buffer of the list's
    /// capacity at every settling (its storage was still shared with the list returned).
    mutating func clearNoted() {
        noted.removeAll(keepingCapacity: true)
    }

    /// The ranks and pending changes as buffers, for settling's loop
    /// (``Tableau/passOnChanges(through:recording:perUnitOf:)``): one exclusive access
    /// for all of its reads and writes instead of one per write.
    mutating func withPendingChanges<Result>(_ body: (inout PendingChanges) -> Result) -> Result {
        rank.withUnsafeBufferPointer { rank in
            change.withUnsafeMutableBufferPointer { change in
                isPending.withUnsafeMutableBufferPointer { isPending in
                    var ledger = PendingChanges(rank: rank, change: change, isPending: isPending)
                    return body(&ledger)
                }
            }
        }
    }

    /// The ledger's per-symbol arrays, lent for the duration of ``withPendingChanges(_:)``.
    struct PendingChanges {
        let rank: UnsafeBufferPointer<UInt32>
        let change: UnsafeMutableBufferPointer<Double>
        let isPending: UnsafeMutableBufferPointer<Bool>

        /// As ``DefinitionLedger/accumulate(_:_:)``.
        @inline(__always)
        func accumulate(_ s: Symbol, _ delta: Double) -> Bool {
            DefinitionLedger.accumulate(delta, change: &change[Int(s)], isPending: &isPending[Int(s)])
        }

        /// As ``DefinitionLedger/take(_:)``.
        @inline(__always)
        func take(_ s: Symbol) -> Double {
            DefinitionLedger.take(change: &change[Int(s)], isPending: &isPending[Int(s)])
        }
    }

    /// `s`'s pending change, which is then no longer pending.
    mutating func take(_ s: Symbol) -> Double {
        Self.take(change: &change[Int(s)], isPending: &isPending[Int(s)])
    }
}
