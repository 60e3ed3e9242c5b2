import LayoutModel
import Testing

/// `constraintsAffecting` on a column of views, each hanging 8 points below the one
/// before, the first 10 points below the root's top, each 20 high by its intrinsic
/// size (hugging 250, compression resistance 750).
///
/// Worked by hand: view k sits at y = 10 + 28k. What decides it on the vertical axis
/// is the root's placement by the window and, for the views 0…k, the constraint that
/// hangs each from the one above (or the root) and both content-size constraints of its
/// height (without the hugging the height could grow, without the compression
/// resistance shrink, and view k would move or be free with it). The views below k hang
/// from it: the constraint that hangs view k + 1 names k's bottom, so it is on the chain
/// and holds with equality, but removing it (or anything further down) leaves view k
/// where it is. Those are binding and not essential ("holds"), as UIKit's
/// `constraintsAffectingLayout(for:)` would still list them.
@Suite("explain on a chain of views")
struct ExplainChainTests {
    static let count = 12

    static func engine() throws -> LayoutEngine {
        let views = (0..<count).map {
            ViewNode(id: "v\($0)", intrinsicContentSize: IntrinsicContentSize(width: 40, height: 20))
        }
        let equations = (0..<count).flatMap { k in
            ["v\(k).leading == root.leading", k == 0 ? "v0.top == root.top + 10" : "v\(k).top == v\(k - 1).bottom + 8"]
        }
        return try LayoutEngine(
            hierarchy: try EngineFixture.hierarchy(views, equations), containerSize: LayoutSize(width: 375, height: 667))
    }

    /// The equation a document constraint was written as, or where UIKit's own came from.
    static func name(_ entry: AffectingConstraint) -> String {
        switch entry.constraint.source {
        case .document(let spec): return spec.displayName
        case .contentSize(let view, let axis): return "\(view) content \(axis.rawValue)"
        case .container(let view): return "\(view) container"
        default: return "\(entry.constraint.source)"
        }
    }

    @Test(arguments: [0, 4, 11])
    func theViewsAboveDecideAndTheViewsBelowHold(_ k: Int) throws {
        let engine = try Self.engine()
        #expect(engine.frame(ofItem: "v\(k)")?.inRoot == LayoutRect(x: 0, y: 10 + 28 * Double(k), width: 40, height: 20))
        let affecting = try #require(engine.constraintsAffecting(item: "v\(k)", axis: .vertical))
        let decides = affecting.filter(\.isEssential).map(Self.name)
        var expected = ["root container", "v0.top == root.top + 10"]
        for j in 0...k {
            if j > 0 { expected.append("v\(j).top == v\(j - 1).bottom + 8") }
            // Hugging and compression resistance: two solver rows, both deciding.
            expected += ["v\(j) content vertical", "v\(j) content vertical"]
        }
        #expect(decides.sorted() == expected.sorted())
        for j in (k + 1)..<Self.count {
            let hanging = affecting.filter { Self.name($0) == "v\(j).top == v\(j - 1).bottom + 8" }
            #expect(hanging.count == 1 && hanging.allSatisfy { $0.isBinding && !$0.isEssential }, "v\(j)")
            let content = affecting.filter { Self.name($0) == "v\(j) content vertical" }
            #expect(content.count == 2 && content.allSatisfy { $0.isBinding && !$0.isEssential }, "v\(j)")
        }
    }

    @Test func onTheOtherAxisOnlyItsOwnLeadingAndWidthDecide() throws {
        let affecting = try #require(try Self.engine().constraintsAffecting(item: "v4", axis: .horizontal))
        #expect(affecting.filter(\.isEssential).map(Self.name).sorted()
            == ["root container", "v4 content horizontal", "v4 content horizontal", "v4.leading == root.leading"])
    }
}
