import LayoutModel
import Testing

/// Autoresizing masks: frames given in a 393×852 design (the root's recorded frame)
/// follow the root into landscape.
@Suite("LayoutEngine autoresizing masks")
struct LayoutEngineAutoresizingTests {
    static func placed(_ id: String, _ frame: LayoutRect, _ mask: AutoresizingMask) -> ViewNode {
        ViewNode(id: id, translatesAutoresizingMaskIntoConstraints: true, frame: frame, autoresizingMask: mask)
    }

    static func hierarchy(_ constraints: [String] = []) throws -> LayoutHierarchy {
        LayoutHierarchy(
            root: ViewNode(
                id: "root",
                subviews: [
                    placed("pinRight", EngineFixture.rect(273, 100, 100, 50), [.flexibleLeftMargin]),
                    placed("stretch", EngineFixture.rect(20, 100, 353, 652), [.flexibleWidth, .flexibleHeight]),
                    placed("centred", EngineFixture.rect(100, 300, 93, 40), [.flexibleLeftMargin, .flexibleRightMargin]),
                    placed("fixed", EngineFixture.rect(10, 20, 30, 40), []),
                ],
                recordedFrame: EngineFixture.rect(0, 0, 393, 852)),
            constraints: try EngineFixture.specs(constraints))
    }

    @Test("in the design size every view keeps its frame, in either direction")
    func designSize() throws {
        for direction in LayoutDirection.allCases {
            let result = try DeviceFixture.solve(Self.hierarchy(), DeviceFixture.phone, .portrait, direction)
            #expect(result["pinRight"]?.inRoot == EngineFixture.rect(273, 100, 100, 50))
            #expect(result["stretch"]?.inRoot == EngineFixture.rect(20, 100, 353, 652))
            #expect(result["centred"]?.inRoot == EngineFixture.rect(100, 300, 93, 40))
            #expect(result["fixed"]?.inRoot == EngineFixture.rect(10, 20, 30, 40))
            #expect(result.ambiguous.isEmpty && result.unsatisfiable.isEmpty)
        }
    }

    @Test("in landscape the flexible parts take the 459 points wider and 459 shorter")
    func landscape() throws {
        // Frames are physical: the direction does not mirror autoresizing.
        for direction in LayoutDirection.allCases {
            let result = try DeviceFixture.solve(Self.hierarchy(), DeviceFixture.phone, .landscape, direction)
            // Flexible left margin: 273 + 459, keeping the 20-point right margin.
            #expect(result["pinRight"]?.inRoot == EngineFixture.rect(732, 100, 100, 50))
            // Flexible width and height: 353 + 459 wide, 652 − 459 tall.
            #expect(result["stretch"]?.inRoot == EngineFixture.rect(20, 100, 812, 193))
            // Both margins flexible, 100 and 200: the left one takes a third of 459.
            #expect(result["centred"]?.inRoot == EngineFixture.rect(253, 300, 93, 40))
            #expect(result["fixed"]?.inRoot == EngineFixture.rect(10, 20, 30, 40))
        }
    }

