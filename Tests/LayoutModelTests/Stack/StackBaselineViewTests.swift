import LayoutModel
import Testing

/// The baseline a stack view offers to constraints outside it (facts/stackview.md §3,
/// Apple's UIStackView.h): a vertical stack's first baseline is its first arranged view's,
/// its last baseline its last arranged view's; a horizontal stack's is its tallest
/// arranged view's; nested stacks recurse. Frames are hand-computed; before the fix a
/// stack's baseline was its bottom edge.
///
/// Boxes: `a` 40×20 with its baseline 16 below its top, `b` 60×30 (baseline 24), `c`
/// 20×40 (baseline 30); the outside view `x` is 30×10 with its baseline 5 below its top.
@Suite("Stack baseline views")
struct StackBaselineViewTests {
    typealias F = StackFixture

    static func boxes(hiddenA: Bool = false) -> [ViewNode] {
        [F.box("a", 40, 20, baseline: 16, hidden: hiddenA), F.box("b", 60, 30, baseline: 24)]
    }

    static let x = F.box("x", 30, 10, baseline: 5)

    /// The stack at (10, 20) and `x` beside it at leading 200, tied by `equations`.
    static func beside(_ stack: ViewNode, _ equations: [String]) throws -> LayoutHierarchy {
        LayoutHierarchy(
            root: ViewNode(id: "root", subviews: [stack, x], translatesAutoresizingMaskIntoConstraints: true),
            constraints: try (F.placed() + ["x.leading == root.leading + 200"] + equations).map {
                try ConstraintSpec(equation: $0)
            })
    }

    /// Vertical, spacing 10: a at y 20 (baseline 36), b at y 50 (baseline 74).
    static let vertical = F.stack(boxes(), StackProperties(axis: .vertical, alignment: .leading, spacing: .points(10)))

    @Test("a vertical stack's first baseline is its first view's (36), its last baseline its last view's (74)")
    func verticalFirstAndLast() throws {
        let first = try Self.beside(Self.vertical, ["x.firstBaseline == stack.firstBaseline"])
        #expect(try F.mismatches(first, ["a": F.rect(10, 20, 40, 20), "x": F.rect(200, 31, 30, 10)]) == [])
        let last = try Self.beside(Self.vertical, ["x.lastBaseline == stack.lastBaseline"])
        #expect(try F.mismatches(last, ["b": F.rect(10, 50, 60, 30), "x": F.rect(200, 69, 30, 10)]) == [])
    }

    @Test("a hidden first arranged view is skipped: the first baseline is b's, at 20 + 24 = 44")
    func hiddenFirstView() throws {
        let stack = F.stack(
            Self.boxes(hiddenA: true), StackProperties(axis: .vertical, alignment: .leading, spacing: .points(10)))
        let hierarchy = try Self.beside(stack, ["x.firstBaseline == stack.firstBaseline"])
        #expect(try F.mismatches(hierarchy, ["b": F.rect(10, 20, 60, 30), "x": F.rect(200, 39, 30, 10)]) == [])
    }

    @Test("a horizontal stack's baseline is its tallest view's: c (40 tall, baseline 30) at y 20 gives 50")
    func horizontalTallest() throws {
        let stack = F.stack(
            [F.box("a", 40, 20, baseline: 16), F.box("c", 20, 40, baseline: 30)],
            StackProperties(axis: .horizontal, alignment: .center, spacing: .points(10)))
        for attribute in ["firstBaseline", "lastBaseline"] {
            let hierarchy = try Self.beside(stack, ["x.\(attribute) == stack.\(attribute)"])
            let expected = ["a": F.rect(10, 30, 40, 20), "c": F.rect(60, 20, 20, 40), "x": F.rect(200, 45, 30, 10)]
            #expect(try F.mismatches(hierarchy, expected) == [], "\(attribute)")
        }
    }

    /// A horizontal firstBaseline stack of `x` and the vertical stack: x's baseline meets
    /// a's, B. The spanner runs from a's top (B − 16) to b's bottom (B − 16 + 60) and
    /// starts at the outer stack's top, 20, so B = 36: x at 31, the inner stack at 20.
    @Test("a nested vertical stack in a firstBaseline row aligns by its first view's baseline")
    func nestedInBaselineRow() throws {
        let outer = F.stack(
            [Self.x, Self.vertical], StackProperties(axis: .horizontal, alignment: .firstBaseline, spacing: .points(8)),
            id: "outer")
        let hierarchy = try F.hierarchy(outer, ["outer.leading == root.leading + 10", "outer.top == root.top + 20"])
        let expected = [
            "outer": F.rect(10, 20, 98, 60), "x": F.rect(10, 31, 30, 10), "stack": F.rect(48, 20, 60, 60),
            "a": F.rect(48, 20, 40, 20), "b": F.rect(48, 50, 60, 30),
        ]
        #expect(try F.mismatches(hierarchy, expected) == [])
    }

    /// FixedMetricsTextMeasurer: at 10 pt a character is 5 wide, a line 10 high, the
    /// baseline 8 below the line's top. In a 40-wide stack the label wraps to three
    /// lines, so the stack's last baseline moves from 5 + 8 to 5 + 2 × 10 + 8 = 33 after
    /// the first solve: the constraint on the stack's baseline must follow the label.
    @Test("a wrapping label moves its stack's last baseline, and the constraint on it follows")
    func rewrappedLabelMovesTheStackBaseline() throws {
        let label = ViewNode(
            id: "text", className: "UILabel",
            content: ViewContent(text: "aaaa bbbb cccc", font: .system(size: 10, weight: .regular), numberOfLines: 0))
        let stack = F.stack([label], StackProperties(axis: .vertical))
        let hierarchy = try EngineFixture.hierarchy(
            [stack, ViewNode(id: "mark")],
            [
                "stack.leading == root.leading + 10", "stack.trailing == root.trailing - 10", "stack.top == root.top + 5",
                "mark.top == stack.lastBaseline", "mark.leading == root.leading", "mark.width == 4", "mark.height == 4",
            ])
        let result = try LayoutEngine(
            hierarchy: hierarchy, containerSize: LayoutSize(width: 60, height: 667), scale: 2,
            textMeasurer: FixedMetricsTextMeasurer()
        ).result()
        #expect(result["text"]?.inRoot == F.rect(10, 5, 40, 30))
        #expect(result["mark"]?.inRoot.y == 33)
    }
}
