/// UIKit's `alignmentRectInsets` of the standard controls that have them. Auto Layout
/// places a view's *alignment rectangle*, not its frame: the frame is the alignment
/// rectangle grown by these insets (`frame(forAlignmentRect:)`), and an intrinsic size is
/// the alignment rectangle's size. Every other view has zero insets, so its alignment
/// rectangle is its frame.
///
/// **UISwitch: right 2** (decision, from recorded frames; no Apple number found). Every
/// switch in the corpus whose trailing edge is constrained sits with its frame 2 pt past
/// that edge and its leading edge exactly on its constraint: a 51-wide switch pinned to
/// a trailing margin at 351 is recorded at x 302 (Validate), 63-wide iOS 26 switches
/// pinned 20 from a 414-wide cell end at 396 (GoMap, NetNewsWire's 51-wide ones too). So
/// the switch's alignment rectangle is its frame less 2 pt on the right, in both the
/// iOS 7–18 (51 × 31 frame, 49 × 31 intrinsic) and iOS 26 artwork. The insets are
/// physical (UIKit's `UIEdgeInsets`), so they stay on the right under right-to-left
/// layout — unconfirmed.
///
/// **UISlider: left 2, bottom 1, right 2** (decision, from recorded frames; no Apple
/// number found). Every constrained slider of the unseen files of FIDELITY.md ("Unseen
/// files (session 4)"; 11 sliders in 6 files from Xcode 9 to 12) is recorded 2 pt outside
/// its constraints on both sides: pinned 8 from its superview's leading edge and 8 before
/// a text field, it is recorded at x 6 and 4 pt wider than the gap, and an arranged slider
/// of a 500-wide stack is recorded at x −2, 504 wide. Its 31-pt frame reaches 1 pt below
/// its alignment rectangle: the next arranged view of that stack starts at the slider's
/// y + 30, and Charts' two sliders stacked 8 apart between a chart and the bottom edge
/// are recorded 1 pt closer than their frames allow (611 = 573 + 30 + 8).
///
/// **UISegmentedControl: bottom 1** (decision, from recorded frames; facts/uikit-defaults.md
/// gives its height as 28 before iOS 13 and "31–32" after, unconfirmed). Interface
/// Builder records a segmented control whose top and bottom are both constrained 1 pt
/// taller than the gap between them, its top on its constraint: a control pinned 8 from
/// the top and 20 from the bottom of a 60-point cell is recorded 33 high, one pinned 8
/// and 9 inside a 44-point table header 28 (the seventh wild sweep: 16 controls in 11
/// files of 6 repositories, Xcode 10 to 26, in stacks, cells and controller views; the
/// views pinned below segmented controls in two more files sit 1 pt higher too). So
/// its frame reaches 1 pt below its alignment rectangle, in the old artwork (a 29-pt
/// frame, 28 to Auto Layout) and the iOS 13 one (32 and 31) alike.
public enum AlignmentRectInsets {
    /// By UIKit class name.
    public static let controls: [String: EdgeInsets] = [
        "UISwitch": EdgeInsets(right: 2),
        "UISlider": EdgeInsets(left: 2, bottom: 1, right: 2),
        "UISegmentedControl": EdgeInsets(bottom: 1),
    ]

    /// The insets of `view`.
    public static func insets(of view: ViewNode) -> EdgeInsets {
        controls[view.className] ?? .zero
    }

    /// The frame of `view` whose alignment rectangle is `rect`.
    public static func frame(forAlignmentRect rect: LayoutRect, of view: ViewNode) -> LayoutRect {
        let insets = insets(of: view)
        guard insets != .zero else { return rect }
        return LayoutRect(
            x: rect.x - insets.left, y: rect.y - insets.top,
            width: rect.width + insets.left + insets.right, height: rect.height + insets.top + insets.bottom)
    }

    /// The alignment rectangle of `view` when its frame is `frame`.
    public static func alignmentRect(forFrame frame: LayoutRect, of view: ViewNode) -> LayoutRect {
        insets(of: view).inset(frame)
    }
}
