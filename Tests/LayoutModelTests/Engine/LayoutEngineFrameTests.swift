import LayoutModel
import Testing

/// Frames computed by hand from the Auto Layout Guide's recipes.
@Suite("LayoutEngine frames")
struct LayoutEngineFrameTests {
    /// The Auto Layout Guide's "two views of equal width": pinned to the margins, 8 apart.
    static func equalWidths() throws -> LayoutHierarchy {
        try EngineFixture.hierarchy(
            [ViewNode(id: "a"), ViewNode(id: "b")],
            [
                "a.leading == root.leadingMargin",
                "b.leading == a.trailing + 8",
                "root.trailingMargin == b.trailing",
                "a.width == b.width",
                "a.top == root.topMargin + 20",
                "b.top == a.top",
                "a.height == 100",
                "b.height == a.height",
            ])
    }

    @Test("two equal-width views, left to right: (375 − 8 − 8 − 8) / 2 = 175.5 each")
    func equalWidthsLTR() throws {
        let result = try LayoutEngine(
            hierarchy: Self.equalWidths(), containerSize: LayoutSize(width: 375, height: 667), scale: 2
        ).result()
        #expect(result["a"]?.inRoot == EngineFixture.rect(8, 28, 175.5, 100))
        #expect(result["b"]?.inRoot == EngineFixture.rect(191.5, 28, 175.5, 100))
        #expect(result["root"]?.inRoot == EngineFixture.rect(0, 0, 375, 667))
        #expect(result.diagnostics.isEmpty)
    }

    @Test("two equal-width views, right to left: the same row mirrored")
    func equalWidthsRTL() throws {
        let result = try LayoutEngine(
            hierarchy: Self.equalWidths(), containerSize: LayoutSize(width: 375, height: 667),
            direction: .rightToLeft, scale: 2
        ).result()
        #expect(result["a"]?.inRoot == EngineFixture.rect(191.5, 28, 175.5, 100))
        #expect(result["b"]?.inRoot == EngineFixture.rect(8, 28, 175.5, 100))
    }

    @Test("forceLeftToRight on the views keeps them left to right under RTL traits")
    func semanticOverride() throws {
        var hierarchy = try Self.equalWidths()
        hierarchy = LayoutHierarchy(
            root: ViewNode(
                id: "root",
                subviews: [
                    ViewNode(id: "a", semanticContentAttribute: .forceLeftToRight),
                    ViewNode(id: "b", semanticContentAttribute: .forceLeftToRight),
                ],
                translatesAutoresizingMaskIntoConstraints: true, semanticContentAttribute: .forceLeftToRight),
            constraints: hierarchy.constraints)
        let result = try LayoutEngine(
            hierarchy: hierarchy, containerSize: LayoutSize(width: 375, height: 667), direction: .rightToLeft, scale: 2
        ).result()
        #expect(result["a"]?.inRoot.x == 8)
        #expect(result["b"]?.inRoot.x == 191.5)
    }

