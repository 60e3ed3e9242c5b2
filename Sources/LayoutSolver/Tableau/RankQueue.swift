/// A binary heap of symbols ordered by their definition rank, highest or lowest
/// first: the order in which definitions are expanded (highest first, so that every
/// weight on a definition is complete before it is passed on) or their values settled
/// (lowest first, so that a definition hears of every change below it at once).
///
/// Rank and symbol are packed into one integer, so that comparing two entries is one
/// comparison and equal ranks (which do not occur) would still order deterministically.
struct RankQueue: Sendable {
    private var items: [UInt64] = []
    private let highestFirst: Bool

    /// A queue writing into `storage`'s buffer, which it takes (leaving it empty) so
    /// that the buffer is not shared and no entry allocates.
    init(highestFirst: Bool, storage: inout [UInt64]) {
        self.highestFirst = highestFirst
        swap(&items, &storage)
        items.removeAll(keepingCapacity: true)
    }

    init(highestFirst: Bool) {
        self.highestFirst = highestFirst
    }

    /// Gives the buffer back for the next queue.
    mutating func returnStorage(to storage: inout [UInt64]) {
        swap(&items, &storage)
    }

    var isEmpty: Bool { items.isEmpty }

    mutating func push(_ s: Symbol, rank: UInt32) {
        items.append(UInt64(rank) << 32 | UInt64(UInt32(bitPattern: s)))
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) >> 1
            guard precedes(items[i], items[parent]) else { break }
            items.swapAt(i, parent)
            i = parent
        }
    }

    mutating func pop() -> Symbol? {
        guard let last = items.popLast() else { return nil }
        guard !items.isEmpty else { return Self.symbol(last) }
        let top = items[0]
        items[0] = last
        var i = 0
        let n = items.count
        while true {
            let left = 2 * i + 1
            guard left < n else { break }
            var child = left
            if left + 1 < n && precedes(items[left + 1], items[left]) { child = left + 1 }
            guard precedes(items[child], items[i]) else { break }
            items.swapAt(i, child)
            i = child
        }
        return Self.symbol(top)
    }

    @inline(__always)
    private func precedes(_ a: UInt64, _ b: UInt64) -> Bool { highestFirst ? a > b : a < b }

    @inline(__always)
    private static func symbol(_ item: UInt64) -> Symbol { Symbol(bitPattern: UInt32(truncatingIfNeeded: item)) }
}
