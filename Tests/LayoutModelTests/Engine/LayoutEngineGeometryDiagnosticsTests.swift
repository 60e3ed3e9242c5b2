import LayoutModel
import Testing

/// Misplaced, clipped, off-screen, unsafe and overlapping views on iPhone 15 Pro.
@Suite("LayoutEngine geometry diagnostics")
struct LayoutEngineGeometryDiagnosticsTests {
    static func screen(recordedY: Double = 258.4) throws -> LayoutHierarchy {
        LayoutHierarchy(
            root: ViewNode(id: "root", subviews: [
                ViewNode(id: "bg"),
                ViewNode(id: "header", subviews: [ViewNode(id: "clip")]),
                ViewNode(id: "off"),
                ViewNode(id: "mis", recordedFrame: EngineFixture.rect(16, recordedY, 100, 40)),
                ViewNode(id: "ghost", isHidden: true),
            ]),
            constraints: try EngineFixture.specs([
                "bg.top == root.top", "bg.bottom == root.bottom", "bg.leading == root.leading", "bg.trailing == root.trailing",
                "header.top == root.top", "header.leading == root.leading", "header.trailing == root.trailing",
                "header.height == 100",
                "clip.top == header.bottom - 10", "clip.leading == header.leading", "clip.width == 50", "clip.height == 30",
                "off.leading == root.trailing + 10", "off.top == root.safeArea.top", "off.width == 20", "off.height == 20",
                "mis.leading == root.leadingMargin", "mis.top == root.safeArea.top + 200", "mis.width == 100",
                "mis.height == 40",
                "ghost.top == root.top", "ghost.leading == root.leading", "ghost.width == 50", "ghost.height == 50",
            ]))
    }

