import LayoutInterchange
import LayoutModel

/// How a document was laid out when its frames were recorded: the design device held in
/// the canvas's orientation, the root's own size where it is not the screen's (a
/// freeform xib view such as a 386×147 cell), and the bars Interface Builder drew. Solving
/// "at the design device" means this.
public struct DesignCanvas: Hashable, Sendable {
    public var orientation: Orientation
    /// The root's recorded size, when the file gave one.
    public var rootSize: LayoutSize?
    /// Where the canvas drew the navigation bar the root is under, when the file
    /// records it (``InterfaceBuilderScene/designNavigationBarFrame``).
    public var navigationBarFrame: LayoutRect?
    /// Whether the root is drawn as a presented sheet
    /// (``InterfaceBuilderScene/isPresentedAsSheet``).
    public var presentedAsSheet: Bool
    /// Whether the root is a view controller's view
    /// (``InterfaceBuilderScene/isControllerView``).
    public var controllerView: Bool
    /// Where the canvas leaves out the status bar.
    public var statusBar: CanvasStatusBar
    /// The top safe-area inset the canvas drew for a notched iPhone in portrait where it
    /// differs from the catalog's (``CanvasNotchInset``).
    public var notchTopInset: Double?
    /// Whether the canvas drew a notched iPhone's safe-area insets twice over in portrait
    /// (``CanvasNotchInset/doublesInsets(toolsVersion:)``).
    public var doublesNotchInsets: Bool
    /// The file's Interface Builder device id when the catalog has no device for it
    /// (`retina6_9` before the catalog learns it): its documents have no design device,
    /// so a solve without `--device` is at the default device, which a user must be told.
    public var unknownInterfaceBuilderDevice: String? = nil
    /// How the canvas drew the root's bottom inset when it is an embedded child
    /// controller's view (``InterfaceBuilderScene/isEmbeddedChild``); nil for any other root.
    var embeddedChild: CanvasEmbeddedChild? = nil
    /// How the canvas drew the root's safe area when it is a presented sheet
    /// (``InterfaceBuilderScene/isPresentedAsSheet``) of Xcode 11 or later; nil for any
    /// other root.
    var presentedSheet: CanvasPresentedSheet? = nil
    /// How the canvas drew the root's safe area when it is a xib's top-level view that is
    /// no controller's view and no cell (``CanvasTopLevelView``); nil for any other root.
    var topLevelView: CanvasTopLevelView? = nil
    /// Whether the canvas drew a controller's freeform view on a notched phone with no
    /// bottom inset (``CanvasNotchInset/omitsFreeformControllerBottom(toolsVersion:)``).
    var omitsFreeformControllerBottom = false
    /// The catalog phone the canvas was, where a controller's root records that phone's
    /// screen and not the one of the device the file names
    /// (``recordedPhone(named:rootSize:isControllerView:)``); nil elsewhere.
    var recordedPhone: String? = nil

    /// Where Interface Builder's canvas draws no status bar, so a phone whose safe area on
    /// top is only its status bar (one without a notch) has none there.
    ///
    /// Decision: phones only. DuckDuckGo's Tab (Xcode 13, a 9.7-inch iPad, status bar
    /// "None") is recorded with the iPad's 20-pt top safe area all the same; FSCalendar's
    /// today extension (Xcode 10, 4.7-inch iPhone, "None") with none.
    public enum CanvasStatusBar: Hashable, Sendable {
        case shown
        /// The controller's simulated status bar is "None"
        /// (``InterfaceBuilderScene/hidesSimulatedStatusBar``).
        case hidden
        /// Xcode 11 to 14.0 (`toolsVersion` 15000–21499) drew phones without a notch with
        /// no status bar (decision, from recorded frames: the unseen files of FIDELITY.md,
        /// "Unseen files (session 4)", have four Xcode 11 files whose views under a 4.7-inch
        /// iPhone's top layout guide or safe area are recorded as if it were at y 0, and a
        /// child controller's; the corpus's 10-adaptive and Validate draw the navigation
        /// bar at y 0; the third wild sweep has Xcode 12 and 13.0 controllers (17156 to
        /// 19162: ProtonVPN, Agora's examples, WooCommerce's controller xibs) with views
        /// under the safe area at y 0 on 4-inch and 4.7-inch canvases; the thirteenth has
        /// Xcode 13.2 to 14.0 ones (19529 to 21225: the EU certificate verifier on the
        /// 5.5-inch canvas, TensorFlow Lite's object detection, Mixpanel's and Red5 Pro's
        /// demos, Kodeco's animation projects, HERE's positioning example, EFR Connect's
        /// Blinky screen, Pocket Casts' password xib) with views under the safe area or
        /// the top layout guide at y 0, none at 20; Xcode 8–10 and 14.2 on, 21701 and later,
        /// record 20 (Bluefruit's, Twilio's examples); 14.1 (21507) is undecided and goes
        /// with 14.2). A phone with a notch (one with a home indicator) keeps its
        /// top inset: Xcode 11 files record a 6.1-inch canvas's safe area 44 from the top
        /// (mattneub's TintColorTest) and a 5.8-inch canvas's navigation bar under a
        /// 44-point status bar (Eureka's example).
        case hiddenOnPhones
    }

