/// Writes a ``LayoutDocument`` in the layoutdb JSON format, so that reading the output
/// gives an equal document and writing that again gives the same bytes.
///
/// Keys come in a fixed order (FORMAT.md's order), indentation is two spaces, and
/// values equal to their defaults are left out. A constraint that came from an equation
/// is written as that equation string when nothing else needs saying, or as
/// `{"equation": …}` with its `id`, `identifier`, `active` or `placeholder`; other
/// constraints are objects. A stack view's arranged views are written under
/// `arrangedSubviews` in arrangement order and its other subviews under `subviews`.
///
/// Not representable, decided: a single constraint whose origin is a Visual Format
/// string is written as an object (its origin reads back as `.object`), and an
/// equation origin whose text no longer matches the spec's fields is written as an object too.
public enum DocumentWriter {
    public static func write(_ document: LayoutDocument) -> String {
        // Exact numbers: a document is data to read back, not a result (``PrintedNumber``).
        JSONPrinter.print(json(document), exact: true)
    }

    public static func bytes(_ document: LayoutDocument) -> [UInt8] { Array(write(document).utf8) }

    /// The document as a JSON value with members in writing order.
    public static func json(_ document: LayoutDocument) -> JSONValue {
        var members = JSONObjectBuilder()
        members["layoutdb"] = .number(Double(DocumentReader.formatVersion))
        members["name"] = .string(document.name)
        if let device = document.designDevice { members["designDevice"] = .string(device) }
        if document.containment != .none {
            var containment = JSONObjectBuilder()
            if let bar = document.containment.navigationBar { containment["navigationBar"] = .string(bar.rawValue) }
            if let bar = document.containment.tabBar { containment["tabBar"] = .string(bar.rawValue) }
            if let bar = document.containment.toolbar { containment["toolbar"] = .string(bar.rawValue) }
            if !document.containment.automaticallyAdjustsScrollViewInsets {
                containment["automaticallyAdjustsScrollViewInsets"] = .bool(false)
            }
            if !document.containment.viewRespectsSystemMinimumLayoutMargins {
                containment["viewRespectsSystemMinimumLayoutMargins"] = .bool(false)
            }
            members["containment"] = containment.value
        }
        members["root"] = view(document.root)
        if !document.guides.isEmpty {
            members["guides"] = .array(
                document.guides.map { guide in
                    var object = JSONObjectBuilder()
                    object["id"] = .string(guide.id)
                    object["owner"] = .string(guide.owner)
                    return object.value
                })
        }
        if !document.constraints.isEmpty { members["constraints"] = .array(document.constraints.map(constraint)) }
        if !document.variants.isEmpty { members["variants"] = .array(document.variants.map(variant)) }
        return members.value
    }

    // MARK: Views

