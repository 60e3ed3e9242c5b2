import LayoutModel
import PropertyBased

/// Random ``LayoutDocument``s for round-trip properties (store, JSON format): random
/// trees with every view property drawn, constraints of each kind, and variants with
/// every change. Documents are structurally valid (unique ids, arranged views are
/// subviews) but constraints need not be solvable: round trips do not solve.
public enum RandomDocuments {
    public static func document(using rng: inout Xoshiro) -> LayoutDocument {
        var counter = 0
        let root = view(depth: 0, counter: &counter, using: &rng)
        var ids: [String] = []
        func collect(_ node: ViewNode) {
            ids.append(node.id)
            node.subviews.forEach(collect)
        }
        collect(root)
        let guides = (0..<Int.random(in: 0...2, using: &rng)).map { LayoutGuideNode(id: "g\($0)", owner: ids.randomElement(using: &rng) ?? "v0") }
        let items = ids + guides.map(\.id)
        var constraints: [DocumentConstraint] = []
        for index in 0..<Int.random(in: 0...6, using: &rng) {
            constraints.append(constraint(index: index, items: items, using: &rng))
        }
        var variants: [Variant] = []
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            variants.append(variant(views: ids, constraints: constraints, guides: guides.map(\.id), using: &rng))
        }
        return LayoutDocument(
            name: "doc\(Int.random(in: 0...99, using: &rng))", root: root, guides: guides, constraints: constraints,
            variants: variants, designDevice: Bool.random(using: &rng) ? "iphone-6.1inch-island" : nil)
    }

    static func number(using rng: inout Xoshiro) -> Double {
        switch Int.random(in: 0...3, using: &rng) {
        case 0: return 0
        case 1: return Double(Int.random(in: -500...500, using: &rng))
        case 2: return Double(Int.random(in: -4000...4000, using: &rng)) / 8
        default: return Double.random(in: -1000...1000, using: &rng)
        }
    }

    static func rect(using rng: inout Xoshiro) -> LayoutRect {
        LayoutRect(x: number(using: &rng), y: number(using: &rng), width: abs(number(using: &rng)), height: abs(number(using: &rng)))
    }

    static func priority(using rng: inout Xoshiro) -> Priority {
        [Priority.required, .defaultHigh, .defaultLow, .fittingSizeLevel, Priority(clamping: Double(Int.random(in: 1...1000, using: &rng)))]
            .randomElement(using: &rng) ?? .required
    }

    static func text(using rng: inout Xoshiro) -> String? {
        ["Sign in", "", "Ünïcødé “quotes” \\ / \n tab\t", "שלום עולם", "日本語のテキスト", "emoji 👩‍👩‍👧", nil]
            .randomElement(using: &rng) ?? nil
    }

    static func margins(using rng: inout Xoshiro) -> LayoutMargins {
        Bool.random(using: &rng)
            ? .directional(DirectionalInsets(top: number(using: &rng), leading: number(using: &rng), bottom: number(using: &rng), trailing: number(using: &rng)))
            : .fixed(EdgeInsets(top: number(using: &rng), left: number(using: &rng), bottom: number(using: &rng), right: number(using: &rng)))
    }

    static func font(using rng: inout Xoshiro) -> FontDescriptor? {
        switch Int.random(in: 0...2, using: &rng) {
        case 0: return nil
        case 1: return .textStyle(TextStyle.allCases.randomElement(using: &rng) ?? .body)
        default: return .system(size: Double(Int.random(in: 6...60, using: &rng)), weight: FontWeight.allCases.randomElement(using: &rng) ?? .regular)
        }
    }

    static func view(depth: Int, counter: inout Int, using rng: inout Xoshiro) -> ViewNode {
        let id = "v\(counter)"
        counter += 1
        var node = ViewNode(id: id, className: ["UIView", "UILabel", "UIButton", "UITextField", "UIImageView", "UISwitch", "MyCustomView"].randomElement(using: &rng) ?? "UIView")
        node.customClass = Bool.random(using: &rng) ? "My\(node.className)" : nil
        node.translatesAutoresizingMaskIntoConstraints = Bool.random(using: &rng)
        node.frame = rect(using: &rng)
        node.autoresizingMask = AutoresizingMask(rawValue: Int.random(in: 0...63, using: &rng))
        node.intrinsicContentSize = IntrinsicContentSize(
            width: Bool.random(using: &rng) ? abs(number(using: &rng)) : nil, height: Bool.random(using: &rng) ? abs(number(using: &rng)) : nil)
        node.contentHugging = AxisPriorities(horizontal: priority(using: &rng), vertical: priority(using: &rng))
        node.compressionResistance = AxisPriorities(horizontal: priority(using: &rng), vertical: priority(using: &rng))
        node.layoutMargins = margins(using: &rng)
        node.preservesSuperviewLayoutMargins = Bool.random(using: &rng)
        node.insetsLayoutMarginsFromSafeArea = Bool.random(using: &rng)
        node.semanticContentAttribute = SemanticContentAttribute.allCases.randomElement(using: &rng) ?? .unspecified
        node.isHidden = Bool.random(using: &rng)
        node.baselineOffset = Bool.random(using: &rng) ? abs(number(using: &rng)) : nil
        node.content = ViewContent(
            text: text(using: &rng), title: text(using: &rng), placeholder: text(using: &rng), font: font(using: &rng),
            adjustsFontForContentSizeCategory: [true, false, nil].randomElement(using: &rng) ?? nil,
            numberOfLines: Int.random(in: 0...5, using: &rng),
            imageSize: Bool.random(using: &rng) ? LayoutSize(width: abs(number(using: &rng)), height: abs(number(using: &rng))) : nil)
        node.recordedFrame = Bool.random(using: &rng) ? rect(using: &rng) : nil
        if depth < 3 {
            for _ in 0..<Int.random(in: 0...(depth == 0 ? 4 : 2), using: &rng) {
                node.subviews.append(view(depth: depth + 1, counter: &counter, using: &rng))
            }
        }
        if Int.random(in: 0...3, using: &rng) == 0 {
            node.className = "UIStackView"
            let arranged = node.subviews.map(\.id).filter { _ in Bool.random(using: &rng) }.shuffled(using: &rng)
            var custom: [String: StackSpacing] = [:]
            for id in arranged where Bool.random(using: &rng) {
                custom[id] = Int.random(in: 0..<4, using: &rng) == 0 ? .system : .points(abs(number(using: &rng)))
            }
            node.stack = StackProperties(
                axis: LayoutAxis.allCases.randomElement(using: &rng) ?? .horizontal,
                distribution: StackDistribution.allCases.randomElement(using: &rng) ?? .fill,
                alignment: StackAlignment.allCases.randomElement(using: &rng) ?? .fill,
                spacing: Bool.random(using: &rng) ? .system : .points(abs(number(using: &rng))),
                customSpacing: custom, isBaselineRelativeArrangement: Bool.random(using: &rng),
                isLayoutMarginsRelativeArrangement: Bool.random(using: &rng), arrangedSubviewIDs: arranged)
        }
        return node
    }

    static func anchor(items: [String], attribute: LayoutAttribute, using rng: inout Xoshiro) -> AnchorReference {
        let guide: BuiltInGuide? = Bool.random(using: &rng) ? nil : BuiltInGuide.allCases.randomElement(using: &rng)
        return AnchorReference(ItemReference(items.randomElement(using: &rng) ?? "v0", guide: guide), attribute)
    }

    static func constraint(index: Int, items: [String], using rng: inout Xoshiro) -> DocumentConstraint {
        if Int.random(in: 0...4, using: &rng) == 0 {
            var options: VisualFormatOptions = [.alignAllTop, .alignAllLeading, []].randomElement(using: &rng) ?? []
            if Bool.random(using: &rng) { options.insert(.directionLeftToRight) }
            return .visual(VisualFormatEntry(
                id: Bool.random(using: &rng) ? "vfl\(index)" : nil, format: "H:|-(m)-[\(items.randomElement(using: &rng) ?? "v0")]-|",
                options: options, metrics: ["m": abs(number(using: &rng))]))
        }
        let attributes: [LayoutAttribute] = [.leading, .top, .width, .height, .centerX, .lastBaseline, .trailingMargin]
        let attribute = attributes.randomElement(using: &rng) ?? .top
        let second: AnchorReference? = Bool.random(using: &rng) ? anchor(items: items, attribute: attribute, using: &rng) : nil
        var spec = ConstraintSpec(
            id: Bool.random(using: &rng) ? "c\(index)" : nil, first: anchor(items: items, attribute: attribute, using: &rng),
            relation: Relation.allCases.randomElement(using: &rng) ?? .equal, second: second,
            multiplier: second == nil ? 1 : [1, 0.5, 2, -1, 0.75].randomElement(using: &rng) ?? 1,
            constant: number(using: &rng), priority: priority(using: &rng),
            identifier: Bool.random(using: &rng) ? "ident \(index)" : nil, isActive: Int.random(in: 0...5, using: &rng) > 0,
            isPlaceholder: Int.random(in: 0...5, using: &rng) == 0)
        if Bool.random(using: &rng) { spec.origin = .equation(spec.equationString) }
        return .single(spec)
    }

    static func variant(views: [String], constraints: [DocumentConstraint], guides: [String], using rng: inout Xoshiro) -> Variant {
        var when = TraitPredicate()
        if Bool.random(using: &rng) { when.widthClass = [.compact, .regular].randomElement(using: &rng) }
        if Bool.random(using: &rng) { when.heightClass = [.compact, .regular].randomElement(using: &rng) }
        if Bool.random(using: &rng) {
            let a = ContentSizeCategory.allCases.randomElement(using: &rng) ?? .large
            let b = ContentSizeCategory.allCases.randomElement(using: &rng) ?? .large
            when.contentSize = min(a, b)...max(a, b)
        }
        if Bool.random(using: &rng) { when.direction = LayoutDirection.allCases.randomElement(using: &rng) }
        if Bool.random(using: &rng) { when.idiom = UserInterfaceIdiom.allCases.randomElement(using: &rng) }
        let constraintIDs = constraints.compactMap { entry -> String? in
            switch entry {
            case .single(let spec): return spec.id
            case .visual(let visual): return visual.id
            }
        }
        let installed: Bool? = [true, false, nil].randomElement(using: &rng) ?? nil
        if let id = constraintIDs.randomElement(using: &rng), Bool.random(using: &rng) {
            let changes: [VariantChange] = [.constant(number(using: &rng)), .priority(priority(using: &rng)), .multiplier(2)]
                .filter { _ in Bool.random(using: &rng) }
            return Variant(when: when, target: .constraint(id), installed: installed, changes: changes)
        }
        if let id = guides.randomElement(using: &rng), Int.random(in: 0...4, using: &rng) == 0 {
            return Variant(when: when, target: .guide(id), installed: installed)
        }
        let all: [VariantChange] = [
            .hidden(Bool.random(using: &rng)), .axis(.vertical), .spacing(.system), .spacing(.points(abs(number(using: &rng)))),
            .alignment(StackAlignment.allCases.randomElement(using: &rng) ?? .fill),
            .distribution(StackDistribution.allCases.randomElement(using: &rng) ?? .fill), .textStyle(.footnote),
            .font(.system(size: 12, weight: .bold)), .font(.textStyle(.largeTitle)), .text(text(using: &rng) ?? ""),
            .layoutMargins(margins(using: &rng)), .numberOfLines(Int.random(in: 0...9, using: &rng)),
            .intrinsicContentSize(IntrinsicContentSize(width: abs(number(using: &rng)), height: nil)),
            .frame(rect(using: &rng)), .recordedFrame(rect(using: &rng)),
        ]
        var seen = Set<String>()
        let changes = all.filter { _ in Int.random(in: 0...3, using: &rng) == 0 }.filter { seen.insert($0.propertyName).inserted }
        return Variant(when: when, target: .view(views.randomElement(using: &rng) ?? "v0"), installed: installed, changes: changes)
    }
}
