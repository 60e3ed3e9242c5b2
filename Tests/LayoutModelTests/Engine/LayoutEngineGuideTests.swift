import LayoutModel
import Testing

/// The readable content guide, the legacy layout guides and pixel rounding.
@Suite("LayoutEngine guides and rounding")
struct LayoutEngineGuideTests {
    /// A 100-wide view at the readable guide's leading edge and one spanning the guide.
    static func readable() throws -> LayoutHierarchy {
        LayoutHierarchy(
            root: ViewNode(id: "root", subviews: [ViewNode(id: "v"), ViewNode(id: "span")]),
            constraints: try EngineFixture.specs([
                "v.leading == root.readableContent.leading", "v.top == root.readableContent.top",
                "v.width == 100", "v.height == 10",
                "span.leading == root.readableContent.leading", "span.trailing == root.readableContent.trailing",
                "span.top == v.bottom", "span.height == 10",
            ]))
    }

    @Test("iPad landscape: margins 1154 wide, the guide is 672 centred in them")
    func padLandscape() throws {
        let ltr = try DeviceFixture.solve(Self.readable(), DeviceFixture.pad, .landscape, .leftToRight)
        // (1194 − 40 − 672) / 2 = 241 inside the 20-point margin.
        #expect(ltr["span"]?.inRoot == EngineFixture.rect(261, 34, 672, 10))
        #expect(ltr["v"]?.inRoot == EngineFixture.rect(261, 24, 100, 10))
        let rtl = try DeviceFixture.solve(Self.readable(), DeviceFixture.pad, .landscape, .rightToLeft)
        #expect(rtl["span"]?.inRoot == EngineFixture.rect(261, 34, 672, 10))
        // 261 + 672 − 100.
        #expect(rtl["v"]?.inRoot == EngineFixture.rect(833, 24, 100, 10))
    }

    /// facts/uikit-defaults.md §5 (useyourloaf): an iPad Air 2 in landscape, 1024 wide at
    /// the default text size, margins 20, the guide 672 wide and inset 176 from each edge.
    @Test("9.7-inch iPad landscape: the guide is 672 wide, 176 from each edge (the facts' measurement)")
    func ipadAir2Landscape() throws {
        for direction in LayoutDirection.allCases {
            let result = try DeviceFixture.solve(Self.readable(), "ipad-9.7inch", .landscape, direction)
            #expect(result["span"]?.inRoot == EngineFixture.rect(176, 30, 672, 10), "\(direction)")
        }
    }

    @Test("the readable width follows the content size: 560 at extraSmall, 768 at accessibility sizes")
    func contentSize() throws {
        let small = try DeviceFixture.solve(Self.readable(), DeviceFixture.pad, .landscape, contentSize: .extraSmall)
        #expect(small["span"]?.inRoot == EngineFixture.rect(317, 34, 560, 10))
        let large = try DeviceFixture.solve(
            Self.readable(), DeviceFixture.pad, .portrait, .rightToLeft, contentSize: .accessibilityExtraLarge)
        // Portrait: margins 794 wide; (794 − 768) / 2 = 13.
        #expect(large["span"]?.inRoot == EngineFixture.rect(33, 34, 768, 10))
        #expect(large["v"]?.inRoot == EngineFixture.rect(701, 24, 100, 10))
    }

    @Test("iPhone: the guide is the margins guide in portrait and capped at 672 in landscape")
    func phone() throws {
        let portrait = try DeviceFixture.solve(Self.readable(), DeviceFixture.phone, .portrait, .rightToLeft)
        #expect(portrait["span"]?.inRoot == EngineFixture.rect(16, 69, 361, 10))
        #expect(portrait["v"]?.inRoot == EngineFixture.rect(277, 59, 100, 10))
        let landscape = try DeviceFixture.solve(Self.readable(), DeviceFixture.phone, .landscape, .leftToRight)
        // Margins 75 each side: 702 wide, 15 more each side for 672.
        #expect(landscape["span"]?.inRoot == EngineFixture.rect(90, 10, 672, 10))
        let landscapeRTL = try DeviceFixture.solve(Self.readable(), DeviceFixture.phone, .landscape, .rightToLeft)
        #expect(landscapeRTL["v"]?.inRoot == EngineFixture.rect(662, 0, 100, 10))
    }

