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

    public init(orientation: Orientation, rootSize: LayoutSize?, navigationBarFrame: LayoutRect? = nil, presentedAsSheet: Bool = false) {
        self.orientation = orientation
        self.rootSize = rootSize
        self.navigationBarFrame = navigationBarFrame
        self.presentedAsSheet = presentedAsSheet
    }

    /// The canvas of `scene` in a file imported as `file`.
    public init(file: InterfaceBuilderImport, scene: InterfaceBuilderScene) {
        let recorded = scene.document.root.recordedFrame
        self.init(
            orientation: file.canvas.orientation,
            rootSize: recorded.map { LayoutSize(width: $0.width, height: $0.height) },
            navigationBarFrame: scene.designNavigationBarFrame, presentedAsSheet: scene.isPresentedAsSheet)
    }

    /// The setup that reproduces the canvas for `document`, or nil when it names no design
    /// device.
    ///
    /// - The root's container and safe area are the device's with the document's bars
    ///   (``ControllerContainment/placement(screen:deviceSafeArea:barHeights:)``). Where
    ///   the file records the navigation bar across the screen's width, the canvas's
    ///   bar is that one: the status bar above it is its top (Xcode 11 and 12 drew a
    ///   4.7-inch iPhone's navigation bar at y 0, with no status bar), its height the
    ///   bar's (54 in Xcode 26).
    /// - A sheet (``presentedAsSheet``) whose root is the screen less the device's top
    ///   inset is drawn at that size with the device's safe area: GoMap's page sheet is
    ///   896 − 48 = 848 high and its navigation bar, pinned to the safe area, is recorded
    ///   at y 48 (decision: as Xcode's canvas lays it out; UIKit's sheet at run time has
    ///   no top inset, which is not modelled).
    /// - Any other root recorded at another size is freeform: that size (Interface
    ///   Builder lays a freeform view out at its own size), and no safe area.
    ///
    /// Decision: sizes within half a point count as equal, so a storyboard root keeps the
    /// device's safe area.
    public func setup(for document: LayoutDocument, contentSize: ContentSizeCategory = .default) -> SolveSetup? {
        guard let device = document.designDevice,
            let configuration = try? DeviceConfiguration(deviceNamed: device, orientation: orientation, contentSize: contentSize)
        else { return nil }
        let screen = configuration.containerSize
        let containment = document.containment
        var deviceSafeArea = configuration.safeAreaInsets
        var bars = containment.barHeights(in: configuration)
        if containment.navigationBar != nil, let bar = navigationBarFrame, abs(bar.width - screen.width) <= 0.5 {
            deviceSafeArea.top = max(bar.y, 0)
            bars.top = bar.height
        }
        let placed = containment.placement(screen: screen, deviceSafeArea: deviceSafeArea, barHeights: bars)
        func same(_ a: LayoutSize, _ b: LayoutSize) -> Bool {
            abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5
        }
        guard let rootSize, !same(rootSize, placed.container) else {
            if containment == .none { return SolveSetup(configuration: configuration) }
            return SolveSetup(configuration: configuration, containerSize: placed.container, containerSafeArea: placed.safeArea)
        }
        let sheet = LayoutSize(width: screen.width, height: screen.height - configuration.safeAreaInsets.top)
        if presentedAsSheet, containment.navigationBar == nil, same(rootSize, sheet) {
            return SolveSetup(configuration: configuration, containerSize: rootSize, containerSafeArea: configuration.safeAreaInsets)
        }
        return SolveSetup(configuration: configuration, containerSize: rootSize)
    }
}
