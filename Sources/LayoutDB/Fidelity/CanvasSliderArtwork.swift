import LayoutModel

/// The sliders Xcode 16's canvas drew: with no alignment insets, so the frame a file of
/// `toolsVersion` 24000 to 24999 records for a slider is its alignment rectangle, the
/// rectangle its constraints place (``AlignmentRectInsets`` gives UIKit's slider 2
/// points outside it on either side and 1 below).
///
/// Decision, from recorded frames (FIDELITY.md, "Eighth sweep" and "Ninth sweep"): every
/// constrained slider of `toolsVersion` 24128 to 24506 sits exactly on its constraints —
/// Nordic's mesh example (24128 and 24506: pinned 20 from a cell's margin, recorded at x
/// 20, or centred in a row at its centre), Datadog's snapshot fixtures (24412: pinned to
/// a 377-wide stack's sides, recorded at x 0 and 377 wide), OsmAnd's and Amperfy's cells
/// (24128 and 24506: a 30- or 28-point height constraint recorded as the frame's height,
/// not 1 more) and VLC's playback settings (24412) — while Xcode 15.3 (23727: Nordic's
/// other examples, pinned 16 from a margin and recorded at x 14) and Xcode 26 (32700:
/// Nextcloud Talk's player) keep the 2 points on either side. The run-time layout keeps
/// UIKit's insets: what the canvas of one Xcode drew is not a rule of UIKit's.
///
/// So, for those files only, the fidelity check takes a slider's intrinsic size from its
/// whole recorded frame (``RecordedIntrinsicSizes`` takes the frame less the insets) and
/// compares the solved alignment rectangle with the recorded frame.
enum CanvasSliderArtwork {
    static let className = "UISlider"

    /// Whether the Xcode that saved the file drew sliders without alignment insets.
    static func drawsWithoutInsets(toolsVersion: String?) -> Bool {
        guard let text = toolsVersion, let major = Int(text.prefix { $0.isNumber }) else { return false }
        return (24000..<25000).contains(major)
    }

    /// `document` with each slider's intrinsic size its whole recorded frame's.
    static func applied(to document: LayoutDocument) -> LayoutDocument {
        var document = document
        document.root = applied(to: document.root)
        return document
    }

    static func applied(to view: ViewNode) -> ViewNode {
        var view = view
        if view.className == className, let recorded = view.recordedFrame {
            view.intrinsicContentSize = IntrinsicContentSize(width: recorded.width, height: recorded.height)
        }
        view.subviews = view.subviews.map(applied(to:))
        return view
    }

    /// The frame the canvas drew for a view of `className` that the solve framed at
    /// `solved`: a slider's alignment rectangle, any other view's frame.
    static func drawnFrame(_ solved: LayoutRect, className: String) -> LayoutRect {
        guard className == Self.className, let insets = AlignmentRectInsets.controls[className] else { return solved }
        return LayoutRect(
            x: solved.x + insets.left, y: solved.y + insets.top,
            width: solved.width - insets.left - insets.right, height: solved.height - insets.top - insets.bottom)
    }
}
