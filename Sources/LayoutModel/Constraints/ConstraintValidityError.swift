/// A constraint that UIKit would refuse to create, with the rule it breaks
/// (Auto Layout Guide, "Anatomy of a Constraint"; the exception texts are UIKit's
/// where UIKit has one, see facts/diagnostics.md §4).
///
/// Every case carries `constraint`, the spec's ``ConstraintSpec/displayName``, so a
/// document error can say which constraint is wrong.
public enum ConstraintValidityError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A size (width/height) related to a location (edge, centre, baseline), or the reverse.
    case sizeWithLocation(constraint: String, first: LayoutAttribute, second: LayoutAttribute)
    /// Two locations on different axes (`a.top == b.leading`).
    case mixedAxes(constraint: String, first: LayoutAttribute, second: LayoutAttribute)
    /// A leading/trailing attribute related to a left/right one (refused since iOS 9).
    case directionalWithAbsolute(constraint: String, first: LayoutAttribute, second: LayoutAttribute)
    /// A location set to a constant: no second item, or a multiplier of 0. (A size with a
    /// multiplier of 0 is a plain constant size, which UIKit accepts and so does layoutdb:
    /// `width == 0 × other.width + 40` is 40 wide.)
    case locationEqualToConstant(constraint: String, attribute: LayoutAttribute)
    /// `notAnAttribute` used as either side's attribute.
    case notAnAttribute(constraint: String)
    /// A NaN or infinite multiplier or constant (`field` is `multiplier` or `constant`).
    case nonFinite(constraint: String, field: String, value: Double)
    /// A multiplier or constant beyond what layoutdb solves exactly enough (``ConstraintSpec/largestMultiplier``,
    /// ``ConstraintSpec/largestConstant``). UIKit takes any finite number; layoutdb refuses
    /// these because their products with a layout's sizes overflow or swamp the
    /// solver's tolerance, and a multiplier of 1e306 left a required constraint silently
    /// unsatisfied.
    case outOfRange(constraint: String, field: String, value: Double, limit: Double)

    /// The name of the offending constraint.
    public var constraint: String {
        switch self {
        case .sizeWithLocation(let name, _, _), .mixedAxes(let name, _, _),
            .directionalWithAbsolute(let name, _, _), .locationEqualToConstant(let name, _),
            .notAnAttribute(let name), .nonFinite(let name, _, _),
            .outOfRange(let name, _, _, _):
            return name
        }
    }

    /// The rule, in UIKit's words where UIKit has them.
    public var reason: String {
        switch self {
        case .sizeWithLocation(_, let first, let second):
            return "Invalid pairing of layout attributes: a size (\(first.isSize ? first : second)) "
                + "cannot be related to a location (\(first.isSize ? second : first))"
        case .mixedAxes(_, let first, let second):
            return "Invalid pairing of layout attributes: \(first) and \(second) are on different axes"
        case .directionalWithAbsolute:
            return "A constraint cannot be made between a leading/trailing attribute and a right/left "
                + "attribute. Use leading/trailing for both or neither."
        case .locationEqualToConstant(_, let attribute):
            return "A multiplier of 0 or a nil second item together with a location for the first "
                + "attribute creates an illegal constraint of a location equal to a constant (\(attribute))"
        case .notAnAttribute:
            return "notAnAttribute cannot be one side of a constraint; omit the second item for a constant"
        case .nonFinite(_, let field, let value):
            return "The \(field) must be a finite number, not \(value)"
        case .outOfRange(_, let field, let value, let limit):
            return "The \(field) must be at most \(limit) in magnitude, not \(value): layoutdb solves in double "
                + "precision, and larger numbers lose the exactness a layout needs"
        }
    }

    /// The reason of the `NSInvalidArgumentException` UIKit raises for the same mistake,
    /// verbatim (facts/diagnostics.md §4, from public crash logs); nil where UIKit
    /// accepts the constraint (huge numbers) or where its text is not known. ``reason`` adds which attributes were at fault.
    public var uikitReason: String? {
        let creator = "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
        switch self {
        case .sizeWithLocation, .mixedAxes:
            return creator + "Invalid pairing of layout attributes"
        case .directionalWithAbsolute:
            return creator + "A constraint cannot be made between a leading/trailing attribute and a right/left "
                + "attribute. Use leading/trailing for both or neither."
        case .locationEqualToConstant:
            return "A multiplier of 0 or a nil second item together with a location for the first attribute "
                + "creates an illegal constraint of a location equal to a constant"
        case .notAnAttribute, .nonFinite, .outOfRange:
            return nil
        }
    }

    public var description: String { "Invalid constraint \(constraint): \(reason)" }
}
