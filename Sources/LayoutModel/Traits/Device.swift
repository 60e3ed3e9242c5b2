/// One layout family of the device catalog: models that give the same points, scale,
/// size classes and insets (facts/devices.json). ``DeviceCatalog/all`` lists them.
public struct Device: Hashable, Sendable, Identifiable {
    /// layoutdb's stable id, `iphone-6.1inch-island`.
    public var id: String
    /// The `<device id="…">` Interface Builder writes (`retina6_12`); nil where none is known.
    public var interfaceBuilderID: String?
    /// Whether an Xcode-saved file pairs that id with a root view of this size.
    public var interfaceBuilderIDConfirmed: Bool
    /// The models in the family, `"iPhone 15 Pro"`.
    public var marketingNames: [String]
    public var idiom: UserInterfaceIdiom
    /// `UIScreen.bounds` in portrait, points.
    public var portraitSize: LayoutSize
    public var portraitSizeConfirmed: Bool
    /// `UIScreen.scale`: 2 or 3.
    public var scale: Double
    public var portrait: DeviceOrientationMetrics
    public var landscape: DeviceOrientationMetrics
    /// The iPad Split View and Slide Over rows; nil on iPhone.
    public var multitasking: [DeviceMultitaskingConfiguration]?

    public init(
        id: String, interfaceBuilderID: String?, interfaceBuilderIDConfirmed: Bool, marketingNames: [String],
        idiom: UserInterfaceIdiom, portraitSize: LayoutSize, portraitSizeConfirmed: Bool, scale: Double,
        portrait: DeviceOrientationMetrics, landscape: DeviceOrientationMetrics,
        multitasking: [DeviceMultitaskingConfiguration]?
    ) {
        self.id = id
        self.interfaceBuilderID = interfaceBuilderID
        self.interfaceBuilderIDConfirmed = interfaceBuilderIDConfirmed
        self.marketingNames = marketingNames
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.portraitSizeConfirmed = portraitSizeConfirmed
        self.scale = scale
        self.portrait = portrait
        self.landscape = landscape
        self.multitasking = multitasking
    }

    /// The full-screen metrics in `orientation`.
    public func metrics(_ orientation: Orientation) -> DeviceOrientationMetrics {
        orientation == .portrait ? portrait : landscape
    }

    /// The catalog row for a Split View or Slide Over configuration, if the catalog has one.
    public func multitaskingConfiguration(
        _ multitasking: Multitasking, orientation: Orientation
    ) -> DeviceMultitaskingConfiguration? {
        self.multitasking?.first { $0.multitasking == multitasking && $0.orientation == orientation }
    }
}
