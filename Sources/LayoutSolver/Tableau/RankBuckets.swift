/// The definitions waiting to be settled, lowest rank first, as one bit per rank: the
/// queue of ``Tableau/settleValues()`` when many definitions moved at once.
///
/// Settling pops definitions in increasing rank, and every definition it queues on the
/// way ranks above the one just popped (a definition names only lower ranks), so the
/// queue only ever moves forward. External symbols each have a rank of their own, so a
/// set bit stands for one symbol (kept by rank beside the bits), and popping is finding
/// the next set bit from where the last pop was. That is a few instructions a
/// definition where ``RankQueue``'s heap sifted through a dozen levels: after a pivot,
/// grid-250-sweep settles about 3,500 definitions, 1,745 of them queued at once, and
/// the heap was over 40% of settling them.
///
/// Restricted symbols all rank 0; they are only ever queued before the first pop (a
/// definition never names a definition that is queued later), and pop first, in
/// increasing symbol order, as in ``RankQueue``.
///
/// The words are all zero again once the queue is empty, so one buffer serves every
/// settling (``Tableau/settleValues()`` keeps it between them).
///
/// The queue works on the storage's buffers through pointers, lent for one settling
/// (``Storage/withQueue(rankLimit:_:)``): as arrays, every push and pop checked their
/// uniqueness, and the queue was 5% of grid-250-sweep's edit steps.
struct RankBuckets: SettlingQueue {
    /// The buffers a queue works in: the bits, all zero between queues, and the symbol
    /// of each rank queued, read only where a bit is set.
    struct Storage: Sendable {
        var words: [UInt64] = []
        var symbols: [Symbol] = []
        var restricted: [Symbol] = []

        /// Runs `body` with a queue for ranks below `rankLimit` over these buffers, which
        /// are left as `body` leaves them but for the words, all zero again.
        mutating func withQueue<Result>(rankLimit: Int, _ body: (inout RankBuckets) -> Result) -> Result {
            let needed = (rankLimit + 63) >> 6
            if words.count < needed { words.append(contentsOf: repeatElement(0, count: needed - words.count)) }
            if symbols.count < rankLimit { symbols.append(contentsOf: repeatElement(-1, count: rankLimit - symbols.count)) }
            restricted.removeAll(keepingCapacity: true)
            return words.withUnsafeMutableBufferPointer { words in
                symbols.withUnsafeMutableBufferPointer { symbols in
                    // The restricted list is lent to the queue, not copied, and taken back.
                    var queue = RankBuckets(words: words, symbols: symbols)
                    swap(&queue.restricted, &restricted)
                    defer {
                        if queue.count > 0 { for k in words.indices { words[k] = 0 } }
                        swap(&queue.restricted, &restricted)
                    }
                    return body(&queue)
                }
            }
        }
    }

    private let words: UnsafeMutableBufferPointer<UInt64>
    private let symbols: UnsafeMutableBufferPointer<Symbol>
    private var restricted: [Symbol] = []
    private var nextRestricted = 0
    /// The word holding the lowest rank that may be queued.
    private var cursor = 0
    private var count = 0

    private init(words: UnsafeMutableBufferPointer<UInt64>, symbols: UnsafeMutableBufferPointer<Symbol>) {
        self.words = words
        self.symbols = symbols
    }

    /// Queues `s`; `rank` is above that of every symbol popped so far.
    @inline(__always)
    mutating func push(_ s: Symbol, rank: UInt32) {
        count += 1
        guard rank > 0 else {
            restricted.append(s)
            return
        }
        let r = Int(rank)
        words[r >> 6] |= 1 << UInt64(r & 63)
        symbols[r] = s
    }

    /// The queued symbol of lowest rank, which leaves the queue.
    @inline(__always)
    mutating func pop() -> Symbol? {
        guard count > 0 else { return nil }
        count -= 1
        if nextRestricted < restricted.count {
            if nextRestricted == 0 { restricted.sort() }
            nextRestricted += 1
            return restricted[nextRestricted - 1]
        }
        while words[cursor] == 0 { cursor += 1 }
        let word = words[cursor]
        words[cursor] = word & (word - 1)
        return symbols[cursor << 6 | word.trailingZeroBitCount]
    }
}

/// What settling queues the definitions it reaches in, lowest rank first: ``RankQueue``
/// or ``RankBuckets``.
protocol SettlingQueue {
    mutating func push(_ s: Symbol, rank: UInt32)
    mutating func pop() -> Symbol?
}

extension RankQueue: SettlingQueue {}
