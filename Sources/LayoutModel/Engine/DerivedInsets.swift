/// The insets UIKit computes from frames after a layout pass and feeds back into the
/// next: each view's safe-area insets, its effective layout margins and the inset of
/// its readable content guide. The engine solves with them fixed, recomputes them from
/// the solved frames, and solves again until they stop changing.
struct DerivedInsets: Hashable, Sendable {
    /// Per view, from its bounds.
    var safeArea: [EdgeInsets]
    /// Per view: how far the margins guide sits inside the bounds (safe area included
    /// when `insetsLayoutMarginsFromSafeArea`, superview margins when preserved).
    var margins: [EdgeInsets]
    /// Per view whose readable content guide is used: the inset on each side from
    /// the margins guide that caps the guide at the readable width.
    var readable: [Int: Double]
    /// Per scroll view whose content UIKit insets (``ScrollContentInsetAdjustment``),
    /// its `adjustedContentInset`: its safe area on the axes it adjusts. At rest the
    /// content offset is minus its top and left, so the content starts that far in on
    /// screen (``LayoutEngine/contentOffsetInset(ofScrollView:)``). Absent: no inset.
    var adjustedContentInsets: [Int: EdgeInsets] = [:]
}