    @Test("a label hugs its intrinsic width (251) while the text field (250) stretches")
    func huggingLabelAndStretchingField() throws {
        let label = ViewNode(
            id: "label", className: "UILabel", intrinsicContentSize: IntrinsicContentSize(width: 60, height: 21),
            contentHugging: AxisPriorities(horizontal: Priority(clamping: 251), vertical: Priority(clamping: 251)))
        let field = ViewNode(
            id: "field", className: "UITextField", intrinsicContentSize: IntrinsicContentSize(width: 100, height: 30))
        let hierarchy = try EngineFixture.hierarchy(
            [label, field],
            [
                "label.leading == root.leadingMargin",
                "field.leading == label.trailing + 8",
                "field.trailing == root.trailingMargin",
                "label.top == root.topMargin",
                "field.top == root.topMargin",
            ])
        let result = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 375, height: 667)).result()
        // 375 − 8 − 8 − 8 = 351 to share; the label keeps 60, the field takes 291.
        #expect(result["label"]?.inRoot == EngineFixture.rect(8, 8, 60, 21))
        #expect(result["field"]?.inRoot == EngineFixture.rect(76, 8, 291, 30))
        #expect(result.ambiguous.isEmpty)
    }

    @Test("a view pinned to the root's safe area: 390×844 with insets 47 and 34")
    func safeAreaPinned() throws {
        let hierarchy = try EngineFixture.hierarchy(
            [ViewNode(id: "v")],
            [
                "v.top == root.safeArea.top", "v.bottom == root.safeArea.bottom",
                "v.leading == root.safeArea.leading", "v.trailing == root.safeArea.trailing",
            ])
        let result = try LayoutEngine(
            hierarchy: hierarchy, containerSize: LayoutSize(width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 47, bottom: 34)
        ).result()
        #expect(result["v"]?.inRoot == EngineFixture.rect(0, 47, 390, 763))
    }

    static let marginPins = [
        "v.top == root.topMargin", "v.bottom == root.bottomMargin",
        "v.leading == root.leadingMargin", "v.trailing == root.trailingMargin",
    ]

    @Test("margins measured from the safe area: 8 inside the insets on every side")
    func marginsFromSafeArea() throws {
        let hierarchy = try EngineFixture.hierarchy([ViewNode(id: "v")], Self.marginPins)
        let result = try LayoutEngine(
            hierarchy: hierarchy, containerSize: LayoutSize(width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 47, bottom: 34)
        ).result()
        // y = 47 + 8; height = 844 − 47 − 34 − 16.
        #expect(result["v"]?.inRoot == EngineFixture.rect(8, 55, 374, 747))
    }

    @Test("insetsLayoutMarginsFromSafeArea = false measures the margins from the bounds")
    func marginsFromBounds() throws {
        let hierarchy = LayoutHierarchy(
            root: ViewNode(id: "root", subviews: [ViewNode(id: "v")], insetsLayoutMarginsFromSafeArea: false),
            constraints: try EngineFixture.specs(Self.marginPins))
        let result = try LayoutEngine(
            hierarchy: hierarchy, containerSize: LayoutSize(width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 47, bottom: 34)
        ).result()
        #expect(result["v"]?.inRoot == EngineFixture.rect(8, 8, 374, 828))
    }

    @Test("custom directional margins: leading 20 trailing 4 swap sides under RTL")
    func directionalMargins() throws {
        let hierarchy = LayoutHierarchy(
            root: ViewNode(
                id: "root", subviews: [ViewNode(id: "v")],
                layoutMargins: .directional(DirectionalInsets(top: 0, leading: 20, bottom: 0, trailing: 4))),
            constraints: try EngineFixture.specs(Self.marginPins))
        let rtl = try LayoutEngine(
            hierarchy: hierarchy, containerSize: LayoutSize(width: 100, height: 100), direction: .rightToLeft
        ).result()
        #expect(rtl["v"]?.inRoot == EngineFixture.rect(4, 0, 76, 100))
    }

    @Test("centerX/centerY with multipliers, rounded to the @2x pixel grid")
    func centersWithMultiplier() throws {
        let hierarchy = try EngineFixture.hierarchy(
            [ViewNode(id: "v"), ViewNode(id: "w")],
            [
                "v.width == 100", "v.height == 50",
                "v.centerX == root.centerX", "v.centerY == 0.5 * root.centerY",
                "w.width == 100", "w.height == 50",
                "w.centerX == 1.5 * root.centerX", "w.centerY == root.centerY",
            ])
        let result = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 375, height: 667), scale: 2)
            .result()
        // v: centre (187.5, 166.75) → origin (137.5, 141.75); 141.75 → 142 and 191.75 → 192 on the grid.
        #expect(result["v"]?.inRoot == EngineFixture.rect(137.5, 142, 100, 50))
        // w: centre (281.25, 333.5) → origin (231.25, 308.5); 231.25 → 231.5, 331.25 → 331.5.
        #expect(result["w"]?.inRoot == EngineFixture.rect(231.5, 308.5, 100, 50))
    }

    @Test("an autoresizing view keeps its frame inside a constrained superview")
    func autoresizingKeepsFrame() throws {
        let child = ViewNode(
            id: "child", translatesAutoresizingMaskIntoConstraints: true, frame: EngineFixture.rect(10, 20, 100, 50))
        let hierarchy = try EngineFixture.hierarchy(
            [ViewNode(id: "box", subviews: [child])],
            ["box.leading == root.leading + 30", "box.top == root.top + 40", "box.width == 200", "box.height == 200"])
        let result = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 375, height: 667)).result()
        #expect(result["child"]?.inSuperview == EngineFixture.rect(10, 20, 100, 50))
        #expect(result["child"]?.inRoot == EngineFixture.rect(40, 60, 100, 50))
        #expect(result.diagnostics.isEmpty)
    }

    @Test("a subview's safe area is its overlap with the root's: a header under the notch")
    func subviewSafeArea() throws {
        let hierarchy = try EngineFixture.hierarchy(
            [ViewNode(id: "header", subviews: [ViewNode(id: "title")])],
            [
                "header.top == root.top", "header.leading == root.leading", "header.trailing == root.trailing",
                "header.height == 100",
                "title.top == header.safeArea.top", "title.leading == header.safeArea.leading",
                "title.trailing == header.safeArea.trailing", "title.bottom == header.safeArea.bottom",
            ])
        let result = try LayoutEngine(
            hierarchy: hierarchy, containerSize: LayoutSize(width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 47, bottom: 34)
        ).result()
        #expect(result["title"]?.inRoot == EngineFixture.rect(0, 47, 390, 53))
        #expect(result["title"]?.inSuperview == EngineFixture.rect(0, 47, 390, 53))
    }

    @Test("custom guides are items: a spacer guide between two views")
    func customGuide() throws {
        let hierarchy = try EngineFixture.hierarchy(
            [ViewNode(id: "a"), ViewNode(id: "b")],
            [
                "a.leading == root.leading", "a.width == 100", "gap.leading == a.trailing", "gap.width == 50",
                "b.leading == gap.trailing", "b.width == 100",
                "a.top == root.top", "b.top == root.top", "gap.top == root.top",
                "a.height == 10", "b.height == 10", "gap.height == 10",
            ],
            guides: [LayoutGuideNode(id: "gap", owner: "root")])
        let result = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 375, height: 667)).result()
        #expect(result["gap"]?.inRoot == EngineFixture.rect(100, 0, 50, 10))
        #expect(result["b"]?.inRoot.x == 150)
        #expect(result.diagnostics.isEmpty)
    }
}

