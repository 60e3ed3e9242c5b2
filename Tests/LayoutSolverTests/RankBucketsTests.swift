@testable import LayoutSolver
import Testing
import PropertyBased

/// The rank buckets that settle many definitions at once, against a sorted list, as
/// settling uses them: restricted symbols (rank 0) and ranked ones queued first, then
/// pops interleaved with pushes of ranks above the last pop. Symbols pop in order of
/// rank, the restricted ones first in order of symbol. The words are handed from one
/// queue to the next, so a bit left set would pop in a later trial.
@Suite struct RankBucketsTests {
    @Test func popsInRankOrderAsSettlingQueues() {
        var rng = Xoshiro(seed: (0x5EED_00D2, 5, 8, 13))
        var storage = RankBuckets.Storage()
        for trial in 0..<200 {
            // Each rank names its own symbol, in a scrambled order, as ranks are given
            // when external symbols become basic.
            let rankCount = Int.random(in: 1...600, using: &rng)
            let symbolOfRank = [Symbol(-1)] + (1..<rankCount).map { Symbol($0) }.shuffled(using: &rng)
            storage.withQueue(rankLimit: rankCount) { queue in
            var model: [(rank: Int, symbol: Symbol)] = []
            var queued = Set<Int>()
            for _ in 0..<Int.random(in: 0...20, using: &rng) {
                let symbol = Symbol(rankCount + Int.random(in: 0...50, using: &rng))
                guard !model.contains(where: { $0.rank == 0 && $0.symbol == symbol }) else { continue }
                queue.push(symbol, rank: 0)
                model.append((0, symbol))
            }
            for _ in 0..<Int.random(in: 0...40, using: &rng) where rankCount > 1 {
                let rank = Int.random(in: 1..<rankCount, using: &rng)
                guard queued.insert(rank).inserted else { continue }
                queue.push(symbolOfRank[rank], rank: UInt32(rank))
                model.append((rank, symbolOfRank[rank]))
            }
            var lastRank = 0
            while !model.isEmpty {
                let next = Self.first(of: model)
                #expect(queue.pop() == model[next].symbol, "trial \(trial)")
                lastRank = model[next].rank
                model.remove(at: next)
                // Settling queues the namers of what it popped: ranks above it.
                for _ in 0..<Int.random(in: 0...2, using: &rng) where lastRank + 1 < rankCount {
                    let rank = Int.random(in: (lastRank + 1)..<rankCount, using: &rng)
                    guard queued.insert(rank).inserted else { continue }
                    queue.push(symbolOfRank[rank], rank: UInt32(rank))
                    model.append((rank, symbolOfRank[rank]))
                }
            }
            #expect(queue.pop() == nil)
            }
            #expect(storage.words.allSatisfy { $0 == 0 }, "trial \(trial): the words are zero again")
        }
    }

    /// The index of the entry that should pop next: lowest rank, then lowest symbol.
    static func first(of model: [(rank: Int, symbol: Symbol)]) -> Int {
        var best = 0
        for k in model.indices.dropFirst() where (model[k].rank, model[k].symbol) < (model[best].rank, model[best].symbol) {
            best = k
        }
        return best
    }
}
