import LayoutModel
import Testing

@Suite("LayoutEngine diagnostics")
struct LayoutEngineDiagnosticsTests {
    @Test("two required widths: UIKit's log lists both and breaks the later one")
    func unsatisfiablePair() throws {
        var specs = try EngineFixture.specs([
            "label.leading == root.leading", "label.top == root.top", "label.height == 20",
            "label.width == 100", "label.width == 200",
        ])
        specs[4].identifier = "tooWide"
        let hierarchy = LayoutHierarchy(
            root: ViewNode(id: "root", subviews: [ViewNode(id: "label", className: "UILabel")]), constraints: specs)
        let result = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 375, height: 667)).result()
        #expect(result.unsatisfiable.count == 1)
        let conflict = try #require(result.unsatisfiable.first)
        #expect(conflict.broken.spec == specs[4])
        #expect(conflict.constraints.map(\.spec) == [specs[3], specs[4]])
        let expected = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            (
                "<NSLayoutConstraint:0x600000010100 UILabel:0x7fa000000200.width == 100   (active)>",
                "<NSLayoutConstraint:0x600000010140 'tooWide' UILabel:0x7fa000000200.width == 200   (active)>"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x600000010140 'tooWide' UILabel:0x7fa000000200.width == 200   (active)>

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """
        #expect(conflict.uikitLog == expected)
        // The broken constraint is gone: the first width holds.
        #expect(result["label"]?.inRoot.width == 100)
    }

    @Test("a view wider than the window conflicts with the window's pin, which is never broken")
    func conflictWithContainer() throws {
        let hierarchy = try EngineFixture.hierarchy(
            [ViewNode(id: "v")],
            [
                "v.leading == root.leading", "v.trailing == root.trailing", "v.width == 400",
                "v.top == root.top", "v.height == 10",
            ])
        let result = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 375, height: 667)).result()
        let conflict = try #require(result.unsatisfiable.first)
        #expect(conflict.broken.spec?.equationString == "v.width == 400")
        #expect(conflict.constraints.count == 4)
        #expect(conflict.constraints.first?.isAutoresizing == true)
        #expect(conflict.uikitLog.contains(
            "<NSAutoresizingMaskLayoutConstraint:0x6000000200c0 h=-&- v=-&- UIView:0x7fa000000100.width == 375   (active)>"))
        #expect(conflict.uikitLog.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints"))
        #expect(conflict.uikitLog.contains("H:|-(0)-[UIView:0x7fa000000200](LTR)   (active, names: '|':UIView:0x7fa000000100 )"))
        #expect(result["v"]?.inRoot == EngineFixture.rect(0, 0, 375, 10))
    }

    @Test("multipliers and constants print in UIKit's equation style")
    func equationStyle() throws {
        let hierarchy = try EngineFixture.hierarchy(
            [ViewNode(id: "a"), ViewNode(id: "b")],
            [
                "a.leading == root.leadingMargin + 8", "a.top == root.top", "a.width == 10", "a.height == 10",
                "b.height == 0.5 * a.width - 2.5", "b.height == 7",
                "b.leading == root.leading", "b.top == root.top", "b.width == 1",
            ])
        let result = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 100, height: 100)).result()
        let conflict = try #require(result.unsatisfiable.first)
        #expect(conflict.constraints.map(\.uikitDescription).contains(
            "<NSLayoutConstraint:0x600000010140 UIView:0x7fa000000300.height == 0.5*UIView:0x7fa000000200.width - 2.5   (active)>"))
        #expect(conflict.broken.uikitDescription
            == "<NSLayoutConstraint:0x600000010180 UIView:0x7fa000000300.height == 7   (active)>")
    }

    @Test("a view with no x constraint is ambiguous in minX, with another valid frame")
    func ambiguousX() throws {
        let hierarchy = try EngineFixture.hierarchy(
            [ViewNode(id: "v")], ["v.width == 100", "v.height == 50", "v.top == root.top + 10"])
        let result = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 375, height: 667)).result()
        let ambiguous = try #require(result.ambiguous.first)
        #expect(result.ambiguous.count == 1)
        #expect(ambiguous.item == "v")
        #expect(ambiguous.components == [.minX])
        #expect(ambiguous.frame.y == 10 && ambiguous.frame.width == 100 && ambiguous.frame.height == 50)
        #expect(ambiguous.alternativeFrame.x != ambiguous.frame.x)
        #expect(ambiguous.alternativeFrame.y == 10)
        #expect(ambiguous.alternativeFrame.width == 100)
        #expect(ambiguous.alternativeFrame.height == 50)
    }

    @Test("zero-size and outside-the-superview views are reported; hidden ones are not")
    func geometryDiagnostics() throws {
        let hierarchy = try EngineFixture.hierarchy(
            [ViewNode(id: "flat"), ViewNode(id: "off"), ViewNode(id: "ghost", isHidden: true)],
            [
                "flat.leading == root.leading", "flat.top == root.top", "flat.width == 100", "flat.height == 0",
                "off.leading == root.trailing - 10", "off.top == root.top", "off.width == 50", "off.height == 50",
                "ghost.leading == root.leading", "ghost.top == root.top", "ghost.width == 0", "ghost.height == 0",
            ])
        let result = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 375, height: 667)).result()
        #expect(result.diagnostics == [
            .zeroSize(view: "flat", frame: EngineFixture.rect(0, 0, 100, 0)),
            .outsideSuperview(
                view: "off", frame: EngineFixture.rect(365, 0, 50, 50),
                superviewBounds: EngineFixture.rect(0, 0, 375, 667)),
        ])
    }

    /// facts/uikit-defaults.md §9 and a public log: systemLayoutSizeFitting's temporary
    /// constraint prints as `<NSLayoutConstraint:0x… 'fittingSizeHTarget' UIStackView:0x….width == 0   (active)>`.
    @Test("a required fitting width that conflicts is printed as UIKit's 'fittingSizeHTarget'")
    func fittingTargetInTheLog() throws {
        let hierarchy = try EngineFixture.hierarchy(
            [ViewNode(id: "child")],
            ["child.leading == root.leading", "child.trailing == root.trailing", "child.width == 150",
             "child.top == root.top", "child.bottom == root.bottom", "child.height == 20"])
        let engine = try LayoutEngine(
            fitting: hierarchy, targetSize: LayoutSize(width: 100, height: 0), horizontalFittingPriority: .required)
        let conflict = try #require(engine.result().unsatisfiable.first)
        #expect(conflict.uikitLog.contains("'fittingSizeHTarget' UIView:0x7fa000000100.width == 100   (active)>"), "\(conflict.uikitLog)")
        #expect(!conflict.uikitLog.contains("NSAutoresizingMaskLayoutConstraint"))
        let height = try #require(engine.constraintsAffecting(item: "root", axis: .vertical)).map(\.constraint.uikitDescription)
        #expect(height.contains { $0.hasSuffix("'fittingSizeVTarget' UIView:0x7fa000000100.height == 0 @50   (active)>") }, "\(height)")
    }
}
