extension ViewNode {
    /// This view and every view below it, depth first (a view before its subviews, in
    /// z-order), each with its subviews as they are.
    ///
    /// Complexity: O(number of views in the subtree).
    public var subtree: [ViewNode] {
        var result: [ViewNode] = []
        func visit(_ node: ViewNode) {
            result.append(node)
            node.subviews.forEach(visit)
        }
        visit(self)
        return result
    }
}

extension LayoutDocument {
    /// Every view of the document, depth first, the root first.
    public var allViews: [ViewNode] { root.subtree }
}