    @Test("a subview's readable guide is capped by its own margins' width")
    func subviewReadable() throws {
        let hierarchy = LayoutHierarchy(
            root: ViewNode(id: "root", subviews: [ViewNode(id: "panel", subviews: [ViewNode(id: "text")])]),
            constraints: try EngineFixture.specs([
                "panel.leading == root.leading", "panel.top == root.top", "panel.width == 800", "panel.height == 100",
                "text.leading == panel.readableContent.leading", "text.trailing == panel.readableContent.trailing",
                "text.top == panel.readableContent.top", "text.height == 10",
            ]))
        let result = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 1000, height: 500)).result()
        // Panel margins 8: 784 wide; (784 − 672) / 2 = 56.
        #expect(result["text"]?.inRoot == EngineFixture.rect(64, 8, 672, 10))
    }

    /// Views on the legacy guides: under the top guide, above the bottom guide, and one as
    /// tall as the top guide.
    static func legacy() throws -> LayoutHierarchy {
        LayoutHierarchy(
            root: ViewNode(id: "root", subviews: [ViewNode(id: "top"), ViewNode(id: "bottom"), ViewNode(id: "bar")]),
            constraints: try EngineFixture.specs([
                "top.top == root.topLayoutGuide.bottom", "top.leading == root.leading", "top.width == 10", "top.height == 10",
                "bottom.bottom == root.bottomLayoutGuide.top", "bottom.leading == root.leading",
                "bottom.width == 10", "bottom.height == 10",
                "bar.top == root.top", "bar.height == root.topLayoutGuide.height",
                "bar.trailing == root.trailing", "bar.width == 20",
            ]))
    }

    @Test("topLayoutGuide and bottomLayoutGuide are the strips outside the safe area")
    func legacyGuides() throws {
        let portrait = try DeviceFixture.solve(Self.legacy(), DeviceFixture.phone, .portrait, .rightToLeft)
        #expect(portrait["top"]?.inRoot == EngineFixture.rect(383, 59, 10, 10))
        // 852 − 34 − 10.
        #expect(portrait["bottom"]?.inRoot == EngineFixture.rect(383, 808, 10, 10))
        #expect(portrait["bar"]?.inRoot == EngineFixture.rect(0, 0, 20, 59))
        let landscape = try DeviceFixture.solve(Self.legacy(), DeviceFixture.phone, .landscape, .leftToRight)
        #expect(landscape["top"]?.inRoot == EngineFixture.rect(0, 0, 10, 10))
        #expect(landscape["bottom"]?.inRoot == EngineFixture.rect(0, 362, 10, 10))
        #expect(landscape["bar"]?.inRoot.height == 0)
        let pad = try DeviceFixture.solve(Self.legacy(), DeviceFixture.pad, .portrait, .leftToRight)
        #expect(pad["top"]?.inRoot.y == 24)
        #expect(pad["bottom"]?.inRoot.y == 1164)
    }

    @Test("the legacy guides have no horizontal anchors and belong to the root only")
    func legacyErrors() throws {
        let sideways = try EngineFixture.hierarchy([ViewNode(id: "a")], ["a.leading == root.topLayoutGuide.leading"])
        #expect(throws: LayoutEngineError.attributeNotOnGuide(
            constraint: "a.leading == root.topLayoutGuide.leading", item: "root.topLayoutGuide", attribute: .leading)
        ) {
            try LayoutEngine(hierarchy: sideways, containerSize: LayoutSize(width: 100, height: 100))
        }
        let nested = try EngineFixture.hierarchy([ViewNode(id: "a")], ["a.top == a.bottomLayoutGuide.top"])
        #expect(throws: LayoutEngineError.unsupportedGuide(
            constraint: "a.top == a.bottomLayoutGuide.top", item: "a", guide: .bottomLayoutGuide)
        ) {
            try LayoutEngine(hierarchy: nested, containerSize: LayoutSize(width: 100, height: 100))
        }
        #expect(!BuiltInGuide.allCases.contains(.topLayoutGuide))
        #expect(BuiltInGuide(rawValue: "topLayoutGuide") == .topLayoutGuide)
    }

    @Test("frames are rounded in the superview's coordinates, then placed at its rounded origin")
    func roundingPerSuperview() throws {
        let hierarchy = try EngineFixture.hierarchy(
            [ViewNode(id: "box", subviews: [ViewNode(id: "child")])],
            [
                "box.left == root.left + 10.25", "box.top == root.top + 0.75", "box.width == 50", "box.height == 50",
                "child.left == box.left + 0.25", "child.top == box.top + 0.25",
                "child.width == 10.5", "child.height == 10",
            ])
        let result = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 100, height: 100), scale: 2)
            .result()
        // box: 10.25 → 10.5 (halves away from zero on the @2x grid), 0.75 → 1.
        #expect(result["box"]?.inRoot == EngineFixture.rect(10.5, 1, 50, 50))
        // child in box: 0.25 → 0.5 on both axes; in the root, at the box's rounded origin.
        #expect(result["child"]?.inSuperview == EngineFixture.rect(0.5, 0.5, 10.5, 10))
        #expect(result["child"]?.inRoot == EngineFixture.rect(11, 1.5, 10.5, 10))
    }
}

@Suite("LayoutEngine resizing on devices")
struct LayoutEngineDeviceResizeTests {
    @Test("rotating a device re-solves to what a fresh engine gives, readable guide and root margins included")
    func rotate() throws {
        let hierarchy = try LayoutEngineGuideTests.readable()
        for device in [DeviceFixture.phone, DeviceFixture.pad] {
            for direction in LayoutDirection.allCases {
                let portrait = try DeviceFixture.configuration(device, .portrait, direction)
                let landscape = try DeviceFixture.configuration(device, .landscape, direction)
                var engine = try LayoutEngine(hierarchy: hierarchy, configuration: portrait)
                try engine.resize(to: landscape.containerSize, safeArea: landscape.safeAreaInsets)
                let fresh = try LayoutEngine(
                    hierarchy: hierarchy, containerSize: landscape.containerSize, safeAreaInsets: landscape.safeAreaInsets,
                    direction: direction, scale: landscape.device.scale, viewController: portrait.viewControllerRoot)
                #expect(engine.result() == fresh.result(), "\(device) \(direction)")
            }
        }
        // The phone's readable guide in landscape, after rotating: 90 = 59 + 16 + 15.
        var phone = try LayoutEngine(hierarchy: hierarchy, configuration: DeviceFixture.configuration(DeviceFixture.phone))
        let landscape = try DeviceFixture.configuration(DeviceFixture.phone, .landscape)
        try phone.resize(to: landscape.containerSize, safeArea: landscape.safeAreaInsets)
        #expect(phone.result()["span"]?.inRoot == EngineFixture.rect(90, 10, 672, 10))
    }
}
