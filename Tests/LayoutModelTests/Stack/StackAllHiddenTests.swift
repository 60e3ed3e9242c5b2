import LayoutModel
import Testing

/// A stack whose arranged views are all hidden collapses to 0 × 0, as weakly as anything
/// can ask: UIKit's arrangements then connect the stack to their spanning guides and fit
/// those to zero at 0.001 (decompiled `_UILayoutArrangement`, facts/stackview.md DEC;
/// layoutdb's lowest priority, 1). It was left with no size at all, reported ambiguous.
/// The stacks sit at (10, 20) of the 375 × 667 root; `below` is 12 under the stack.
@Suite("Stacks with every arranged view hidden")
struct StackAllHiddenTests {
    typealias F = StackFixture

    func hierarchy(_ properties: StackProperties, _ extra: [String] = []) throws -> LayoutHierarchy {
        let stack = F.stack([F.box("a", 40, 20, hidden: true), F.box("b", 60, 30, hidden: true)], properties)
        let below = F.box("below", 50, 10)
        return LayoutHierarchy(
            root: ViewNode(id: "root", subviews: [stack, below], translatesAutoresizingMaskIntoConstraints: true),
            constraints: try (F.placed(extra) + ["below.leading == root.leading + 10", "below.top == stack.bottom + 12"])
                .map { try ConstraintSpec(equation: $0) })
    }

    /// The collapse itself is the point: a zero-size warning about the stack is expected.
    static func collapsed(_ diagnostic: LayoutDiagnostic) -> Bool {
        if case .zeroSize(view: "stack", _) = diagnostic { return true }
        return false
    }

    @Test("vertical and horizontal, every alignment: the stack is 0 × 0 at (10, 20), below at y 32",
          arguments: [LayoutAxis.vertical, .horizontal], [StackAlignment.fill, .leading, .center, .trailing, .firstBaseline])
    func collapses(axis: LayoutAxis, alignment: StackAlignment) throws {
        let properties = StackProperties(axis: axis, alignment: alignment, spacing: .points(8))
        let problems = try F.mismatches(try hierarchy(properties), [
            "stack": F.rect(10, 20, 0, 0), "below": F.rect(10, 32, 50, 10),
        ], allowing: Self.collapsed)
        #expect(problems.isEmpty, "\(problems)")
    }

    /// A margins-relative arrangement connects the margins guide, not the stack: the
    /// stack keeps its 8-point margins, 16 × 16.
    @Test("margins-relative: the margins guide collapses, the stack is 16 × 16")
    func marginsRelative() throws {
        let properties = StackProperties(axis: .vertical, isLayoutMarginsRelativeArrangement: true)
        let problems = try F.mismatches(try hierarchy(properties), [
            "stack": F.rect(10, 20, 16, 16), "below": F.rect(10, 48, 50, 10),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    /// The fit is the weakest constraint there is: a width the document gives wins.
    @Test("a width from outside wins over the collapse: 100 × 0")
    func outsideSizeWins() throws {
        let properties = StackProperties(axis: .vertical, alignment: .fill)
        let problems = try F.mismatches(try hierarchy(properties, ["stack.width == 100"]), [
            "stack": F.rect(10, 20, 100, 0), "below": F.rect(10, 32, 50, 10),
        ], allowing: Self.collapsed)
        #expect(problems.isEmpty, "\(problems)")
    }

    /// UIKit makes canvas connections only once a stack has items: one with none is a
    /// plain view, as ambiguous as any unsized view.
    @Test("a stack with no arranged views at all is still unsized")
    func emptyStackStaysPlain() throws {
        let stack = F.stack([], StackProperties(axis: .vertical))
        let result = try F.solve(try F.hierarchy(stack, F.placed()))
        #expect(result.diagnostics.contains { if case .ambiguous = $0 { return true } else { return false } })
    }
}
