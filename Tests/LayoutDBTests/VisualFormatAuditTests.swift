import LayoutInterchange
import LayoutModel
import Testing

@testable import LayoutDB

/// The Visual Format Language end to end (FIDELITY.md, fourth semantics audit): a
/// document of `visual` entries solved on an iPhone 15 (393 × 852, safe area 59 / 34, the
/// root's margins 16 at the sides and the safe area's above and below), with every frame
/// worked out by hand from facts/vfl.md §2–3 and facts/uikit-defaults.md §3–4.
@Suite("Visual Format Language, solved")
struct VisualFormatAuditTests {
    static let json = """
        { "layoutdb": 1, "name": "vfl", "root": { "id": "root", "subviews": [
            { "id": "a" }, { "id": "b" }, { "id": "c" }, { "id": "d" }, { "id": "e" }, { "id": "f" },
            { "id": "box", "subviews": [ { "id": "g" } ] } ] },
          "constraints": [
            { "visual": "H:|-[a]-[b(==a)]-|" },
            { "visual": "V:|-[a(40)]-[b(a)]" },
            { "visual": "H:|-10-[c(>=50,<=100@750)]-(>=20)-|" },
            "c.width == 300 @500",
            { "visual": "V:[b]-0-[c(==20)]" },
            { "visual": "H:[d(w@p)]-pad-|", "metrics": { "w": 120, "p": 900, "pad": 30 } },
            { "visual": "V:[c]-pad-[d(h)]", "metrics": { "pad": 30, "h": 10 } },
            { "visual": "H:|[e(60)]-[f(70)]", "options": ["alignAllCenterY", "directionLeftToRight"] },
            { "visual": "V:[d]-[e(30)]" },
            { "visual": "V:[f(50)]" },
            { "visual": "H:|-(-5)-[box(200)]" },
            { "visual": "V:[e]-(>=40@999,<=40)-[box(100)]" },
            { "visual": "H:|-[g]-|" },
            { "visual": "V:|-[g]-|" } ] }
        """

    func frames(_ direction: LayoutDirection) throws -> [String: LayoutRect] {
        let document = try DocumentReader.read(Self.json, file: "vfl.json")
        let setup = SolveSetup(
            configuration: try DeviceConfiguration(deviceNamed: "iphone-6.1inch-island", direction: direction))
        let solved = try LayoutSolving.solve(document, revision: nil, setup: setup)
        #expect(!solved.diagnostics.contains { $0.isError }, "\(solved.diagnostics)")
        return Dictionary(uniqueKeysWithValues: solved.views.map { ($0.id, $0.frameInRoot) })
    }

    /// a and b share 393 − 2 × 16 − 8 = 353: 176.5 each, whose inner edges (192.5 and
    /// 200.5) round to the @3x grid as UIKit rounds them (192.667, 200.667). b sits 8 below
    /// a (59 + 40), c flush below b, d 30 below c and 30 from the trailing edge, e 8 below
    /// d at the left edge (left-to-right option), f 8 right of e centred on it, the box 40
    /// below e and 5 outside the leading edge, g in the box's margins: 8, and 5 more on the
    /// side that reaches outside the root (its safe area, which the margins start from).
    @Test("left to right, every frame as worked out by hand")
    func leftToRight() throws {
        let frames = try frames(.leftToRight)
        #expect(frames["a"] == LayoutRect(x: 16, y: 59, width: 176 + 2.0 / 3, height: 40))
        #expect(frames["b"] == LayoutRect(x: 200 + 2.0 / 3, y: 107, width: 176 + 1.0 / 3, height: 40))
        #expect(frames["c"] == LayoutRect(x: 10, y: 147, width: 100, height: 20))
        #expect(frames["d"] == LayoutRect(x: 243, y: 197, width: 120, height: 10))
        #expect(frames["e"] == LayoutRect(x: 0, y: 215, width: 60, height: 30))
        #expect(frames["f"] == LayoutRect(x: 68, y: 205, width: 70, height: 50))
        #expect(frames["box"] == LayoutRect(x: -5, y: 285, width: 200, height: 100))
        #expect(frames["g"] == LayoutRect(x: 8, y: 293, width: 179, height: 84))
    }

    /// Mirrored where the string uses leading and trailing (a, b, c, d, the box, g); e and
    /// f keep left and right under `directionLeftToRight`.
    @Test("right to left, mirrored except the left-to-right string")
    func rightToLeft() throws {
        let frames = try frames(.rightToLeft)
        #expect(frames["a"] == LayoutRect(x: 200 + 2.0 / 3, y: 59, width: 176 + 1.0 / 3, height: 40))
        #expect(frames["b"] == LayoutRect(x: 16, y: 107, width: 176 + 2.0 / 3, height: 40))
        #expect(frames["c"] == LayoutRect(x: 283, y: 147, width: 100, height: 20))
        #expect(frames["d"] == LayoutRect(x: 30, y: 197, width: 120, height: 10))
        #expect(frames["e"] == LayoutRect(x: 0, y: 215, width: 60, height: 30))
        #expect(frames["f"] == LayoutRect(x: 68, y: 205, width: 70, height: 50))
        #expect(frames["box"] == LayoutRect(x: 198, y: 285, width: 200, height: 100))
        #expect(frames["g"] == LayoutRect(x: 206, y: 293, width: 179, height: 84))
    }
}
