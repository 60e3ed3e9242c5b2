import Foundation
import LayoutInterchange
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("SVG rendering")
struct SVGRendererTests {
    /// The `<rect class="frame">` of view `id`.
    func frameRect(_ id: String, in svg: XMLDocument) -> XMLElement? {
        Markup.elements("g", in: svg).first { Markup.attribute($0, "data-view") == id && Markup.attribute($0, "class")?.hasPrefix("view") == true }
            .flatMap { group in Markup.elements("rect", in: group).first { Markup.attribute($0, "class") == "frame" } }
    }

    @Test("a view's rect sits at its frame in root coordinates, with its id as the label")
    func viewRectAtExactCoordinates() throws {
        let result = Fixtures.handMade([
            ("card", "root", LayoutRect(x: 16, y: 100, width: 358, height: 200)),
            ("title", "card", LayoutRect(x: 32, y: 116, width: 100.333333, height: 20.666667)),
        ])
        let svg = SVGRenderer().render(result)
        let document = try Markup.parse(svg)
        let card = try #require(frameRect("card", in: document))
        #expect(Markup.attribute(card, "x") == "16")
        #expect(Markup.attribute(card, "y") == "100")
        #expect(Markup.attribute(card, "width") == "358")
        #expect(Markup.attribute(card, "height") == "200")
        let title = try #require(frameRect("title", in: document))
        #expect(Markup.attribute(title, "x") == "32")
        #expect(Markup.attribute(title, "width") == "100.333")
        #expect(Markup.attribute(title, "height") == "20.667")
        let labels = Markup.elements("text", in: document).filter { Markup.attribute($0, "class") == "label" }.map(\.stringValue)
        #expect(labels == ["card", "title"])
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
    }

    @Test("the container, the shaded unsafe region and the dashed root margins are drawn at their numbers")
    func containerSafeAreaAndMargins() throws {
        let document = try Markup.parse(SVGRenderer().render(Fixtures.handMade([])))
        let rects = Markup.elements("rect", in: document)
        let container = try #require(rects.first { Markup.attribute($0, "class") == "container" })
        #expect(["x", "y", "width", "height"].map { Markup.attribute(container, $0) } == ["0", "0", "390", "844"])
        let margins = try #require(rects.first { Markup.attribute($0, "class") == "margins" })
        #expect(["x", "y", "width", "height"].map { Markup.attribute(margins, $0) } == ["16", "47", "358", "763"])
        #expect(Markup.attribute(margins, "stroke-dasharray") != nil)
        let unsafe = try #require(Markup.elements("path", in: document).first { Markup.attribute($0, "class") == "unsafe-area" })
        #expect(Markup.attribute(unsafe, "d") == "M0 0H390V844H0Z M0 47H390V810H0Z")
        #expect(Markup.attribute(unsafe, "fill-rule") == "evenodd")
    }

    @Test("a zero-size view is highlighted with its kind's class and colour and marked with a cross")
    func zeroSizeHighlight() throws {
        let frame = LayoutRect(x: 20, y: 200, width: 0, height: 30)
        let result = Fixtures.handMade(
            [("ok", "root", LayoutRect(x: 16, y: 60, width: 100, height: 20)), ("collapsed", "root", frame)],
            diagnostics: [.zeroSize(view: "collapsed", frame: frame)])
        let document = try Markup.parse(SVGRenderer().render(result))
        let groups = Markup.elements("g", in: document)
        let collapsed = try #require(groups.first { Markup.attribute($0, "data-view") == "collapsed" })
        #expect(Markup.attribute(collapsed, "class") == "view problem problem-zeroSize")
        let ok = try #require(groups.first { Markup.attribute($0, "data-view") == "ok" })
        #expect(Markup.attribute(ok, "class") == "view")
        #expect(Markup.attribute(try #require(frameRect("collapsed", in: document)), "stroke") == ProblemKind.zeroSize.color)
        let marker = try #require(Markup.elements("path", in: collapsed).first)
        #expect(Markup.attribute(marker, "class") == "zero-size-marker")
        #expect(Markup.attribute(marker, "d") == "M16 196L24 204M16 204L24 196M20 200L20 230")
        let legend = Markup.elements("g", in: document).filter { Markup.attribute($0, "class") == "legend-row legend-problem legend-zeroSize" }
        #expect(legend.map(\.stringValue) == ["zero size: 1"])
    }

