/// A vertical location: top, bottom, centerY or a baseline of a view or guide (UIKit's
/// `NSLayoutYAxisAnchor`). Relates only to other y anchors.
public struct YAxisAnchor: LayoutAnchor {
    public let reference: AnchorReference
    /// The font of the view a baseline anchor was taken from, when the anchor came from a
    /// ``ViewNode`` that shows text; the system spacing between baselines depends on it.
    /// Not part of the constraint: two anchors on the same attribute compare equal only
    /// if they also agree on it.
    public let font: FontDescriptor?

    /// An anchor on `item`; `attribute` must be vertical and not a size.
    public init(_ item: ItemReference, _ attribute: LayoutAttribute, font: FontDescriptor? = nil) {
        reference = AnchorReference(item, attribute)
        self.font = font
    }

    /// `self == anchor + systemSpacing × multiplier`: self sits the standard distance
    /// below `anchor`. Between edges that is 8 points; when either anchor is a baseline it
    /// is the baseline-to-baseline distance of the fonts (``SystemSpacing/below(_:_:)``).
    public func constraint(equalToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double = 1) -> ConstraintSpec {
        relate(.equal, anchor, constant: SystemSpacing.below(anchor, self) * multiplier)
    }

    /// `self >= anchor + systemSpacing × multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double = 1) -> ConstraintSpec {
        relate(.greaterThanOrEqual, anchor, constant: SystemSpacing.below(anchor, self) * multiplier)
    }

    /// `self <= anchor + systemSpacing × multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double = 1) -> ConstraintSpec {
        relate(.lessThanOrEqual, anchor, constant: SystemSpacing.below(anchor, self) * multiplier)
    }
}
