import TestSupport
import LayoutModel
import PropertyBased
import Testing

/// A random screen of views pinned by leading/trailing, and its right-to-left mirror.
@Suite("LayoutEngine mirror property")
struct LayoutEngineMirrorPropertyTests {
    /// One view: pinned on one or both horizontal sides to the root, its margins, its
    /// safe area or readable guide, or to an earlier view; nested in a panel or not.
    struct Screen: Sendable, CustomStringConvertible {
        var views: [(id: String, inPanel: Bool)]
        var equations: [String]
        var landscape: Bool
        var onPad: Bool

        var description: String { "\(onPad ? "pad" : "phone") \(landscape ? "landscape" : "portrait") \(equations)" }
    }

    static func screen(_ rng: inout Xoshiro) -> Screen {
        let anchors = ["root", "root.safeArea", "root.readableContent"]
        var equations = [
            "panel.leading == root.leadingMargin + \(Int.random(in: 0...40, using: &rng))",
            "panel.trailing == root.trailingMargin - \(Int.random(in: 0...40, using: &rng))",
            "panel.top == root.safeArea.top", "panel.height == 400",
        ]
        var views: [(String, Bool)] = []
        for index in 0..<Int.random(in: 1...6, using: &rng) {
            let id = "v\(index)"
            let inPanel = Bool.random(using: &rng)
            let container = inPanel ? "panel" : anchors.randomElement(using: &rng) ?? "root"
            let margin = inPanel && Bool.random(using: &rng) ? "Margin" : ""
            let leading = "\(container).leading\(margin) + \(Int.random(in: 0...60, using: &rng))"
            let trailing = "\(container).trailing\(margin) - \(Int.random(in: 0...60, using: &rng))"
            switch Int.random(in: 0...3, using: &rng) {
            case 0: equations += ["\(id).leading == \(leading)", "\(id).width == \(Int.random(in: 1...120, using: &rng))"]
            case 1: equations += ["\(id).trailing == \(trailing)", "\(id).width == \(Int.random(in: 1...120, using: &rng))"]
            case 2: equations += ["\(id).leading == \(leading)", "\(id).trailing == \(trailing)"]
            default:
                let after = index > 0 ? "v\(index - 1).trailing + 8" : leading
                equations += ["\(id).leading == \(after)", "\(id).width == \(Int.random(in: 1...80, using: &rng))"]
            }
            equations += ["\(id).top == root.safeArea.top + \(index * 30)", "\(id).height == 20"]
            views.append((id, inPanel))
        }
        return Screen(views: views, equations: equations, landscape: Bool.random(using: &rng), onPad: Bool.random(using: &rng))
    }

    @Test("every frame of the right-to-left layout is the left-to-right one mirrored: x' = W − x − w")
    func mirrored() async {
        let cases = DeterministicCases.generator(seed: 0x4D49_5252_4F52) { Self.screen(&$0) }
        await propertyCheck(count: DeterministicCases.count(60), input: cases) { generated in
            let screen = generated.value
            do {
                let subviews = screen.views.filter { !$0.inPanel }.map { ViewNode(id: $0.id) }
                let nested = screen.views.filter(\.inPanel).map { ViewNode(id: $0.id) }
                let hierarchy = LayoutHierarchy(
                    root: ViewNode(id: "root", subviews: [ViewNode(id: "panel", subviews: nested)] + subviews),
                    constraints: try EngineFixture.specs(screen.equations))
                let device = screen.onPad ? DeviceFixture.pad : DeviceFixture.phone
                let orientation: Orientation = screen.landscape ? .landscape : .portrait
                let ltr = try DeviceFixture.solve(hierarchy, device, orientation, .leftToRight)
                let rtl = try DeviceFixture.solve(hierarchy, device, orientation, .rightToLeft)
                let width = try #require(ltr["root"]?.inRoot.width)
                for id in ["panel"] + screen.views.map(\.id) {
                    let l = try #require(ltr[id]?.inRoot)
                    let r = try #require(rtl[id]?.inRoot)
                    #expect(r.x == width - l.x - l.width, "\(id) in \(generated)")
                    #expect(r.y == l.y && r.width == l.width && r.height == l.height, "\(id) in \(generated)")
                }
                #expect(ltr.ambiguous.isEmpty && rtl.ambiguous.isEmpty, "\(generated)")
                #expect(ltr.unsatisfiable.isEmpty == rtl.unsatisfiable.isEmpty, "\(generated)")
            } catch {
                Issue.record("unexpected error \(error) in \(generated)")
            }
        }
    }
}
