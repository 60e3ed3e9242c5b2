@testable import LayoutSolver
import Testing

/// Retiring aggregates in batches (`DummyAggregates.retireWalk(_:)`,
/// `retireUnused(_:)`) must leave what retiring them one by one left: the same
/// aggregates alive, and every list of parents without the retired ones, in order.
/// Symbols 0 and 1 are dummies; each aggregate names smaller symbols only.
@Suite struct AggregateRetirementTests {
    static func cells(_ pairs: [(Symbol, Double)]) -> [Row.Cell] {
        pairs.map { Row.Cell(symbol: $0.0, coefficient: $0.1) }
    }

    /// 2 = d0 + d1, 3 = 2, 4 = 2·2, 5 = 3, 6 = d1.
    static func graph() -> DummyAggregates {
        var aggregates = DummyAggregates()
        aggregates.define(2, as: cells([(0, 1), (1, 1)]))
        aggregates.define(3, as: cells([(2, 1)]))
        aggregates.define(4, as: cells([(2, 2)]))
        aggregates.define(5, as: cells([(3, 1)]))
        aggregates.define(6, as: cells([(1, 1)]))
        aggregates.indexParents()
        return aggregates
    }

    /// Parents first: 5 goes (nothing names it), then 3 (only 5 named it); 2 stays,
    /// 4 still names it. A second batch takes 4 and then 2.
    @Test func aChildGoesWhenEveryParentWentBeforeIt() {
        var aggregates = Self.graph()
        aggregates.retireUnused([5, 3, 2])
        #expect(!aggregates.isAggregate(5) && !aggregates.isAggregate(3))
        #expect(aggregates.isAggregate(2) && aggregates.isAggregate(4))
        #expect(aggregates.parents(of: 2) == [4])
        #expect(aggregates.parents(of: 3).isEmpty)
        #expect(aggregates.parents(of: 0) == [2])
        aggregates.retireUnused([4, 2])
        #expect(!aggregates.isAggregate(4) && !aggregates.isAggregate(2))
        #expect(aggregates.parents(of: 0).isEmpty)
        #expect(aggregates.parents(of: 1) == [6])
    }

    /// Children first, as one by one would see them: 3 is still named by 5 when its
    /// turn comes, so it stays although 5 goes after it.
    @Test func aChildBeforeItsParentStays() {
        var aggregates = Self.graph()
        aggregates.retireUnused([3, 5])
        #expect(aggregates.isAggregate(3))
        #expect(!aggregates.isAggregate(5))
        #expect(aggregates.parents(of: 3).isEmpty)
        #expect(aggregates.parents(of: 2) == [3, 4])
    }

    /// The walk above d0 reaches 2, 3, 4 and 5; retiring it leaves 6 alone, and d1's
    /// list holds 6 only.
    @Test func retiringAWalkLeavesTheOtherAggregates() {
        var aggregates = Self.graph()
        let above = aggregates.walk(above: 0)
        #expect(above == [2, 3, 4, 5])
        aggregates.retireWalk(above)
        for a: Symbol in [2, 3, 4, 5] { #expect(!aggregates.isAggregate(a)) }
        #expect(aggregates.isAggregate(6))
        #expect(aggregates.parents(of: 1) == [6])
        #expect(aggregates.parents(of: 0).isEmpty && aggregates.parents(of: 2).isEmpty)
    }
}