    public init(
        orientation: Orientation, rootSize: LayoutSize?, navigationBarFrame: LayoutRect? = nil, presentedAsSheet: Bool = false,
        controllerView: Bool = false, statusBar: CanvasStatusBar = .shown, notchTopInset: Double? = nil,
        doublesNotchInsets: Bool = false
    ) {
        self.orientation = orientation
        self.rootSize = rootSize
        self.navigationBarFrame = navigationBarFrame
        self.presentedAsSheet = presentedAsSheet
        self.controllerView = controllerView
        self.statusBar = statusBar
        self.notchTopInset = notchTopInset
        self.doublesNotchInsets = doublesNotchInsets
    }

    /// The canvas of `scene` in a file imported as `file`.
    public init(file: InterfaceBuilderImport, scene: InterfaceBuilderScene) {
        let recorded = scene.document.root.recordedFrame
        self.init(
            orientation: file.canvas.orientation,
            rootSize: recorded.map { LayoutSize(width: $0.width, height: $0.height) },
            navigationBarFrame: scene.designNavigationBarFrame, presentedAsSheet: scene.isPresentedAsSheet,
            controllerView: scene.isControllerView,
            statusBar: scene.hidesSimulatedStatusBar ? .hidden : Self.omitsPhoneStatusBar(file.toolsVersion) ? .hiddenOnPhones : .shown,
            notchTopInset: CanvasNotchInset.top(
                interfaceBuilderDeviceID: file.canvas.interfaceBuilderDeviceID, toolsVersion: file.toolsVersion),
            doublesNotchInsets: CanvasNotchInset.doublesInsets(toolsVersion: file.toolsVersion))
        if file.canvas.catalogDeviceID == nil { unknownInterfaceBuilderDevice = file.canvas.interfaceBuilderDeviceID }
        if scene.isEmbeddedChild { embeddedChild = CanvasEmbeddedChild(toolsVersion: file.toolsVersion) }
        if scene.isPresentedAsSheet { presentedSheet = CanvasPresentedSheet(toolsVersion: file.toolsVersion) }
        omitsFreeformControllerBottom = CanvasNotchInset.omitsFreeformControllerBottom(toolsVersion: file.toolsVersion)
        if file.canvas.orientation == .portrait {
            recordedPhone = Self.recordedPhone(
                named: file.canvas.catalogDeviceID, rootSize: rootSize, isControllerView: scene.isControllerView)
        }
        if file.kind == .xib, !scene.isControllerView, !Self.cellClasses.contains(scene.document.root.className) {
            topLevelView = CanvasTopLevelView(toolsVersion: file.toolsVersion)
        }
    }

    /// The roots that are cells (their views sit in a content view), which no file shows
    /// with a safe area of their own on the canvas; a collection view's reusable view is
    /// drawn as any top-level view (``CanvasTopLevelView``).
    static let cellClasses: Set<String> = ["UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView"]

