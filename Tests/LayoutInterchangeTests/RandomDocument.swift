import LayoutInterchange

/// Random valid documents for the round-trip property: a random view tree (plain
/// views, labels with text styles or system fonts, stack views with arranged and plain
/// subviews), guides, constraints in every form (equation strings, annotated equations,
/// objects, Visual Format entries) and variants of every kind of target.
struct RandomDocument {
    var rng: SplitMix
    private var viewIDs: [String] = []
    private var stackIDs: [String] = []
    private var nonRootIDs: [String] = []

    init(rng: SplitMix) { self.rng = rng }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func bool() -> Bool { Bool.random(using: &rng) }
    mutating func pick<T>(_ options: [T]) -> T { options[int(0...options.count - 1)] }
    mutating func number() -> Double {
        switch int(0...2) {
        case 0: return Double(int(-200...200))
        case 1: return Double(int(-800...800)) / 4
        default: return Double.random(in: -1000...1000, using: &rng)
        }
    }
    mutating func text() -> String {
        pick(["Hello", "Sign in", "Ünïcødé ✓", "quote \" and \\ backslash", "tab\tnew\nline", "😀 emoji", ""])
    }

    mutating func document() -> LayoutDocument {
        var counter = 0
        let root = view(depth: 0, counter: &counter)
        var document = LayoutDocument(name: pick(["login", "a/b", "Main.storyboard#x"]), root: root)
        if bool() { document.designDevice = "iPhone 15" }
        for index in 0..<int(0...2) {
            document.guides.append(LayoutGuideNode(id: "guide\(index)", owner: pick(viewIDs)))
        }
        var constraintIDs: [String] = []
        var visualIDs: [String] = []
        for index in 0..<int(0...8) {
            let entry = constraint(index: index, guides: document.guides.map(\.id))
            if case .visual(let visual) = entry, let id = visual.id { visualIDs.append(id) }
            if case .single(let spec) = entry, let id = spec.id { constraintIDs.append(id) }
            document.constraints.append(entry)
        }
        for _ in 0..<int(0...6) {
            // Two variants of one target with equal specificity may tie, which FORMAT.md
            // makes an import error; a target's variants differ in specificity instead.
            if let variant = variant(constraints: constraintIDs, visuals: visualIDs, guides: document.guides.map(\.id)),
                !document.variants.contains(where: {
                    $0.target == variant.target && $0.when.specificity == variant.when.specificity
                })
            {
                document.variants.append(variant)
            }
        }
        return document
    }

    private mutating func view(depth: Int, counter: inout Int) -> ViewNode {
        let id = "v\(counter)"
        counter += 1
        viewIDs.append(id)
        if depth > 0 { nonRootIDs.append(id) }
        let isStack = depth < 3 && int(0...3) == 0
        var node = ViewNode(id: id, className: isStack ? "UIStackView" : pick(["UIView", "UILabel", "UIButton", "MyCustomView"]))
        if bool() { node.content.text = text() }
        switch int(0...3) {
        case 0: node.content.font = .textStyle(pick(TextStyle.allCases))
        case 1: node.content.font = .system(size: Double(int(8...40)), weight: pick(FontWeight.allCases))
        default: break
        }
        if int(0...3) == 0 { node.content.numberOfLines = int(0...4) }
        if int(0...4) == 0 { node.content.adjustsFontForContentSizeCategory = bool() }
        if int(0...4) == 0 { node.content.title = text() }
        if int(0...4) == 0 { node.content.placeholder = text() }
        if int(0...4) == 0 { node.content.imageSize = LayoutSize(width: Double(int(0...300)), height: Double(int(0...300))) }
        if int(0...3) == 0 {
            node.intrinsicContentSize = IntrinsicContentSize(
                width: bool() ? Double(int(0...100)) : nil, height: bool() ? Double(int(0...100)) / 2 : nil)
        }
        if int(0...3) == 0 { node.contentHugging = AxisPriorities(horizontal: Priority(clamping: Double(int(1...1000))), vertical: .defaultLow) }
        if int(0...3) == 0 { node.compressionResistance = AxisPriorities(horizontal: .required, vertical: Priority(clamping: 250.5)) }
        if int(0...3) == 0 { node.isHidden = true }
        switch int(0...3) {
        case 0: node.layoutMargins = .directional(DirectionalInsets(top: number(), leading: number(), bottom: 0, trailing: 4))
        case 1: node.layoutMargins = .fixed(EdgeInsets(top: 1, left: number(), bottom: 2, right: 3))
        default: break
        }
        if int(0...4) == 0 { node.preservesSuperviewLayoutMargins = true }
        if int(0...4) == 0 { node.insetsLayoutMarginsFromSafeArea = false }
        if int(0...4) == 0 { node.semanticContentAttribute = pick(SemanticContentAttribute.allCases) }
        if int(0...4) == 0 {
            node.translatesAutoresizingMaskIntoConstraints = true
            node.frame = LayoutRect(x: number(), y: number(), width: 10, height: 20)
            node.autoresizingMask = AutoresizingMask(rawValue: int(0...63))
        }
        if int(0...4) == 0 { node.recordedFrame = LayoutRect(x: 0, y: number(), width: 100, height: 44) }
        if int(0...5) == 0 { node.baselineOffset = number() }
        guard depth < 3 else { return node }
        let childCount = int(0...(depth == 0 ? 4 : 2))
        var children: [ViewNode] = []
        for _ in 0..<childCount { children.append(view(depth: depth + 1, counter: &counter)) }
        node.subviews = children
        if isStack {
            stackIDs.append(id)
            let arrangedCount = int(0...children.count)
            var stack = StackProperties(
                axis: pick(LayoutAxis.allCases), distribution: pick(StackDistribution.allCases),
                alignment: pick(StackAlignment.allCases), spacing: bool() ? .system : .points(number()),
                isBaselineRelativeArrangement: bool(), isLayoutMarginsRelativeArrangement: bool(),
                arrangedSubviewIDs: children.prefix(arrangedCount).map(\.id))
            if let first = stack.arrangedSubviewIDs.first, bool() { stack.customSpacing[first] = bool() ? .system : .points(number()) }
            node.stack = stack
        }
        return node
    }

