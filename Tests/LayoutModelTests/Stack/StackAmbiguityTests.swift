import LayoutModel
import Testing

/// An ambiguous stack view is reported through its views, as UIKit's tools report
/// views: the gap and spanner guides it makes (UIKit's private `_UIOLAGapGuide` and
/// `_UILayoutSpacer`) move with them and are not listed under ids no document has.
@Suite("Ambiguity of stack views")
struct StackAmbiguityTests {
    /// A 200-wide top-aligned equalSpacing stack of `a`, `b`, `c` (gap and spanner
    /// guides) whose vertical position nothing gives: it and its three views can slide
    /// up and down, and nothing else.
    @Test("an unplaced stack lists itself and its views, not its generated guides")
    func unplacedStack() throws {
        let stack = StackFixture.stack(StackFixture.boxes(), StackProperties(distribution: .equalSpacing, alignment: .top))
        let hierarchy = LayoutHierarchy(
            root: ViewNode(id: "root", subviews: [stack], translatesAutoresizingMaskIntoConstraints: true),
            constraints: try EngineFixture.specs(["stack.leading == root.leading", "stack.width == 200"]))
        let result = try LayoutEngine(hierarchy: hierarchy, containerSize: StackFixture.container).result()
        #expect(result.ambiguous.map(\.item) == ["stack", "a", "b", "c"])
        #expect(result.ambiguous.allSatisfy { Set($0.ranges.keys) == [.minY] })
        #expect(result.diagnostics.filter { $0.kind == "ambiguous" }.count == 4)
        // The guides are there, placed with the stack.
        #expect(result.frames["stack_UISV_distributing0"] != nil)
        #expect(result.frames["stack_UISV_alignment_spanner"] != nil)
    }
}
