import LayoutModel
import Testing

/// `UISV-text-width-disambiguation` (facts/stackview.md §4): wrapping labels in a
/// horizontal stack are capped at `stack.width / n − spacing × (n − 1) / n` from 950 up.
/// Labels here have fixed intrinsic sizes (no measurer), so the widths are the caps'
/// doing alone, hand-computed.
@Suite("Stack text-width disambiguation")
struct StackTextWidthTests {
    typealias F = StackFixture

    /// A label that wraps (`numberOfLines` 0) unless `lines` says otherwise.
    static func label(_ id: String, _ width: Double, _ height: Double = 20, lines: Int = 0) -> ViewNode {
        ViewNode(
            id: id, className: "UILabel", intrinsicContentSize: IntrinsicContentSize(width: width, height: height),
            content: ViewContent(text: id, numberOfLines: lines))
    }

    func solved(_ views: [ViewNode], _ properties: StackProperties, width: Double) throws -> [String] {
        try F.mismatches(try F.hierarchy(F.stack(views, properties), F.placed(["stack.width == \(width)"])), [:])
    }

    @Test("two wrapping labels in a 300-wide fill stack, spacing 10: each ≤ 300/2 − 5 = 145, so 145 and 145 (without the caps the first takes 240)")
    func twoLabelsFill() throws {
        let stack = F.stack([Self.label("a", 200), Self.label("b", 50)], StackProperties(spacing: .points(10)))
        let problems = try F.mismatches(try F.hierarchy(stack, F.placed(["stack.width == 300"])), [
            "a": F.rect(10, 20, 145, 20), "b": F.rect(165, 20, 145, 20),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("three wrapping labels in a 300-wide fill stack, spacing 6: 300/3 − 6 × 2/3 = 96 each, at x 10, 112, 214")
    func threeLabelsFill() throws {
        let views = [Self.label("a", 250), Self.label("b", 30), Self.label("c", 120)]
        let stack = F.stack(views, StackProperties(spacing: .points(6)))
        let problems = try F.mismatches(try F.hierarchy(stack, F.placed(["stack.width == 300"])), [
            "a": F.rect(10, 20, 96, 20), "b": F.rect(112, 20, 96, 20), "c": F.rect(214, 20, 96, 20),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("the constraints: one per wrapping label, shares of all n visible views, 950 then 951; a single-line label gets none")
    func constraints() {
        let views = [Self.label("a", 200), Self.label("one", 40, lines: 1), Self.label("c", 50)]
        let made = StackViewExpansion.arrangement(of: F.stack(views, StackProperties(spacing: .points(6))))
        let caps = made.constraints.filter { $0.identifier == "UISV-text-width-disambiguation" }
        #expect(caps.map(\.equationString) == [
            "a.width <= 0.3333333333333333 * stack.width - 4 @950",
            "c.width <= 0.3333333333333333 * stack.width - 4 @951",
        ])
    }

    @Test("a wrapping label beside a box in a 300-wide fill stack: the label ≤ 150 beats the box's hugging, box 150")
    func labelBesideBox() throws {
        let stack = F.stack([Self.label("a", 280), F.box("b", 40, 20)], StackProperties())
        let problems = try F.mismatches(try F.hierarchy(stack, F.placed(["stack.width == 300"])), [
            "a": F.rect(10, 20, 150, 20), "b": F.rect(160, 20, 150, 20),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("equalSpacing, 300 wide, spacing 8: a short label keeps its 60, a long one is held to 146, the gap takes 94")
    func equalSpacing() throws {
        let stack = F.stack([Self.label("a", 60), Self.label("b", 280)], StackProperties(distribution: .equalSpacing, spacing: .points(8)))
        let problems = try F.mismatches(try F.hierarchy(stack, F.placed(["stack.width == 300"])), [
            "a": F.rect(10, 20, 60, 20), "b": F.rect(164, 20, 146, 20),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("no caps in vertical stacks, fillEqually, fillProportionally, or with one visible view")
    func notApplied() {
        func caps(_ views: [ViewNode], _ properties: StackProperties) -> Int {
            StackViewExpansion.arrangement(of: F.stack(views, properties)).constraints
                .filter { $0.identifier == "UISV-text-width-disambiguation" }.count
        }
        let two = [Self.label("a", 60), Self.label("b", 80)]
        #expect(caps(two, StackProperties(axis: .vertical)) == 0)
        #expect(caps(two, StackProperties(distribution: .fillEqually)) == 0)
        #expect(caps(two, StackProperties(distribution: .fillProportionally)) == 0)
        #expect(caps([Self.label("a", 60)], StackProperties()) == 0)
        #expect(caps([Self.label("a", 60), F.box("b", 10, 10, hidden: true)], StackProperties()) == 0)
        #expect(caps(two, StackProperties(distribution: .equalCentering)) == 2)
    }

    @Test("explain lists the binding cap as UIKit prints it, with its identifier")
    func explained() throws {
        let stack = F.stack([Self.label("a", 200), Self.label("b", 50)], StackProperties(spacing: .points(10)))
        let engine = try LayoutEngine(
            hierarchy: try F.hierarchy(stack, F.placed(["stack.width == 300"])), containerSize: F.container, scale: 4)
        let affecting = try #require(engine.constraintsAffecting(item: "a", axis: .horizontal))
        let caps = affecting.filter { $0.constraint.uikitDescription.contains("'UISV-text-width-disambiguation'") }
        #expect(caps.count == 2)
        #expect(caps.allSatisfy { $0.isBinding })
        #expect(caps.first?.constraint.uikitDescription.hasSuffix(
            "'UISV-text-width-disambiguation' UILabel:0x7fa000000300'a'.width <= 0.5*UIStackView:0x7fa000000200.width - 5 @950   (active)>") == true)
    }

    @Test("more than 25 wrapping labels: the caps are required, and a conflict with one names it")
    func tooManyAreRequired() throws {
        let views = (0..<26).map { Self.label("l\($0)", 30) }
        let made = StackViewExpansion.arrangement(of: F.stack(views, StackProperties()))
        let caps = made.constraints.filter { $0.identifier == "UISV-text-width-disambiguation" }
        #expect(caps.count == 26 && caps.allSatisfy { $0.priority.isRequired })
        // 260 wide: every label is held to exactly 10, so l0.width == 50 cannot hold.
        let hierarchy = try F.hierarchy(F.stack(views, StackProperties()), F.placed(["stack.width == 260", "l0.width == 50"]))
        let result = try F.solve(hierarchy)
        let conflict = try #require(result.unsatisfiable.first)
        #expect(conflict.broken.spec?.equationString == "l0.width == 50")
        #expect(conflict.uikitLog.contains("'UISV-text-width-disambiguation' UILabel:0x7fa000000300'l0'.width <= 0.0384615*UIStackView:0x7fa000000200.width   (active)>"))
        #expect(result["l0"]?.inRoot == F.rect(10, 20, 10, 20))
    }
}