    static func view(_ view: ViewNode) -> JSONValue {
        var object = JSONObjectBuilder()
        object["id"] = .string(view.id)
        object["class"] = .string(view.className)
        if let customClass = view.customClass { object["customClass"] = .string(customClass) }
        if let userLabel = view.userLabel { object["userLabel"] = .string(userLabel) }
        if let text = view.content.text { object["text"] = .string(text) }
        if let title = view.content.title { object["title"] = .string(title) }
        if let placeholder = view.content.placeholder { object["placeholder"] = .string(placeholder) }
        if let style = view.content.borderStyle { object["borderStyle"] = .string(style.rawValue) }
        switch view.content.font {
        case .textStyle(let style): object["textStyle"] = .string(style.rawValue)
        case .some(let font): object["font"] = Self.font(font)
        case nil: break
        }
        if let adjusts = view.content.adjustsFontForContentSizeCategory {
            object["adjustsFontForContentSizeCategory"] = .bool(adjusts)
        }
        if view.content.numberOfLines != 1 { object["numberOfLines"] = .number(Double(view.content.numberOfLines)) }
        if let image = view.content.imageSize {
            object["image"] = JSONObjectBuilder.make([("width", .number(image.width)), ("height", .number(image.height))])
        }
        if view.content.isScrollEnabled { object["scrollEnabled"] = .bool(true) }
        if let insets = view.content.contentEdgeInsets {
            object["contentEdgeInsets"] = JSONObjectBuilder.make([
                ("top", .number(insets.top)), ("left", .number(insets.left)), ("bottom", .number(insets.bottom)),
                ("right", .number(insets.right)),
            ])
        }
        if let style = view.content.activityIndicatorStyle { object["activityIndicatorStyle"] = .string(style.rawValue) }
        if let style = view.content.searchBarStyle { object["searchBarStyle"] = .string(style.rawValue) }
        if let style = view.content.buttonConfiguration { object["buttonConfiguration"] = .string(style.rawValue) }
        if let style = view.content.datePickerStyle { object["datePickerStyle"] = .string(style.rawValue) }
        if !view.content.segments.isEmpty { object["segments"] = .array(view.content.segments.map(JSONValue.string)) }
        if let style = view.content.tableStyle { object["tableStyle"] = .string(style.rawValue) }
        if view.content.separatorStyle != .singleLine {
            object["separatorStyle"] = .string(view.content.separatorStyle.rawValue)
        }
        if let font = view.content.imageFont { object["imageFont"] = Self.font(font) }
        if view.content.apportionsSegmentWidthsByContent { object["apportionsSegmentWidthsByContent"] = .bool(true) }
        if view.intrinsicContentSize != .none { object["intrinsicContentSize"] = intrinsicSize(view.intrinsicContentSize) }
        if view.contentHugging != .defaultHugging { object["contentHugging"] = priorities(view.contentHugging) }
        if view.compressionResistance != .defaultCompressionResistance {
            object["compressionResistance"] = priorities(view.compressionResistance)
        }
        if view.isHidden { object["hidden"] = .bool(true) }
        if view.layoutMargins != .default { object["layoutMargins"] = margins(view.layoutMargins) }
        if view.preservesSuperviewLayoutMargins { object["preservesSuperviewLayoutMargins"] = .bool(true) }
        if !view.insetsLayoutMarginsFromSafeArea { object["insetsLayoutMarginsFromSafeArea"] = .bool(false) }
        if view.semanticContentAttribute != .unspecified {
            object["semanticContentAttribute"] = .string(view.semanticContentAttribute.rawValue)
        }
        if view.translatesAutoresizingMaskIntoConstraints { object["translatesAutoresizingMaskIntoConstraints"] = .bool(true) }
        if view.frame != LayoutRect(x: 0, y: 0, width: 0, height: 0) { object["frame"] = rect(view.frame) }
        if !view.autoresizingMask.isEmpty {
            object["autoresizingMask"] = .array(view.autoresizingMask.names.map { JSONValue(.string($0)) })
        }
        if let recorded = view.recordedFrame { object["recordedFrame"] = rect(recorded) }
        if let offset = view.baselineOffset { object["baselineOffset"] = .number(offset) }
        var plain = view.subviews
        if let stack = view.stack {
            object["axis"] = .string(stack.axis.rawValue)
            object["distribution"] = .string(stack.distribution.rawValue)
            object["alignment"] = .string(stack.alignment.rawValue)
            object["spacing"] = spacing(stack.spacing)
            if !stack.customSpacing.isEmpty {
                object["customSpacing"] = JSONObjectBuilder.make(
                    stack.customSpacing.sorted { $0.key < $1.key }.map { ($0.key, spacing($0.value)) })
            }
            if stack.isBaselineRelativeArrangement { object["baselineRelativeArrangement"] = .bool(true) }
            if stack.isLayoutMarginsRelativeArrangement { object["layoutMarginsRelativeArrangement"] = .bool(true) }
            let arranged = stack.arrangedSubviewIDs.compactMap { id in view.subviews.first { $0.id == id } }
            plain.removeAll { stack.arrangedSubviewIDs.contains($0.id) }
            if !arranged.isEmpty { object["arrangedSubviews"] = .array(arranged.map(Self.view)) }
        }
        if !plain.isEmpty { object["subviews"] = .array(plain.map(Self.view)) }
        return object.value
    }

