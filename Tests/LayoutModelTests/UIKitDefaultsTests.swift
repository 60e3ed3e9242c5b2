import LayoutModel
import Testing

/// UIKit's defaults that a document inherits when it says nothing, with the numbers of
/// facts/uikit-defaults.md (§1 priorities, §2 hugging and compression resistance of a
/// view made in code, §3 standard spacing, §4 a plain view's 8-point margins) and
/// facts/stackview.md (a stack view made in code).
@Suite("UIKit defaults")
struct UIKitDefaultsTests {
    @Test("named priorities", arguments: [
        (Priority.required, 1000.0), (.defaultHigh, 750), (.defaultLow, 250), (.fittingSizeLevel, 50),
    ])
    func priorities(priority: Priority, value: Double) {
        #expect(priority.rawValue == value)
    }

    @Test("a view made in code: hugging 250, compression resistance 750, no intrinsic size, margins 8 from the safe area")
    func plainView() {
        let view = ViewNode(id: "v")
        #expect(view.contentHugging == AxisPriorities(horizontal: Priority(clamping: 250), vertical: Priority(clamping: 250)))
        #expect(view.compressionResistance == AxisPriorities(horizontal: Priority(clamping: 750), vertical: Priority(clamping: 750)))
        #expect(view.intrinsicContentSize == IntrinsicContentSize.none)
        #expect(view.layoutMargins == .directional(DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8)))
        #expect(view.insetsLayoutMarginsFromSafeArea)
        #expect(!view.preservesSuperviewLayoutMargins)
    }

    @Test("a plain view's margins guide sits 8 inside it; |-[v]-| in VFL and system spacing are 8 apart")
    func eightPoints() throws {
        let card = ViewNode(id: "card", subviews: [ViewNode(id: "inside"), ViewNode(id: "next")])
        let spacing = ViewNode(id: "next").topAnchor.constraint(equalToSystemSpacingBelow: ViewNode(id: "inside").bottomAnchor)
        var hierarchy = try EngineFixture.hierarchy([card], [
            "card.leading == root.leading + 10", "card.top == root.top + 10", "card.width == 200", "card.height == 100",
            "inside.leading == card.leadingMargin", "inside.trailing == card.trailingMargin",
            "inside.top == card.topMargin", "inside.height == 20",
            "next.leading == inside.leading", "next.width == 10", "next.height == 10",
        ])
        hierarchy.constraints.append(spacing)
        let result = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 375, height: 667)).result()
        #expect(result["inside"]?.inRoot == EngineFixture.rect(18, 18, 184, 20))
        // 18 + 20 + 8 system spacing.
        #expect(result["next"]?.inRoot == EngineFixture.rect(18, 46, 10, 10))
        #expect(SystemSpacing.betweenViews == 8)
        let vfl = try VisualFormat.constraints("|-[inside]-|", views: ["inside": "card"])
        #expect(vfl.map(\.equationString) == ["inside.leading == card.leadingMargin", "card.trailingMargin == inside.trailing"])
    }

    @Test("a stack view made in code: horizontal, fill, fill, spacing 0, neither relative arrangement")
    func stackView() {
        let stack = StackProperties()
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fill)
        #expect(stack.alignment == .fill)
        #expect(stack.spacing == .points(0))
        #expect(!stack.isBaselineRelativeArrangement)
        #expect(!stack.isLayoutMarginsRelativeArrangement)
    }
}

