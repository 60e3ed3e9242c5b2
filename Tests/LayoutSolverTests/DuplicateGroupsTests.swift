@testable import LayoutSolver
import Testing

/// The classes of variables joined by required `x == y` equalities, and the lists behind
/// them (DuplicateGroups.swift, IndexLists.swift): labels worked out by hand for joins,
/// splits and removals that leave a class whole.
@Suite struct DuplicateGroupsTests {
    /// `w[i] − w[j] == 0`, required.
    static func equal(_ a: Variable, _ b: Variable) -> Constraint {
        Constraint(LinearExpression(a) - LinearExpression(b), .equal)
    }

    static func variables(_ count: Int) -> [Variable] {
        var solver = Solver()
        return (0..<count).map { solver.makeVariable("w\($0)") }
    }

    static func link(_ groups: inout DuplicateGroups, _ id: Int, _ a: Variable, _ b: Variable) throws -> [Int] {
        let pair = try #require(DuplicateGroups.link(equal(a, b)))
        return groups.noteLink(id, pair)
    }

    func label(_ groups: DuplicateGroups, _ v: Variable) -> Int32 { groups.root(Int32(v.index)) }

    func entries(_ lists: IndexLists, _ index: Int) -> [Int] {
        var found: [Int] = []
        lists.forEach(in: index) { found.append($0) }
        return found
    }

    @Test func listsKeepTheirEntriesApartThroughRemovals() {
        var lists = IndexLists()
        lists.prepend(7, to: 3)
        lists.prepend(8, to: 3)
        lists.prepend(9, to: 0)
        #expect(entries(lists, 3) == [8, 7])
        let removed = lists.remove(7, from: 3)
        let removedAgain = lists.remove(7, from: 3)
        #expect(removed && !removedAgain)
        #expect(entries(lists, 3) == [8] && entries(lists, 0) == [9])
        // A node freed by a removal holds a later entry of another list.
        lists.prepend(10, to: 5)
        #expect(entries(lists, 5) == [10] && entries(lists, 3) == [8])
        #expect(entries(lists, 40).isEmpty && lists.isEmpty(40) && !lists.isEmpty(5))
    }

