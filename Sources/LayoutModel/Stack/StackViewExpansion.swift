/// Turns every `UIStackView` of a hierarchy into the layout guides and constraints
/// UIKit installs for it (facts/stackview.md), so the engine solves stacks without
/// knowing about them.
///
/// A pure transform: the result is the same tree, with the stacks' arranged views set
/// to `translatesAutoresizingMaskIntoConstraints = false` (UIKit's stack sets it), the
/// generated gap and spanner guides appended to ``LayoutHierarchy/guides``, and the
/// generated constraints, each carrying its `UISV-` identifier, placed *before* the
/// document's constraints. That order matters for conflicts: the engine breaks the
/// constraint whose installation made a set unsatisfiable, so a document constraint that fights a
/// stack is the one broken, as in UIKit's logs, where the stack's own constraints are
/// rarely broken.
///
/// Stacks are expanded depth first (an outer stack before the stacks inside it), and
/// within a stack in this order: hiding, canvas connections, alignment and spanner,
/// distribution, then spacing, so that in a conflict among one stack's own constraints
/// the spacing is broken (as UIKit did in the nested-stack log of facts §6).
///
/// The engine should call it once, first thing: `self.hierarchy = StackViewExpansion.expanded(hierarchy)`
/// in `LayoutEngine.init`.
///
/// Complexity: O(views + constraints).
public enum StackViewExpansion {
    /// The hierarchy with every stack view expanded. A hierarchy without stacks comes
    /// back unchanged.
    public static func expanded(_ hierarchy: LayoutHierarchy) -> LayoutHierarchy {
        var generated: [ConstraintSpec] = []
        var guides: [LayoutGuideNode] = []
        let root = expand(hierarchy.root, constraints: &generated, guides: &guides)
        guard !generated.isEmpty || !guides.isEmpty || root != hierarchy.root else { return hierarchy }
        return LayoutHierarchy(root: root, guides: hierarchy.guides + guides, constraints: generated + hierarchy.constraints)
    }

    /// The constraints and guides of one stack view alone (its nested stacks excluded).
    public static func arrangement(of stack: ViewNode) -> (constraints: [ConstraintSpec], guides: [LayoutGuideNode]) {
        guard let properties = stack.stack else { return ([], []) }
        var arrangement = StackArrangement(stack: stack, properties: properties)
        arrangement.build()
        return (arrangement.constraints, arrangement.guides)
    }

    private static func expand(_ node: ViewNode, constraints: inout [ConstraintSpec], guides: inout [LayoutGuideNode]) -> ViewNode {
        var node = node
        if let properties = node.stack {
            let made = arrangement(of: node)
            constraints += made.constraints
            guides += made.guides
            let arranged = Set(properties.arrangedSubviewIDs)
            for index in node.subviews.indices where arranged.contains(node.subviews[index].id) {
                node.subviews[index].translatesAutoresizingMaskIntoConstraints = false
            }
            if properties.distribution.resolvesTiesByOrder { breakTies(in: &node, properties) }
        }
        node.subviews = node.subviews.map { expand($0, constraints: &constraints, guides: &guides) }
        return node
    }

    /// Equal hugging or compression resistance resolves by arrangement order, the first
    /// view giving way (``ViewNode/stackTieBreak``), in the distributions whose header
    /// comment says so (``StackDistribution/resolvesTiesByOrder``).
    private static func breakTies(in stack: inout ViewNode, _ properties: StackProperties) {
        let visible = properties.arrangedSubviewIDs.filter { id in stack.subviews.contains { $0.id == id && !$0.isHidden } }
        guard visible.count > 1 else { return }
        for (rank, id) in visible.enumerated() {
            guard let index = stack.subviews.firstIndex(where: { $0.id == id }) else { continue }
            stack.subviews[index].stackTieBreak = 0.5 * Double(rank) / Double(visible.count)
            stack.subviews[index].stackTieBreakAxis = properties.axis
        }
    }
}
