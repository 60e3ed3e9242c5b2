import LayoutModel
import Testing

/// Which constraints UIKit describes in visual-format style and how
/// (facts/diagnostics.md §2: `V:|-(10)-[UILabel:0x1555f30f0]   (active, names: '|':UIView:0x1555f2f40 )`,
/// `H:|-(20)-[UIView:0x7fb66c5059f0](LTR)`, `V:[UIView:0x101d6a260]-(0)-|`,
/// `V:|-(>=6)-[UIView:0x101d6a260]`, `H:[a]-(8)-[b]`; equations such as
/// `UIStackView:0x….trailing == HeaderButtonView:0x….trailing - 5` and
/// `UIStackView:0x….top == UILabel:0x….top` for the other order).
///
/// The root (0x…100) holds `a` (0x…200), `b` (0x…300) and `inner` (0x…400), which holds
/// `c` (0x…500). The constraint under test is the document's first, 0x600000010040.
@Suite("Visual-format descriptions")
struct VisualFormatDescriptionTests {
    static let root = "UIView:0x7fa000000100"
    static let a = "UIView:0x7fa000000200"
    static let b = "UIView:0x7fa000000300"
    static let c = "UIView:0x7fa000000500"

    static func description(_ equation: String, direction: LayoutDirection = .leftToRight) throws -> String {
        let inner = ViewNode(id: "inner", subviews: [ViewNode(id: "c")])
        let hierarchy = try EngineFixture.hierarchy([ViewNode(id: "a"), ViewNode(id: "b"), inner], [equation])
        let engine = try LayoutEngine(
            hierarchy: hierarchy, containerSize: LayoutSize(width: 375, height: 667), direction: direction)
        let spec = try ConstraintSpec(equation: equation)
        let axis: LayoutAxis = spec.first.attribute.axis ?? .horizontal
        let affecting = try #require(engine.constraintsAffecting(item: spec.first.item.id, axis: axis))
        let mine = affecting.map(\.constraint.uikitDescription).filter { $0.hasPrefix("<NSLayoutConstraint:0x600000010040 ") }
        return try #require(mine.first, "\(affecting.map(\.constraint.uikitDescription))")
    }

    @Test("spacings between view edges print as visual format", arguments: [
        ("a.leading == root.leading + 20", "H:|-(20)-[\(a)](LTR)   (active, names: '|':\(root) )"),
        ("root.trailing == a.trailing + 10", "H:[\(a)]-(10)-|(LTR)   (active, names: '|':\(root) )"),
        ("b.leading == a.trailing + 8", "H:[\(a)]-(8)-[\(b)](LTR)   (active)"),
        ("a.top == root.top + 10", "V:|-(10)-[\(a)]   (active, names: '|':\(root) )"),
        ("root.bottom == a.bottom", "V:[\(a)]-(0)-|   (active, names: '|':\(root) )"),
        ("a.top >= root.top + 6", "V:|-(>=6)-[\(a)]   (active, names: '|':\(root) )"),
        ("b.top <= a.bottom - 4", "V:[\(a)]-(<=-4)-[\(b)]   (active)"),
        ("a.left == root.left + 5", "H:|-(5)-[\(a)]   (active, names: '|':\(root) )"),
        ("a.leading == root.leading + 20 @750", "H:|-(20@750)-[\(a)](LTR)   (active, names: '|':\(root) )"),
    ])
    func visualFormat(equation: String, body: String) throws {
        #expect(try Self.description(equation) == "<NSLayoutConstraint:0x600000010040 \(body)>")
    }

    @Test("right to left marks leading/trailing spacings (RTL)")
    func rightToLeft() throws {
        #expect(try Self.description("a.leading == root.leading + 20", direction: .rightToLeft)
            == "<NSLayoutConstraint:0x600000010040 H:|-(20)-[\(Self.a)](RTL)   (active, names: '|':\(Self.root) )>")
    }

    @Test("the other order, margins, sizes, multipliers and cousins stay equations", arguments: [
        ("root.leading == a.leading", "\(root).leading == \(a).leading"),
        ("a.trailing == root.trailing - 5", "\(a).trailing == \(root).trailing - 5"),
        ("a.leading == root.leadingMargin", "\(a).leading == \(root).leadingMargin"),
        ("a.width == b.width", "\(a).width == \(b).width"),
        ("b.leading == 2 * a.trailing", "\(b).leading == 2*\(a).trailing"),
        ("c.leading == a.trailing + 8", "\(c).leading == \(a).trailing + 8"),
        ("a.top == b.top", "\(a).top == \(b).top"),
        ("a.height == 20", "\(a).height == 20"),
    ])
    func equation(equation: String, body: String) throws {
        #expect(try Self.description(equation) == "<NSLayoutConstraint:0x600000010040 \(body)   (active)>")
    }

    /// A real log: `'UIViewSafeAreaLayoutGuide-left' H:|-(0)-[UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'](LTR)
    /// (active, names: '|':UITableViewCellContentView:0x… )` and the `-right` one
    /// `H:[UILayoutGuide:0x…]-(0)-|(LTR)`; top and bottom have no marker.
    @Test("the safe-area and margins guides' side edges carry the direction marker")
    func guideEdges() throws {
        let hierarchy = try EngineFixture.hierarchy(
            [ViewNode(id: "a")], ["a.leading == root.safeArea.leading", "a.trailing == root.trailingMargin"])
        let engine = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 375, height: 667))
        let texts = try #require(engine.constraintsAffecting(item: "a", axis: .horizontal)).map(\.constraint.uikitDescription)
        let guide = "UILayoutGuide:0x600003000000'UIViewSafeAreaLayoutGuide'"
        #expect(texts.contains { $0.hasSuffix("'UIViewSafeAreaLayoutGuide-left' H:|-(0)-[\(guide)](LTR)   (active, names: '|':\(Self.root) )>") }, "\(texts)")
        #expect(texts.contains { $0.hasSuffix("'UIView-rightMargin-guide-constraint' H:[UILayoutGuide:0x600003000080'UIViewLayoutMarginsGuide']-(8)-|(LTR)   (active, names: '|':\(Self.root) )>") }, "\(texts)")
    }
}
