/// Which configuration of the batch matrix a result is for: a device of the catalog
/// held one way, with some share of the screen, a Dynamic Type size and a direction.
///
/// Reports group, filter and name pictures by these parts, so they are kept apart
/// rather than parsed back out of a string.
public struct ConfigurationLabel: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The catalog's id (`iphone-6.1inch-island`), or any name the caller chose for a
    /// container that is not a catalog device.
    public var deviceID: String
    public var orientation: Orientation
    public var multitasking: Multitasking
    public var contentSize: ContentSizeCategory
    public var direction: LayoutDirection

    public init(
        deviceID: String, orientation: Orientation = .portrait, multitasking: Multitasking = .fullScreen,
        contentSize: ContentSizeCategory = .default, direction: LayoutDirection = .leftToRight
    ) {
        self.deviceID = deviceID
        self.orientation = orientation
        self.multitasking = multitasking
        self.contentSize = contentSize
        self.direction = direction
    }

    /// The label of a catalog configuration.
    public init(_ configuration: DeviceConfiguration) {
        self.init(
            deviceID: configuration.device.id, orientation: configuration.orientation,
            multitasking: configuration.multitasking, contentSize: configuration.contentSize,
            direction: configuration.direction)
    }

    /// `iphone-6.1inch-island portrait fullScreen large leftToRight`: every part, in
    /// the order above, with the raw values the document format and the command line use.
    /// Unique per configuration, so it names JUnit test cases and report entries.
    public var description: String {
        [deviceID, orientation.rawValue, multitasking.rawValue, contentSize.rawValue, direction.rawValue]
            .joined(separator: " ")
    }

    /// Device, then orientation, multitasking, content size (in Dynamic Type order) and
    /// direction: the order reports list configurations in.
    public static func < (lhs: ConfigurationLabel, rhs: ConfigurationLabel) -> Bool {
        if lhs.deviceID != rhs.deviceID { return lhs.deviceID < rhs.deviceID }
        if lhs.orientation != rhs.orientation { return lhs.orientation.rawValue > rhs.orientation.rawValue }
        if lhs.multitasking != rhs.multitasking {
            return Multitasking.allCases.firstIndex(of: lhs.multitasking) ?? 0
                < Multitasking.allCases.firstIndex(of: rhs.multitasking) ?? 0
        }
        if lhs.contentSize != rhs.contentSize { return lhs.contentSize < rhs.contentSize }
        return lhs.direction == .leftToRight && rhs.direction == .rightToLeft
    }
}