    /// The catalog phone whose portrait screen a controller's root records, where the
    /// device the file names (`named`, a catalog id) is a phone of another size and
    /// exactly one phone of the catalog has that screen; nil otherwise.
    ///
    /// Decision: the recorded root is the canvas Xcode drew (FIDELITY.md, "Seventeenth
    /// sweep"). The Naver Maps SDK's demo storyboards of Xcode 15 and 16 (`toolsVersion`
    /// 23094 and 24506) name `retina6_7`, the catalog's 428 × 926 iPhone 14 Plus, and
    /// record every controller's root 430 × 932, the 6.7-inch phone with the Dynamic
    /// Island: their navigation bars at y 59 (118 where the Xcode doubled the inset,
    /// ``CanvasNotchInset/doublesInsets(toolsVersion:)``) and the views under them at 103
    /// and 172, that phone's 59-point inset and not the 47 of the phone named. Particle's
    /// setup storyboard (Xcode 11, 16096) names `retina6_5` and records 14 of its 15
    /// roots 320 × 568: their views sit as on the 4-inch phone with no status bar, not
    /// under the 6.5-inch phone's 44-point notch (78 views 44 higher than that gave).
    /// The same Naver repository's files of 20037 and 22505 and two other repositories'
    /// of 32700 record `retina6_7` at 428 × 926. A size two phones share (414 × 896,
    /// 375 × 812) decides nothing, and a freeform root (Particle's 320 × 548) is no
    /// screen.
    static func recordedPhone(named: String?, rootSize: LayoutSize?, isControllerView: Bool) -> String? {
        guard isControllerView, let named, let rootSize,
            let device = try? DeviceCatalog.device(named: named), device.idiom == .phone
        else { return nil }
        func same(_ a: LayoutSize, _ b: LayoutSize) -> Bool {
            abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5
        }
        guard !same(device.portraitSize, rootSize) else { return nil }
        let phones = DeviceCatalog.named.filter { $0.idiom == .phone && same($0.portraitSize, rootSize) }
        return phones.count == 1 ? phones.first?.id : nil
    }

    /// How far below the status bar a page sheet starts (iOS 13 on).
    static let sheetGap: Double = 10

    /// Whether `toolsVersion` (`15505`, `17156`, `19162`, `20037`) is of Xcode 11 to 14.0,
    /// 15000 to 21499, whose canvas drew no status bar on a phone without a notch
    /// (``CanvasStatusBar/hiddenOnPhones``).
    static func omitsPhoneStatusBar(_ toolsVersion: String?) -> Bool {
        guard let text = toolsVersion, let major = Int(text.prefix { $0.isNumber }) else { return false }
        return (15000..<21500).contains(major)
    }

    /// The device's safe area on the canvas: without the status bar where the canvas
    /// draws none and the status bar is all there is on top, and with the top inset the
    /// file's Xcode drew for a notched iPhone (``notchTopInset``).
    ///
    /// A notched phone keeps its top inset with no status bar, as UIKit's safe area does
    /// (the sensor housing stays): VLC's network login (Xcode 12, `toolsVersion` 18122, a
    /// 6.1-inch canvas) and Alfresco's camera screen (16096, 6.5-inch), both with the
    /// simulated status bar "None", record their views pinned to the safe area's top 44
    /// below it (FIDELITY.md, "Seventeenth sweep"). The catalog gives such phones a status
    /// bar as tall as their top inset, which alone cannot tell the two apart.
    func canvasSafeArea(_ configuration: DeviceConfiguration) -> EdgeInsets {
        var insets = configuration.safeAreaInsets
        let phone = configuration.device.idiom == .phone
        let notched = configuration.device.metrics(.portrait).safeAreaInsets.bottom > 0
        let hidden = phone && !notched && (statusBar == .hidden || statusBar == .hiddenOnPhones)
        let height = configuration.device.metrics(orientation).statusBarHeight ?? 0
        if hidden, height > 0, abs(insets.top - height) <= 0.5 {
            insets.top = 0
        } else if let top = notchTopInset, orientation == .portrait, insets.top > 0 {
            insets.top = top
        }
        if doublesNotchInsets, phone, notched, orientation == .portrait {
            insets.top *= 2
            insets.bottom *= 2
        }
        return insets
    }

