/// A constraint as the document states it, before any item is resolved:
/// `first relation multiplier × second + constant` at `priority`.
///
/// Specs are plain values; nothing here checks that the ids exist. The pairing rules
/// of the Auto Layout Guide are checked by ``validate()``.
public struct ConstraintSpec: Hashable, Sendable {
    /// The document's `id` for this constraint (variants refer to constraints by it).
    public var id: String?
    public var first: AnchorReference
    public var relation: Relation
    /// Nil for a constant constraint (`a.width == 100`).
    public var second: AnchorReference?
    public var multiplier: Double
    public var constant: Double
    public var priority: Priority
    /// UIKit's `identifier` string, shown in diagnostics (`'UISV-spacing'`).
    public var identifier: String?
    /// Whether the constraint takes part in layout (`isActive`).
    public var isActive: Bool
    /// Interface Builder's "remove at build time": kept in the document, never solved.
    public var isPlaceholder: Bool
    public var origin: ConstraintOrigin

    public init(
        id: String? = nil,
        first: AnchorReference,
        relation: Relation = .equal,
        second: AnchorReference? = nil,
        multiplier: Double = 1,
        constant: Double = 0,
        priority: Priority = .required,
        identifier: String? = nil,
        isActive: Bool = true,
        isPlaceholder: Bool = false,
        origin: ConstraintOrigin = .object
    ) {
        self.id = id
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.isActive = isActive
        self.isPlaceholder = isPlaceholder
        self.origin = origin
    }

    /// How errors name this constraint: its `id`, else its UIKit identifier in quotes,
    /// else the text it was written as (the equation or the visual format), else its
    /// equation form.
    public var displayName: String {
        if let id { return id }
        if let identifier { return "'\(identifier)'" }
        switch origin {
        case .equation(let text): return text
        case .visualFormat(let format): return "\(format) (\(equationString))"
        case .object: return equationString
        }
    }
}
