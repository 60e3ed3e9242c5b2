/// UIKit's default `contentInsetAdjustmentBehavior` (`.automatic`) for the safe area of
/// what a scroll view scrolls.
///
/// A scroll view that scrolls on an axis insets its content on that axis by its safe
/// area (`adjustedContentInset`): at rest the content starts below the status bar and
/// the notch, and scrolled to its end it stops above the home indicator. So the content
/// is never left under the unsafe region on that axis, and a view in it lays out as if
/// it had no safe-area insets on the two edges of that axis (its margins, with
/// `insetsLayoutMarginsFromSafeArea`, get nothing added there). Interface Builder's
/// recorded frames agree: in TraceLocationConfiguration the stacks of a 13,000-pt
/// content view keep their own margins.
///
/// Decisions:
/// - An axis scrolls when the content is longer than the frame
///   (``ScrollViewLayout/scrollsVertically``); `alwaysBounce…` is not modelled.
/// - UIKit also adjusts vertically, scrolling or not, a scroll view of a controller in a
///   navigation controller (``ControllerContainment/alwaysAdjustsScrollViewsVertically``, passed to the
///   engine as ``ViewControllerRoot/alwaysAdjustsScrollViewsVertically``;
///   Validate's content view keeps its own 8-point top margin under the status bar).
///   Which scroll views count as the controller's is not documented: the root when it
///   is a scroll view, else the root's backmost subview when it is one, the view the
///   older `automaticallyAdjustsScrollViewInsets` adjusted
///   (``LayoutHierarchy/isControllersScrollView(at:)``; decision).
/// - The insets of views outside scroll views, and of the scroll view itself, are
///   unchanged: they come from the view's frame (``LayoutEngine``).
/// - At rest the content offset is minus the adjusted inset (UIKit keeps a scroll view's
///   content at its top when the inset arrives): the content area starts that far in on
///   screen, and the subviews' frames are in bounds that start there, so a view pinned
///   10 below a full-screen scroll view's frame guide has a frame 49 above its content
///   on an iPhone 15 (``LayoutEngine/contentOffsetInset(ofScrollView:)``). Content that
///   preserves the scroll view's margins measures them on screen, where it already sits
///   the inset in (Validate's content view keeps its own 8-point top margin).
public enum ScrollContentInsetAdjustment {
    /// `insets` of a view inside the content of a scroll view laid out as `layout`, with
    /// the edges of each axis that scroll view scrolls on cleared.
    /// `alwaysVertically` clears the vertical edges even when the content does not scroll.
    public static func contentSafeArea(_ insets: EdgeInsets, in layout: ScrollViewLayout, alwaysVertically: Bool = false)
        -> EdgeInsets
    {
        var insets = insets
        if layout.scrollsVertically || alwaysVertically {
            insets.top = 0
            insets.bottom = 0
        }
        if layout.scrollsHorizontally {
            insets.left = 0
            insets.right = 0
        }
        return insets
    }
}

extension LayoutHierarchy {
    /// Whether the scroll view at `index` (in ``views``) is its controller's own, the one
    /// UIKit insets vertically whether it scrolls or not when the controller is in a
    /// navigation controller (``ViewControllerRoot/alwaysAdjustsScrollViewsVertically``):
    /// the root, or the root's backmost subview.
    public func isControllersScrollView(at index: Int) -> Bool {
        if index == 0 { return true }
        return views[index].parent == 0 && root.subviews.first?.id == views[index].view.id
    }
}
