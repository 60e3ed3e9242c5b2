/// The bottom safe-area inset Interface Builder's canvas drew for an embedded child
/// controller's view (the destination of an `embed` segue, shown in a container view of
/// its parent's) when that view has a freeform size: the Xcode of the file's day, not a
/// rule of UIKit's (at run time a child's safe area is where its view overlaps its
/// parent's).
///
/// Decision, from the recorded frames of views pinned to such a view's safe-area bottom
/// (FIDELITY.md, "Fourteenth sweep"), in files on notched iPhones in portrait:
/// - before Xcode 14 (`toolsVersion` below 21225) the canvas drew the child with the
///   device's top inset and none below: Kodeco's test-driven development projects (19158
///   and 19162, 375 × 120 children on the 5.8-inch canvas, 12 copies of one storyboard)
///   and Esri's samples (17506 and 20037: 414 × 150 and 414 × 808 children on the 6.1-inch
///   canvas) record their views pinned to the safe area's bottom at the child's bottom
///   edge, where the freeform controllers of those Xcodes that are no child keep the
///   home indicator's 34 (24 scenes of 8 repositories in those fetched, among them
///   GordianCosigner's, GordianQRTool's, Esri's and Kodeco's 808- and 842-high screens;
///   two small popover-sized ones record none);
/// - from Xcode 14 on the child keeps the device's bottom inset, once, even where the
///   Xcode of the file drew a full-screen controller's insets twice over
///   (``CanvasNotchInset/doublesInsets(toolsVersion:)``): HaishinKit's example (22154,
///   a 414 × 813 child) records 34, Cosmostation's wallet (24412, 393 × 593 and 677
///   children on the 6.12-inch canvas, four storyboards) 34 below and 118 on top, where
///   the full-screen controllers of that Xcode record 118 and 68.
///
/// Between Xcode 13.3 (20037) and 14.3 (22154) no file decides; the boundary is Xcode
/// 14.0's, where ``CanvasNotchInset`` changes too.
enum CanvasEmbeddedChild: Hashable, Sendable {
    /// Xcode 13 and before: no bottom inset.
    case withoutBottomInset
    /// Xcode 14 and later: the device's bottom inset, never doubled.
    case deviceBottomInset

    /// The rule for a child in a file saved with `toolsVersion` (one without a version
    /// keeps the device's inset, as any controller's view).
    init(toolsVersion: String?) {
        guard let text = toolsVersion, let major = Int(text.prefix { $0.isNumber }) else {
            self = .deviceBottomInset
            return
        }
        self = major < 21225 ? .withoutBottomInset : .deviceBottomInset
    }

    /// The child's bottom inset on a device whose own bottom inset is `deviceBottom`.
    func bottomInset(deviceBottom: Double) -> Double {
        switch self {
        case .withoutBottomInset: return 0
        case .deviceBottomInset: return deviceBottom
        }
    }
}
