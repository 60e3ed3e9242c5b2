#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The memory behind a ``ColumnIndex``: the spans, the pool of entries, and the free
/// regions of the pool (see the index's doc for why one pool).
extension ColumnIndex {
    /// Where a list lives in the pool: `count` entries from `start`, room for `capacity`.
    struct Span {
        var start: Int
        var count: Int32
        var capacity: Int32
    }

    /// The spans and the pool, in memory this class owns. Changed only through a
    /// ``ColumnIndex`` that holds the one reference to it (copy on write), which is
    /// what makes sending it safe.
    final class Storage: @unchecked Sendable {
        private(set) var spans: UnsafeMutablePointer<Span>
        private(set) var spanCount: Int
        private var spanCapacity: Int
        private(set) var pool: UnsafeMutablePointer<Symbol>
        /// Entries of the pool in use or left behind: the next list is placed here.
        private var poolEnd: Int
        private var poolCapacity: Int
        /// Room below `poolEnd` that no list owns: the free regions.
        private var wasted: Int
        /// Per room class (a list's room is `firstCapacity` times a power of two), the
        /// start of the first free region of that room, or −1. A free region holds the
        /// start of the next one in its first two entries.
        private var freeHeads: UnsafeMutablePointer<Int>
        static let roomClasses = 48
        /// Per symbol, the generation of the last ``removeRepeats(_:)`` that met it.
        private var stamps: UnsafeMutablePointer<UInt32>
        private var stampGeneration: UInt32 = 0

        /// From what room a full list is checked for repeats before it moves (see
        /// ``ColumnIndex/defaultRepeatCheckFrom``).
        let repeatCheckFrom: Int

        /// Room a list gets at its first entry.
        static let firstCapacity = 4
        static let smallestPool = 1024

        init(lists count: Int, repeatCheckFrom: Int) {
            self.repeatCheckFrom = repeatCheckFrom
            spanCapacity = Swift.max(count, 16)
            spans = .allocate(capacity: spanCapacity)
            spans.initialize(repeating: Span(start: 0, count: 0, capacity: 0), count: count)
            stamps = .allocate(capacity: spanCapacity)
            stamps.initialize(repeating: 0, count: count)
            spanCount = count
            poolCapacity = Self.smallestPool
            pool = Self.allocatePool(poolCapacity)
            poolEnd = 0
            wasted = 0
            freeHeads = .allocate(capacity: Self.roomClasses)
            freeHeads.initialize(repeating: -1, count: Self.roomClasses)
        }

        private init(copying other: Storage) {
            repeatCheckFrom = other.repeatCheckFrom
            spanCapacity = other.spanCapacity
            spans = .allocate(capacity: spanCapacity)
            spans.initialize(from: other.spans, count: other.spanCount)
            stamps = .allocate(capacity: spanCapacity)
            stamps.initialize(from: other.stamps, count: other.spanCount)
            stampGeneration = other.stampGeneration
            spanCount = other.spanCount
            poolCapacity = other.poolCapacity
            pool = Self.allocatePool(poolCapacity)
            pool.initialize(from: other.pool, count: other.poolEnd)
            poolEnd = other.poolEnd
            wasted = other.wasted
            freeHeads = .allocate(capacity: Self.roomClasses)
            freeHeads.initialize(from: other.freeHeads, count: Self.roomClasses)
        }

        deinit {
            spans.deallocate()
            stamps.deallocate()
            freeHeads.deallocate()
            free(pool)
        }

        private static func allocatePool(_ capacity: Int) -> UnsafeMutablePointer<Symbol> {
            guard let raw = malloc(capacity * MemoryLayout<Symbol>.stride) else {
                preconditionFailure("out of memory for \(capacity) column entries")
            }
            return raw.bindMemory(to: Symbol.self, capacity: capacity)
        }

        func copy() -> Storage { Storage(copying: self) }

        func appendSpan() {
            if spanCount == spanCapacity { reserveSpans(2 * spanCapacity) }
            (spans + spanCount).initialize(to: Span(start: 0, count: 0, capacity: 0))
            (stamps + spanCount).initialize(to: 0)
            spanCount += 1
        }

        func reserveSpans(_ capacity: Int) {
            guard capacity > spanCapacity else { return }
            let grown = UnsafeMutablePointer<Span>.allocate(capacity: capacity)
            grown.moveInitialize(from: spans, count: spanCount)
            spans.deallocate()
            spans = grown
            let grownStamps = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
            grownStamps.moveInitialize(from: stamps, count: spanCount)
            stamps.deallocate()
            stamps = grownStamps
            spanCapacity = capacity
        }

        @inline(__always)
        func append(_ b: Symbol, to s: Int) {
            let span = spans + s
            if span.pointee.count < span.pointee.capacity {
                pool[span.pointee.start + Int(span.pointee.count)] = b
                span.pointee.count += 1
            } else {
                appendMoving(b, to: s)
            }
        }

        /// The append of a full list. The list first loses its repeated entries (a
        /// row that lost the symbol and got it back is listed again); it moves to twice
        /// the room only if that freed less than half of it.
        ///
        /// A list is walked (and made exact) only when its symbol enters the basis or
        /// is read, and in a long dual simplex most are not: at the end of stack-8000's
        /// build its lists held 83 M entries for 27 M distinct (row, symbol) pairs (and
        /// 2.8 M cells). Keeping the first of each repeat keeps the order a walk sees.
        @inline(never)
        private func appendMoving(_ b: Symbol, to s: Int) {
            let capacity = Int(spans[s].capacity)
            if capacity >= repeatCheckFrom {
                removeRepeats(s)
                if 2 * Int(spans[s].count) <= capacity {
                    append(b, to: s)
                    return
                }
            }
            move(s, capacity: Swift.max(Self.firstCapacity, 2 * capacity))
            append(b, to: s)
        }