    @Test func leaderTableKeepsOneLeaderPerKeyThroughGrowthAndRemoval() {
        func key(_ i: Int) -> DuplicateGroups.Key {
            DuplicateGroups.Key(r0: Int32(i % 7), c0: 1, r1: -1, c1: 0, constant: Double(-i), relation: .greaterThanOrEqual, priority: 250)
        }
        var table = LeaderTable()
        // 300 keys: the table doubles its chains past 64, 128 and 256 entries.
        var entries: [Int32] = []
        for i in 0..<300 {
            let (entry, leader) = table.claim(key(i), 1000 + i)
            #expect(leader == 1000 + i)
            entries.append(entry)
        }
        for i in 0..<300 { #expect(table[key(i)] == 1000 + i && table.key(at: entries[i]) == key(i)) }
        let taken = table.claim(key(5), 7)
        #expect(taken.leader == 1005)
        // A removed entry is used again.
        table.remove(entry: entries[5])
        #expect(table[key(5)] == nil)
        let again = table.claim(key(5), 8)
        #expect(again.entry == entries[5] && again.leader == 8 && table[key(5)] == 8)
        var other = key(5)
        other.relation = .lessThanOrEqual
        #expect(table[other] == nil)
        #expect(table[key(299)] == 1299 && table[key(0)] == 1000)
    }

    @Test func joinedVariablesShareOneOfThemAsLabel() throws {
        let w = Self.variables(4)
        var groups = DuplicateGroups()
        for v in w { #expect(label(groups, v) == Int32(v.index)) }
        _ = try Self.link(&groups, 0, w[1], w[0])
        _ = try Self.link(&groups, 1, w[2], w[0])
        #expect(label(groups, w[1]) == label(groups, w[0]) && label(groups, w[2]) == label(groups, w[0]))
        #expect(label(groups, w[3]) == Int32(w[3].index))
        // The single variable joins the class of three: only it is relabeled.
        let width = Constraint(LinearExpression(w[3]) - 30, .greaterThanOrEqual, priority: .defaultLow)
        groups.enlist(20, width)
        let touched = try Self.link(&groups, 2, w[3], w[1])
        #expect(touched == [20])
        #expect(label(groups, w[3]) == label(groups, w[0]))
        #expect(groups.key(of: width)?.r0 == label(groups, w[0]))
    }

    @Test func removingAnEqualityOnACycleSplitsNothing() throws {
        let w = Self.variables(3)
        var groups = DuplicateGroups()
        _ = try Self.link(&groups, 0, w[0], w[1])
        _ = try Self.link(&groups, 1, w[1], w[2])
        _ = try Self.link(&groups, 2, w[2], w[0])
        let before = w.map { label(groups, $0) }
        #expect(Set(before).count == 1)
        let dropped1 = groups.dropLink(0)
        #expect(dropped1 == [])
        #expect(w.map { label(groups, $0) } == before)
        let dropped2 = groups.dropLink(99)
        #expect(dropped2 == nil)
    }

    @Test func aBridgeRelabelsThePartWithoutTheLabel() throws {
        // A star around w0: taking w3's equality away leaves w3 alone, its own label.
        let w = Self.variables(4)
        var groups = DuplicateGroups()
        for k in 1..<4 { _ = try Self.link(&groups, k, w[k], w[0]) }
        let center = label(groups, w[0])
        groups.enlist(30, Constraint(LinearExpression(w[3]) - 30, .greaterThanOrEqual, priority: .defaultLow))
        groups.enlist(31, Constraint(LinearExpression(w[1]) - 30, .greaterThanOrEqual, priority: .defaultLow))
        let dropped3 = groups.dropLink(3)
        #expect(dropped3 == [30])
        #expect(label(groups, w[3]) == Int32(w[3].index))
        #expect(label(groups, w[1]) == center && label(groups, w[2]) == center)
    }

    @Test func theLabelStaysWithItsVariable() throws {
        // A chain w1 – w0 – w2 – w3 labelled w0 (each variable joining alone takes the
        // class's label): cutting w0 – w2 leaves {w0, w1} with w0, and {w2, w3} takes w2.
        let w = Self.variables(4)
        var groups = DuplicateGroups()
        _ = try Self.link(&groups, 0, w[1], w[0])
        _ = try Self.link(&groups, 1, w[2], w[0])
        _ = try Self.link(&groups, 2, w[3], w[2])
        let first = label(groups, w[0])
        #expect(w.allSatisfy { label(groups, $0) == first })
        let dropped4 = groups.dropLink(1)
        #expect(dropped4 == [])
        #expect(label(groups, w[0]) == first && label(groups, w[1]) == first)
        #expect(label(groups, w[2]) == Int32(w[2].index) && label(groups, w[3]) == Int32(w[2].index))
        let dropped5 = groups.dropLink(0)
        #expect(dropped5 == [])
        #expect(label(groups, w[1]) == Int32(w[1].index) && label(groups, w[0]) == first)
    }

    @Test func theOtherPartIsRelabeledWhenTheSmallerHoldsTheLabel() throws {
        // A chain w0 – w1 – w2 – w3 labelled w0: cutting w0 – w1 leaves w0 alone with its
        // label, found first, and the three others take w1, the smallest of them.
        let w = Self.variables(4)
        var groups = DuplicateGroups()
        for k in 1..<4 { _ = try Self.link(&groups, k - 1, w[k], w[k - 1]) }
        #expect(w.allSatisfy { label(groups, $0) == Int32(w[0].index) })
        groups.enlist(40, Constraint(LinearExpression(w[3]) - 30, .greaterThanOrEqual, priority: .defaultLow))
        let dropped6 = groups.dropLink(0)
        #expect(dropped6 == [40])
        #expect(label(groups, w[0]) == Int32(w[0].index))
        #expect(w[1...].allSatisfy { label(groups, $0) == Int32(w[1].index) })
    }
}
