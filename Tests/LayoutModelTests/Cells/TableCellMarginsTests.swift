import LayoutModel
import Testing

/// The margins a table gives its cells (``TableCellMargins``): hand-computed frames on a
/// 414-point table whose controller's minimum side margin is 20.
@Suite("Table cell margins")
struct TableCellMarginsTests {
    static let controller = ViewControllerRoot(
        systemMinimumLayoutMargins: DirectionalInsets(top: 0, leading: 20, bottom: 0, trailing: 20))

    /// A storyboard cell at `y` with its content view `width` wide (less than 414 when an
    /// accessory takes the rest), holding a 100×22 label and a 50×30 knob.
    static func cell(_ name: String, y: Double, contentWidth: Double, preserves: Bool = false) -> ViewNode {
        let label = ViewNode(id: "\(name)Label", intrinsicContentSize: IntrinsicContentSize(width: 100, height: 22))
        let knob = ViewNode(id: "\(name)Knob", intrinsicContentSize: IntrinsicContentSize(width: 50, height: 30))
        let content = ViewNode(
            id: "\(name).contentView", className: "UITableViewCellContentView", subviews: [label, knob],
            translatesAutoresizingMaskIntoConstraints: true, frame: EngineFixture.rect(0, 0, contentWidth, 44),
            preservesSuperviewLayoutMargins: preserves)
        return ViewNode(
            id: name, className: "UITableViewCell", subviews: [content], translatesAutoresizingMaskIntoConstraints: true,
            frame: EngineFixture.rect(0, y, 414, 44), preservesSuperviewLayoutMargins: preserves)
    }

    static func constraints(_ name: String) -> [String] {
        [
            "\(name)Label.leading == \(name).contentView.leadingMargin",
            "\(name)Label.top == \(name).contentView.topMargin",
            "\(name)Knob.trailing == \(name).contentView.trailingMargin",
            "\(name)Knob.centerY == \(name).contentView.centerY",
        ]
    }

    static func solve(_ root: ViewNode, _ names: [String]) throws -> LayoutResult {
        let hierarchy = LayoutHierarchy(root: root, constraints: try EngineFixture.specs(names.flatMap(constraints)))
        return try LayoutEngine(
            hierarchy: hierarchy, containerSize: LayoutSize(width: 414, height: 896), scale: 2, viewController: controller
        ).result()
    }

    @Test("a cell in a table: the table's 20-point sides and 11 top, whatever the cells' preserve flags say")
    func cellsInATable() throws {
        let table = ViewNode(
            id: "table", className: "UITableView",
            subviews: [Self.cell("a", y: 100, contentWidth: 414), Self.cell("b", y: 144, contentWidth: 414, preserves: true)])
        let result = try Self.solve(table, ["a", "b"])
        for name in ["a", "b"] {
            // Label at (leading margin 20, top margin 11); knob's trailing 414 − 20 = 394, so x = 344,
            // centred in the 44-point row: y = 22 − 15 = 7.
            #expect(result["\(name)Label"]?.inRoot.x == 20)
            #expect(result["\(name)Knob"]?.inRoot.x == 344)
        }
        #expect(result["aLabel"]?.inRoot == EngineFixture.rect(20, 111, 100, 22))
        #expect(result["bKnob"]?.inRoot == EngineFixture.rect(344, 151, 50, 30))
        #expect(result.unsatisfiable.isEmpty)
    }

    @Test("an accessory narrows the content view: its trailing margin is its own 8, not the table's 20")
    func accessoryCell() throws {
        let table = ViewNode(id: "table", className: "UITableView", subviews: [Self.cell("a", y: 0, contentWidth: 383.5)])
        let result = try Self.solve(table, ["a"])
        // 383.5 − 8 − 50 = 325.5; the leading side still touches the cell's edge: 20.
        #expect(result["aKnob"]?.inRoot.x == 325.5)
        #expect(result["aLabel"]?.inRoot.x == 20)
    }

    @Test("a cell outside a table keeps its own margins: 8 from a plain superview")
    func cellOutsideATable() throws {
        let plain = ViewNode(id: "table", subviews: [Self.cell("a", y: 100, contentWidth: 414)])
        let result = try Self.solve(plain, ["a"])
        #expect(result["aLabel"]?.inRoot == EngineFixture.rect(8, 108, 100, 22))
        #expect(result["aKnob"]?.inRoot.x == 356)
    }

    @Test("the transform leaves a hierarchy without table cells equal, and is idempotent")
    func idempotent() {
        let plain = LayoutHierarchy(root: ViewNode(id: "root", subviews: [Self.cell("a", y: 0, contentWidth: 414)]))
        #expect(TableCellMargins.applied(plain) == plain)
        let table = LayoutHierarchy(
            root: ViewNode(id: "table", className: "UITableView", subviews: [Self.cell("a", y: 0, contentWidth: 414)]))
        let once = TableCellMargins.applied(table)
        #expect(once != table)
        #expect(TableCellMargins.applied(once) == once)
        #expect(once.view("a")?.layoutMargins == TableCellMargins.cellMargins)
        #expect(once.view("a.contentView")?.preservesSuperviewLayoutMargins == true)
    }

    @Test("the table's side margins on an unmeasured phone: 20 on a 414-point screen without side insets, else 16")
    func unmeasuredPhones() throws {
        // iPhone XR / 11 (retina6_1): 414 wide in portrait, as the measured 5.5-inch Plus.
        #expect(try DeviceConfiguration(deviceNamed: "retina6_1").systemMinimumLayoutMargins.leading == 20)
        // Its landscape has a 48-point side inset: 16 beyond it, as every measured notched phone.
        #expect(try DeviceConfiguration(deviceNamed: "retina6_1", orientation: .landscape).systemMinimumLayoutMargins.leading == 16)
        // Measured devices keep their measurement: the 4.7-inch iPhone is 16 in portrait.
        #expect(try DeviceConfiguration(deviceNamed: "retina4_7").systemMinimumLayoutMargins.leading == 16)
    }
}