        /// Keeps the first entry of each row in list `s`, in order.
        private func removeRepeats(_ s: Int) {
            stampGeneration &+= 1
            if stampGeneration == 0 {
                stamps.update(repeating: 0, count: spanCount)
                stampGeneration = 1
            }
            let span = spans[s]
            let list = pool + span.start
            var kept = 0
            for k in 0..<Int(span.count) {
                let b = Int(list[k])
                guard stamps[b] != stampGeneration else { continue }
                stamps[b] = stampGeneration
                list[kept] = list[k]
                kept += 1
            }
            spans[s].count = Int32(kept)
        }

        /// The room class of a list's room: its power of two over ``firstCapacity``.
        @inline(__always)
        private static func roomClass(_ capacity: Int) -> Int {
            (capacity / Self.firstCapacity).trailingZeroBitCount
        }

        /// The smallest room of a class that holds `count` entries.
        @inline(__always)
        private static func room(for count: Int) -> Int {
            guard count > Self.firstCapacity else { return Self.firstCapacity }
            return 1 << (Int.bitWidth - (count - 1).leadingZeroBitCount)
        }

        /// Gives list `s` room for at least `capacity` entries (rounded up to a room
        /// class): in place when it is the last list of the pool, else in a free
        /// region of that room, else at the pool's end. Its old room becomes free.
        func move(_ s: Int, capacity requested: Int) {
            let capacity = Self.room(for: requested)
            let old = spans[s]
            guard capacity > Int(old.capacity) else { return }
            if old.capacity > 0 && old.start + Int(old.capacity) == poolEnd {
                let added = capacity - Int(old.capacity)
                ensureRoom(added)
                // A compaction keeps the list last and its start may move: read it again.
                let current = spans[s]
                if current.start + Int(current.capacity) == poolEnd {
                    poolEnd += added
                    spans[s].capacity = Int32(capacity)
                    return
                }
            }
            var start = popFree(capacity)
            if start < 0 {
                ensureRoom(capacity)
                start = poolEnd
                poolEnd += capacity
            }
            let current = spans[s]
            (pool + start).update(from: pool + current.start, count: Int(current.count))
            spans[s] = Span(start: start, count: current.count, capacity: Int32(capacity))
            if current.capacity > 0 { freeRegion(at: current.start, capacity: Int(current.capacity)) }
        }

        func release(_ s: Int) {
            let old = spans[s]
            spans[s] = Span(start: 0, count: 0, capacity: 0)
            freeRegion(at: old.start, capacity: Int(old.capacity))
        }

        /// Gives a list's old room back: to the pool's end when it is last, else to
        /// the free regions of its class.
        private func freeRegion(at start: Int, capacity: Int) {
            if start + capacity == poolEnd {
                poolEnd = start
                return
            }
            let k = Self.roomClass(capacity)
            UnsafeMutableRawPointer(pool + start).storeBytes(of: freeHeads[k], as: Int.self)
            freeHeads[k] = start
            wasted += capacity
        }

        /// A free region of room `capacity`, taken off its list, or −1.
        private func popFree(_ capacity: Int) -> Int {
            let k = Self.roomClass(capacity)
            let start = freeHeads[k]
            guard start >= 0 else { return -1 }
            freeHeads[k] = UnsafeRawPointer(pool + start).load(as: Int.self)
            wasted -= capacity
            return start
        }

        /// Makes room for `extra` entries past `poolEnd`: first by packing the lists
        /// when a quarter of the pool is left behind, then by a larger pool.
        private func ensureRoom(_ extra: Int) {
            guard poolEnd + extra > poolCapacity else { return }
            if 4 * wasted >= poolEnd { compact() }
            guard poolEnd + extra > poolCapacity else { return }
            let capacity = Swift.max(poolCapacity + poolCapacity / 2, poolEnd + extra)
            // ``compact()`` packs a list's start into 32 bits.
            precondition(capacity <= 1 << 32, "a column index past 2^32 entries")
            guard let raw = realloc(pool, capacity * MemoryLayout<Symbol>.stride) else {
                preconditionFailure("out of memory for \(capacity) column entries")
            }
            pool = raw.bindMemory(to: Symbol.self, capacity: capacity)
            poolCapacity = capacity
        }

        /// Slides every list down over the room left behind, in the order the lists
        /// lie in the pool, so that no second buffer is needed.
        private func compact() {
            // Each list as its start and symbol in one integer, sorted without a closure
            // (a comparison reading both spans through one was 3.5% of stack-800's build).
            var placed: [UInt64] = []
            for s in 0..<spanCount where spans[s].capacity > 0 {
                placed.append(UInt64(spans[s].start) << 32 | UInt64(s))
            }
            placed.sort()
            var end = 0
            for key in placed {
                let s = Int(key & 0xFFFF_FFFF)
                let span = spans[s]
                if span.start != end {
                    // The regions may overlap: `copyMemory` is a `memmove`.
                    UnsafeMutableRawPointer(pool + end).copyMemory(
                        from: pool + span.start, byteCount: Int(span.count) * MemoryLayout<Symbol>.stride)
                    spans[s].start = end
                }
                end += Int(span.capacity)
            }
            poolEnd = end
            wasted = 0
            freeHeads.update(repeating: -1, count: Self.roomClasses)
        }
    }
}
