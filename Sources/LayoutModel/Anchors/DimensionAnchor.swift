/// A size: the width or height of a view or guide (UIKit's `NSLayoutDimension`).
///
/// Only sizes take a multiplier or a bare constant, as in UIKit; a width may relate to
/// a height (`view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5)`
/// is an aspect ratio).
public struct DimensionAnchor: LayoutAnchor {
    public let reference: AnchorReference

    /// An anchor on `item`; `attribute` must be `.width` or `.height`.
    public init(_ item: ItemReference, _ attribute: LayoutAttribute) {
        reference = AnchorReference(item, attribute)
    }

    /// `self == constant`.
    public func constraint(equalToConstant constant: Double) -> ConstraintSpec {
        constantConstraint(.equal, constant)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> ConstraintSpec {
        constantConstraint(.greaterThanOrEqual, constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> ConstraintSpec {
        constantConstraint(.lessThanOrEqual, constant)
    }

    /// `self == multiplier × anchor + constant`.
    public func constraint(equalTo anchor: DimensionAnchor, multiplier: Double, constant: Double = 0) -> ConstraintSpec {
        relate(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self >= multiplier × anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: DimensionAnchor, multiplier: Double, constant: Double = 0) -> ConstraintSpec {
        relate(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self <= multiplier × anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: DimensionAnchor, multiplier: Double, constant: Double = 0) -> ConstraintSpec {
        relate(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    private func constantConstraint(_ relation: Relation, _ constant: Double) -> ConstraintSpec {
        ConstraintSpec(first: reference, relation: relation, constant: constant, origin: .object)
    }
}
