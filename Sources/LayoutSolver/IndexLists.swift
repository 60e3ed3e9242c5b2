/// A short list of integers for each index (a variable's links, the constraints keyed
/// under it), kept in three flat arrays.
///
/// Most indices have no list or one of a few entries; an array per index would allocate
/// once per variable that has any. Removed nodes go to a free list and are used again,
/// so a solver that adds and removes the same constraints for ever keeps its size.
struct IndexLists: Sendable {
    /// The first node of each index's list, or −1.
    private var heads: [Int32] = []
    private var values: [Int] = []
    /// The node after each node, or −1; for a free node the next free one.
    private var next: [Int32] = []
    private var firstFree: Int32 = -1

    /// Puts `value` at the front of `index`'s list.
    mutating func prepend(_ value: Int, to index: Int) {
        if heads.count <= index { heads.append(contentsOf: repeatElement(-1, count: index + 1 - heads.count)) }
        let node: Int32
        if firstFree >= 0 {
            node = firstFree
            firstFree = next[Int(node)]
            values[Int(node)] = value
            next[Int(node)] = heads[index]
        } else {
            node = Int32(values.count)
            values.append(value)
            next.append(heads[index])
        }
        heads[index] = node
    }

    /// Takes the first entry equal to `value` out of `index`'s list; false when there is none.
    @discardableResult
    mutating func remove(_ value: Int, from index: Int) -> Bool {
        guard index < heads.count else { return false }
        var previous: Int32 = -1
        var node = heads[index]
        while node >= 0 {
            let following = next[Int(node)]
            if values[Int(node)] == value {
                if previous >= 0 { next[Int(previous)] = following } else { heads[index] = following }
                next[Int(node)] = firstFree
                firstFree = node
                return true
            }
            previous = node
            node = following
        }
        return false
    }

    /// Whether `index`'s list has no entry.
    func isEmpty(_ index: Int) -> Bool { index >= heads.count || heads[index] < 0 }

    /// Calls `body` with each entry of `index`'s list, most recent first.
    func forEach(in index: Int, _ body: (Int) -> Void) {
        guard index < heads.count else { return }
        var node = heads[index]
        while node >= 0 {
            body(values[Int(node)])
            node = next[Int(node)]
        }
    }
}
