/// What the three typed anchors share: one side of a constraint, and the relations
/// UIKit's `NSLayoutAnchor` offers between two anchors of the same type.
///
/// The methods take `Self`, so the compiler refuses `a.leadingAnchor.constraint(equalTo:
/// b.topAnchor)` (x with y) and `a.widthAnchor.constraint(equalTo: b.centerXAnchor)`
/// (size with location) as UIKit's generic `NSLayoutAnchor<AnchorType>` does. The one
/// rule a type cannot carry, leading/trailing never with left/right (both are x
/// anchors), is caught where UIKit catches it, at run time: ``ConstraintSpec/validate()``
/// (and so the engine) throws ``ConstraintValidityError/directionalWithAbsolute(constraint:first:second:)``.
///
/// Every method returns a plain ``ConstraintSpec`` (origin `.object`, required, active),
/// which the engine solves like any other.
public protocol LayoutAnchor: Hashable, Sendable, CustomStringConvertible {
    /// The item and attribute this anchor stands for.
    var reference: AnchorReference { get }
}

extension LayoutAnchor {
    public var description: String { reference.description }

    /// `self == anchor + constant` (UIKit's `constraint(equalTo:)` and `constraint(equalTo:constant:)`).
    public func constraint(equalTo anchor: Self, constant: Double = 0) -> ConstraintSpec {
        relate(.equal, anchor, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: Self, constant: Double = 0) -> ConstraintSpec {
        relate(.greaterThanOrEqual, anchor, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: Self, constant: Double = 0) -> ConstraintSpec {
        relate(.lessThanOrEqual, anchor, constant: constant)
    }

    /// The spec `self relation multiplier × anchor + constant`.
    func relate(_ relation: Relation, _ anchor: Self, multiplier: Double = 1, constant: Double) -> ConstraintSpec {
        ConstraintSpec(
            first: reference, relation: relation, second: anchor.reference,
            multiplier: multiplier, constant: constant, origin: .object)
    }
}
