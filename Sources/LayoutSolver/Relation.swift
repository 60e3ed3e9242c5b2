/// How a ``Constraint``'s expression relates to zero.
public enum Relation: String, Hashable, Sendable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}