    private static let pairs: [(LayoutAttribute, LayoutAttribute)] = [
        (.top, .top), (.leading, .trailing), (.centerX, .centerXWithinMargins), (.firstBaseline, .lastBaseline),
        (.left, .right), (.bottom, .bottomMargin),
    ]

    private mutating func constraint(index: Int, guides: [String]) -> DocumentConstraint {
        if int(0...5) == 0, !nonRootIDs.isEmpty {
            let view = pick(nonRootIDs)
            var entry = VisualFormatEntry(format: pick(["H:|-[\(view)]-|", "V:|-(pad)-[\(view)(>=20@750)]"]))
            if entry.format.contains("pad") { entry.metrics = ["pad": number(), "unused": 1] }
            if bool() {
                entry.options = entry.format.hasPrefix("H")
                    ? pick([.alignAllTop, [.alignAllCenterY, .directionLeftToRight]])
                    : pick([.alignAllLeading, [.alignAllCenterX, .spacingBaselineToBaseline]])
            }
            if bool() { entry.id = "visual\(index)" }
            return .visual(entry)
        }
        let items = viewIDs + guides
        var spec: ConstraintSpec
        if bool() {
            let (a, b) = pick(Self.pairs)
            let firstItem = pick(items)
            let guide: BuiltInGuide? = viewIDs.contains(firstItem) && bool() ? pick([.safeArea, .layoutMargins, .readableContent]) : nil
            spec = ConstraintSpec(
                first: AnchorReference(ItemReference(firstItem, guide: guide), a), relation: pick(Relation.allCases),
                second: AnchorReference(pick(items), b), multiplier: pick([1, 2, number() == 0 ? 1 : 0.5]), constant: number(),
                priority: pick([.required, .defaultHigh, Priority(clamping: Double(int(1...999)) + 0.5)]))
        } else {
            spec = ConstraintSpec(
                first: AnchorReference(pick(items), pick([.width, .height])), relation: pick(Relation.allCases),
                second: bool() ? AnchorReference(pick(items), pick([.width, .height])) : nil,
                multiplier: pick([1, 1.5, -2]), constant: number())
        }
        if bool() {
            // An equation, written as the author would.
            spec = (try? ConstraintSpec(equation: spec.equationString)) ?? spec
        }
        if int(0...2) == 0 { spec.id = "c\(index)" }
        if int(0...4) == 0 { spec.identifier = pick(["form max width", "UISV-spacing", "ünï"]) }
        if int(0...5) == 0 { spec.isActive = false }
        if int(0...5) == 0 { spec.isPlaceholder = true }
        return .single(spec)
    }

    private mutating func predicate() -> TraitPredicate {
        var predicate = TraitPredicate()
        if bool() { predicate.widthClass = pick([.compact, .regular]) }
        if bool() { predicate.heightClass = pick([.compact, .regular]) }
        if int(0...2) == 0 {
            let all = ContentSizeCategory.allCases
            let lower = int(0...all.count - 1)
            predicate.contentSize = all[lower]...all[int(lower...all.count - 1)]
        }
        if int(0...3) == 0 { predicate.direction = pick(LayoutDirection.allCases) }
        if int(0...3) == 0 { predicate.idiom = pick(UserInterfaceIdiom.allCases) }
        return predicate
    }

    private mutating func variant(constraints: [String], visuals: [String], guides: [String]) -> Variant? {
        let when = predicate()
        switch int(0...3) {
        case 0 where !constraints.isEmpty:
            var changes: [VariantChange] = []
            if bool() { changes.append(.constant(number())) }
            if bool() { changes.append(.priority(.defaultLow)) }
            if bool() { changes.append(.multiplier(pick([0.5, 3]))) }
            return Variant(when: when, target: .constraint(pick(constraints)), installed: changes.isEmpty ? bool() : nil, changes: changes)
        case 1 where !visuals.isEmpty:
            return Variant(when: when, target: .constraint(pick(visuals)), installed: bool())
        case 2 where !guides.isEmpty:
            return Variant(when: when, target: .guide(pick(guides)), installed: bool())
        default:
            let id = pick(viewIDs)
            var changes: [VariantChange] = []
            var pool: [VariantChange] = [
                .hidden(bool()), pick([.textStyle(pick(TextStyle.allCases)), .font(.system(size: 12, weight: .bold))]),
                .text(text()), .layoutMargins(.fixed(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))),
                .numberOfLines(int(0...3)), .intrinsicContentSize(IntrinsicContentSize(width: 5, height: nil)),
                .frame(LayoutRect(x: 1, y: 2, width: 3, height: 4)), .recordedFrame(LayoutRect(x: number(), y: 0, width: 1, height: 1)),
            ]
            if stackIDs.contains(id) {
                pool += [.axis(pick(LayoutAxis.allCases)), .spacing(.system), .alignment(.center), .distribution(.fillEqually)]
            }
            for _ in 0..<int(0...3) {
                let change = pick(pool)
                if !changes.contains(where: { $0.slot == change.slot }) { changes.append(change) }
            }
            let installed: Bool? = id != viewIDs[0] && (changes.isEmpty || bool()) ? bool() : nil
            if installed == nil && changes.isEmpty { return nil }
            return Variant(when: when, target: .view(id), installed: installed, changes: changes)
        }
    }
}
