import LayoutModel
import Testing

/// Cells' implicit content view, and fitting sizes (facts/uikit-defaults.md §4, §9).
@Suite("Cells and fitting size")
struct CellTests {
    static let measurer = FixedMetricsTextMeasurer()
    static let ten = FontDescriptor.system(size: 10, weight: .regular)

    @Test("cell.contentView is one item in an equation, with or without a guide after it")
    func equationItems() throws {
        let plain = try ConstraintSpec(equation: "cell.contentView.top == cell.top")
        #expect(plain.first == AnchorReference(ItemReference("cell.contentView"), .top))
        #expect(plain.second == AnchorReference(ItemReference("cell"), .top))
        let guide = try ConstraintSpec(equation: "title.leading == cell.contentView.layoutMargins.leading + 4")
        #expect(guide.second == AnchorReference(ItemReference("cell.contentView", guide: .layoutMargins), .leading))
        #expect(guide.constant == 4)
        #expect(throws: EquationParseError.self) { try ConstraintSpec(equation: "cell.contentView.safeArea.top.x == 0") }
    }

    static func cell(_ subviews: [ViewNode], className: String = "UITableViewCell", margins: LayoutMargins = .default) -> ViewNode {
        ViewNode(id: "cell", className: className, subviews: subviews, layoutMargins: margins)
    }

