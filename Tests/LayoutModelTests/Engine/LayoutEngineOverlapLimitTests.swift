import LayoutModel
import Testing

/// Overlapping siblings are listed up to a limit per superview, then counted: the pairs
/// grow with the square of the siblings, and 50,000 stacked views once made the solve
/// ask for 43 GB and crash.
@Suite("LayoutEngine overlap limit")
struct LayoutEngineOverlapLimitTests {
    /// `count` views of the same size stacked at the same place in the root.
    static func stacked(_ count: Int) throws -> LayoutHierarchy {
        let ids = (0..<count).map { "v\($0)" }
        return LayoutHierarchy(
            root: ViewNode(id: "root", subviews: ids.map { ViewNode(id: $0) }),
            constraints: try EngineFixture.specs(ids.flatMap { id in
                ["\(id).top == root.top + 100", "\(id).leading == root.leading + 10", "\(id).width == 100", "\(id).height == 40"]
            }))
    }

    @Test("more pairs than the limit: the first pairs listed, then one diagnostic counting them all")
    func beyondTheLimit() throws {
        // 50 views make 1,225 pairs, past the 1,000 listed.
        let result = try LayoutEngine(hierarchy: Self.stacked(50), containerSize: LayoutSize(width: 393, height: 852)).result()
        let overlaps = result.diagnostics.filter { $0.kind == "overlappingSiblings" }
        let limit = LayoutEngine.overlappingPairsListed
        #expect(overlaps.count == limit + 1)
        #expect(overlaps.first == .overlappingSiblings(first: "v0", second: "v1", intersection: EngineFixture.rect(10, 100, 100, 40)))
        let summary = LayoutDiagnostic.overlappingSiblingsNotListed(superview: "root", pairs: 1_225, listed: limit)
        #expect(overlaps.last == summary)
        #expect(summary.views == ["root"])
        #expect(summary.message == "The subviews of \"root\" overlap in 1225 pairs; only the first 1000 are listed.")
        #expect(summary.jsonObject["pairs"] == .number(1_225))
    }

    @Test("up to the limit every pair is listed and nothing is summarised")
    func withinTheLimit() throws {
        // 45 views make 990 pairs.
        let result = try LayoutEngine(hierarchy: Self.stacked(45), containerSize: LayoutSize(width: 393, height: 852)).result()
        let overlaps = result.diagnostics.filter { $0.kind == "overlappingSiblings" }
        #expect(overlaps.count == 990)
        #expect(!overlaps.contains { if case .overlappingSiblingsNotListed = $0 { return true } else { return false } })
    }
}
