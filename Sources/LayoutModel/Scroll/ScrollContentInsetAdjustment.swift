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
/// - UIKit also adjusts vertically whenever the scroll view's controller sits in a
///   navigation or tab bar controller, which a document does not say; that case is not
///   modelled (Validate's scroll view is one: FIDELITY.md).
/// - The insets of views outside scroll views, and of the scroll view itself, are
///   unchanged: they come from the view's frame (``LayoutEngine``).
public enum ScrollContentInsetAdjustment {
    /// `insets` of a view inside the content of a scroll view laid out as `layout`, with
    /// the edges of each axis that scroll view scrolls on cleared.
    public static func contentSafeArea(_ insets: EdgeInsets, in layout: ScrollViewLayout) -> EdgeInsets {
        var insets = insets
        if layout.scrollsVertically {
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
