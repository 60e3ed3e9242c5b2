import LayoutModel

/// The safe area Interface Builder's canvas drew for a presented sheet's root (a modal or
/// popover segue's destination, or a `show` segue's from a controller under no navigation
/// bar: ``InterfaceBuilderScene/isPresentedAsSheet``) on an iPhone in portrait: the Xcode
/// of the file's day, not UIKit's run-time sheet, whose safe area is where it overlaps
/// the screen's.
///
/// Decision, from the recorded frames of views pinned to such roots' safe area
/// (FIDELITY.md, "Fifteenth sweep"):
/// - From Xcode 11 on (iOS 13's page sheets), on a phone without a notch the sheet starts below the status bar and has no safe area
///   on top, whether or not the canvas draws the status bar: WSDOT's ferries and traffic
///   map screens (`toolsVersion` 23727, five 375 × 647 sheets on the 4.7-inch canvas) and
///   FullyNoded's (23504, two) record their views under the safe area at y 0, as Beam's
///   (Xcode 11) and QuickBlox's (Xcode 12) sheets do where the canvas drew no status bar.
/// - The Xcodes that drew a notched iPhone's insets twice over
///   (``CanvasNotchInset/doublesInsets(toolsVersion:)``, 23700 to 24999) drew a sheet with
///   the device's top inset, once, and none below, whatever the sheet's height: bittr's
///   wallet (23727, 393 × 697 and 783 sheets on the 6.12-inch canvas, ten of them) records
///   its views 59 below the sheet's top and down to its bottom edge, Green's settings
///   (24765: 783, 793 and a 1641-high freeform sheet) the same, and Jumio's sample (24412,
///   414 × 848 on the 6.1-inch canvas) its buttons 20 above the bottom edge where they are
///   pinned 20 above the safe area.
/// - Xcode 14.0 (its beta included) and 14.1, `toolsVersion` 21200 to 21699, drew a
///   notched iPhone's sheet the same way with the canvas's top inset (FIDELITY.md,
///   "Eighteenth sweep"): MirrorFly's contact picker (21507, a 393 × 783 sheet on the
///   6.12-inch canvas) records its stack 59 below the sheet's top and down to its bottom
///   edge, and Twilio's video app (21208.1, Xcode 14's beta, an 842-high sheet on the
///   6.1-inch canvas, which that beta drew with a 44-point inset) its views under the
///   safe area 44 below the top, as that Xcode's freeform controllers have no bottom
///   inset (``CanvasNotchInset/omitsFreeformControllerBottom(toolsVersion:)``).
///   Before those Xcodes a notched phone's sheet keeps the home indicator's inset (the EU
///   certificate apps' 790- and 842-high sheets of 19529, Esri's of Xcode 12), which
///   ``DesignCanvas`` keeps; no file of Xcode 14.2 to 15.0 (21700 to 23699) pins a
///   notched sheet's views to its safe area, so those keep it too.
struct CanvasPresentedSheet: Hashable, Sendable {
    /// Whether the file's Xcode drew a notched iPhone's insets twice over.
    var doublesInsets: Bool
    /// Whether the file's Xcode drew a notched iPhone's sheet with a top inset and none
    /// below: Xcode 14.0 and 14.1, and the Xcodes that doubled the insets.
    var topInsetOnly: Bool

    /// The rule for a sheet in a file saved with `toolsVersion`, or nil before Xcode 11
    /// (`toolsVersion` below 15000), whose SDK had no page sheets: a modal controller was
    /// drawn full screen under the status bar (Catfeeds' school app, 13529, records its
    /// shown controllers' tables 20 below the top of their 647- to 900-high roots).
    init?(toolsVersion: String?) {
        guard let text = toolsVersion, let major = Int(text.prefix { $0.isNumber }), major >= 15000 else { return nil }
        doublesInsets = CanvasNotchInset.doublesInsets(toolsVersion: text)
        topInsetOnly = doublesInsets || (21200..<21700).contains(major)
    }

    /// The sheet's safe area where this rule decides it, else nil: `device` is the
    /// device's own insets in portrait (not doubled), `canvasTop` the top inset the canvas
    /// drew for a full screen (``DesignCanvas/canvasSafeArea(_:)``), `notched` whether the
    /// phone has a home indicator.
    func safeArea(device: EdgeInsets, canvasTop: Double, notched: Bool) -> EdgeInsets? {
        var insets = device
        if !notched {
            insets.top = 0
            return insets
        }
        guard topInsetOnly else { return nil }
        if !doublesInsets { insets.top = canvasTop }
        insets.bottom = 0
        return insets
    }
}
