import LayoutModel

/// The safe area Interface Builder's canvas drew for a xib's top-level view that is no
/// view controller's view and no cell (a custom view, a bar, a section header the app
/// loads from the nib) when that view has a freeform size, on an iPhone in portrait: the
/// Xcode of the file's day, not a rule of UIKit's (at run time such a view's safe area is
/// where it overlaps its window's).
///
/// Decision, from the recorded frames of views pinned to such a view's safe-area top or
/// bottom (FIDELITY.md, "Sixteenth sweep"; 62 top-level views in the xibs of the 131
/// repositories fetched):
/// - before Xcode 14.2 (`toolsVersion` below 21700) the canvas drew the view as if it
///   were at the top of the screen with no status bar: a notched phone's top inset, no
///   inset on a phone without a notch, and nothing below. Amity's pending-posts header
///   (17701, 414 × 199 on the 6.1-inch canvas) and Tinode's forward bar (20037, 414 ×
///   116) record their views 44 below the top, WSDOT's pass report (21507, 414 × 766)
///   48; Tinode's image and message bars (21507, 180 and 245 high), GordianWallet's and
///   GordianCosigner's views (15702 to 17701) and Amity's image view (17701) record
///   their views pinned to the bottom at the bottom edge; on the 4.7-inch canvas 15
///   views of Xcode 8 to 14.1 (Kodeco's, WooCommerce's, Blockstream's, Stitchbox's, 13529
///   to 21507, among them WooCommerce's and Stitchbox's of 21507) record theirs under
///   the safe area at y 0;
/// - from Xcode 14.2 on the canvas drew the view with the safe area it drew a screen with:
///   the status bar's or the notch's inset on top (twice over where the Xcode doubled a
///   notched phone's, ``CanvasNotchInset/doublesInsets(toolsVersion:)``) and the home
///   indicator's below, once. Stitchbox's views (21701, 784 × 247 to 195 × 166 on the
///   6.1- and 6.12-inch canvases, six xibs) and Amity's comment view (21701, 334 × 217)
///   record their views 48 below the top and 34 above the bottom edge; kDrive's empty
///   table view (24765, 414 × 506) 96 and 34, its section header (25084, 392 × 197) 34;
///   on the 4.7-inch canvas Stitchbox's, WSDOT's and DuckDuckGo's views (21701 to 23094,
///   five xibs) record theirs 20 below the top.
///
/// - before Xcode 14.2 a view wider than the phone's screen is the exception to the first
///   rule: the canvas drew it with the device's safe area, the notch's inset on top and
///   the home indicator's below (FIDELITY.md, "Eighteenth sweep"). MirrorFly's starred
///   message views (21225, 557 × 180 and 721 × 202 on the 6.1-inch `retina6_0` canvas)
///   record their views 47 below the top and 34 above the bottom edge, its chat text bar
///   (21225, 493 × 158 on the 6.1-inch `retina6_1`) 34 above the bottom; SwiftMessages'
///   five message views (17156 and 17506, 434 to 600 wide on `retina6_1`), whose content
///   reaches the safe area through its margins, match with 44 and 34 (23 of their 31
///   views missed with the top inset alone); Zotero's collection row (19529, 428 × 115)
///   records 44 and 34; the views of the phone's width or narrower of the same Xcodes
///   (MirrorFly's 392 × 150 bar of 17701, Tinode's 414-wide bars of 20037 and 21507,
///   Amity's and Gordian's) record none below.
///
/// Exception seen: kDrive's photo-format footer (25084, 514 × 166 on the 6.12-inch canvas)
/// records 68 below, the home indicator's inset twice. Landscape, iPads and views of
/// the screen's size keep the rules of ``DesignCanvas/setup(for:contentSize:)``: no file
/// decides them.
enum CanvasTopLevelView: Hashable, Sendable {
    /// Before Xcode 14.2: a notched phone's top inset and nothing else, but for a view
    /// wider than the screen, which has the device's insets.
    case notchOnly
    /// Xcode 14.2 and later: the canvas's top inset and the device's bottom inset once.
    case canvasSafeArea

    /// The rule for a view in a file saved with `toolsVersion` (one without a version
    /// is taken as of today's Xcode).
    init(toolsVersion: String?) {
        guard let text = toolsVersion, let major = Int(text.prefix { $0.isNumber }) else {
            self = .canvasSafeArea
            return
        }
        self = major < 21700 ? .notchOnly : .canvasSafeArea
    }

    /// The view's safe area on a phone in portrait whose canvas draws `canvasTop` on top
    /// (``DesignCanvas/canvasSafeArea(_:)``, the status bar or the notch) and whose own
    /// bottom inset is `deviceBottom`; `notched` says whether the phone has a notch, and
    /// `widerThanScreen` whether the view is wider than the phone's screen.
    func safeArea(canvasTop: Double, deviceBottom: Double, notched: Bool, widerThanScreen: Bool) -> EdgeInsets {
        switch self {
        case .notchOnly:
            guard notched else { return EdgeInsets() }
            return EdgeInsets(top: canvasTop, bottom: widerThanScreen ? deviceBottom : 0)
        case .canvasSafeArea: return EdgeInsets(top: canvasTop, bottom: deviceBottom)
        }
    }
}
