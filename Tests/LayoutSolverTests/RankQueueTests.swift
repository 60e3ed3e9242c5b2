@testable import LayoutSolver
import Testing
import PropertyBased

/// The definitions' rank queue against a sorted list: pushes and pops interleaved at
/// random, both orders, the storage handed from one queue to the next. Symbols pop in
/// order of rank, lowest or highest first, then of symbol.
@Suite struct RankQueueTests {
    @Test(arguments: [false, true])
    func popsInRankOrderWhateverThePushes(highestFirst: Bool) {
        var rng = Xoshiro(seed: (0x5EED_00D1, highestFirst ? 1 : 0, 2, 3))
        var storage: [UInt64] = [42, 7]
        for trial in 0..<200 {
            var queue = RankQueue(highestFirst: highestFirst, storage: &storage)
            var model: [(rank: UInt32, symbol: Symbol)] = []
            for _ in 0..<Int.random(in: 0...300, using: &rng) {
                if model.isEmpty || Int.random(in: 0..<3, using: &rng) > 0 {
                    // Ranks from a small range, so that equal ranks order by symbol.
                    let rank = UInt32.random(in: 0...UInt32(Int.random(in: 1...3, using: &rng) * 20), using: &rng)
                    let symbol = Symbol.random(in: 0...Symbol.max, using: &rng)
                    queue.push(symbol, rank: rank)
                    model.append((rank, symbol))
                } else {
                    let next = Self.first(of: model, highestFirst: highestFirst)
                    #expect(queue.pop() == model[next].symbol, "trial \(trial)")
                    model.remove(at: next)
                }
            }
            while !model.isEmpty {
                let next = Self.first(of: model, highestFirst: highestFirst)
                #expect(queue.pop() == model[next].symbol, "trial \(trial), draining")
                model.remove(at: next)
            }
            #expect(queue.isEmpty && queue.pop() == nil)
            queue.returnStorage(to: &storage)
        }
    }

    /// The index of the entry that should pop next.
    static func first(of model: [(rank: UInt32, symbol: Symbol)], highestFirst: Bool) -> Int {
        let key = { (entry: (rank: UInt32, symbol: Symbol)) in (entry.rank, UInt32(bitPattern: entry.symbol)) }
        var best = 0
        for k in model.indices.dropFirst() {
            let better = highestFirst ? key(model[k]) > key(model[best]) : key(model[k]) < key(model[best])
            if better { best = k }
        }
        return best
    }
}