    /// The setup that reproduces the canvas for `document`, or nil when it names no design
    /// device.
    ///
    /// - The root's container and safe area are the device's with the document's bars
    ///   (``ControllerContainment/placement(screen:deviceSafeArea:barHeights:toolbarHeight:)``). Where
    ///   the file records the navigation bar across the screen's width, the canvas's
    ///   bar is that one: the status bar above it is its top (Xcode 11 and 12 drew a
    ///   4.7-inch iPhone's navigation bar at y 0, with no status bar), its height the
    ///   bar's (54 in Xcode 26).
    /// - A sheet (``presentedAsSheet``) whose root is the screen less the device's top
    ///   inset is drawn at that size with the device's safe area: GoMap's page sheet is
    ///   896 − 48 = 848 high and its navigation bar, pinned to the safe area, is recorded
    ///   at y 48 (decision: as Xcode's canvas lays it out; UIKit's sheet at run time has
    ///   no top inset, which is not modelled). Where the canvas draws no status bar
    ///   (``CanvasStatusBar``) the sheet has no safe area on top either
    ///   (Beam's thank-you sheet, Xcode 11, a 4.7-inch canvas, status bar "None": 667 − 20
    ///   = 647 high, its views under the top layout guide recorded as if it were at y 0).
    /// - Any other root recorded at another size is freeform: that size (Interface
    ///   Builder lays a freeform view out at its own size). A view controller's keeps the
    ///   safe area the screen would give it (status bar and bars on top, home indicator
    ///   below): Interface Builder draws a controller's simulated metrics whatever the size
    ///   of its view (the unseen files of FIDELITY.md, "Unseen files (session 4)": a
    ///   320 × 440 controller's view under the top layout guide at y 20, Xcode 8; a child
    ///   controller's 414 × 224 view 44 from the top of a 6.1-inch canvas, Xcode 10; 778-high
    ///   views ending 34 above their bottom, Xcode 26), a xib's view its File's Owner holds
    ///   as `view` too (Pocket Casts' 408 × 488 sleep timer, `toolsVersion` 22505).
    ///   An embedded child controller's view has the bottom inset of
    ///   ``CanvasEmbeddedChild`` instead (none before Xcode 14, the device's once after);
    ///   a shorter one under no bars on a notched phone in Xcode 14.0 and 14.1 none
    ///   (``CanvasNotchInset/omitsFreeformControllerBottom(toolsVersion:)``).
    ///   A xib's other top-level view on a phone in portrait has the safe area of
    ///   ``CanvasTopLevelView`` (a notched phone's top inset before Xcode 14.2, and its
    ///   bottom inset too for a view wider than the screen; the
    ///   canvas's top and the home indicator's inset from then on); a cell, and any
    ///   top-level view in landscape or on an iPad, has none.
    ///
    /// - A sheet whose root is the screen less the canvas's top inset and 10 points more
    ///   (``sheetGap``) is UIKit's page sheet as it is at run time: it starts below the
    ///   status bar, so it has no safe area on top, and keeps the home indicator's below.
    ///   Esri's samples (Xcode 12, a 6.1-inch canvas with a 44-point inset) record such
    ///   sheets 896 − 44 − 10 = 842 high, with views under the safe area at y 0 and a
    ///   toolbar above the bottom inset.
    ///
    /// - A view controller's root as tall as the screen less ``sheetGap`` alone, on a phone
    ///   in portrait, is Interface Builder's page sheet of Xcode 13 on: drawn with neither
    ///   the status bar's inset on top nor the home indicator's below, whatever presents it
    ///   (decision, from recorded frames; FIDELITY.md, "Ninth sweep"): Lockdown's eight
    ///   presented and popover screens (`toolsVersion` 32700, 414 × 886 on a 6.1-inch
    ///   canvas) record their views under the top layout guide at y 0 and their tables
    ///   down to 886; Scandit's sample (21701), Habitica's and passforios's (23090, 23504)
    ///   the navigation bar of a controller in such a sheet 56 high at y 0, and Datadog's
    ///   (23504) its views under the safe area at y 0. A navigation bar the file records
    ///   keeps its place and height.
    ///
    /// - A presented sheet on an iPhone in portrait under no navigation bar has the safe
    ///   area of ``CanvasPresentedSheet`` where that rule decides (no top inset on a phone
    ///   without a notch; the device's top inset and none below where the file's Xcode
    ///   doubled a notched phone's insets, the canvas's in Xcode 14.0 and 14.1), before
    ///   the rules above; the canvas's own page sheet (the screen less 10 points) keeps
    ///   its rule.
    ///
    /// Decision: sizes within half a point count as equal, so a storyboard root keeps the
    /// device's safe area.
    public func setup(for document: LayoutDocument, contentSize: ContentSizeCategory = .default) -> SolveSetup? {
        guard let device = recordedPhone ?? document.designDevice,
            let configuration = try? DeviceConfiguration(deviceNamed: device, orientation: orientation, contentSize: contentSize)
        else { return nil }
        let screen = configuration.containerSize
        let containment = document.containment
        var deviceSafeArea = canvasSafeArea(configuration)
        var bars = containment.barHeights(in: configuration)
        if containment.navigationBar != nil, let bar = navigationBarFrame, abs(bar.width - screen.width) <= 0.5 {
            deviceSafeArea.top = max(bar.y, 0)
            bars.top = bar.height
        }
        let placed = containment.placement(
            screen: screen, deviceSafeArea: deviceSafeArea, barHeights: bars,
            toolbarHeight: containment.bottomBarHeights(in: configuration).toolbar)
        func same(_ a: LayoutSize, _ b: LayoutSize) -> Bool {
            abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5
        }
        guard let rootSize, !same(rootSize, placed.container) else {
            if containment == .none, deviceSafeArea == configuration.safeAreaInsets { return SolveSetup(configuration: configuration) }
            return SolveSetup(configuration: configuration, containerSize: placed.container, containerSafeArea: placed.safeArea)
        }
        let phonePortrait = configuration.device.idiom == .phone && orientation == .portrait
        let canvasSheet = LayoutSize(width: screen.width, height: screen.height - Self.sheetGap)
        if let presentedSheet, containment.navigationBar == nil, phonePortrait, !(controllerView && same(rootSize, canvasSheet)),
            let safeArea = presentedSheet.safeArea(
                device: configuration.safeAreaInsets, canvasTop: deviceSafeArea.top,
                notched: configuration.device.metrics(.portrait).safeAreaInsets.bottom > 0)
        {
            return SolveSetup(configuration: configuration, containerSize: rootSize, containerSafeArea: safeArea)
        }
        let sheet = LayoutSize(width: screen.width, height: screen.height - configuration.safeAreaInsets.top)
        if presentedAsSheet, containment.navigationBar == nil, same(rootSize, sheet) {
            // The device's insets, not doubled (GoMap's sheet, Xcode 16), less the status
            // bar where the canvas draws none.
            var safeArea = configuration.safeAreaInsets
            if deviceSafeArea.top == 0 { safeArea.top = 0 }
            return SolveSetup(configuration: configuration, containerSize: rootSize, containerSafeArea: safeArea)
        }
        let lowered = LayoutSize(width: screen.width, height: screen.height - deviceSafeArea.top - Self.sheetGap)
        if presentedAsSheet, containment.navigationBar == nil, deviceSafeArea.top > 0, same(rootSize, lowered) {
            var safeArea = deviceSafeArea
            safeArea.top = 0
            return SolveSetup(configuration: configuration, containerSize: rootSize, containerSafeArea: safeArea)
        }
        if controllerView, configuration.device.idiom == .phone, orientation == .portrait, same(rootSize, canvasSheet) {
            var safeArea = placed.safeArea
            safeArea.top -= deviceSafeArea.top
            safeArea.bottom -= deviceSafeArea.bottom
            return SolveSetup(configuration: configuration, containerSize: rootSize, containerSafeArea: safeArea)
        }
        if controllerView, let child = embeddedChild {
            var safeArea = placed.safeArea
            safeArea.bottom = child.bottomInset(deviceBottom: configuration.safeAreaInsets.bottom)
            return SolveSetup(configuration: configuration, containerSize: rootSize, containerSafeArea: safeArea)
        }
        if controllerView {
            var safeArea = placed.safeArea
            let notched = configuration.device.metrics(.portrait).safeAreaInsets.bottom > 0
            if omitsFreeformControllerBottom, phonePortrait, notched, containment == .none, rootSize.height < screen.height {
                safeArea.bottom = 0
            }
            return SolveSetup(configuration: configuration, containerSize: rootSize, containerSafeArea: safeArea)
        }
        if let topLevelView, phonePortrait {
            let safeArea = topLevelView.safeArea(
                canvasTop: deviceSafeArea.top, deviceBottom: configuration.safeAreaInsets.bottom,
                notched: configuration.device.metrics(.portrait).safeAreaInsets.bottom > 0,
                widerThanScreen: rootSize.width > screen.width + 0.5)
            return SolveSetup(configuration: configuration, containerSize: rootSize, containerSafeArea: safeArea)
        }
        return SolveSetup(configuration: configuration, containerSize: rootSize)
    }
}
