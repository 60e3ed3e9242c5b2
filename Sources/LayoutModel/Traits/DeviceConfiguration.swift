/// A device as an app sees it: held one way, with some share of the screen, a Dynamic
/// Type size and a layout direction. Gives everything the engine needs from outside the
/// document: the container size, the trait collection, the root's safe-area insets and
/// the system minimum margins of the view controller's root view.
///
/// **Split View and Slide Over insets.** The catalog measures insets for full-screen
/// apps only. In Split View the app still spans the screen's height under the status
/// bar and above the home indicator, and the iPads of the catalog have no side
/// insets, so the app keeps the orientation's top and bottom insets, with left and
/// right 0 (a decision; unmeasured). Slide Over, on the iPads that have a decided width
/// (``DecidedMultitaskingWidths``, whose sources give the window the screen's full
/// height), takes the same insets, by the same decision; elsewhere it is refused before
/// its insets matter.
public struct DeviceConfiguration: Hashable, Sendable {
    public let device: Device
    public let orientation: Orientation
    public let multitasking: Multitasking
    public let contentSize: ContentSizeCategory
    public let direction: LayoutDirection
    /// The app's window size in points.
    public let containerSize: LayoutSize
    public let widthClass: SizeClass
    public let heightClass: SizeClass

    /// - Throws: ``DeviceConfigurationError`` for multitasking on a phone, a
    ///   configuration the catalog lacks, or one whose width no source confirmed.
    public init(
        device: Device,
        orientation: Orientation = .portrait,
        multitasking: Multitasking = .fullScreen,
        contentSize: ContentSizeCategory = .default,
        direction: LayoutDirection = .leftToRight
    ) throws(DeviceConfigurationError) {
        self.device = device
        self.orientation = orientation
        self.multitasking = multitasking
        self.contentSize = contentSize
        self.direction = direction
        let classes = try DeviceSizeClasses(device: device, orientation: orientation, multitasking: multitasking)
        guard let width = classes.confirmedWidth else {
            throw .unconfirmedWidth(device: device.id, orientation: orientation, multitasking: multitasking)
        }
        containerSize = LayoutSize(width: width, height: device.metrics(orientation).size.height)
        widthClass = classes.widthClass
        heightClass = classes.heightClass
    }

    /// Looks the device up by any of its names first (see ``DeviceCatalog``).
    public init(
        deviceNamed name: String,
        orientation: Orientation = .portrait,
        multitasking: Multitasking = .fullScreen,
        contentSize: ContentSizeCategory = .default,
        direction: LayoutDirection = .leftToRight
    ) throws(DeviceConfigurationLookupError) {
        let device: Device
        do { device = try DeviceCatalog.device(named: name) } catch { throw .lookup(error) }
        do {
            try self.init(
                device: device, orientation: orientation, multitasking: multitasking, contentSize: contentSize,
                direction: direction)
        } catch {
            throw .configuration(error)
        }
    }

    public var traitCollection: TraitCollection {
        TraitCollection(
            widthClass: widthClass, heightClass: heightClass, contentSize: contentSize, direction: direction,
            displayScale: device.scale, idiom: device.idiom)
    }

    /// The root view's safe-area insets (fixed to the screen, not mirrored in RTL).
    public var safeAreaInsets: EdgeInsets {
        let full = device.metrics(orientation).safeAreaInsets
        guard multitasking != .fullScreen else { return full }
        return EdgeInsets(top: full.top, left: 0, bottom: full.bottom, right: 0)
    }

