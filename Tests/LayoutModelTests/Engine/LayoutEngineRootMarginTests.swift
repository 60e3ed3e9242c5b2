import LayoutModel
import Testing

/// The root as a view controller's view, fixed margins and preserved superview margins,
/// on a compact iPhone (both orientations) and a regular iPad, in both directions.
@Suite("LayoutEngine root and margins")
struct LayoutEngineRootMarginTests {
    /// A 100×50 view at the root's leading and top margins.
    static func atMargins(root: ViewNode = ViewNode(id: "root")) throws -> LayoutHierarchy {
        var root = root
        root.subviews = [ViewNode(id: "v")]
        return LayoutHierarchy(root: root, constraints: try EngineFixture.specs([
            "v.leading == root.leadingMargin", "v.top == root.topMargin", "v.width == 100", "v.height == 50",
        ]))
    }

    @Test("iPhone 15 Pro portrait: margins 16 on the sides, the safe area's 59 on top")
    func phonePortrait() throws {
        let ltr = try DeviceFixture.solve(Self.atMargins(), DeviceFixture.phone, .portrait, .leftToRight)
        #expect(ltr["v"]?.inRoot == EngineFixture.rect(16, 59, 100, 50))
        #expect(ltr["root"]?.inRoot == EngineFixture.rect(0, 0, 393, 852))
        let rtl = try DeviceFixture.solve(Self.atMargins(), DeviceFixture.phone, .portrait, .rightToLeft)
        // 393 − 16 − 100.
        #expect(rtl["v"]?.inRoot == EngineFixture.rect(277, 59, 100, 50))
    }

    @Test("iPhone 15 Pro landscape: 59 of safe area plus 16 = the measured 75; no top margin")
    func phoneLandscape() throws {
        let ltr = try DeviceFixture.solve(Self.atMargins(), DeviceFixture.phone, .landscape, .leftToRight)
        #expect(ltr["v"]?.inRoot == EngineFixture.rect(75, 0, 100, 50))
        let rtl = try DeviceFixture.solve(Self.atMargins(), DeviceFixture.phone, .landscape, .rightToLeft)
        // 852 − 75 − 100.
        #expect(rtl["v"]?.inRoot == EngineFixture.rect(677, 0, 100, 50))
    }

    @Test("11-inch iPad Pro portrait: regular width, 20 on the sides, 24 on top")
    func padPortrait() throws {
        let ltr = try DeviceFixture.solve(Self.atMargins(), DeviceFixture.pad, .portrait, .leftToRight)
        #expect(ltr["v"]?.inRoot == EngineFixture.rect(20, 24, 100, 50))
        let rtl = try DeviceFixture.solve(Self.atMargins(), DeviceFixture.pad, .portrait, .rightToLeft)
        #expect(rtl["v"]?.inRoot == EngineFixture.rect(714, 24, 100, 50))
    }

    @Test("iPad Split View one third in landscape: 375 wide, compact, 16 by the size-class rule")
    func padSplit() throws {
        let ltr = try DeviceFixture.solve(Self.atMargins(), DeviceFixture.pad, .landscape, .leftToRight, multitasking: .third)
        #expect(ltr["root"]?.inRoot == EngineFixture.rect(0, 0, 375, 834))
        #expect(ltr["v"]?.inRoot == EngineFixture.rect(16, 24, 100, 50))
        let rtl = try DeviceFixture.solve(Self.atMargins(), DeviceFixture.pad, .landscape, .rightToLeft, multitasking: .third)
        #expect(rtl["v"]?.inRoot == EngineFixture.rect(259, 24, 100, 50))
    }

