/// How the engine reads constraints around a scroll view (the Auto Layout Guide,
/// "Working with Scroll Views").
///
/// A scroll view has two rectangles: its frame, and its content area, whose size is
/// the scrollable content size. Constraints reach them this way:
///
/// - `V.frameLayout` (`frameLayoutGuide`) is the frame; `V.contentLayout`
///   (`contentLayoutGuide`) is the content area.
/// - A constraint between the scroll view and something *outside* it attaches to the
///   frame, like any view's.
/// - A constraint between the scroll view and its *content* (any descendant view, a
///   built-in guide of one, or a custom guide owned by the scroll view or a
///   descendant) attaches to the content area when it uses the scroll view's edges
///   (left, right, top, bottom, leading, trailing) or margins (the content area inset by
///   the scroll view's layout margins); width, height and centre attach to the frame.
///   That is the older style, where a content view pinned to the scroll view's edges
///   sets the content size.
/// - The content area's origin is the scroll view's bounds origin at scroll offset 0, so
///   subview frames inside a scroll view are relative to the content origin. The
///   content is not moved by the adjusted content inset; what `.automatic` adjustment
///   changes is the safe area the content sees (``ScrollContentInsetAdjustment``).
/// - On an axis where nothing attaches to the content area, the content size is 0,
///   UIKit's default `contentSize` (a decision: no constraint, nothing to scroll).
///   Where something does but the constraints leave the size open, the result says
///   "Scrollable content size is ambiguous", as Xcode does.
///
/// `UIScrollView`, `UITableView` and `UICollectionView` are scroll views. `UITextView`
/// is one in UIKit too, but the engine sizes it to its text (``IntrinsicContentSizing``),
/// so its guides are not offered (decision).
public enum ScrollViewContent {
    public static let scrollViewClasses: Set<String> = ["UIScrollView", "UITableView", "UICollectionView"]

    /// Whether `view` has a content area and the two scroll-view guides.
    public static func isScrollView(_ view: ViewNode) -> Bool {
        scrollViewClasses.contains(view.className)
    }

    /// Whether `attribute` of a scroll view attaches to its content area when the
    /// other side of the constraint is its content: edges and margins do.
    public static func attachesToContentArea(_ attribute: LayoutAttribute) -> Bool {
        if attribute.isMargin { return true }
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing: return true
        default: return false
        }
    }
}
