import Foundation
import LayoutInterchange
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("Layout diff")
struct LayoutDiffTests {
    static let collapsed = LayoutRect(x: 16, y: 300, width: 358, height: 0)

    /// r1: a box with a title inside, a logo and a badge; r2: the box 8 lower (the title
    /// rides along), the logo wider, the badge gone, a banner new and collapsed.
    static let old = Fixtures.handMade(
        [("box", "root", LayoutRect(x: 16, y: 100, width: 358, height: 100)),
         ("title", "box", LayoutRect(x: 24, y: 108, width: 200, height: 20)),
         ("logo", "root", LayoutRect(x: 16, y: 60, width: 32, height: 32)),
         ("badge", "root", LayoutRect(x: 300, y: 60, width: 20, height: 20))],
        diagnostics: [.overlappingSiblings(first: "logo", second: "badge", intersection: LayoutRect(x: 300, y: 60, width: 0.5, height: 20))],
        revision: 1)
    static let new = Fixtures.handMade(
        [("box", "root", LayoutRect(x: 16, y: 108, width: 358, height: 100)),
         ("title", "box", LayoutRect(x: 24, y: 116, width: 200, height: 20)),
         ("logo", "root", LayoutRect(x: 16, y: 60, width: 48, height: 32)),
         ("banner", "root", collapsed)],
        diagnostics: [.zeroSize(view: "banner", frame: collapsed)], revision: 2)

    @Test("moved, resized, appeared and disappeared views; a view riding along with its superview is not listed")
    func frameChanges() {
        let diff = LayoutDiff(from: Self.old, to: Self.new)
        #expect(diff.changes == [
            .moved(view: "box", from: LayoutRect(x: 16, y: 100, width: 358, height: 100), to: LayoutRect(x: 16, y: 108, width: 358, height: 100)),
            .resized(view: "logo", from: LayoutRect(x: 16, y: 60, width: 32, height: 32), to: LayoutRect(x: 16, y: 60, width: 48, height: 32)),
            .appeared(view: "banner", frame: Self.collapsed),
            .disappeared(view: "badge", frame: LayoutRect(x: 300, y: 60, width: 20, height: 20)),
        ])
        #expect(diff.newDiagnostics.map(\.kind) == ["zeroSize"])
        #expect(diff.fixedDiagnostics.map(\.kind) == ["overlappingSiblings"])
        #expect(diff.persistingDiagnostics.isEmpty)
        #expect(!diff.isEmpty)
    }

    @Test("the text form lists each change and each problem with its whole message")
    func text() {
        let text = LayoutDiff(from: Self.old, to: Self.new).text
        #expect(text == """
            hand r1 → r2 · iphone-6.1inch-2020 portrait fullScreen large leftToRight
            moved box (16, 100, 358, 100) → (16, 108, 358, 100)
            resized logo (16, 60, 32, 32) → (16, 60, 48, 32)
            appeared banner (16, 300, 358, 0)
            disappeared badge (300, 60, 20, 20)
            new zeroSize banner
                "banner" has no height: frame (16.0, 300.0, 358.0, 0.0).
            fixed overlappingSiblings logo badge
                "logo" and "badge" overlap in (300.0, 60.0, 0.5, 20.0).

            """)
    }

    @Test("a result diffed with itself is empty; a problem that stays is unchanged, not new, even if its frame moved")
    func identity() {
        #expect(LayoutDiff(from: Self.new, to: Self.new).isEmpty)
        #expect(LayoutDiff(from: Self.new, to: Self.new).text.hasSuffix("no changes\n1 problem unchanged\n"))
        var shifted = Self.new
        let frame = LayoutRect(x: 16, y: 310, width: 358, height: 0)
        shifted.layout.diagnostics = [.zeroSize(view: "banner", frame: frame)]
        let diff = LayoutDiff(from: Self.new, to: shifted)
        #expect(diff.newDiagnostics.isEmpty && diff.fixedDiagnostics.isEmpty)
        #expect(diff.persistingDiagnostics.count == 1)
    }

    @Test("the overlay draws the old frame dashed and the new one solid, appeared and disappeared views in their colours")
    func overlay() throws {
        let svg = DiffOverlayRenderer().render(from: Self.old, to: Self.new)
        #expect(svg == DiffOverlayRenderer().render(from: Self.old, to: Self.new))
        let document = try Markup.parse(svg)
        let groups = Markup.elements("g", in: document)
        let box = try #require(groups.first { Markup.attribute($0, "class") == "change moved" })
        #expect(Markup.attribute(box, "data-view") == "box")
        let rects = Markup.elements("rect", in: box)
        let before = try #require(rects.first { Markup.attribute($0, "class") == "before" })
        let after = try #require(rects.first { Markup.attribute($0, "class") == "after" })
        #expect(["y", "stroke-dasharray"].map { Markup.attribute(before, $0) } == ["100", "4 3"])
        #expect(Markup.attribute(after, "y") == "108")
        #expect(Markup.attribute(after, "stroke-dasharray") == nil)
        let gone = try #require(groups.first { Markup.attribute($0, "class") == "change disappeared" })
        #expect(Markup.attribute(try #require(Markup.elements("rect", in: gone).first), "stroke") == "#c62828")
        let banner = try #require(groups.first { Markup.attribute($0, "class") == "view new-problem" })
        #expect(Markup.attribute(banner, "data-view") == "banner")
        #expect(groups.filter { Markup.attribute($0, "class")?.hasPrefix("change ") == true }.count == 4)
    }

    @Test("a real example on a narrower and a wider phone: the pinned title and form widen, the centred logo moves")
    func realExample() throws {
        let narrow = try Fixtures.solved("login.json", device: "iphone-6.1inch-island", revision: 1)
        let wide = try Fixtures.solved("login.json", device: "iphone-6.7inch-island", revision: 2)
        let diff = LayoutDiff(from: narrow, to: wide)
        func change(_ id: String) -> FrameChange? { diff.changes.first { $0.view == id } }
        #expect(change("title")?.kind == "resized")
        #expect(change("form")?.kind == "resized")
        #expect(change("logo")?.kind == "moved")
        #expect(LayoutDiff(from: narrow, to: try Fixtures.solved("login.json", revision: 2)).changes.isEmpty)
    }
}