    @Test("the root's own margins count where they exceed the system minimum, edge by edge")
    func ownRootMargins() throws {
        let root = ViewNode(id: "root", layoutMargins: .directional(DirectionalInsets(top: 10, leading: 30, bottom: 0, trailing: 4)))
        let hierarchy = try Self.atMargins(root: root)
        let ltr = try DeviceFixture.solve(hierarchy, DeviceFixture.phone)
        // leading max(30, 16) = 30; top max(10, 0) + 59.
        #expect(ltr["v"]?.inRoot == EngineFixture.rect(30, 69, 100, 50))
        let rtl = try DeviceFixture.solve(hierarchy, DeviceFixture.phone, .portrait, .rightToLeft)
        #expect(rtl["v"]?.inRoot == EngineFixture.rect(263, 69, 100, 50))
        // Without respecting the minimum the own 30 still holds; trailing 4 would too.
        var configuration = try DeviceFixture.configuration(DeviceFixture.phone)
        let relaxed = ViewControllerRoot(
            systemMinimumLayoutMargins: configuration.systemMinimumLayoutMargins,
            viewRespectsSystemMinimumLayoutMargins: false)
        let trailing = LayoutHierarchy(
            root: ViewNode(id: "root", subviews: [ViewNode(id: "v")], layoutMargins: root.layoutMargins),
            constraints: try EngineFixture.specs([
                "v.trailing == root.trailingMargin", "v.top == root.topMargin", "v.width == 100", "v.height == 50",
            ]))
        configuration = try DeviceFixture.configuration(DeviceFixture.phone)
        let result = try LayoutEngine(
            hierarchy: trailing, containerSize: configuration.containerSize, safeAreaInsets: configuration.safeAreaInsets,
            viewController: relaxed
        ).result()
        // 393 − 4 − 100.
        #expect(result["v"]?.inRoot == EngineFixture.rect(289, 69, 100, 50))
    }

    @Test("the trait-collection initialiser takes direction, scale and the size-class minimum")
    func traitInitialiser() throws {
        let hierarchy = LayoutHierarchy(
            root: ViewNode(id: "root", subviews: [ViewNode(id: "v")]),
            constraints: try EngineFixture.specs([
                "v.leading == root.leadingMargin", "v.top == root.topMargin", "v.width == 100.25", "v.height == 50",
            ]))
        let traits = TraitCollection(widthClass: .regular, heightClass: .regular, direction: .rightToLeft, displayScale: 2, idiom: .pad)
        let engine = try LayoutEngine(hierarchy: hierarchy, traits: traits, containerSize: LayoutSize(width: 375, height: 667))
        #expect(engine.direction == .rightToLeft && engine.scale == 2)
        // x = 375 − 20 − 100.25 = 254.75: both edges to the half point, 255 and 355.
        #expect(engine.result()["v"]?.inRoot == EngineFixture.rect(255, 0, 100, 50))
        let ltrTraits = TraitCollection(widthClass: .compact, direction: .leftToRight, displayScale: 3)
        let ltr = try LayoutEngine(hierarchy: hierarchy, traits: ltrTraits, containerSize: LayoutSize(width: 375, height: 667))
        // 16 + 100.25 = 116.25 → 116.333… on the @3x grid.
        let frame = try #require(ltr.result()["v"]?.inRoot)
        #expect(frame.x == 16 && abs(frame.maxX - 349.0 / 3) < 1e-9)
    }

    /// A box on the safe area with fixed (left/right) or directional margins and a child
    /// pinned to the box's leading and trailing margins.
    static func boxWithMargins(_ margins: LayoutMargins) throws -> LayoutHierarchy {
        LayoutHierarchy(
            root: ViewNode(id: "root", subviews: [ViewNode(id: "box", subviews: [ViewNode(id: "child")], layoutMargins: margins)]),
            constraints: try EngineFixture.specs([
                "box.top == root.safeArea.top", "box.bottom == root.safeArea.bottom",
                "box.leading == root.leading", "box.trailing == root.trailing",
                "child.leading == box.leadingMargin", "child.trailing == box.trailingMargin",
                "child.top == box.topMargin", "child.height == 10",
            ]))
    }