    // MARK: Constraints

    static func constraint(_ entry: DocumentConstraint) -> JSONValue {
        switch entry {
        case .visual(let visual):
            var object = JSONObjectBuilder()
            if let id = visual.id { object["id"] = .string(id) }
            object["visual"] = .string(visual.format)
            let options = visual.options.canonicalNames
            if !options.isEmpty { object["options"] = .array(options.map { JSONValue(.string($0)) }) }
            if !visual.metrics.isEmpty {
                object["metrics"] = JSONObjectBuilder.make(
                    visual.metrics.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) })
            }
            return object.value
        case .single(let spec):
            let annotated = spec.id != nil || spec.identifier != nil || !spec.isActive || spec.isPlaceholder
            if case .equation(let text) = spec.origin, equationMatches(text, spec) {
                guard annotated else { return JSONValue(.string(text)) }
                var object = JSONObjectBuilder()
                if let id = spec.id { object["id"] = .string(id) }
                object["equation"] = .string(text)
                annotations(spec, into: &object)
                return object.value
            }
            var object = JSONObjectBuilder()
            if let id = spec.id { object["id"] = .string(id) }
            object["first"] = .string(spec.first.description)
            object["relation"] = .string(spec.relation.rawValue)
            if let second = spec.second { object["second"] = .string(second.description) }
            if spec.multiplier != 1 { object["multiplier"] = .number(spec.multiplier) }
            if spec.constant != 0 { object["constant"] = .number(spec.constant) }
            if !spec.priority.isRequired { object["priority"] = .number(spec.priority.rawValue) }
            annotations(spec, into: &object)
            return object.value
        }
    }

    private static func annotations(_ spec: ConstraintSpec, into object: inout JSONObjectBuilder) {
        if let identifier = spec.identifier { object["identifier"] = .string(identifier) }
        if !spec.isActive { object["active"] = .bool(false) }
        if spec.isPlaceholder { object["placeholder"] = .bool(true) }
    }

    /// Whether `text` still reads back to `spec`'s relation, items and numbers.
    private static func equationMatches(_ text: String, _ spec: ConstraintSpec) -> Bool {
        guard var parsed = try? ConstraintSpec(equation: text) else { return false }
        parsed.id = spec.id
        parsed.identifier = spec.identifier
        parsed.isActive = spec.isActive
        parsed.isPlaceholder = spec.isPlaceholder
        return parsed == spec
    }

    // MARK: Variants

    static func variant(_ variant: Variant) -> JSONValue {
        var object = JSONObjectBuilder()
        object["when"] = predicate(variant.when)
        switch variant.target {
        case .view(let id): object["view"] = .string(id)
        case .constraint(let id): object["constraint"] = .string(id)
        case .guide(let id): object["guide"] = .string(id)
        }
        if let installed = variant.installed { object["installed"] = .bool(installed) }
        if !variant.changes.isEmpty {
            object["set"] = JSONObjectBuilder.make(variant.changes.map { ($0.propertyName, change($0)) })
        }
        return object.value
    }

    static func predicate(_ predicate: TraitPredicate) -> JSONValue {
        if predicate.hasShortForm { return JSONValue(.string(predicate.displayText)) }
        var object = JSONObjectBuilder()
        if let width = predicate.widthClass { object["widthClass"] = .string(width.rawValue) }
        if let height = predicate.heightClass { object["heightClass"] = .string(height.rawValue) }
        if let range = predicate.contentSize { object["contentSize"] = .string(TraitPredicate.contentSizeText(range)) }
        if let direction = predicate.direction { object["direction"] = .string(direction.rawValue) }
        if let idiom = predicate.idiom { object["idiom"] = .string(idiom.rawValue) }
        return object.value
    }

    static func change(_ change: VariantChange) -> JSONValue {
        switch change {
        case .constant(let value), .multiplier(let value): return JSONValue(.number(value))
        case .priority(let value): return JSONValue(.number(value.rawValue))
        case .hidden(let value): return JSONValue(.bool(value))
        case .axis(let value): return JSONValue(.string(value.rawValue))
        case .spacing(let value): return spacing(value)
        case .alignment(let value): return JSONValue(.string(value.rawValue))
        case .distribution(let value): return JSONValue(.string(value.rawValue))
        case .textStyle(let value): return JSONValue(.string(value.rawValue))
        case .font(let value): return font(value)
        case .text(let value): return JSONValue(.string(value))
        case .layoutMargins(let value): return margins(value)
        case .numberOfLines(let value): return JSONValue(.number(Double(value)))
        case .intrinsicContentSize(let value): return intrinsicSize(value)
        case .frame(let value), .recordedFrame(let value): return rect(value)
        }
    }

    // MARK: Value shapes

    /// A text-style font given through `font` is written as a `textStyle` string; the
    /// reader takes it back through the `font` key only as `{size, weight}`.
    static func font(_ font: FontDescriptor) -> JSONValue {
        switch font {
        case .textStyle(let style): return JSONValue(.string(style.rawValue))
        case .system(let size, let weight):
            return JSONObjectBuilder.make([("size", .number(size)), ("weight", .string(weight.rawValue))])
        }
    }

    static func spacing(_ spacing: StackSpacing) -> JSONValue {
        switch spacing {
        case .points(let value): return JSONValue(.number(value))
        case .system: return JSONValue(.string("system"))
        }
    }

    static func rect(_ rect: LayoutRect) -> JSONValue {
        JSONObjectBuilder.make([
            ("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)),
            ("height", .number(rect.height)),
        ])
    }

    static func intrinsicSize(_ size: IntrinsicContentSize) -> JSONValue {
        JSONObjectBuilder.make([
            ("width", size.width.map { .number($0) } ?? .null), ("height", size.height.map { .number($0) } ?? .null),
        ])
    }

    static func priorities(_ priorities: AxisPriorities) -> JSONValue {
        JSONObjectBuilder.make([
            ("horizontal", .number(priorities.horizontal.rawValue)), ("vertical", .number(priorities.vertical.rawValue)),
        ])
    }

    static func margins(_ margins: LayoutMargins) -> JSONValue {
        switch margins {
        case .directional(let insets):
            return JSONObjectBuilder.make([
                ("top", .number(insets.top)), ("leading", .number(insets.leading)), ("bottom", .number(insets.bottom)),
                ("trailing", .number(insets.trailing)),
            ])
        case .fixed(let insets):
            return JSONObjectBuilder.make([
                ("top", .number(insets.top)), ("left", .number(insets.left)), ("bottom", .number(insets.bottom)),
                ("right", .number(insets.right)),
            ])
        }
    }
}

/// Members of an object being written, in insertion order.
struct JSONObjectBuilder {
    private(set) var members: [JSONMember] = []

    subscript(key: String) -> JSONValue.Kind? {
        get { members.first { $0.key == key }?.value.kind }
        set {
            members.removeAll { $0.key == key }
            if let newValue { members.append(JSONMember(key: key, value: JSONValue(newValue))) }
        }
    }

    subscript(key: String) -> JSONValue {
        get { members.first { $0.key == key }?.value ?? JSONValue(.null) }
        set {
            members.removeAll { $0.key == key }
            members.append(JSONMember(key: key, value: newValue))
        }
    }

    var value: JSONValue { JSONValue(.object(members)) }

    static func make(_ pairs: [(String, JSONValue)]) -> JSONValue {
        JSONValue(.object(pairs.map { JSONMember(key: $0.0, value: $0.1) }))
    }
}
