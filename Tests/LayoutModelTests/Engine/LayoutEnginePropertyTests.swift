import LayoutModel
import PropertyBased
import Testing

@Suite("LayoutEngine properties")
struct LayoutEnginePropertyTests {
    /// A row of `count` views chained leading to trailing, with widths and gaps from `seed`.
    static func row(count: Int, seed: Int) throws -> LayoutHierarchy {
        var equations: [String] = []
        var previous = "root.leadingMargin"
        for index in 0..<count {
            let width = 20 + (seed / (index + 1)) % 40
            let gap = (seed / (index + 7)) % 12
            equations += [
                "v\(index).leading == \(previous) + \(gap)", "v\(index).width == \(width)",
                "v\(index).top == root.topMargin", "v\(index).height == 30",
            ]
            previous = "v\(index).trailing"
        }
        return try EngineFixture.hierarchy((0..<count).map { ViewNode(id: "v\($0)") }, equations)
    }

    @Test("a leading/trailing row under RTL is the LTR row mirrored: x' = W − x − w")
    func rightToLeftMirrors() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...5), Gen.int(in: 0...100_000)) { count, seed in
            do {
                let hierarchy = try Self.row(count: count, seed: seed)
                let size = LayoutSize(width: 390, height: 844)
                let ltr = try LayoutEngine(hierarchy: hierarchy, containerSize: size).result()
                let rtl = try LayoutEngine(hierarchy: hierarchy, containerSize: size, direction: .rightToLeft).result()
                for index in 0..<count {
                    let l = try #require(ltr["v\(index)"]?.inRoot)
                    let r = try #require(rtl["v\(index)"]?.inRoot)
                    #expect(r.x == size.width - l.x - l.width)
                    #expect(r.y == l.y && r.width == l.width && r.height == l.height)
                }
                #expect(ltr.ambiguous.isEmpty && rtl.ambiguous.isEmpty)
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
    }
}
