import LayoutInterchange
import Testing

/// Pictures are solved in the same safe area as every other solve: a document's
/// controller containment (its navigation and tab bars) changes the root's container
/// and safe area (``ControllerContainment/placement(in:)``), and the picture shades and
/// reports that safe area, not the bare device's.
@Suite("Render: controller containment")
struct ContainmentRenderTests {
    /// A bar pinned to the top of the safe area, 40 high, full width.
    static func document(_ containment: ControllerContainment) throws -> LayoutDocument {
        let bar = ViewNode(id: "bar", intrinsicContentSize: IntrinsicContentSize(width: nil, height: 40))
        let equations = ["bar.top == root.safeArea.top", "bar.leading == root.leading", "bar.trailing == root.trailing"]
        return LayoutDocument(
            name: "bars", root: ViewNode(id: "root", subviews: [bar], translatesAutoresizingMaskIntoConstraints: true),
            constraints: try equations.map { .single(try ConstraintSpec(equation: $0)) }, containment: containment)
    }

    /// The 6.1-inch Dynamic Island iPhone: 393×852, safe area 59 top and 34 bottom.
    static func configuration() throws -> DeviceConfiguration {
        try DeviceConfiguration(deviceNamed: "iphone-6.1inch-island")
    }

    @Test("a translucent navigation and tab bar add 44 and 49 to the safe area: 59 + 44 = 103 top, 34 + 49 = 83 bottom")
    func translucentBars() throws {
        let result = try ConfigurationResult.solving(
            try Self.document(ControllerContainment(navigationBar: .translucent, tabBar: .translucent)),
            configuration: try Self.configuration())
        #expect(result.containerSize == LayoutSize(width: 393, height: 852))
        #expect(result.safeAreaInsets == EdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
        #expect(result.layout["bar"]?.inRoot == LayoutRect(x: 0, y: 103, width: 393, height: 40))
        // The dashed margins include the safe area the root insets them from: 103 + 0 on top.
        #expect(result.rootLayoutMargins.top == 103)
        // The shaded unsafe region is the container less that safe area.
        #expect(result.safeAreaRect == LayoutRect(x: 0, y: 103, width: 393, height: 852 - 103 - 83))
        let svg = SVGRenderer().render(result)
        #expect(svg.contains("class=\"unsafe-area\""))
        #expect(svg.contains("852"))
    }

    @Test("an opaque navigation bar shortens the root by 59 + 44 and leaves no safe area on top")
    func opaqueBar() throws {
        let result = try ConfigurationResult.solving(
            try Self.document(ControllerContainment(navigationBar: .opaque)), configuration: try Self.configuration())
        #expect(result.containerSize == LayoutSize(width: 393, height: 852 - 103))
        #expect(result.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(result.layout["bar"]?.inRoot == LayoutRect(x: 0, y: 0, width: 393, height: 40))
    }

    @Test("without containment the picture keeps the device's safe area: the bar at 59")
    func noContainment() throws {
        let result = try ConfigurationResult.solving(try Self.document(.none), configuration: try Self.configuration())
        #expect(result.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(result.layout["bar"]?.inRoot == LayoutRect(x: 0, y: 59, width: 393, height: 40))
    }
}
