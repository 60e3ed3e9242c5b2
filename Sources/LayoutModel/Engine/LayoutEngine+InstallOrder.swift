import LayoutSolver

/// The order the document's constraints are installed in, which decides the one a
/// conflict breaks: the engine breaks the required constraint whose installation made
/// its set unsatisfiable (``UnsatisfiableConstraints``).
///
/// UIKit adds a view's constraints to its engine when the engine is made for the
/// hierarchy, after the container's size (`UIView-Encapsulated-Layout-Width/Height`,
/// a host's autoresizing constraints), and a view's own constraints before those of its
/// subviews: in public logs where a table or collection view imposed a cell's size on
/// constraints that fit another size, UIKit broke the constraint held by the deepest
/// view (the avatar's `height == 34` against the content view's pins, the picture's
/// aspect ratio against its four pins, an inner view's bottom pin against the pins of
/// the view around it: FIDELITY.md, ninth semantics audit). A constraint is held by the
/// nearest common ancestor of its items (a guide counts as its owner, a constraint on
/// one item by that item), where `NSLayoutConstraint.activate` and Interface Builder put
/// it. So document constraints go in the views' depth-first order of their holders,
/// document order among one holder's. The constraints a stack view or a cell expands to
/// (`UISV-`, the content view's `UIView-Encapsulated-Layout-` pins) stay first, as
/// before (``StackViewExpansion``, ``CellContentView``).
extension LayoutEngine {
    /// The view holding `spec` in UIKit: its items' nearest common ancestor.
    func holder(of spec: ConstraintSpec) throws(LayoutEngineError) -> Int {
        func owner(_ target: Target) -> Int {
            switch target {
            case .view(let index, _): return index
            case .customGuide(let index): return hierarchy.indexOfView(hierarchy.guides[index].owner) ?? 0
            }
        }
        let first = owner(try target(of: spec.first, in: spec))
        guard let second = spec.second else { return first }
        return hierarchy.nearestCommonAncestor(first, owner(try target(of: second, in: spec))) ?? first
    }

    /// `system` (the expanded constraints, which lead the list) unchanged, then the
    /// rest sorted by holder, stably.
    func installationOrder(
        _ system: [(index: Int, spec: ConstraintSpec, constraint: Constraint)]
    ) throws(LayoutEngineError) -> [(index: Int, spec: ConstraintSpec, constraint: Constraint)] {
        let expanded = system.prefix { Self.isExpandedIdentifier($0.spec.identifier) }.count
        var keyed: [(holder: Int, position: Int)] = []
        keyed.reserveCapacity(system.count - expanded)
        for position in expanded..<system.count {
            keyed.append((try holder(of: system[position].spec), position))
        }
        guard zip(keyed, keyed.dropFirst()).contains(where: { $0.holder > $1.holder }) else { return system }
        keyed.sort { ($0.holder, $0.position) < ($1.holder, $1.position) }
        return Array(system.prefix(expanded)) + keyed.map { system[$0.position] }
    }

    /// The identifiers of the constraints layoutdb expands a stack view or a cell into.
    static func isExpandedIdentifier(_ identifier: String?) -> Bool {
        guard let identifier else { return false }
        return identifier.hasPrefix("UISV-") || identifier.hasPrefix("UIView-Encapsulated-Layout-")
    }
}