    @Test("ids with <, &, \" and > are escaped in attributes and text, and the SVG parses")
    func escaping() throws {
        let id = "we<i&rd\">'id"
        let result = Fixtures.handMade(
            [(id, "root", LayoutRect(x: 10, y: 60, width: 50, height: 0))],
            diagnostics: [.zeroSize(view: id, frame: LayoutRect(x: 10, y: 60, width: 50, height: 0))], name: "a<b>&c")
        let svg = SVGRenderer().render(result)
        #expect(!svg.contains(id))
        #expect(svg.contains("data-view=\"we&lt;i&amp;rd&quot;&gt;&#39;id\""))
        #expect(svg.contains(">we&lt;i&amp;rd\"&gt;'id</text>"))
        let document = try Markup.parse(svg)
        let group = try #require(Markup.elements("g", in: document).first { Markup.attribute($0, "data-view").map { $0 != "root" } == true })
        #expect(Markup.attribute(group, "data-view") == id)
        #expect(Markup.elements("title", in: document).first?.stringValue == "a<b>&c — iphone-6.1inch-2020 portrait fullScreen large leftToRight")
    }

    @Test("control characters XML cannot carry become U+FFFD, so the file stays well-formed")
    func controlCharacters() throws {
        let result = Fixtures.handMade([("bell\u{7}tab\tnul\u{0}", "root", LayoutRect(x: 0, y: 60, width: 10, height: 10))])
        let document = try Markup.parse(SVGRenderer().render(result))
        let group = try #require(Markup.elements("g", in: document).first { Markup.attribute($0, "data-view")?.hasPrefix("bell") == true })
        #expect(Markup.attribute(group, "data-view") == "bell\u{FFFD}tab\tnul\u{FFFD}")
    }

    @Test("an ambiguous view is drawn in both of its valid positions, joined by a line")
    func ambiguousBothPositions() throws {
        let chosen = LayoutRect(x: 16, y: 100, width: 0, height: 44)
        let other = LayoutRect(x: 16, y: 100, width: 330, height: 44)
        let ambiguity = AmbiguousLayout(item: "title", isGuide: false, ranges: [.width: 0...330], frame: chosen, alternativeFrame: other)
        let result = Fixtures.handMade([("title", "root", chosen)], diagnostics: [.ambiguous(ambiguity)])
        let document = try Markup.parse(SVGRenderer().render(result))
        let title = try #require(frameRect("title", in: document))
        #expect(["x", "width"].map { Markup.attribute(title, $0) } == ["16", "0"])
        let alternative = try #require(Markup.elements("rect", in: document).first { Markup.attribute($0, "class") == "ambiguous-alternative" })
        #expect(["x", "y", "width", "height"].map { Markup.attribute(alternative, $0) } == ["16", "100", "330", "44"])
        #expect(Markup.attribute(alternative, "stroke-dasharray") != nil)
        let link = try #require(Markup.elements("line", in: document).first { Markup.attribute($0, "class") == "ambiguous-link" })
        #expect(["x1", "y1", "x2", "y2"].map { Markup.attribute(link, $0) } == ["16", "122", "181", "122"])
    }

