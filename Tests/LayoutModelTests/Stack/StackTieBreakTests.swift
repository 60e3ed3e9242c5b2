import LayoutModel
import Testing

/// How a `.fill` stack (and an overflowing `.equalSpacing` or `.equalCentering` one)
/// resolves equal hugging and compression resistance by arrangement
/// order, the first view giving way (facts/stackview.md §2; which view shrinks first is
/// undocumented, the first by decision), and that this order decides only what the
/// priorities leave open: the arranged views' hugging and compression resistance keep
/// their own priority, one level with every other constraint of that priority.
/// Horizontal stacks, spacing 10, at leading 10 of the 375-wide root.
@Suite("Stack tie-breaks by arrangement order")
struct StackTieBreakTests {
    typealias F = StackFixture

    func pair(length: Double) throws -> LayoutHierarchy {
        try F.hierarchy(
            F.stack([F.box("a", 40, 20), F.box("b", 60, 20)], StackProperties(axis: .horizontal, spacing: .points(10))),
            F.placed(["stack.width == \(length)"]))
    }

    @Test("equal hugging: the first view stretches, 200 − 10 − 60 = 130")
    func firstViewStretches() throws {
        let problems = try F.mismatches(try pair(length: 200), [
            "a": F.rect(10, 20, 130, 20), "b": F.rect(150, 20, 60, 20),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("equal compression resistance: the first view shrinks, 90 − 10 − 60 = 20")
    func firstViewShrinks() throws {
        let problems = try F.mismatches(try pair(length: 90), [
            "a": F.rect(10, 20, 20, 20), "b": F.rect(40, 20, 60, 20),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    /// Three boxes (40, 60, 20 wide, all at compression resistance 750) in an overflowing
    /// stack, spacing 10, aligned to fill (so 40 tall).
    func overflowing(_ distribution: StackDistribution, length: Double) throws -> LayoutHierarchy {
        try F.hierarchy(
            F.stack([F.box("a", 40, 20), F.box("b", 60, 30), F.box("c", 20, 40)],
                    StackProperties(axis: .horizontal, distribution: distribution, spacing: .points(10))),
            F.placed(["stack.width == \(length)"]))
    }

    /// UIStackView.h: equalSpacing's "overflow squeezing is controlled by
    /// compressionResistance priorities followed by arrangement order". The gaps are
    /// equal and at least 10, so 130 − 20 leaves 110 for 120 of views: a gives 10.
    @Test("equalSpacing overflow at equal compression resistance: the first view shrinks, a 40 − 10 = 30, gaps 10")
    func equalSpacingOverflowByOrder() throws {
        let problems = try F.mismatches(try overflowing(.equalSpacing, length: 130), [
            "a": F.rect(10, 20, 30, 40), "b": F.rect(50, 20, 60, 40), "c": F.rect(120, 20, 20, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    /// UIStackView.h: equalCentering's overflow is "distributed first according to
    /// compressionResistance priorities of items, then according to subview order". In
    /// 100 the views get 80 (the spacing stays 10); equal centre gaps (149) need
    /// a + b/2 = 40, which leaves a line of answers from (20, 40, 20) to (10, 60, 10);
    /// by order c keeps its 20 first, so a 20, b 40, centres 20, 60, 100.
    @Test("equalCentering overflow at equal compression resistance: the order settles it, a 20, b 40, c 20")
    func equalCenteringOverflowByOrder() throws {
        let problems = try F.mismatches(try overflowing(.equalCentering, length: 100), [
            "a": F.rect(10, 20, 20, 40), "b": F.rect(40, 20, 40, 40), "c": F.rect(90, 20, 20, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    /// A label 60 wide at compression resistance 751 beside a stack of a view with no
    /// intrinsic width and an image 131 wide at 751, the image a quarter of the view's
    /// width (so the stack is 5 × the image). The root leaves 200 for the stack when the
    /// label keeps its 60: the image is 40, 91 under its size. Squeezing the label by 1
    /// would give the image only 0.2, so level 751 is least violated with the label
    /// whole. The order of the stack's views must not lift the image above the label
    /// (it did: the label was squashed to 268 − 8 − 655 = −395 so that the image kept 131;
    /// Xcode's recorded frames of a real view of this shape compress the stack's images).
    @Test("a view beside the stack at the same compression resistance is on the same level")
    func besideTheStackIsOneLevel() throws {
        var image = F.box("img", 131, 20)
        image.compressionResistance = AxisPriorities(horizontal: Priority(clamping: 751), vertical: .defaultHigh)
        var label = F.box("label", 60, 20)
        label.compressionResistance = AxisPriorities(horizontal: Priority(clamping: 751), vertical: .defaultHigh)
        label.translatesAutoresizingMaskIntoConstraints = false
        var properties = StackProperties(axis: .horizontal, alignment: .top)
        properties.arrangedSubviewIDs = ["big", "img"]
        let stack = ViewNode(
            id: "stack", className: "UIStackView", subviews: [ViewNode(id: "big", intrinsicContentSize: IntrinsicContentSize(width: nil, height: 20)), image],
            stack: properties)
        let hierarchy = LayoutHierarchy(
            root: ViewNode(id: "root", subviews: [label, stack], translatesAutoresizingMaskIntoConstraints: true),
            constraints: try [
                "label.leading == root.leading", "label.top == root.top + 20",
                "stack.leading == label.trailing + 8", "stack.trailing == root.trailing - 107", "stack.top == root.top + 20",
                "img.width == 0.25 * big.width",
            ].map { try ConstraintSpec(equation: $0) })
        let result = try F.solve(hierarchy)
        #expect(result["label"]?.inRoot == F.rect(0, 20, 60, 20))
        #expect(result["stack"]?.inRoot == F.rect(68, 20, 200, 20))
        #expect(result["big"]?.inRoot == F.rect(68, 20, 160, 20))
        #expect(result["img"]?.inRoot == F.rect(228, 20, 40, 20))
    }
}
