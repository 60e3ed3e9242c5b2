/// A linear constraint `expression RELATION 0` at a priority.
///
/// `label` is for people: it is echoed in errors and conflict reports
/// (an Auto Layout identifier, a workload constraint id).
public struct Constraint: Hashable, Sendable {
    public var expression: LinearExpression
    public var relation: Relation
    public var priority: Priority
    public var label: String?

    public init(
        _ expression: LinearExpression,
        _ relation: Relation,
        priority: Priority = .required,
        label: String? = nil
    ) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.label = label
    }

    /// How far `value` leaves the constraint unsatisfied: `|e|` for `==`,
    /// `max(0, e)` for `<=`, `max(0, -e)` for `>=`, in the units it is written in.
    public func violation(_ value: (Variable) -> Double) -> Double {
        let e = expression.evaluate(value)
        switch relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return Swift.max(0, e)
        case .greaterThanOrEqual: return Swift.max(0, -e)
        }
    }
}

/// The handle of a constraint given to a ``Solver``: what ``Solver/remove(_:)``
/// takes and what conflict reports name.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    init(rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "c\(rawValue)" }
}