    @Test("fixed layoutMargins stay on their physical sides under right-to-left; directional ones swap")
    func fixedMargins() throws {
        let fixed = try Self.boxWithMargins(.fixed(EdgeInsets(top: 8, left: 30, bottom: 8, right: 5)))
        for orientation in Orientation.allCases {
            let width = orientation == .portrait ? 393.0 : 852
            // Landscape: the box spans the root, its safe area is 59 on each side, added.
            let side = orientation == .portrait ? 0.0 : 59
            let top = orientation == .portrait ? 59.0 : 0
            for direction in LayoutDirection.allCases {
                let result = try DeviceFixture.solve(fixed, DeviceFixture.phone, orientation, direction)
                #expect(result["child"]?.inRoot == EngineFixture.rect(
                    side + 30, top + 8, width - 2 * side - 35, 10), "\(orientation) \(direction)")
            }
        }
        let directional = try Self.boxWithMargins(.directional(DirectionalInsets(top: 8, leading: 30, bottom: 8, trailing: 5)))
        let rtl = try DeviceFixture.solve(directional, DeviceFixture.phone, .portrait, .rightToLeft)
        #expect(rtl["child"]?.inRoot == EngineFixture.rect(5, 67, 358, 10))
    }

    /// A card 4 points in from the root's leading edge, flush with its trailing edge,
    /// whose child sits on the card's margins.
    static func card(preserves: Bool) throws -> LayoutHierarchy {
        LayoutHierarchy(
            root: ViewNode(id: "root", subviews: [
                ViewNode(id: "card", subviews: [ViewNode(id: "child")], preservesSuperviewLayoutMargins: preserves),
            ]),
            constraints: try EngineFixture.specs([
                "card.leading == root.leading + 4", "card.trailing == root.trailing",
                "card.top == root.safeArea.top", "card.height == 100",
                "child.leading == card.leadingMargin", "child.trailing == card.trailingMargin",
                "child.top == card.topMargin", "child.height == 10",
            ]))
    }

    @Test("preservesSuperviewLayoutMargins lines the child up with the root's 16-point margins")
    func preservedMargins() throws {
        // Card margin on the 4-point side: max(8, 16 − 4) = 12; on the flush side max(8, 16) = 16.
        // Top: max(8, 59 − 59) = 8. The child lands on the root's margins either way round.
        for direction in LayoutDirection.allCases {
            let result = try DeviceFixture.solve(Self.card(preserves: true), DeviceFixture.phone, .portrait, direction)
            #expect(result["child"]?.inRoot == EngineFixture.rect(16, 67, 361, 10), "\(direction)")
        }
        let plain = try DeviceFixture.solve(Self.card(preserves: false), DeviceFixture.phone)
        #expect(plain["child"]?.inRoot == EngineFixture.rect(12, 67, 373, 10))
        let plainRTL = try DeviceFixture.solve(Self.card(preserves: false), DeviceFixture.phone, .portrait, .rightToLeft)
        #expect(plainRTL["child"]?.inRoot == EngineFixture.rect(8, 67, 373, 10))
    }

    @Test("preserved margins on the iPad (20) and in iPhone landscape (75 = 59 + 16)")
    func preservedMarginsElsewhere() throws {
        let pad = try DeviceFixture.solve(Self.card(preserves: true), DeviceFixture.pad, .portrait, .rightToLeft)
        // Card 0…830 in RTL; margins left max(8, 20) = 20, right max(8, 20 − 4) = 16.
        #expect(pad["child"]?.inRoot == EngineFixture.rect(20, 32, 794, 10))
        let landscape = try DeviceFixture.solve(Self.card(preserves: true), DeviceFixture.phone, .landscape, .leftToRight)
        // The card's own margins include its safe-area insets, 8 + 55 and 8 + 59, still under
        // the preserved 75 − 4 and 75.
        #expect(landscape["child"]?.inRoot == EngineFixture.rect(75, 8, 702, 10))
    }
}
