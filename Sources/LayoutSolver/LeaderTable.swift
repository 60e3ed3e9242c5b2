/// The leader of each key of ``DuplicateGroups``: a hash table of chains in flat arrays.
///
/// Every optional constraint of one or two terms is looked up here when added, and most
/// find no leader and become one (a build): a `Dictionary` did that in about 1,200
/// instructions (seeding and finalising a hasher over a 49-byte key, then inserting),
/// 3% of a 12,000-constraint build (callgrind, table-380). One multiply-shift of the
/// key's mixed bits and a short chain cost a tenth of that.
struct LeaderTable: Sendable {
    private var heads: [Int32] = Array(repeating: -1, count: 64)
    private var keys: [DuplicateGroups.Key] = []
    private var leaders: [Int] = []
    /// The entry after each entry in its chain, or −1; for a free entry the next free one.
    private var next: [Int32] = []
    private var firstFree: Int32 = -1
    private var count = 0

    /// The chain `key` belongs to.
    private func slot(_ key: DuplicateGroups.Key) -> Int {
        let shift = UInt64(64 - heads.count.trailingZeroBitCount)
        return Int(truncatingIfNeeded: (key.mixedBits &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    private func entry(of key: DuplicateGroups.Key) -> Int32 {
        var e = heads[slot(key)]
        while e >= 0 && keys[Int(e)] != key { e = next[Int(e)] }
        return e
    }

    /// The leader of `key`, if any.
    subscript(key: DuplicateGroups.Key) -> Int? {
        let e = entry(of: key)
        return e >= 0 ? leaders[Int(e)] : nil
    }

    /// The entry of `key`, made with `id` as its leader when it had none; its leader is
    /// `id` exactly when `id` leads it now.
    mutating func claim(_ key: DuplicateGroups.Key, _ id: Int) -> (entry: Int32, leader: Int) {
        let s = slot(key)
        var e = heads[s]
        while e >= 0 {
            if keys[Int(e)] == key { return (e, leaders[Int(e)]) }
            e = next[Int(e)]
        }
        e = insert(key, id, at: s)
        if count > heads.count { grow() }
        return (e, id)
    }

    /// The key of a live entry.
    func key(at entry: Int32) -> DuplicateGroups.Key { keys[Int(entry)] }

    /// Takes a live entry out of its chain.
    mutating func remove(entry: Int32) {
        let s = slot(keys[Int(entry)])
        var previous: Int32 = -1
        var e = heads[s]
        while e >= 0 && e != entry {
            previous = e
            e = next[Int(e)]
        }
        guard e >= 0 else { return }
        if previous >= 0 { next[Int(previous)] = next[Int(e)] } else { heads[s] = next[Int(e)] }
        next[Int(e)] = firstFree
        firstFree = e
        count -= 1
    }

    private mutating func insert(_ key: DuplicateGroups.Key, _ id: Int, at s: Int) -> Int32 {
        let e: Int32
        if firstFree >= 0 {
            e = firstFree
            firstFree = next[Int(e)]
            keys[Int(e)] = key
            leaders[Int(e)] = id
            next[Int(e)] = heads[s]
        } else {
            e = Int32(keys.count)
            keys.append(key)
            leaders.append(id)
            next.append(heads[s])
        }
        heads[s] = e
        count += 1
        return e
    }

    /// Twice the chains, every live entry moved to its new chain.
    private mutating func grow() {
        var live = Array(repeating: true, count: keys.count)
        var f = firstFree
        while f >= 0 {
            live[Int(f)] = false
            f = next[Int(f)]
        }
        heads = Array(repeating: -1, count: heads.count * 2)
        for e in keys.indices {
            guard live[e] else { continue }
            let s = slot(keys[e])
            next[e] = heads[s]
            heads[s] = Int32(e)
        }
        // The free entries are kept, chained as they were.
    }
}
