import LayoutModel

/// What a document is solved for: a device of the catalog in an orientation (with an
/// iPad multitasking width), a content-size category and a layout direction, and
/// optionally a container size of its own (`--size WxH`: the size classes and safe area
/// stay the device's).
public struct SolveSetup: Hashable, Sendable {
    public var configuration: DeviceConfiguration
    /// Overrides the device's container size when set.
    public var containerSize: LayoutSize?
    /// The safe area of a custom container, when the caller knows it (a design canvas
    /// that knows the bars Xcode drew); ignored without ``containerSize``.
    public var containerSafeArea: EdgeInsets?
    /// The order the document's constraints are installed in: UIKit's at run time
    /// unless a design canvas says otherwise (``ConstraintOrder``).
    public var constraintOrder: ConstraintOrder = .viewsFirst

    public init(configuration: DeviceConfiguration, containerSize: LayoutSize? = nil, containerSafeArea: EdgeInsets? = nil) {
        self.configuration = configuration
        self.containerSize = containerSize
        self.containerSafeArea = containerSize == nil ? nil : containerSafeArea
    }

    /// The device a document is solved on when nobody names one and it names no design
    /// device: the 6.1-inch Dynamic Island iPhone (iPhone 14 Pro / 15), the most common
    /// current iPhone size.
    public static let defaultDeviceID = "iphone-6.1inch-island"

    public var traits: TraitCollection { configuration.traitCollection }

    /// The container the root is laid out in.
    public var container: LayoutSize { containerSize ?? configuration.containerSize }

    /// The root as a view controller's view: the device's minimum margins, or, in a
    /// container of its own, those of a root that wide
    /// (``DeviceConfiguration/systemMinimumLayoutMargins(rootWidth:)``).
    public var viewControllerRoot: ViewControllerRoot {
        guard let size = containerSize else { return configuration.viewControllerRoot }
        return configuration.viewControllerRoot(rootWidth: size.width)
    }

    /// The safe area: the device's, unless a custom container is smaller than the screen
    /// (then its ``containerSafeArea``, or none when nothing of it is known). A document's
    /// bars add to the device's (``Placement``).
    public var safeAreaInsets: EdgeInsets {
        containerSize == nil ? configuration.safeAreaInsets : (containerSafeArea ?? .zero)
    }

    /// A stable text naming everything that decides the layout besides the container:
    /// the cache key's trait part, and how reports label a configuration.
    public var traitKey: String {
        let c = configuration
        var parts = [c.device.id, c.orientation.rawValue]
        if c.multitasking != .fullScreen { parts.append(c.multitasking.rawValue) }
        parts += [c.contentSize.rawValue, c.direction == .leftToRight ? "ltr" : "rtl"]
        if containerSize != nil { parts.append("custom") }
        if let safe = containerSafeArea {
            parts.append("safe \(safe.top) \(safe.left) \(safe.bottom) \(safe.right)")
        }
        return parts.joined(separator: " ")
    }
}