    /// The view controller's `systemMinimumLayoutMargins`.
    ///
    /// Where the catalog measured the root view's margins (full screen), the minimum is
    /// that measurement less the safe area: it gives 0 on top and bottom and 16 or 20
    /// on the sides, and shows that the 16/20 switch is not the size class alone (the
    /// 4.7-inch iPhone gets 20 in compact-width landscape). Elsewhere the documented
    /// rule applies: 16 for compact width, 20 for regular (uikit-defaults.md §4,
    /// unconfirmed), which is also the decision for Split View.
    ///
    /// An unmeasured phone in full screen follows the rule all 16 measured phone
    /// configurations obey (the size class does not: the 4.7-inch iPhone gets 20 in
    /// compact-width landscape, the 6.7-inch 16 in regular-width landscape): 20 on a
    /// screen at least 414 points wide with no side safe-area inset, else 16. It gives
    /// the 414-point iPhone XR and 11 (`retina6_1`) 20 in portrait, as Interface Builder's
    /// table cells there record (GoMap, NetNewsWire).
    public var systemMinimumLayoutMargins: DirectionalInsets {
        let metrics = device.metrics(orientation)
        if multitasking == .fullScreen, let measured = metrics.rootViewLayoutMargins {
            let safe = metrics.safeAreaInsets
            return DirectionalInsets(
                top: measured.top - safe.top, leading: measured.left - safe.left,
                bottom: measured.bottom - safe.bottom, trailing: measured.right - safe.right)
        }
        if multitasking == .fullScreen, device.idiom == .phone {
            return Self.phoneMinimumLayoutMargins(width: metrics.size.width, safeArea: metrics.safeAreaInsets)
        }
        return ViewControllerRoot.systemMinimumLayoutMargins(widthClass: widthClass)
    }

    /// The `systemMinimumLayoutMargins` of a root view `width` points wide laid out on
    /// this device: a freeform controller's view, or a xib's top-level view, on the canvas
    /// or at `--size`.
    ///
    /// On a phone in full screen a root wider than the screen takes the width rule of
    /// ``systemMinimumLayoutMargins`` at its own width: Interface Builder records it so on
    /// 4.7-inch canvases (375 points, where the screen's minimum is 16): an 815-point
    /// freeform controller's view (Xcode 9), 480-point launch-screen xibs (Xcode 8 and 10)
    /// and a 600-point xib view (Xcode 10) put views pinned to the margins 20 from their
    /// sides, while 375-point roots on the same canvases keep 16.
    ///
    /// Decision: a root narrower than the screen keeps the screen's minimum. The one such
    /// root seen (a 375-point freeform controller's view on a 414-point canvas, Xcode 12)
    /// records its table's cells 20 from its sides, where the width rule would give 16.
    /// iPads and Split View keep theirs.
    public func systemMinimumLayoutMargins(rootWidth width: Double) -> DirectionalInsets {
        let metrics = device.metrics(orientation)
        guard multitasking == .fullScreen, device.idiom == .phone, width > metrics.size.width + 0.5 else {
            return systemMinimumLayoutMargins
        }
        return Self.phoneMinimumLayoutMargins(width: width, safeArea: metrics.safeAreaInsets)
    }

    /// 20 on the sides of a root at least 414 points wide with no side safe-area inset,
    /// else 16; 0 on top and bottom.
    private static func phoneMinimumLayoutMargins(width: Double, safeArea: EdgeInsets) -> DirectionalInsets {
        let wide = width >= 414 && safeArea.left == 0 && safeArea.right == 0
        let side: Double = wide ? 20 : 16
        return DirectionalInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The root view as the view controller's view, with this configuration's minimum
    /// margins (a root of its own width: ``systemMinimumLayoutMargins(rootWidth:)``), and
    /// on a phone in portrait the table views' own width rule (``TableViewMargins``).
    public func viewControllerRoot(rootWidth: Double?) -> ViewControllerRoot {
        var root = ViewControllerRoot(
            systemMinimumLayoutMargins: rootWidth.map { systemMinimumLayoutMargins(rootWidth: $0) } ?? systemMinimumLayoutMargins)
        root.widensPhoneTableMargins = device.idiom == .phone && orientation == .portrait
        return root
    }

    /// The root view as the view controller's view, with this configuration's minimum margins.
    public var viewControllerRoot: ViewControllerRoot { viewControllerRoot(rootWidth: nil) }
}
