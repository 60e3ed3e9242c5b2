/// How materialisation settled one property (or the installed state) of one target:
/// which variant decided it, or the base document when no variant that sets it
/// matched. `layoutdb resolve` prints these.
public struct VariantDecision: Hashable, Sendable, CustomStringConvertible {
    public enum Value: Hashable, Sendable {
        case installed(Bool)
        case property(VariantChange)
    }

    public var target: VariantTarget
    /// `installed`, or the property slot (``VariantChange/slot``).
    public var property: String
    /// The index in the document's `variants` of the winner; nil when the base document decided.
    public var variant: Int?
    /// The winner's predicate (nil for the base document).
    public var when: TraitPredicate?
    /// The value in effect; nil when the base document has none to report (a view
    /// with a class-default font, a constraint target whose entry is a Visual Format string).
    public var value: Value?
    /// An equal-specificity rival with a different value that ``VariantTieRule/lastInDocumentWins``
    /// overruled; always nil under ``VariantTieRule/error``.
    public var overruled: Int?

    public init(
        target: VariantTarget, property: String, variant: Int?, when: TraitPredicate?, value: Value?,
        overruled: Int? = nil
    ) {
        self.target = target
        self.property = property
        self.variant = variant
        self.when = when
        self.value = value
        self.overruled = overruled
    }

    /// `view form spacing = points(20.0) by variants[1] (wR hR)`.
    public var description: String {
        let valueText: String
        switch value {
        case .installed(let flag): valueText = "\(flag)"
        case .property(let change): valueText = "\(change)"
        case nil: valueText = "(default)"
        }
        let by = variant.map { "variants[\($0)] (\(when?.displayText ?? "*"))" } ?? "base document"
        return "\(target.description) \(property) = \(valueText) by \(by)"
    }
}

extension VariantTarget: CustomStringConvertible {
    /// `view form`, `constraint formWidth`, `guide column`.
    public var description: String {
        switch self {
        case .view(let id): return "view \(id)"
        case .constraint(let id): return "constraint \(id)"
        case .guide(let id): return "guide \(id)"
        }
    }

    /// The target's id.
    public var id: String {
        switch self {
        case .view(let id), .constraint(let id), .guide(let id): return id
        }
    }
}