@Suite("LayoutEngine attributes")
struct LayoutEngineAttributeTests {
    @Test("baselines sit baselineOffset below the top, or at the bottom without one")
    func baselines() throws {
        let hierarchy = try EngineFixture.hierarchy(
            [ViewNode(id: "label", baselineOffset: 16), ViewNode(id: "box")],
            [
                "label.leading == root.leading", "label.top == root.top + 10", "label.width == 50", "label.height == 20",
                "box.leading == root.leading", "box.width == 10", "box.height == 10",
                "box.lastBaseline == label.firstBaseline",
            ])
        let result = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 100, height: 100)).result()
        // label baseline at 10 + 16 = 26; box's bottom (its baseline) there: y = 16.
        #expect(result["box"]?.inRoot == EngineFixture.rect(0, 16, 10, 10))
    }

    @Test("the readable content guide equals the margins guide on a phone-sized container")
    func readableContent() throws {
        let hierarchy = try EngineFixture.hierarchy(
            [ViewNode(id: "v")],
            [
                "v.leading == root.readableContent.leading", "v.trailing == root.readableContent.trailing",
                "v.top == root.readableContent.top", "v.height == 10",
            ])
        let result = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 375, height: 667)).result()
        #expect(result["v"]?.inRoot == EngineFixture.rect(8, 8, 359, 10))
    }

    @Test("a hidden view still takes part in layout and keeps its intrinsic size")
    func hiddenViewsLayOut() throws {
        let hierarchy = try EngineFixture.hierarchy(
            [
                ViewNode(id: "hidden", intrinsicContentSize: IntrinsicContentSize(width: 40, height: 20), isHidden: true),
                ViewNode(id: "next"),
            ],
            [
                "hidden.leading == root.leading", "hidden.top == root.top",
                "next.leading == hidden.trailing + 5", "next.top == root.top", "next.width == 10", "next.height == 10",
            ])
        let result = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 100, height: 100)).result()
        #expect(result["hidden"]?.inRoot == EngineFixture.rect(0, 0, 40, 20))
        #expect(result["next"]?.inRoot.x == 45)
    }

    @Test("compression resistance 750 beats a width @500 that would squash the view")
    func compressionResistance() throws {
        let hierarchy = try EngineFixture.hierarchy(
            [ViewNode(id: "v", intrinsicContentSize: IntrinsicContentSize(width: 80, height: 20))],
            ["v.leading == root.leading", "v.top == root.top", "v.width == 30 @500"])
        let result = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 100, height: 100)).result()
        #expect(result["v"]?.inRoot == EngineFixture.rect(0, 0, 80, 20))
    }
}