    @Test("left to right: each kind in order, hidden views, backgrounds and containers left out of the safe-area check")
    func leftToRight() throws {
        let result = try DeviceFixture.solve(Self.screen(), DeviceFixture.phone, .portrait, .leftToRight)
        let root = EngineFixture.rect(0, 0, 393, 852)
        #expect(result.diagnostics == [
            .outsideSuperview(view: "clip", frame: EngineFixture.rect(0, 90, 50, 30), superviewBounds: EngineFixture.rect(0, 0, 393, 100)),
            .entirelyOutsideSuperview(view: "off", superview: "root", frame: EngineFixture.rect(403, 59, 20, 20), superviewBounds: root),
            .overlappingSiblings(first: "bg", second: "header", intersection: EngineFixture.rect(0, 0, 393, 100)),
            .overlappingSiblings(first: "bg", second: "mis", intersection: EngineFixture.rect(16, 259, 100, 40)),
            .misplaced(view: "mis", frame: EngineFixture.rect(16, 259, 100, 40), recordedFrame: EngineFixture.rect(16, 258.4, 100, 40)),
        ])
    }

    @Test("right to left: the same findings at the mirrored places; recorded frames are not compared")
    func rightToLeft() throws {
        let result = try DeviceFixture.solve(Self.screen(recordedY: 259.4), DeviceFixture.phone, .portrait, .rightToLeft)
        let root = EngineFixture.rect(0, 0, 393, 852)
        // 16 recorded, 277 solved: the recording is of the left-to-right canvas, so it
        // says nothing about this configuration.
        #expect(result.diagnostics == [
            .outsideSuperview(view: "clip", frame: EngineFixture.rect(343, 90, 50, 30), superviewBounds: EngineFixture.rect(0, 0, 393, 100)),
            .entirelyOutsideSuperview(view: "off", superview: "root", frame: EngineFixture.rect(-30, 59, 20, 20), superviewBounds: root),
            .overlappingSiblings(first: "bg", second: "header", intersection: EngineFixture.rect(0, 0, 393, 100)),
            .overlappingSiblings(first: "bg", second: "mis", intersection: EngineFixture.rect(277, 259, 100, 40)),
        ])
    }

    @Test("recorded frames are compared only at the root's recorded size")
    func recordedCanvas() throws {
        let designed = try Self.screen(recordedY: 200)
        var root = designed.root
        root.recordedFrame = EngineFixture.rect(0, 0, 393, 852)
        let screen = LayoutHierarchy(root: root, guides: designed.guides, constraints: designed.constraints)
        let atCanvas = try DeviceFixture.solve(screen, DeviceFixture.phone, .portrait, .leftToRight)
        #expect(atCanvas.diagnostics.contains(
            .misplaced(view: "mis", frame: EngineFixture.rect(16, 259, 100, 40), recordedFrame: EngineFixture.rect(16, 200, 100, 40))))
        let turned = try DeviceFixture.solve(screen, DeviceFixture.phone, .landscape, .leftToRight)
        #expect(!turned.diagnostics.contains { $0.kind == "misplaced" })
        let resized = try LayoutEngine(hierarchy: screen, containerSize: LayoutSize(width: 393, height: 800)).result()
        #expect(!resized.diagnostics.contains { $0.kind == "misplaced" })
    }

    @Test("within half a point of the recorded frame is not misplaced; no safe area, no unsafe views")
    func thresholds() throws {
        let result = try DeviceFixture.solve(Self.screen(recordedY: 258.6), DeviceFixture.phone)
        #expect(!result.diagnostics.contains { $0.kind == "misplaced" })
        let plain = try LayoutEngine(hierarchy: Self.screen(), containerSize: LayoutSize(width: 393, height: 852)).result()
        #expect(!plain.diagnostics.contains { $0.kind == "outsideSafeArea" })
    }

    @Test("iPad landscape: an image under the status bar is outside the safe area; touching siblings do not overlap")
    func pad() throws {
        let hierarchy = LayoutHierarchy(
            root: ViewNode(id: "root", subviews: [ViewNode(id: "sidebar", className: "UIImageView"), ViewNode(id: "content")]),
            constraints: try EngineFixture.specs([
                "sidebar.top == root.top", "sidebar.bottom == root.bottom", "sidebar.leading == root.leading",
                "sidebar.width == 320",
                "content.top == root.safeArea.top", "content.bottom == root.safeArea.bottom",
                "content.leading == sidebar.trailing", "content.trailing == root.trailing",
            ]))
        for direction in LayoutDirection.allCases {
            let result = try DeviceFixture.solve(hierarchy, DeviceFixture.pad, .landscape, direction)
            let x = direction == .leftToRight ? 0.0 : 874
            #expect(result.diagnostics == [
                .outsideSafeArea(view: "sidebar", frame: EngineFixture.rect(x, 0, 320, 834), safeArea: EngineFixture.rect(0, 24, 1194, 790)),
            ], "\(direction)")
        }
    }

    @Test("content under the status bar is reported; the containers and plain views around it are not")
    func contentVersusContainers() throws {
        let hierarchy = LayoutHierarchy(
            root: ViewNode(id: "root", subviews: [
                ViewNode(id: "bar", subviews: [ViewNode(id: "title", className: "UILabel", intrinsicContentSize: IntrinsicContentSize(width: 80, height: 20))]),
                ViewNode(id: "line"),
            ]),
            constraints: try EngineFixture.specs([
                "bar.top == root.top", "bar.leading == root.leading", "bar.trailing == root.trailing", "bar.height == 100",
                "title.top == bar.top + 30", "title.centerX == bar.centerX",
                "line.top == root.top", "line.leading == root.leading", "line.width == 1", "line.height == 852",
            ]))
        let result = try DeviceFixture.solve(hierarchy, DeviceFixture.phone, .portrait, .leftToRight)
        // The status bar strip is 59 high: the label at y 30…50 is in it; the bar (a
        // container) and the line (a plain view) are full-bleed by design.
        #expect(result.diagnostics.filter { $0.kind == "outsideSafeArea" }.map(\.views) == [["title"]])
    }

    @Test("machine-readable form: stable keys and bytes; messages in Xcode's words")
    func json() throws {
        let misplaced = LayoutDiagnostic.misplaced(
            view: "mis", frame: EngineFixture.rect(16, 259, 100, 40), recordedFrame: EngineFixture.rect(16, 258.4, 100, 40))
        #expect(misplaced.message == "Frame for \"mis\" will be different at run time.")
        #expect(DiagnosticValue.object(misplaced.jsonObject).text == #"{"frame":{"height":40,"width":100,"x":16,"y":259},"#
            + #""kind":"misplaced","message":"Frame for \"mis\" will be different at run time.","#
            + #""recordedFrame":{"height":40,"width":100,"x":16,"y":258.4},"views":["mis"]}"#)
        let overlap = LayoutDiagnostic.overlappingSiblings(first: "a", second: "b", intersection: EngineFixture.rect(1, 2, 3, 4))
        #expect(Set(overlap.jsonObject.keys) == ["kind", "views", "message", "intersection"])
        #expect(overlap.jsonObject["views"] == .array([.string("a"), .string("b")]))
        #expect(overlap.kind == "overlappingSiblings")
    }

    @Test("a conflict's JSON names the constraints by id and identifier; ambiguity in Xcode's words")
    func conflictJSON() throws {
        var specs = try EngineFixture.specs([
            "v.leading == root.leading", "v.top == root.top", "v.height == 20", "v.width == 100", "v.width == 200",
            "w.width == 10", "w.height == 10", "w.top == root.top",
        ])
        specs[3].id = "narrow"
        specs[4].identifier = "tooWide"
        let hierarchy = LayoutHierarchy(root: ViewNode(id: "root", subviews: [ViewNode(id: "v"), ViewNode(id: "w")]), constraints: specs)
        let result = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 375, height: 667)).result()
        let conflict = try #require(result.diagnostics.first)
        let object = conflict.jsonObject
        #expect(object["kind"] == .string("unsatisfiable"))
        #expect(object["views"] == .array([.string("v")]))
        guard case .array(let constraints)? = object["constraints"], case .object(let first) = constraints.first,
            case .object(let broken)? = object["broken"]
        else {
            Issue.record("no constraints in \(object)")
            return
        }
        #expect(first["id"] == .string("narrow"))
        #expect(broken["identifier"] == .string("tooWide"))
        #expect(broken["description"] == .string(
            "<NSLayoutConstraint:0x600000010140 'tooWide' UIView:0x7fa000000200.width == 200   (active)>"))
        let ambiguous = try #require(result.diagnostics.first { $0.kind == "ambiguous" })
        #expect(ambiguous.message == "Horizontal position is ambiguous for \"w\".")
        #expect(ambiguous.views == ["w"])
    }

    /// On a @3x phone, `box` starts 10.2 below the safe area (y 69.2, rounded to 69⅓) and
    /// ends with `inner`, 31.9 + 20⅓ = 52.2333 lower (121.4333, rounded to 121⅓): 52
    /// high. Inside it `inner` is rounded on its own, from 31.9 to 32 and from 52.2333 to
    /// 52⅓, one pixel past the box it is pinned to. That pixel is rounding, not clipping;
    /// `past`, pinned a point below its box's bottom, is clipped.
    @Test("a subview one rounding pixel past the superview it is pinned to is not clipped; a point past is")
    func roundingPixelIsNotClipping() throws {
        let hierarchy = LayoutHierarchy(
            root: ViewNode(id: "root", subviews: [
                ViewNode(id: "box", subviews: [ViewNode(id: "inner")]),
                ViewNode(id: "other", subviews: [ViewNode(id: "past")]),
            ]),
            constraints: try EngineFixture.specs([
                "box.top == root.safeArea.top + 10.2", "box.leading == root.leading", "box.width == 100",
                "inner.top == box.top + 31.9", "inner.leading == box.leading", "inner.width == 50",
                "inner.height == 20.333333333333", "box.bottom == inner.bottom",
                "other.top == box.bottom + 10", "other.leading == root.leading", "other.width == 100",
                "past.top == other.top", "past.leading == other.leading", "past.width == 50", "past.height == 20",
                "other.bottom == past.bottom - 1",
            ]))
        let result = try DeviceFixture.solve(hierarchy, DeviceFixture.phone)
        #expect(result.frames["box"]?.inRoot == EngineFixture.rect(0, 208.0 / 3, 100, 52))
        #expect(result.frames["inner"]?.inSuperview == EngineFixture.rect(0, 32, 50, 157.0 / 3 - 32))
        #expect(result.diagnostics == [
            .outsideSuperview(view: "past", frame: EngineFixture.rect(0, 0, 50, 20), superviewBounds: EngineFixture.rect(0, 0, 100, 19)),
        ])
    }
}