    @Test("a cell's subviews move into its content view, which fills the cell; expanding twice changes nothing")
    func expansion() throws {
        let hierarchy = LayoutHierarchy(root: Self.cell([ViewNode(id: "title")]))
        let expanded = CellContentView.expanded(hierarchy)
        #expect(expanded.views.map(\.view.id) == ["cell", "cell.contentView", "title"])
        #expect(expanded.views.map(\.parent) == [nil, 0, 1])
        #expect(expanded.view("cell.contentView")?.className == "UITableViewCellContentView")
        #expect(expanded.view("cell.contentView")?.preservesSuperviewLayoutMargins == true)
        #expect(expanded.constraints.compactMap(\.identifier) == [
            "UIView-Encapsulated-Layout-Left", "UIView-Encapsulated-Layout-Top",
            "UIView-Encapsulated-Layout-Width", "UIView-Encapsulated-Layout-Height",
        ])
        #expect(CellContentView.expanded(expanded) == expanded)
        #expect(CellContentView.expanded(LayoutHierarchy(root: ViewNode(id: "plain"))) == LayoutHierarchy(root: ViewNode(id: "plain")))
    }

    static let pinnedToMargins = [
        "title.leading == cell.contentView.leadingMargin", "title.trailing == cell.contentView.trailingMargin",
        "title.top == cell.contentView.topMargin", "title.bottom == cell.contentView.bottomMargin",
    ]

    static func title(_ text: String) -> ViewNode {
        ViewNode(id: "title", className: "UILabel", content: ViewContent(text: text, font: ten, numberOfLines: 0))
    }

    @Test("a table cell's content view margins: 16 leading and trailing, 8 top and bottom; the content view fills the cell")
    func tableCellMargins() throws {
        let hierarchy = LayoutHierarchy(
            root: Self.cell([Self.title("Hi")]), constraints: try EngineFixture.specs(Self.pinnedToMargins))
        let result = try LayoutEngine(
            hierarchy: hierarchy, containerSize: LayoutSize(width: 375, height: 44), scale: 2, textMeasurer: Self.measurer
        ).result()
        #expect(result["cell.contentView"]?.inRoot == EngineFixture.rect(0, 0, 375, 44))
        #expect(result["title"]?.inRoot == EngineFixture.rect(16, 8, 343, 28))
        #expect(result.unsatisfiable.isEmpty)
    }

    @Test("the content view preserves the cell's margins: a cell with 20-point sides gives 20")
    func preservedMargins() throws {
        let margins = LayoutMargins.directional(DirectionalInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        let hierarchy = LayoutHierarchy(
            root: Self.cell([Self.title("Hi")], margins: margins), constraints: try EngineFixture.specs(Self.pinnedToMargins))
        let size = try LayoutEngine.fittingSize(of: hierarchy, width: 375, scale: 2, textMeasurer: Self.measurer)
        let engine = try LayoutEngine(
            fitting: hierarchy, targetSize: LayoutSize(width: 375, height: 0), horizontalFittingPriority: .required,
            scale: 2, textMeasurer: Self.measurer)
        #expect(engine.result()["title"]?.inRoot == EngineFixture.rect(20, 8, 335, 10))
        #expect(size == LayoutSize(width: 375, height: 26))
    }

    @Test("a collection view cell's content view is a plain view: 8-point margins")
    func collectionCell() throws {
        let hierarchy = LayoutHierarchy(
            root: Self.cell([Self.title("Hi")], className: "UICollectionViewCell"), constraints: try EngineFixture.specs(Self.pinnedToMargins))
        let size = try LayoutEngine.fittingSize(of: hierarchy, width: 100, scale: 2, textMeasurer: Self.measurer)
        #expect(size == LayoutSize(width: 100, height: 26))
    }

    /// 30 words "abcd": at 343 wide a line holds 13 (13 × 5 − 1 = 64 characters, 320 points).
    static let paragraph = Array(repeating: "abcd", count: 30).joined(separator: " ")

    @Test("the Auto Layout Guide's self-sizing cell: a multi-line label pinned to the content view's margins is 13 + 13 + 4 words = 3 lines, so 30 + 8 + 8 = 46 high")
    func selfSizingCell() throws {
        let hierarchy = LayoutHierarchy(
            root: Self.cell([Self.title(Self.paragraph)]), constraints: try EngineFixture.specs(Self.pinnedToMargins))
        let size = try LayoutEngine.fittingSize(of: hierarchy, width: 375, scale: 2, textMeasurer: Self.measurer)
        #expect(size == LayoutSize(width: 375, height: 46))
        // Narrower table: 200 − 32 = 168 holds 6 words (6 × 5 − 1 = 29 characters, 145 points): 5 lines.
        let narrow = try LayoutEngine.fittingSize(of: hierarchy, width: 200, scale: 2, textMeasurer: Self.measurer)
        #expect(narrow == LayoutSize(width: 200, height: 66))
    }

    @Test("compressed and expanded targets at fitting level both give the content's size; a required target wins")
    func fittingTargets() throws {
        let hierarchy = try LayoutHierarchy(
            root: ViewNode(id: "box", subviews: [
                ViewNode(id: "label", className: "UILabel", content: ViewContent(text: "Hello", font: Self.ten)),
            ]),
            constraints: EngineFixture.specs([
                "label.leading == box.leading + 5", "label.trailing == box.trailing - 5",
                "label.top == box.top + 5", "label.bottom == box.bottom - 5",
            ]))
        for target in [LayoutEngine.compressedFittingSize, LayoutEngine.expandedFittingSize] {
            let size = try LayoutEngine.systemLayoutSizeFitting(target, of: hierarchy, scale: 2, textMeasurer: Self.measurer)
            #expect(size == LayoutSize(width: 35, height: 20))
        }
        let wide = try LayoutEngine.systemLayoutSizeFitting(
            LayoutSize(width: 200, height: 0), of: hierarchy, horizontalFittingPriority: .required, scale: 2,
            textMeasurer: Self.measurer)
        #expect(wide == LayoutSize(width: 200, height: 20))
    }

    @Test("a subtree is fitted alone: the card inside a screen, without the constraints that reach outside it")
    func subtreeFitting() throws {
        let card = ViewNode(id: "card", subviews: [ViewNode(id: "icon")])
        let hierarchy = try EngineFixture.hierarchy(
            [card],
            [
                "card.leading == root.leading", "card.top == root.top + 100", "card.width == root.width",
                "icon.leading == card.leading + 10", "icon.top == card.top + 10", "icon.width == 40", "icon.height == 40",
                "card.bottom == icon.bottom + 10", "card.trailing >= icon.trailing + 10",
            ])
        let size = try LayoutEngine.systemLayoutSizeFitting(LayoutEngine.compressedFittingSize, of: hierarchy, view: "card")
        #expect(size == LayoutSize(width: 60, height: 60))
        #expect(throws: LayoutEngineError.self) {
            try LayoutEngine.systemLayoutSizeFitting(LayoutEngine.compressedFittingSize, of: hierarchy, view: "nowhere")
        }
    }

    @Test("content that needs more than the row's height fights UIView-Encapsulated-Layout-Height: the document's constraint is broken")
    func encapsulatedHeightConflict() throws {
        let hierarchy = LayoutHierarchy(
            root: Self.cell([ViewNode(id: "box")]),
            constraints: try EngineFixture.specs([
                "box.top == cell.contentView.top", "box.bottom == cell.contentView.bottom", "box.height == 100",
                "box.leading == cell.contentView.leading", "box.width == 10",
            ]))
        let result = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 375, height: 44)).result()
        let conflict = try #require(result.unsatisfiable.first)
        #expect(conflict.constraints.compactMap(\.spec?.identifier).contains("UIView-Encapsulated-Layout-Height"))
        #expect(conflict.broken.spec?.identifier == nil)
    }
}
