/// A binary heap of symbols ordered by their definition rank, highest or lowest
/// first: the order in which definitions are expanded (highest first, so that every
/// weight on a definition is complete before it is passed on) or their values settled
/// (lowest first, so that a definition hears of every change below it at once).
///
/// Rank and symbol are packed into one integer, so that comparing two entries is one
/// comparison and equal ranks (which do not occur) would still order deterministically.
///
/// A highest-first queue stores its keys complemented, so that both orders are the same
/// min-heap: the direction was a branch in every comparison, and the heap's sifting
/// (swaps through the array, each checking its uniqueness) was 17% of grid-250-sweep's
/// edit steps, whose pivots make every definition settle again.
struct RankQueue: Sendable {
    private var items: [UInt64] = []
    /// XORed into every key: all ones for a highest-first queue, else zero.
    private let flip: UInt64

    /// A queue writing into `storage`'s buffer, which it takes (leaving it empty) so
    /// that the buffer is not shared and no entry allocates.
    init(highestFirst: Bool, storage: inout [UInt64]) {
        flip = highestFirst ? ~0 : 0
        swap(&items, &storage)
        items.removeAll(keepingCapacity: true)
    }

    init(highestFirst: Bool) {
        flip = highestFirst ? ~0 : 0
    }

    /// Gives the buffer back for the next queue.
    mutating func returnStorage(to storage: inout [UInt64]) {
        swap(&items, &storage)
    }

    var isEmpty: Bool { items.isEmpty }

    mutating func push(_ s: Symbol, rank: UInt32) {
        let key = (UInt64(rank) << 32 | UInt64(UInt32(bitPattern: s))) ^ flip
        items.append(key)
        items.withUnsafeMutableBufferPointer { heap in
            // The new key rises through a hole instead of being swapped up.
            var i = heap.count - 1
            while i > 0 {
                let parent = (i - 1) >> 1
                guard key < heap[parent] else { break }
                heap[i] = heap[parent]
                i = parent
            }
            heap[i] = key
        }
    }

    mutating func pop() -> Symbol? {
        guard let last = items.popLast() else { return nil }
        guard !items.isEmpty else { return symbol(last) }
        let top = items.withUnsafeMutableBufferPointer { heap in
            let top = heap[0]
            // The hole left at the top sinks to where the last key fits.
            let n = heap.count
            var i = 0
            while true {
                let left = 2 * i + 1
                guard left < n else { break }
                var child = left
                if left + 1 < n && heap[left + 1] < heap[left] { child = left + 1 }
                guard heap[child] < last else { break }
                heap[i] = heap[child]
                i = child
            }
            heap[i] = last
            return top
        }
        return symbol(top)
    }

    @inline(__always)
    private func symbol(_ key: UInt64) -> Symbol { Symbol(bitPattern: UInt32(truncatingIfNeeded: key ^ flip)) }
}
