/// What the engine lays out: the root view with its subtree, the custom guides and
/// the constraints, with lookups from ids.
///
/// The tree is also kept flattened in depth-first order (the root first, then each
/// subview before its own subviews): that order numbers views for solver variables and
/// for the fake addresses in diagnostics, so every output is deterministic.
public struct LayoutHierarchy: Hashable, Sendable {
    /// One view of the flattened tree.
    public struct Entry: Hashable, Sendable {
        /// The view, with `subviews` emptied (the tree is `root`).
        public var view: ViewNode
        /// The index of the superview in ``views``; nil for the root.
        public var parent: Int?
    }

    /// The tree; read-only, because ``views`` and the id lookups are derived from it at
    /// `init` (make a new hierarchy to change it).
    public private(set) var root: ViewNode
    public private(set) var guides: [LayoutGuideNode]
    public var constraints: [ConstraintSpec]
    /// The containers of the root's controller (its document's
    /// ``LayoutDocument/containment``): where the root is placed and how its scroll
    /// views adjust their insets.
    public var containment: ControllerContainment = .none
    /// Every view, depth first, the root at index 0.
    public private(set) var views: [Entry]
    /// Ids used more than once (by views or guides), in order of second use.
    public private(set) var duplicateIDs: [String]
    private var viewIndex: [String: Int]
    private var guideIndex: [String: Int]

    public init(root: ViewNode, guides: [LayoutGuideNode] = [], constraints: [ConstraintSpec] = []) {
        self.root = root
        self.guides = guides
        self.constraints = constraints
        var entries: [Entry] = []
        var duplicates: [String] = []
        var index: [String: Int] = [:]
        func visit(_ node: ViewNode, parent: Int?) {
            var flat = node
            flat.subviews = []
            let position = entries.count
            entries.append(Entry(view: flat, parent: parent))
            if index[node.id] == nil { index[node.id] = position } else { duplicates.append(node.id) }
            for child in node.subviews { visit(child, parent: position) }
        }
        visit(root, parent: nil)
        var guideIndex: [String: Int] = [:]
        for (position, guide) in guides.enumerated() {
            if index[guide.id] != nil || guideIndex[guide.id] != nil {
                duplicates.append(guide.id)
            } else {
                guideIndex[guide.id] = position
            }
        }
        self.views = entries
        self.duplicateIDs = duplicates
        self.viewIndex = index
        self.guideIndex = guideIndex
    }

    /// The position of the view `id` in ``views``.
    public func indexOfView(_ id: String) -> Int? { viewIndex[id] }

    /// The position of the custom guide `id` in ``guides``.
    public func indexOfGuide(_ id: String) -> Int? { guideIndex[id] }

    /// The view `id`, without its subviews.
    public func view(_ id: String) -> ViewNode? { viewIndex[id].map { views[$0].view } }

    /// The custom guide `id`.
    public func guide(_ id: String) -> LayoutGuideNode? { guideIndex[id].map { guides[$0] } }

    /// The nearest view that is `a` or `b` or an ancestor of both (indexes into
    /// ``views``): the coordinate space UIKit relates two items' positions in.
    public func nearestCommonAncestor(_ a: Int, _ b: Int) -> Int? {
        guard views.indices.contains(a), views.indices.contains(b) else { return nil }
        var chain: Set<Int> = []
        var walk: Int? = a
        while let index = walk { chain.insert(index); walk = views[index].parent }
        walk = b
        while let index = walk {
            if chain.contains(index) { return index }
            walk = views[index].parent
        }
        return nil
    }
}
