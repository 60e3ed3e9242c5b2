/// One `<variation key=…>` being assembled: attributes, masks and child elements from
/// every variant that shares its element and key.
struct IBVariationBuilder {
    var key: String
    var attributes: [(String, String)] = []
    /// `constraints` or `subviews` → include/exclude entries.
    var masks: [(String, [IBXMLNode])] = []
    var children: [IBXMLNode] = []

    var node: IBXMLNode {
        var node = IBXMLNode("variation", [("key", key)] + attributes)
        for (kind, entries) in masks { node.children.append(IBXMLNode("mask", [("key", kind)], children: entries)) }
        node.children += children
        return node
    }

    /// IB's key for a predicate, or nil when it varies on something a variation cannot
    /// name (content size, direction, idiom) or on the unspecified class.
    static func key(_ when: TraitPredicate) -> String? {
        guard when.contentSize == nil, when.direction == nil, when.idiom == nil else { return nil }
        var parts: [String] = []
        switch when.heightClass {
        case nil: break
        case .compact?: parts.append("heightClass=compact")
        case .regular?: parts.append("heightClass=regular")
        case .unspecified?: return nil
        }
        switch when.widthClass {
        case nil: break
        case .compact?: parts.append("widthClass=compact")
        case .regular?: parts.append("widthClass=regular")
        case .unspecified?: return nil
        }
        return parts.isEmpty ? "default" : parts.joined(separator: "-")
    }
}

extension IBExportContext {
    /// The builder of `element`'s variation for `key`, made on first use.
    mutating func withVariation(_ element: String, key: String, _ body: (inout IBVariationBuilder) -> Void) {
        var list = variations[element] ?? []
        if let index = list.firstIndex(where: { $0.key == key }) {
            body(&list[index])
        } else {
            var builder = IBVariationBuilder(key: key)
            body(&builder)
            list.append(builder)
        }
        variations[element] = list
    }

    mutating func addMask(on holder: String, kind: String, reference: String, key: String, include: Bool) {
        guard let ib = ibIDs[reference] else { return }
        let entry = IBXMLNode(include ? "include" : "exclude", [("reference", ib)])
        withVariation(holder, key: key) { builder in
            if let index = builder.masks.firstIndex(where: { $0.0 == kind }) {
                builder.masks[index].1.append(entry)
            } else {
                builder.masks.append((kind, [entry]))
            }
        }
    }

    /// A document variant as IB variations: masks on the holder or superview, attributes
    /// and child elements on the target (see ``InterfaceBuilderWriter`` for what is dropped).
    mutating func add(_ variant: Variant, specs: inout [ConstraintSpec]) {
        guard let key = IBVariationBuilder.key(variant.when) else { return }
        switch variant.target {
        case .guide:
            return
        case .constraint(let id):
            if let installed = variant.installed, let spec = specs.first(where: { $0.id == id }) {
                addMask(on: holder(of: spec), kind: "constraints", reference: id, key: key, include: installed)
            }
            if let spec = specs.first(where: { $0.id == id }), let twin = twin(of: spec, for: variant, key: key) {
                specs.append(twin)
                return
            }
            var attributes: [(String, String)] = []
            for change in variant.changes {
                switch change {
                case .constant(let value): attributes.append(("constant", Self.number(value)))
                case .priority(let value): attributes.append(("priority", Self.number(value.rawValue)))
                case .multiplier(let value): attributes.append(("multiplier", Self.number(value)))
                default: break
                }
            }
            if !attributes.isEmpty { withVariation(id, key: key) { $0.attributes += attributes } }
        case .view(let id):
            if let installed = variant.installed, let parent = parents[id] {
                addMask(on: parent, kind: "subviews", reference: id, key: key, include: installed)
            }
            let base = view(withID: id)
            var attributes: [(String, String)] = []
            var children: [IBXMLNode] = []
            var axis = base?.stack?.axis ?? .horizontal
            for case .axis(let value) in variant.changes { axis = value }
            var frame: LayoutRect?
            var recorded: LayoutRect?
            for change in variant.changes {
                switch change {
                case .hidden(let value): attributes.append(("hidden", value ? "YES" : "NO"))
                case .axis(let value): attributes.append(("axis", value.rawValue))
                case .distribution(let value): attributes.append(("distribution", value.rawValue))
                case .alignment(let value): attributes.append(("alignment", Self.alignmentName(value, axis: axis)))
                case .spacing(.system): attributes.append(("spacingType", "standard"))
                case .spacing(.points(let value)): attributes.append(("spacing", Self.number(value)))
                case .frame(let rect): frame = rect
                case .recordedFrame(let rect): recorded = rect
                case .font(let font): children.append(Self.fontNode(font))
                case .textStyle(let style): children.append(Self.fontNode(.textStyle(style)))
                case .layoutMargins(let margins): children.append(Self.marginsNode(margins))
                default: break
                }
            }
            if let rect = recorded ?? frame {
                // A frame that is not also the recorded one is a misplaced design frame.
                if recorded == nil { attributes.append(("misplaced", "YES")) }
                children.insert(Self.rectNode(rect), at: 0)
            }
            if !attributes.isEmpty || !children.isEmpty {
                withVariation(id, key: key) { builder in
                    builder.attributes += attributes
                    builder.children += children
                }
            }
        }
    }

