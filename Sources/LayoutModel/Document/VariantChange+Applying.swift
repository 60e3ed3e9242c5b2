extension VariantChange {
    /// The property two changes compete for. `textStyle` and `font` both set the view's
    /// font, so they share the slot `font` (a variant setting `textStyle` and a more
    /// specific one setting `font` resolve like any other pair).
    public var slot: String {
        switch self {
        case .textStyle: return "font"
        default: return propertyName
        }
    }

    /// The properties each kind of target takes (FORMAT.md, "Variants").
    static let constraintProperties: Set<String> = ["constant", "priority", "multiplier"]
    static let stackProperties: Set<String> = ["axis", "spacing", "alignment", "distribution"]

    /// Whether a view can take this change: stack properties only on stack views,
    /// constraint properties never.
    func fitsView(_ view: ViewNode) -> Bool {
        if Self.constraintProperties.contains(propertyName) { return false }
        if Self.stackProperties.contains(propertyName) { return view.stack != nil }
        return true
    }

    /// Whether a single constraint can take this change.
    var fitsConstraint: Bool { Self.constraintProperties.contains(propertyName) }

    /// `view` with the change applied. Stack changes on a view without stack
    /// properties are ignored (validation refuses them first).
    func applied(to view: ViewNode) -> ViewNode {
        var view = view
        switch self {
        case .constant, .priority, .multiplier: break
        case .hidden(let value): view.isHidden = value
        case .axis(let value): view.stack?.axis = value
        case .spacing(let value): view.stack?.spacing = value
        case .alignment(let value): view.stack?.alignment = value
        case .distribution(let value): view.stack?.distribution = value
        case .textStyle(let value): view.content.font = .textStyle(value)
        case .font(let value): view.content.font = value
        case .text(let value): view.content.text = value
        case .layoutMargins(let value): view.layoutMargins = value
        case .numberOfLines(let value): view.content.numberOfLines = value
        case .intrinsicContentSize(let value): view.intrinsicContentSize = value
        case .frame(let value): view.frame = value
        case .recordedFrame(let value): view.recordedFrame = value
        }
        return view
    }

    /// `spec` with the change applied; view properties are ignored.
    func applied(to spec: ConstraintSpec) -> ConstraintSpec {
        var spec = spec
        switch self {
        case .constant(let value): spec.constant = value
        case .priority(let value): spec.priority = value
        case .multiplier(let value): spec.multiplier = value
        default: break
        }
        return spec
    }

    /// What the base document says for `slot` on `view`, as a change of the same kind as
    /// `self`; nil when the view has no value (no recorded frame, no stack, a class-default font).
    func baseValue(in view: ViewNode) -> VariantChange? {
        switch self {
        case .constant, .priority, .multiplier: return nil
        case .hidden: return .hidden(view.isHidden)
        case .axis: return view.stack.map { .axis($0.axis) }
        case .spacing: return view.stack.map { .spacing($0.spacing) }
        case .alignment: return view.stack.map { .alignment($0.alignment) }
        case .distribution: return view.stack.map { .distribution($0.distribution) }
        case .textStyle, .font:
            switch view.content.font {
            case .textStyle(let style): return .textStyle(style)
            case .some(let font): return .font(font)
            case nil: return nil
            }
        case .text: return view.content.text.map { .text($0) }
        case .layoutMargins: return .layoutMargins(view.layoutMargins)
        case .numberOfLines: return .numberOfLines(view.content.numberOfLines)
        case .intrinsicContentSize: return .intrinsicContentSize(view.intrinsicContentSize)
        case .frame: return .frame(view.frame)
        case .recordedFrame: return view.recordedFrame.map { .recordedFrame($0) }
        }
    }

    /// What `spec` says for this change's property.
    func baseValue(in spec: ConstraintSpec) -> VariantChange? {
        switch self {
        case .constant: return .constant(spec.constant)
        case .priority: return .priority(spec.priority)
        case .multiplier: return .multiplier(spec.multiplier)
        default: return nil
        }
    }
}
