import LayoutModel
import LayoutText
import Testing

/// The engine with the real `FontMeasurer`, against the sizes facts/uikit-defaults.md
/// §6 records. Heights are SF's exactly (the measurer uses SF's vertical metrics);
/// widths come from the stand-in font, within a point of SF's (Documentation/Text.md).
@Suite("LayoutEngine with real fonts", .enabled(if: TestFonts.available, TestFonts.missing))
struct LayoutEngineFontTests {
    static func solve(_ views: [ViewNode], _ equations: [String]) throws -> LayoutResult {
        let hierarchy = LayoutHierarchy(
            root: ViewNode(id: "root", subviews: views),
            constraints: try equations.map { try ConstraintSpec(equation: $0) })
        return try LayoutEngine(
            hierarchy: hierarchy, containerSize: LayoutSize(width: 375, height: 667), scale: 2,
            textMeasurer: TestFonts.require()
        ).result()
    }

    @Test("\"Test\" in a 17-point label on @2x: 20.5 high (SF's 20.287 rounded up), about 32.5 wide")
    func label() throws {
        let result = try Self.solve(
            [ViewNode(id: "label", className: "UILabel", content: ViewContent(text: "Test"))],
            ["label.leading == root.leading", "label.top == root.top"])
        let frame = try #require(result["label"]?.inRoot)
        #expect(frame.height == 20.5)
        #expect(abs(frame.width - 32.5) <= 1)
    }

    @Test("a \"Hello World\" system button at 15 points: 30 high, about 78 wide")
    func button() throws {
        let result = try Self.solve(
            [ViewNode(id: "button", className: "UIButton", content: ViewContent(title: "Hello World"))],
            ["button.leading == root.leading", "button.top == root.top"])
        let frame = try #require(result["button"]?.inRoot)
        #expect(frame.height == 30)
        #expect(abs(frame.width - 78) <= 1)
    }

    @Test("a self-sizing cell with a 17-point two-line label: 2 × 20.287 = 40.57 → 41 on @2x, + 8 + 8")
    func selfSizingCell() throws {
        let label = ViewNode(
            id: "title", className: "UILabel", content: ViewContent(text: "First line\nSecond line", numberOfLines: 0))
        let hierarchy = LayoutHierarchy(
            root: ViewNode(id: "cell", className: "UITableViewCell", subviews: [label]),
            constraints: try [
                "title.leading == cell.contentView.leadingMargin", "title.trailing == cell.contentView.trailingMargin",
                "title.top == cell.contentView.topMargin", "title.bottom == cell.contentView.bottomMargin",
            ].map { try ConstraintSpec(equation: $0) })
        let size = try LayoutEngine.fittingSize(of: hierarchy, width: 375, scale: 2, textMeasurer: TestFonts.require())
        #expect(size == LayoutSize(width: 375, height: 57))
    }
}
