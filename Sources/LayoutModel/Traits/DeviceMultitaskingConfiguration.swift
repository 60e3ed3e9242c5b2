/// One iPad Split View or Slide Over configuration of the catalog: the app's width (the
/// height stays the screen's) and the size classes it gets.
public struct DeviceMultitaskingConfiguration: Hashable, Sendable {
    public var orientation: Orientation
    public var multitasking: Multitasking
    /// Points; nil where no source gave the width (every Slide Over width, and the Split
    /// View rows the catalog marks unconfirmed). layoutdb never fills these in by
    /// arithmetic, so asking for such a configuration is an error.
    public var width: Double?
    public var widthClass: SizeClass
    public var heightClass: SizeClass
    /// Whether the catalog sourced this row (its width and size classes).
    public var confirmed: Bool

    public init(
        orientation: Orientation, multitasking: Multitasking, width: Double?, widthClass: SizeClass,
        heightClass: SizeClass, confirmed: Bool
    ) {
        self.orientation = orientation
        self.multitasking = multitasking
        self.width = width
        self.widthClass = widthClass
        self.heightClass = heightClass
        self.confirmed = confirmed
    }
}
