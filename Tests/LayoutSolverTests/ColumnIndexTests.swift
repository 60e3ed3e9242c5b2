@testable import LayoutSolver
import Testing
import PropertyBased

/// The pooled column index against the arrays it replaced: random appends, releases,
/// in-place rewrites, reservations and copies, enough of them that lists move, the pool
/// grows and compacts. A list may drop a repeated entry when it is full, but only a
/// later repeat: with repeats removed, every list reads exactly as the arrays do.
@Suite struct ColumnIndexTests {
    /// The list with every repeat after the first occurrence left out.
    static func firstOccurrences(_ list: [Symbol]) -> [Symbol] {
        var seen = Set<Symbol>()
        return list.filter { seen.insert($0).inserted }
    }

    /// Whether `part` is `whole` with some entries left out, in order.
    static func isSubsequence(_ part: [Symbol], of whole: [Symbol]) -> Bool {
        var k = 0
        for entry in whole where k < part.count && part[k] == entry { k += 1 }
        return k == part.count
    }

    static func expectSame(_ index: ColumnIndex, _ model: [[Symbol]], _ context: String) {
        #expect(index.listCount == model.count, "\(context): list count")
        for s in model.indices {
            let list = index.list(of: Symbol(s))
            #expect(index.count(of: Symbol(s)) == list.count, "\(context): count of \(s)")
            #expect((0..<list.count).map { index.entry(of: Symbol(s), at: $0) } == list, "\(context): entries of \(s)")
            #expect(firstOccurrences(list) == firstOccurrences(model[s]), "\(context): rows of \(s)")
            #expect(isSubsequence(list, of: model[s]), "\(context): order of \(s)")
        }
    }

    @Test func randomOperationsKeepEveryListAsArraysWould() {
        var rng = Xoshiro(seed: (0x5EED_00C1, 7, 8, 9))
        for trial in 0..<40 {
            let symbols = Int.random(in: 1...40, using: &rng)
            var index = ColumnIndex(emptyLists: symbols, repeatCheckFrom: [4, 16, 1024][trial % 3])
            var model = [[Symbol]](repeating: [], count: symbols)
            var copies: [(ColumnIndex, [[Symbol]])] = []
            for step in 0..<4000 {
                let s = Symbol(Int.random(in: 0..<model.count, using: &rng))
                switch Int.random(in: 0..<100, using: &rng) {
                case 0..<80:
                    // Few distinct rows, so that full lists hold repeats.
                    let b = Symbol(Int.random(in: 0..<min(model.count, 12), using: &rng))
                    index.withAppender { $0.append(b, to: s) }
                    model[Int(s)].append(b)
                case 80..<85:
                    index.release(s)
                    model[Int(s)] = []
                case 85..<92:
                    // Keep the first occurrences of rows that pass a random test, as a
                    // walk that makes a list exact does.
                    let keep = Set((0..<Symbol(model.count)).filter { _ in Bool.random(using: &rng) })
                    var kept: [Symbol] = []
                    index.rewriteList(of: s) { list in
                        var seen = Set<Symbol>()
                        var n = 0
                        for k in list.indices where keep.contains(list[k]) && seen.insert(list[k]).inserted {
                            list[n] = list[k]
                            n += 1
                        }
                        kept = Array(list[0..<n])
                        return n
                    }
                    model[Int(s)] = kept
                case 92..<95:
                    index.reserve(Int.random(in: 0...300, using: &rng), in: s)
                case 95..<99:
                    index.appendEmptyList()
                    model.append([])
                default:
                    copies.append((index, model))
                }
                if step.isMultiple(of: 500) { Self.expectSame(index, model, "trial \(trial) step \(step)") }
            }
            Self.expectSame(index, model, "trial \(trial) end")
            // Copies taken along the way were not changed by what followed.
            for (k, copy) in copies.enumerated() { Self.expectSame(copy.0, copy.1, "trial \(trial) copy \(k)") }
        }
    }

    /// A full list whose entries repeat makes room by dropping the repeats, and keeps
    /// the first occurrence of each row where it was.
    @Test func aFullListDropsLaterRepeatsFirst() {
        var index = ColumnIndex(emptyLists: 2, repeatCheckFrom: 16)
        let pattern: [Symbol] = [1, 0, 1, 0, 1]
        // Rooms 4, 8, 16: the 17th entry finds the list full.
        for k in 0..<17 {
            index.withAppender { $0.append(pattern[k % pattern.count], to: 0) }
        }
        #expect(index.list(of: 0) == [1, 0, pattern[16 % pattern.count]])
        index.withAppender { $0.append(0, to: 1) }
        #expect(index.list(of: 1) == [0])
    }
}
