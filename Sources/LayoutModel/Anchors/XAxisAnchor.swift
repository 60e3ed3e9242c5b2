/// A horizontal location: leading, trailing, left, right or centerX of a view or guide
/// (UIKit's `NSLayoutXAxisAnchor`). Relates only to other x anchors.
public struct XAxisAnchor: LayoutAnchor {
    public let reference: AnchorReference

    /// An anchor on `item`; `attribute` must be horizontal and not a size. Items hand
    /// these out (``ViewNode/leadingAnchor``); this initializer is for code that builds
    /// references itself.
    public init(_ item: ItemReference, _ attribute: LayoutAttribute) {
        reference = AnchorReference(item, attribute)
    }

    /// `self == anchor + systemSpacing × multiplier`: self sits the standard distance
    /// after (to the trailing side of) `anchor`. Between views that distance is 8
    /// points (facts/uikit-defaults.md §3). Under right-to-left layout "after" is to the
    /// left, as leading/trailing constants are.
    public func constraint(equalToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double = 1) -> ConstraintSpec {
        relate(.equal, anchor, constant: SystemSpacing.betweenViews * multiplier)
    }

    /// `self >= anchor + systemSpacing × multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double = 1) -> ConstraintSpec {
        relate(.greaterThanOrEqual, anchor, constant: SystemSpacing.betweenViews * multiplier)
    }

    /// `self <= anchor + systemSpacing × multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double = 1) -> ConstraintSpec {
        relate(.lessThanOrEqual, anchor, constant: SystemSpacing.betweenViews * multiplier)
    }
}
