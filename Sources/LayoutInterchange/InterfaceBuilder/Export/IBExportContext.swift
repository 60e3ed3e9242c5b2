/// Everything the exporter works out before writing a view: IB ids, which constraints
/// each view holds, which built-in guides need an element, and the `<variation>`s of each
/// view and constraint (``InterfaceBuilderWriter``).
struct IBExportContext {
    let document: LayoutDocument
    let frames: [String: LayoutRect]
    /// View id → superview id.
    var parents: [String: String] = [:]
    var depths: [String: Int] = [:]
    var guideOwners: [String: String] = [:]
    /// Document id → IB id written for it; absent means written without an id.
    var ibIDs: [String: String] = [:]
    var usedIBIDs: Set<String> = []
    var freshCount = 0
    /// Holder view id → its `<constraint>` elements, in document order.
    var heldConstraints: [String: [IBXMLNode]] = [:]
    /// View id → built-in guide → IB id, for the guides some constraint names.
    var builtInGuides: [String: [BuiltInGuide: String]] = [:]
    /// Views whose margins constraints are really their readable content guide.
    var readableViews: Set<String> = []
    /// `<viewControllerLayoutGuide>`s, storyboards only.
    var legacyGuides: [IBXMLNode] = []
    /// (view or constraint id, key) → the variation, in order of first mention.
    var variations: [String: [IBVariationBuilder]] = [:]
    var images: [(String, LayoutSize)] = []
    /// The names in `images` that are SF Symbols resources (written `catalog="system"`).
    var symbolImageNames: Set<String> = []
    var designables: [IBXMLNode] = []

    /// Whether the file can hold `<viewControllerLayoutGuide>`s: a storyboard can, a xib
    /// has no view controller to own them.
    let hasLegacyGuides: Bool

    init(document: LayoutDocument, frames: [String: LayoutRect], hasLegacyGuides: Bool = true) {
        self.document = document
        self.frames = frames
        self.hasLegacyGuides = hasLegacyGuides
        func visit(_ node: ViewNode, depth: Int) {
            depths[node.id] = depth
            for child in node.subviews {
                parents[child.id] = node.id
                visit(child, depth: depth + 1)
            }
        }
        visit(document.root, depth: 0)
        for guide in document.guides { guideOwners[guide.id] = guide.owner }
        var specs = expandedConstraints()
        // Ids: everything that maps back keeps its IB id; every other view, guide and
        // constraint gets a fresh one, as every object in a file Xcode saves has an id.
        // The one exception is Xcode's own: an old collection view cell's content view
        // with no id (the importer's `_contentView_…`), left without one unless named.
        var referenced: Set<String> = []
        for spec in specs {
            referenced.insert(spec.first.item.id)
            if let second = spec.second { referenced.insert(second.item.id) }
        }
        for variant in document.variants {
            switch variant.target {
            case .view(let id), .constraint(let id), .guide(let id): referenced.insert(id)
            }
        }
        var ids: [String] = []
        func collect(_ node: ViewNode) {
            ids.append(node.id)
            node.subviews.forEach(collect)
        }
        collect(document.root)
        ids += document.guides.map(\.id)
        ids += specs.compactMap(\.id)
        for id in ids { if let ib = InterfaceBuilderID.interfaceBuilderID(for: id) { usedIBIDs.insert(ib) } }
        for id in ids {
            if let ib = InterfaceBuilderID.interfaceBuilderID(for: id) {
                ibIDs[id] = ib
            } else if referenced.contains(id) || !id.hasPrefix("_contentView_") {
                ibIDs[id] = freshID()
            }
        }
        for variant in document.variants { add(variant, specs: &specs) }
        for spec in specs where !spec.isActive {
            // Written installed in no class: the closest IB has to an inactive constraint.
            if let id = spec.id { addMask(on: holder(of: spec), kind: "constraints", reference: id, key: "default", include: false) }
        }
        for spec in specs { place(spec) }
    }

    /// A fresh IB-style id no written id uses.
    mutating func freshID() -> String {
        while true {
            freshCount += 1
            let candidate = "lDb-\(freshCount / 1000)x-\(String(freshCount % 1000 + 1000).dropFirst())"
            if usedIBIDs.insert(candidate).inserted { return candidate }
        }
    }

    /// The storyboard controller's id: the `#ID` of the document name when it is not a
    /// view's, else a fresh one.
    mutating func controllerID() -> String {
        if let hash = document.name.lastIndex(of: "#") {
            let id = String(document.name[document.name.index(after: hash)...].prefix { $0 != " " })
            if !id.isEmpty, !usedIBIDs.contains(id), InterfaceBuilderID.interfaceBuilderID(for: InterfaceBuilderID.documentID(for: id)) == id {
                usedIBIDs.insert(id)
                return id
            }
        }
        return freshID()
    }

    /// The document's constraints, Visual Format entries expanded.
    func expandedConstraints() -> [ConstraintSpec] { Self.expandedConstraints(of: document, parents: parents) }

