import LayoutModel
import Testing

/// The generated constraints themselves: UIKit's identifiers, priorities and
/// multipliers, and how a conflict with a stack is reported.
@Suite("Stack expansion")
struct StackExpansionTests {
    typealias F = StackFixture

    @Test("fillProportionally over 160, 80, 40 with no spacing: 4/7, 2/7, 1/7 of the stack at 999, 998, 997 (facts §2)")
    func proportionalShares() {
        let stack = F.stack([F.box("a", 160, 20), F.box("b", 80, 20), F.box("c", 40, 20)], StackProperties(distribution: .fillProportionally))
        let shares = StackViewExpansion.arrangement(of: stack).constraints.filter { $0.identifier == "UISV-fill-proportionally" }
        #expect(shares.map(\.first.item.id) == ["a", "b", "c"])
        #expect(shares.map(\.second?.description) == ["stack.width", "stack.width", "stack.width"])
        let expected: [Double] = [160.0 / 280, 80.0 / 280, 40.0 / 280]
        #expect(shares.map(\.multiplier) == expected)
        #expect(shares.map(\.priority.rawValue) == [999, 998, 997])
    }

    @Test("a horizontal fill/fill stack of two: canvas connections, alignment and spacing, in that order")
    func fillFillConstraints() {
        let stack = F.stack([F.box("a", 40, 20), F.box("b", 60, 30)], StackProperties(spacing: .points(8)))
        let made = StackViewExpansion.arrangement(of: stack)
        let lines = made.constraints.map { "'\($0.identifier ?? "")' \($0.equationString)" }
        #expect(lines == [
            "'UISV-canvas-connection' stack.leading == a.leading",
            "'UISV-canvas-connection' stack.trailing == b.trailing",
            "'UISV-alignment' a.top == b.top",
            "'UISV-alignment' a.bottom == b.bottom",
            "'UISV-canvas-connection' stack.top == a.top",
            "'UISV-canvas-connection' stack.bottom == a.bottom",
            "'UISV-spacing' b.leading == a.trailing + 8",
        ])
        #expect(made.guides.isEmpty)
        #expect(made.constraints.allSatisfy { $0.origin == .object && $0.priority.isRequired })
    }

    @Test("center alignment adds the spanner at 51 and ambiguity suppression at 25")
    func spannerPriorities() {
        let stack = F.stack([F.box("a", 40, 20), F.box("b", 60, 30)], StackProperties(alignment: .center))
        let made = StackViewExpansion.arrangement(of: stack)
        #expect(made.guides == [LayoutGuideNode(id: "stack_UISV_alignment_spanner", owner: "stack")])
        let fit = made.constraints.filter { $0.identifier == "UISV-spanning-fit" }
        #expect(fit.map(\.equationString) == ["stack_UISV_alignment_spanner.height == 0 @51"])
        let suppression = made.constraints.filter { $0.identifier == "UISV-ambiguity-suppression" && $0.first.item.id != "stack_UISV_alignment_spanner" }
        #expect(suppression.map(\.equationString) == ["a.height == 0 @25", "b.height == 0 @25"])
    }

    @Test("equalCentering gap equality is optional: 149 for the second gap (facts §2)")
    func equalCenteringPriority() {
        let stack = F.stack(F.boxes(), StackProperties(distribution: .equalCentering))
        let equal = StackViewExpansion.arrangement(of: stack).constraints.filter { $0.identifier == "UISV-fill-equally" }
        #expect(equal.map(\.equationString) == ["stack_UISV_distributing1.width == stack_UISV_distributing0.width @149"])
    }

    @Test("a stack that cannot fit is reported with its UISV- identifiers, and the document's constraint is broken")
    func unsatisfiable() throws {
        // fillEqually makes a == b; a.width == 60 then needs 60 + 10 + 60 = 130 in a 100-wide stack.
        let stack = F.stack([F.box("a", 40, 20), F.box("b", 60, 30)], StackProperties(distribution: .fillEqually, spacing: .points(10)))
        let hierarchy = try F.hierarchy(stack, F.placed(["stack.width == 100", "a.width == 60"]))
        let result = try F.solve(hierarchy)
        let conflict = try #require(result.unsatisfiable.first)
        #expect(result.unsatisfiable.count == 1)
        #expect(conflict.broken.spec?.equationString == "a.width == 60")
        let identifiers = conflict.constraints.compactMap { $0.spec?.identifier }
        #expect(identifiers.sorted() == ["UISV-canvas-connection", "UISV-canvas-connection", "UISV-fill-equally", "UISV-spacing"])
        let log = conflict.uikitLog
        #expect(log.contains("'UISV-fill-equally' UIView:0x7fa000000400.width == UIView:0x7fa000000300.width   (active)>"))
        // UIKit's visual-format style for spacings (facts/diagnostics.md §2, stackview.md §1),
        // without a direction marker on a stack's own constraints, as a real log prints
        // `'UISV-spacing' H:[UILabel:0x…]-(>=30)-[UILabel:0x…]   (active)`.
        #expect(log.contains("'UISV-spacing' H:[UIView:0x7fa000000300]-(10)-[UIView:0x7fa000000400]   (active)>"))
        #expect(log.contains("'UISV-canvas-connection' H:[UIView:0x7fa000000400]-(0)-|   (active, names: '|':UIStackView:0x7fa000000200 )>"))
        #expect(log.contains("'UISV-canvas-connection' UIStackView:0x7fa000000200.leading == UIView:0x7fa000000300.leading   (active)>"))
        #expect(log.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:"))
        // Broken, a.width is free again: (100 − 10) / 2 = 45 each.
        #expect(result["a"]?.inRoot == F.rect(10, 20, 45, 30))
        #expect(result["b"]?.inRoot == F.rect(65, 20, 45, 30))
    }

    /// Public logs print a stack's spanner as `_UILayoutSpacer:0x…'UISV-alignment-spanner'`,
    /// in visual format against the stack
    /// (`'UISV-canvas-connection' V:[_UILayoutSpacer:0x…'UISV-alignment-spanner']-(0)-|   (active, names: '|':UIStackView:0x… )`)
    /// and in an equation on the other side (`UIStackView:0x….top == _UILayoutSpacer:0x…'UISV-alignment-spanner'.top`);
    /// gap guides are `_UIOLAGapGuide`s named `'UISV-distributing'` (facts/stackview.md §1).
    @Test("generated guides print as UIKit's spanner and gap guides")
    func generatedGuideNames() throws {
        let stack = F.stack([F.box("a", 40, 20), F.box("b", 60, 30)], StackProperties(alignment: .center, spacing: .points(10)))
        let engine = try LayoutEngine(
            hierarchy: try F.hierarchy(stack, F.placed(["stack.width == 200"])), containerSize: F.container, scale: 4)
        let vertical = try #require(engine.constraintsAffecting(item: "a", axis: .vertical)).map(\.constraint.uikitDescription)
        let spanner = "_UILayoutSpacer:0x600003800080'UISV-alignment-spanner'"
        #expect(vertical.contains { $0.hasSuffix(
            "'UISV-canvas-connection' V:[\(spanner)]-(0)-|   (active, names: '|':UIStackView:0x7fa000000200 )>") }, "\(vertical)")
        #expect(vertical.contains { $0.hasSuffix(
            "'UISV-canvas-connection' UIStackView:0x7fa000000200.top == \(spanner).top   (active)>") }, "\(vertical)")
        let spaced = F.stack([F.box("a", 40, 20), F.box("b", 60, 30)], StackProperties(distribution: .equalSpacing))
        let gaps = try LayoutEngine(
            hierarchy: try F.hierarchy(spaced, F.placed(["stack.width == 200"])), containerSize: F.container, scale: 4)
        let horizontal = try #require(gaps.constraintsAffecting(item: "b", axis: .horizontal)).map(\.constraint.uikitDescription)
        #expect(horizontal.contains { $0.hasSuffix(
            "'UISV-distributing-edge' H:[_UIOLAGapGuide:0x600003800080'UISV-distributing']-(0)-[UIView:0x7fa000000400]   (active)>") },
            "\(horizontal)")
    }
}
