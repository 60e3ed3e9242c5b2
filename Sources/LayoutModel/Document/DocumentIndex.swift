/// Lookups over a ``LayoutDocument`` that validation and materialisation share: every
/// view by id with its superview, guides and constraint entries by id, and the
/// duplicates found on the way.
struct DocumentIndex {
    /// Views depth first, the root first, each with the id of its superview.
    var views: [(view: ViewNode, superview: String?)] = []
    /// How deep each of `views` is nested in the document, the root being 1.
    var depths: [Int] = []
    var viewPosition: [String: Int] = [:]
    var guidePosition: [String: Int] = [:]
    var constraintPosition: [String: Int] = [:]
    /// Ids used twice, with where the second use is.
    var duplicates: [(id: String, location: DocumentLocation)] = []
    /// The content views cells have without declaring them (`cell.contentView`), by id.
    var implicitContentViews: [String: ViewNode] = [:]

    init(_ document: LayoutDocument) {
        var seen: Set<String> = []
        func claim(_ id: String, _ location: DocumentLocation) -> Bool {
            if seen.insert(id).inserted { return true }
            duplicates.append((id, location))
            return false
        }
        func visit(_ node: ViewNode, superview: String?, depth: Int) {
            if claim(node.id, .view(node.id)) { viewPosition[node.id] = views.count }
            views.append((node, superview))
            depths.append(depth)
            if CellContentView.isCell(className: node.className) {
                let contentID = CellContentView.id(ofCell: node.id)
                if !node.subviews.contains(where: { $0.id == contentID }) {
                    implicitContentViews[contentID] = ViewNode(id: contentID, className: "UIView")
                }
            }
            // A cell's subviews live in its content view: that is what `|` means beside them.
            let superviewOfChildren = CellContentView.superviewID(ofSubviewsOf: node)
            for child in node.subviews {
                visit(child, superview: child.id == superviewOfChildren ? node.id : superviewOfChildren, depth: depth + 1)
            }
        }
        visit(document.root, superview: nil, depth: 1)
        for (index, guide) in document.guides.enumerated() where claim(guide.id, .guide(index)) {
            guidePosition[guide.id] = index
        }
        for (index, entry) in document.constraints.enumerated() {
            guard let id = entry.id, claim(id, .constraint(index)) else { continue }
            constraintPosition[id] = index
        }
    }

    func view(_ id: String) -> ViewNode? { viewPosition[id].map { views[$0].view } ?? implicitContentViews[id] }

    /// Every view's superview id (nil for the root), for expanding Visual Format strings.
    var superviews: [String: String?] {
        var table: [String: String?] = [:]
        for entry in views where table[entry.view.id] == nil { table[entry.view.id] = .some(entry.superview) }
        return table
    }

    var viewIDs: [String] { views.map(\.view.id) }
    var itemIDs: [String] { viewIDs + implicitContentViews.keys.sorted() + guidePosition.keys.sorted() }
}

extension DocumentConstraint {
    /// The entry's `id`, if it has one.
    public var id: String? {
        switch self {
        case .single(let spec): return spec.id
        case .visual(let entry): return entry.id
        }
    }
}