    @Test("unequal flexible margins share the change in proportion to their sizes")
    func proportionalShares() throws {
        let hierarchy = LayoutHierarchy(root: ViewNode(
            id: "root",
            subviews: [Self.placed("v", EngineFixture.rect(50, 0, 100, 10), [.flexibleLeftMargin, .flexibleRightMargin, .flexibleWidth])],
            recordedFrame: EngineFixture.rect(0, 0, 200, 100)))
        let result = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 400, height: 100)).result()
        // Parts 50, 100, 50 of 200 share +200 as 50, 100, 50.
        #expect(result["v"]?.inRoot == EngineFixture.rect(100, 0, 200, 10))
    }

    /// Interface Builder never records a negative size, but a damaged or hand-edited file
    /// may; the solve refused it as invalid geometry naming no file or line. UIKit's
    /// autoresizing is plain arithmetic on the design frame: the fixed bottom margin is
    /// −10 − 20 = −30, so at 100 points tall the flexible height is 100 + 30 = 130.
    @Test("a design frame with a negative height keeps its margins as UIKit's arithmetic does")
    func negativeDesignHeight() throws {
        let hierarchy = LayoutHierarchy(root: ViewNode(
            id: "root", subviews: [Self.placed("v", EngineFixture.rect(0, 0, 50, 20), [.flexibleHeight])],
            recordedFrame: EngineFixture.rect(0, 0, 200, -10)))
        let result = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 200, height: 100)).result()
        #expect(result["v"]?.inRoot == EngineFixture.rect(0, 0, 50, 130))
    }

    @Test("a nested autoresizing view follows its autoresizing superview's frame as the design size")
    func nested() throws {
        let inner = Self.placed("inner", EngineFixture.rect(0, 0, 50, 10), [.flexibleWidth])
        var outer = Self.placed("outer", EngineFixture.rect(0, 0, 100, 20), [.flexibleWidth])
        outer.subviews = [inner]
        let hierarchy = LayoutHierarchy(root: ViewNode(id: "root", subviews: [outer], recordedFrame: EngineFixture.rect(0, 0, 100, 100)))
        let result = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 300, height: 100)).result()
        #expect(result["outer"]?.inRoot == EngineFixture.rect(0, 0, 300, 20))
        #expect(result["inner"]?.inRoot == EngineFixture.rect(0, 0, 250, 10))
    }

    @Test("conflicts print the mask as UIKit does: h=&-- for a flexible left margin, the share of the superview")
    func printedMask() throws {
        let result = try DeviceFixture.solve(
            Self.hierarchy(["pinRight.width == 120", "pinRight.leading == root.leading + 5"]), DeviceFixture.phone)
        #expect(result.unsatisfiable.count == 2)
        // The root's `leading` is installed before the view's own `width` (each view's
        // constraints before its subviews'), so its conflict comes first.
        let width = try #require(result.unsatisfiable.last)
        #expect(width.constraints.first?.uikitDescription.hasSuffix(
            " h=&-- v=--& UIView:0x7fa000000200.width == 100   (active)>") == true)
        let position = try #require(result.unsatisfiable.first)
        // The conflict also holds the window's width pin, which the position follows.
        #expect(position.constraints.count == 3)
        #expect(position.constraints.contains { $0.uikitDescription.hasSuffix(
            " h=&-- v=--& UIView:0x7fa000000200.minX == UIView:0x7fa000000100.width - 120   (active)>") })
        #expect(position.constraints.contains { $0.uikitDescription.hasSuffix(
            " h=-&- v=-&- UIView:0x7fa000000100.width == 393   (active)>") })
        let fixed = try DeviceFixture.solve(Self.hierarchy(["fixed.height == 41"]), DeviceFixture.phone)
        #expect(fixed.unsatisfiable.first?.constraints.first?.uikitDescription.hasSuffix(
            " h=--& v=--& UIView:0x7fa000000500.height == 40   (active)>") == true)
    }

    /// facts/diagnostics.md §2 and public logs: a position pinned to the superview's
    /// origin prints `minX == 0   (active, names: '|':… )`.
    @Test("a fixed position names its superview as '|'")
    func fixedPositionNamesTheSuperview() throws {
        let view = ViewNode(
            id: "v", translatesAutoresizingMaskIntoConstraints: true, frame: EngineFixture.rect(12, 30, 50, 20))
        let hierarchy = try EngineFixture.hierarchy([view], ["v.leading == root.leading + 20"])
        let result = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 300, height: 100)).result()
        let conflict = try #require(result.unsatisfiable.first)
        #expect(conflict.constraints.contains { $0.uikitDescription.hasSuffix(
            " h=--& v=--& UIView:0x7fa000000200.minX == 12   (active, names: '|':UIView:0x7fa000000100 )>") })
    }

    /// UIKit's engine keeps every layout item's width and height at 0 or more, a view
    /// placed by its mask too (the restriction belongs to the size variables, FIDELITY.md,
    /// tenth semantics audit). A flexible width with 20-point margins fixed on both sides
    /// of a 100-point design needs −10 in a 30-point window: the mask's width constraint
    /// cannot hold with the window's, a conflict of UIKit's constraints alone, and breaks;
    /// the view is 0 wide at its fixed left margin. It was −10 wide, with no conflict.
    @Test("a mask that would make a view negative is a conflict, and the view is 0 wide")
    func negativeMaskedSize() throws {
        let hierarchy = LayoutHierarchy(root: ViewNode(
            id: "root", subviews: [Self.placed("v", EngineFixture.rect(20, 10, 60, 30), [.flexibleWidth])],
            recordedFrame: EngineFixture.rect(0, 0, 100, 100)))
        let narrow = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 30, height: 100)).result()
        #expect(narrow["v"]?.inRoot == EngineFixture.rect(20, 10, 0, 30))
        let conflict = try #require(narrow.unsatisfiable.first)
        #expect(narrow.unsatisfiable.count == 1)
        #expect(conflict.constraints.count == 2)
        #expect(conflict.constraints.first?.uikitDescription.hasSuffix(
            " h=-&- v=-&- UIView:0x7fa000000100.width == 30   (active)>") == true)
        #expect(conflict.broken.uikitDescription.hasSuffix(
            " h=-&- v=--& UIView:0x7fa000000200.width == UIView:0x7fa000000100.width - 40   (active)>"))
        // At exactly its margins the view is 0 wide and nothing conflicts.
        let exact = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 40, height: 100)).result()
        #expect(exact["v"]?.inRoot == EngineFixture.rect(20, 10, 0, 30))
        #expect(exact.unsatisfiable.isEmpty)
    }
}
