@testable import LayoutModel
@testable import LayoutSolver
import Testing

/// When subviews' safe-area and margins guides are installed (``GuideEdgeOrder``): a
/// column of views chained top to bottom solves to the same frames, in a tableau that
/// grows with the column instead of with its square.
@Suite("Guide edges installed when first named")
struct GuideEdgeOrderTests {
    /// `count` views 20 high, each 8 below the previous one's bottom (or its bottom
    /// margin, `throughMargins`), the first 8 below the root's safe area.
    static func column(_ count: Int, throughMargins: Bool) throws -> LayoutHierarchy {
        let views = (0..<count).map { ViewNode(id: "v\($0)", intrinsicContentSize: IntrinsicContentSize(width: 150, height: 20)) }
        var equations = ["v0.top == root.safeArea.top + 8"]
        for i in 0..<count {
            equations.append("v\(i).leading == root.leadingMargin")
            if i > 0 { equations.append("v\(i).top == v\(i - 1).\(throughMargins ? "bottomMargin" : "bottom") + 8") }
        }
        return try EngineFixture.hierarchy(views, equations)
    }

    /// The tableau's cells, over its basic rows.
    static func cells(_ engine: LayoutEngine) -> Int {
        let tableau = engine.solver.tableau
        return tableau.rows.indices.reduce(0) { $0 + (tableau.isBasic[$1] ? tableau.rows[$1].cells.count : 0) }
    }

    /// 44 for the safe area's top, then 20 + 8 a view (each view's margins guide is 8
    /// inside it, so through the bottom margin the step is 20 − 8 + 8). The root is tall
    /// enough for the whole column to stay inside its safe area, which would otherwise
    /// widen the margins of the views below it.
    @Test("a column of 300 views: frames as computed, and a tableau of under 50 cells a view", arguments: [false, true])
    func column(throughMargins: Bool) throws {
        let engine = try LayoutEngine(
            hierarchy: Self.column(300, throughMargins: throughMargins), containerSize: LayoutSize(width: 375, height: 9000),
            safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), scale: 2)
        let result = try engine.result()
        let step = throughMargins ? 20.0 : 28.0
        for i in [0, 1, 150, 299] {
            #expect(result["v\(i)"]?.inRoot == EngineFixture.rect(8, 52 + Double(i) * step, 150, 20), "v\(i)")
        }
        // With every guide installed first, in UIKit's order, each view's top was written
        // out with every height above it: 193,710 cells for this column (646 a view);
        // now 11,727.
        #expect(Self.cells(engine) < 300 * 50, "\(Self.cells(engine)) cells")
    }

    /// A constraint that contradicts a subview's margins guide: the guide's edges come
    /// just before the first constraint naming them, so the conflict and the constraint
    /// broken are UIKit's, with the fake addresses UIKit's order gives (the guide edge's
    /// is 0x600000020380, numbered among the other views' guide edges, not after the
    /// document's constraints).
    @Test("a conflict through a subview's margins guide is UIKit's, with its addresses")
    func conflictThroughMargins() throws {
        let card = ViewNode(
            id: "card", subviews: [ViewNode(id: "title")],
            layoutMargins: .directional(DirectionalInsets(top: 8, leading: 12, bottom: 8, trailing: 12)))
        let hierarchy = try EngineFixture.hierarchy([card, ViewNode(id: "other")], [
            "card.leading == root.leading + 20", "card.top == root.safeArea.top", "card.width == 200", "card.height == 100",
            "other.leading == root.leading", "other.top == card.bottom", "other.width == 10", "other.height == 10",
            "title.top == card.topMargin", "title.height == 20", "title.width == 50",
            "title.leading == card.leadingMargin", "title.leading == card.leading + 4",
        ])
        let result = try LayoutEngine(
            hierarchy: hierarchy, containerSize: LayoutSize(width: 375, height: 667),
            safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), scale: 2
        ).result()
        let conflict = try #require(result.unsatisfiable.first)
        #expect(result.unsatisfiable.count == 1)
        #expect(conflict.constraints.map(\.uikitDescription) == [
            "<NSLayoutConstraint:0x600000020380 'UIView-leftMargin-guide-constraint' H:|-(12)-[UILayoutGuide:0x600003000480'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIView:0x7fa000000200 )>",
            "<NSLayoutConstraint:0x600000010300 UIView:0x7fa000000300.leading == UIView:0x7fa000000200.leadingMargin   (active)>",
            "<NSLayoutConstraint:0x600000010340 H:|-(4)-[UIView:0x7fa000000300](LTR)   (active, names: '|':UIView:0x7fa000000200 )>",
        ])
        #expect(conflict.broken.uikitDescription == conflict.constraints.last?.uikitDescription)
        #expect(result["title"]?.inRoot == EngineFixture.rect(32, 28, 50, 20))
    }
}
