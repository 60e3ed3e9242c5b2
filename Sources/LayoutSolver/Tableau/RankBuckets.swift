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
struct RankBuckets: SettlingQueue, Sendable {
    /// The buffers a queue takes and gives back: the bits, all zero between queues, and
    /// the symbol of each rank queued, read only where a bit is set.
    struct Storage: Sendable {
        var words: [UInt64] = []
        var symbols: [Symbol] = []
        var restricted: [Symbol] = []
    }

    private var words: [UInt64] = []
    private var symbols: [Symbol] = []
    private var restricted: [Symbol] = []
    private var nextRestricted = 0
    /// The word holding the lowest rank that may be queued.
    private var cursor = 0
    private var count = 0

    /// A queue for ranks below `rankLimit`, writing into `storage`'s buffers, which it
    /// takes (leaving them empty).
    init(rankLimit: Int, storage: inout Storage) {
        swap(&words, &storage.words)
        swap(&symbols, &storage.symbols)
        swap(&restricted, &storage.restricted)
        restricted.removeAll(keepingCapacity: true)
        let needed = (rankLimit + 63) >> 6
        if words.count < needed { words.append(contentsOf: repeatElement(0, count: needed - words.count)) }
        if symbols.count < rankLimit { symbols.append(contentsOf: repeatElement(-1, count: rankLimit - symbols.count)) }
    }

    /// Gives the buffers back for the next queue, the words all zero again.
    mutating func returnStorage(to storage: inout Storage) {
        if count > 0 { for k in words.indices { words[k] = 0 } }
        swap(&words, &storage.words)
        swap(&symbols, &storage.symbols)
        swap(&restricted, &storage.restricted)
    }

    /// Queues `s`; `rank` is above that of every symbol popped so far.
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
    mutating func pop() -> Symbol? {
        guard count > 0 else { return nil }
        count -= 1
        if nextRestricted < restricted.count {
            if nextRestricted == 0 { restricted.sort() }
            nextRestricted += 1
            return restricted[nextRestricted - 1]
        }
        let rank = words.withUnsafeMutableBufferPointer { words in
            while words[cursor] == 0 { cursor += 1 }
            let word = words[cursor]
            words[cursor] = word & (word - 1)
            return cursor << 6 | word.trailingZeroBitCount
        }
        return symbols[rank]
    }
}

/// What settling queues the definitions it reaches in, lowest rank first: ``RankQueue``
/// or ``RankBuckets``.
protocol SettlingQueue {
    mutating func push(_ s: Symbol, rank: UInt32)
    mutating func pop() -> Symbol?
}

extension RankQueue: SettlingQueue {}