    /// `document`'s constraints with its visual formats expanded; `parents` holds each
    /// view's superview id.
    static func expandedConstraints(of document: LayoutDocument, parents: [String: String]) -> [ConstraintSpec] {
        var superviews: [String: String?] = [document.root.id: nil]
        for (child, parent) in parents { superviews[child] = parent }
        var specs: [ConstraintSpec] = []
        for entry in document.constraints {
            switch entry {
            case .single(let spec): specs.append(spec)
            case .visual(let visual):
                specs += (try? VisualFormat.constraints(
                    visual.format, options: visual.options, metrics: visual.metrics, views: superviews)) ?? []
            }
        }
        return specs
    }

    /// The view an item lives on: the view itself, a built-in guide's view, a custom guide's owner.
    func view(of item: ItemReference) -> String {
        if item.guide != nil { return item.id }
        return guideOwners[item.id] ?? item.id
    }

    /// The nearest common ancestor of the constraint's views: where IB keeps it.
    func holder(of spec: ConstraintSpec) -> String {
        var a = view(of: spec.first.item)
        guard let second = spec.second else { return a }
        var b = view(of: second.item)
        while a != b {
            if (depths[a] ?? 0) >= (depths[b] ?? 0), let up = parents[a] {
                a = up
            } else if let up = parents[b] {
                b = up
            } else {
                return document.root.id
            }
        }
        return a
    }

    mutating func place(_ spec: ConstraintSpec) {
        var node = IBXMLNode("constraint")
        let (firstItem, firstAttribute) = anchor(spec.first)
        node.set("firstItem", firstItem)
        node.set("firstAttribute", firstAttribute)
        switch spec.relation {
        case .equal: break
        case .greaterThanOrEqual: node.set("relation", "greaterThanOrEqual")
        case .lessThanOrEqual: node.set("relation", "lessThanOrEqual")
        }
        if let second = spec.second {
            let (item, attribute) = anchor(second)
            node.set("secondItem", item)
            node.set("secondAttribute", attribute)
        }
        if spec.multiplier != 1 { node.set("multiplier", Self.number(spec.multiplier)) }
        if spec.constant != 0 { node.set("constant", Self.number(spec.constant)) }
        if spec.priority.rawValue != 1000 { node.set("priority", Self.number(spec.priority.rawValue)) }
        if let identifier = spec.identifier { node.set("identifier", identifier) }
        if spec.isPlaceholder { node.set("placeholder", "YES") }
        node.set("id", spec.id.flatMap { ibIDs[$0] } ?? freshID())
        node.children = spec.id.map { variations[$0]?.map(\.node) ?? [] } ?? []
        heldConstraints[holder(of: spec), default: []].append(node)
    }

    /// IB's item and attribute names for an anchor (see ``InterfaceBuilderWriter``).
    mutating func anchor(_ anchor: AnchorReference) -> (String, String) {
        var item = anchor.item
        var attribute = anchor.attribute
        if !hasLegacyGuides, let guide = item.guide, guide.isLegacy {
            // In a xib the legacy guides become what Xcode converts them to: the safe area's
            // edge where the guide meets it (topLayoutGuide.bottom is safeArea.top), the
            // view's own edge for the far side.
            let inner: LayoutAttribute = guide == .topLayoutGuide ? .bottom : .top
            if attribute == inner {
                item.guide = .safeArea
                attribute = guide == .topLayoutGuide ? .top : .bottom
            } else {
                item.guide = nil
            }
        }
        var id = item.id
        switch item.guide {
        case nil:
            break
        case .layoutMargins?, .readableContent?:
            if item.guide == .readableContent { readableViews.insert(item.id) }
            attribute = attribute.marginCounterpart ?? attribute
        case let guide?:
            if let existing = builtInGuides[item.id]?[guide] {
                return (existing, Self.name(attribute))
            }
            let fresh = freshID()
            builtInGuides[item.id, default: [:]][guide] = fresh
            if guide.isLegacy {
                legacyGuides.append(IBXMLNode("viewControllerLayoutGuide", [
                    ("type", guide == .topLayoutGuide ? "top" : "bottom"), ("id", fresh),
                ]))
            }
            return (fresh, Self.name(attribute))
        }
        if ibIDs[id] == nil {
            ibIDs[id] = freshID()
        }
        id = ibIDs[id] ?? id
        return (id, Self.name(attribute))
    }

    /// IB's attribute name: `baseline` for lastBaseline, the document's name otherwise.
    static func name(_ attribute: LayoutAttribute) -> String {
        attribute == .lastBaseline ? "baseline" : attribute.rawValue
    }

    /// A number as IB writes it: integers without a fraction.
    static func number(_ value: Double) -> String {
        // Xcode writes other whole numbers bare (`width="414"`) but zero as `0.0`, in all
        // 1,300 zeros of the corpus.
        if value == 0 { return "0.0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