    /// Interface Builder varies only a constraint's constant and installation per size
    /// class, so a variant that changes its multiplier or priority is written the way
    /// Xcode users build one: a second constraint with the varied values, installed only
    /// in that class, while the original is uninstalled there. Nil for other variants.
    mutating func twin(of spec: ConstraintSpec, for variant: Variant, key: String) -> ConstraintSpec? {
        guard let id = spec.id, variant.changes.contains(where: {
            if case .multiplier = $0 { return true }
            if case .priority = $0 { return true }
            return false
        }) else { return nil }
        var twin = spec
        twin.id = "\(id)~\(key)"
        for change in variant.changes {
            switch change {
            case .multiplier(let value): twin.multiplier = value
            case .priority(let value): twin.priority = value
            case .constant(let value): twin.constant = value
            default: break
            }
        }
        guard let twinID = twin.id else { return nil }
        ibIDs[twinID] = freshID()
        let holder = holder(of: spec)
        addMask(on: holder, kind: "constraints", reference: id, key: key, include: false)
        addMask(on: holder, kind: "constraints", reference: twinID, key: "default", include: false)
        addMask(on: holder, kind: "constraints", reference: twinID, key: key, include: true)
        return twin
    }

    func view(withID id: String) -> ViewNode? {
        func find(_ node: ViewNode) -> ViewNode? {
            if node.id == id { return node }
            for child in node.subviews { if let found = find(child) { return found } }
            return nil
        }
        return find(document.root)
    }

    /// IB writes `top`/`bottom` for leading/trailing on vertical stacks (IB-NOTES.md §1.5).
    static func alignmentName(_ alignment: StackAlignment, axis: LayoutAxis) -> String {
        switch (alignment, axis) {
        case (.leading, .vertical): return "top"
        case (.trailing, .vertical): return "bottom"
        default: return alignment.rawValue
        }
    }

    static func fontNode(_ font: FontDescriptor) -> IBXMLNode {
        switch font {
        case .textStyle(let style):
            let name = IBValueReader.textStyles.first { $0.value == style }?.key ?? "UICTFontTextStyleBody"
            return IBXMLNode("fontDescription", [("key", "fontDescription"), ("style", name)])
        case .system(let size, let weight):
            // Xcode spells the bold system font as its own type, other weights as `weight`.
            var node = IBXMLNode("fontDescription", [("key", "fontDescription"), ("type", weight == .bold ? "boldSystem" : "system")])
            if weight != .regular, weight != .bold { node.set("weight", weight.rawValue) }
            node.set("pointSize", number(size))
            return node
        }
    }

    static func marginsNode(_ margins: LayoutMargins) -> IBXMLNode {
        switch margins {
        case .directional(let insets):
            return IBXMLNode("directionalEdgeInsets", [
                ("key", "directionalLayoutMargins"), ("top", number(insets.top)), ("leading", number(insets.leading)),
                ("bottom", number(insets.bottom)), ("trailing", number(insets.trailing)),
            ])
        case .fixed(let insets):
            return IBXMLNode("edgeInsets", [
                ("key", "layoutMargins"), ("top", number(insets.top)), ("left", number(insets.left)),
                ("bottom", number(insets.bottom)), ("right", number(insets.right)),
            ])
        }
    }

    /// A `<rect key="frame">`, with no negative size (``IBRecordedFrame``).
    static func rectNode(_ frame: LayoutRect) -> IBXMLNode {
        let rect = IBRecordedFrame.recordable(frame)
        return IBXMLNode("rect", [
            ("key", "frame"), ("x", number(rect.x)), ("y", number(rect.y)), ("width", number(rect.width)),
            ("height", number(rect.height)),
        ])
    }
}
