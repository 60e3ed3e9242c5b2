/// The top safe-area inset Interface Builder's canvas drew for a notched iPhone, where
/// the Xcode that saved the file drew another one than the device catalog's (today's
/// iOS): a design canvas is the Xcode of its day, not the current system.
///
/// Decision, from the recorded frames of views pinned to a controller root's safe-area
/// top in portrait (real files of 20 public repositories):
/// - `retina6_1` (the 6.1-inch iPhone 11/XR canvas): 44 in every file saved before
///   Xcode 14.0 (`toolsVersion` below 21225; 17 files from 14854 to 19162, among them
///   Simplenote's, ChatSecure's and mattneub's examples, and Twilio's video app of
///   Xcode 14's beta, 21208.1), the catalog's 48 from Xcode 14.0 on (EFR Connect's four
///   demo screens of 21225; 22505 and later, among them IQKeyboardManager's and GoMap's);
/// - `retina5_9` (the 5.8-inch canvas): the catalog's 44 before Xcode 14 (Eureka's
///   Xcode 11 example, 36 controllers), 50 from Xcode 14 on, when the canvas became the
///   13 mini (IQKeyboardManager's Xcode 14.3 files, 8 controllers);
/// - `retina6_0` and `retina6_7` (the 6.1- and 6.7-inch iPhone 12 canvases, which Xcode 12
///   added): 44 before Xcode 14 as well, not the catalog's 47 (the twelfth sweep: Pocket
///   Casts' `WhatsNewViewController` xib, 17506, and TensorFlow Lite's sound and image
///   classification examples, 17701 and 20037, on `retina6_7`; the EU certificate wallet's
///   two storyboards, 19529, on `retina6_0`); no file of those Xcodes records 47 there.
///
/// Other devices and landscape keep the catalog's insets: no file shows them differing.
enum CanvasNotchInset {
    /// The top inset for `interfaceBuilderDeviceID` in portrait in a file saved with
    /// `toolsVersion`, or nil where the catalog's is the canvas's.
    static func top(interfaceBuilderDeviceID: String?, toolsVersion: String?) -> Double? {
        guard let id = interfaceBuilderDeviceID, let text = toolsVersion,
            let major = Int(text.prefix { $0.isNumber })
        else { return nil }
        let beforeXcode14 = major < 21225  // 21208.1, Xcode 14's beta, drew 44
        switch id {
        case "retina6_1", "retina6_0", "retina6_7": return beforeXcode14 ? 44 : nil
        case "retina5_9": return beforeXcode14 ? nil : 50
        default: return nil
        }
    }

    /// Whether the Xcode that saved the file drew a notched iPhone's top and bottom
    /// safe-area insets twice over in portrait: `toolsVersion` 23700 to 24999.
    ///
    /// Decision, from recorded frames of views pinned to a controller root's safe area
    /// (the second wild sweep, FIDELITY.md): files of `toolsVersion` 23727, 24127, 24128,
    /// 24506 and 24765 record the safe area 118 from the top and 68 from the bottom of a
    /// 6.12-inch canvas (59 and 34 twice), 96 and 68 on a 6.1-inch one, 94 on a 6.0-inch
    /// one, in MixinNetwork's (17 xibs and storyboards), OsmAnd's (6 xibs), Instructure's
    /// (3 storyboards) and IQKeyboardManager's (24127: 18 constraints) files; those of
    /// 23504 and earlier, and of 32700, record them once (MixinNetwork, OsmAnd,
    /// DuckDuckGo, WooCommerce). Exceptions seen: one Instructure storyboard of 24506
    /// records a 48 top and both 34 and 68 below.
    static func doublesInsets(toolsVersion: String?) -> Bool {
        guard let text = toolsVersion, let major = Int(text.prefix { $0.isNumber }) else { return false }
        return (23700..<25000).contains(major)
    }

    /// Whether the Xcode that saved the file drew a view controller's freeform view (one
    /// shorter than the screen, no embedded child and no sheet) on a notched iPhone in
    /// portrait with no bottom inset: Xcode 14.0 and 14.1, `toolsVersion` 21225 to 21699.
    ///
    /// Decision, from recorded frames of views pinned to such a view's safe-area bottom
    /// (FIDELITY.md, "Sixteenth sweep"): the ordering app's two business-report screens
    /// (21225, 390 × 810 on the 6.06-inch canvas), Amity's community-profile header
    /// (21507, 414 × 666 on the 6.1-inch one) and Unstoppable's parked-domains screen
    /// (21507, 375 × 667 on the 6.12-inch one) record those views at the bottom edge, as the
    /// top-level views of those Xcodes (``CanvasTopLevelView``), while the freeform
    /// controllers of Xcode 12 (Amity's 543 × 437 view of 18122, Esri's and Gordian's
    /// 808-high screens of 17701) and of 14.2 on (Stitchbox's 408 × 612 sheets and EFR
    /// Connect's 300 × 190 editor of 21701, Pocket Casts' sleep timer of 22505) keep the
    /// home indicator's 34; those of the screen's size keep it in every Xcode.
    static func omitsFreeformControllerBottom(toolsVersion: String?) -> Bool {
        guard let text = toolsVersion, let major = Int(text.prefix { $0.isNumber }) else { return false }
        return (21225..<21700).contains(major)
    }
}