    @Test("a sibling overlap is filled in root coordinates (the diagnostic gives the superview's)")
    func overlapInRootCoordinates() throws {
        let result = Fixtures.handMade(
            [("box", "root", LayoutRect(x: 10, y: 60, width: 200, height: 200)),
             ("a", "box", LayoutRect(x: 20, y: 70, width: 50, height: 50)),
             ("b", "box", LayoutRect(x: 40, y: 90, width: 50, height: 50))],
            diagnostics: [.overlappingSiblings(first: "a", second: "b", intersection: LayoutRect(x: 30, y: 30, width: 30, height: 30))])
        let document = try Markup.parse(SVGRenderer().render(result))
        let overlap = try #require(Markup.elements("rect", in: document).first { Markup.attribute($0, "class") == "overlap" })
        #expect(["x", "y", "width", "height"].map { Markup.attribute(overlap, $0) } == ["40", "90", "30", "30"])
        for id in ["a", "b"] {
            let group = try #require(Markup.elements("g", in: document).first { Markup.attribute($0, "data-view") == id })
            #expect(Markup.attribute(group, "class") == "view problem problem-overlappingSiblings")
        }
    }

    @Test("a view thrown far away does not blow the picture up: the view box stops one container beyond")
    func viewBoxClamped() throws {
        let result = Fixtures.handMade(
            [("far", "root", LayoutRect(x: 100_000, y: 60, width: 10, height: 10))],
            diagnostics: [.entirelyOutsideSuperview(view: "far", superview: "root", frame: LayoutRect(x: 100_000, y: 60, width: 10, height: 10), superviewBounds: LayoutRect(x: 0, y: 0, width: 390, height: 844))])
        let document = try Markup.parse(SVGRenderer().render(result))
        let svg = try #require(document.rootElement())
        let box = try #require(Markup.attribute(svg, "viewBox")).split(separator: " ").compactMap { Double($0) }
        #expect(box.count == 4)
        #expect(box[0] == -12)
        #expect(box[2] == 390 * 2 + 12 * 2)
        let far = try #require(Markup.elements("g", in: document).first { Markup.attribute($0, "data-view") == "far" })
        #expect(Markup.attribute(far, "class") == "view problem problem-outsideSuperview")
        let root = try #require(Markup.elements("g", in: document).first { Markup.attribute($0, "data-view") == "root" })
        #expect(Markup.attribute(root, "class") == "view root")
    }

    @Test("equal results render to identical bytes, however their dictionaries were built")
    func deterministic() throws {
        let a = try Fixtures.solved("login.json")
        var b = a
        b.layout.frames = Dictionary(uniqueKeysWithValues: a.layout.frames.sorted { $0.key > $1.key })
        #expect(a == b)
        #expect(SVGRenderer().render(a) == SVGRenderer().render(b))
        #expect(SVGRenderer().render(a) == SVGRenderer().render(try Fixtures.solved("login.json")))
    }

    @Test("every view of a solved example is drawn at the engine's root frame", arguments: ["login.json", "settings-list.json", "product-page.json"])
    func solvedExample(name: String) throws {
        for direction in LayoutDirection.allCases {
            let result = try Fixtures.solved(name, direction: direction)
            let document = try Markup.parse(SVGRenderer().render(result))
            #expect(result.views.count > 2)
            for view in result.views {
                let frame = try #require(result.layout.frames[view.id]).inRoot
                let rect = try #require(frameRect(view.id, in: document), "\(view.id)")
                let numbers = ["x", "y", "width", "height"].map { Markup.attribute(rect, $0).flatMap(Double.init) ?? .nan }
                let expected = [frame.x, frame.y, max(0, frame.width), max(0, frame.height)]
                #expect(zip(numbers, expected).allSatisfy { abs($0 - $1) <= 0.0005 }, "\(view.id): \(numbers) vs \(expected)")
            }
        }
    }

    @Test("the inline flavour has no prolog and no namespace URL, for embedding in HTML")
    func inlineFlavour() throws {
        let svg = SVGRenderer(flavor: .inline).render(try Fixtures.solved("login.json"))
        #expect(svg.hasPrefix("<svg class=\"layoutdb-configuration\""))
        #expect(!svg.contains("http"))
    }
}
