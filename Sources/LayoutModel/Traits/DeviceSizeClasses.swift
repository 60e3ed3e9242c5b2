/// The size classes and idiom of a device held one way, for questions that need no
/// container size: which variants a document installs there (`layoutdb resolve`).
///
/// ``DeviceConfiguration`` needs the app's width, so it refuses a Split View or Slide
/// Over row whose width no source gave. Size classes need no width: every row of the
/// catalog carries them, from Apple's documented multitasking rule (facts/devices.json
/// `sizeClassRules`: compact width for Slide Over, every portrait split and landscape
/// 1/3 and 1/2, regular for landscape 2/3, regular height throughout; Slide Over was
/// measured compact/regular on iOS 9). So this answers for every row, and
/// ``isConfirmed`` says whether the row was sourced for this model or follows the rule.
public struct DeviceSizeClasses: Hashable, Sendable {
    public let device: Device
    public let orientation: Orientation
    public let multitasking: Multitasking
    public let widthClass: SizeClass
    public let heightClass: SizeClass
    /// False for a multitasking row the catalog marks unconfirmed (no sourced width;
    /// the size classes are the rule's), and for a full-screen orientation whose size
    /// classes no source gave for this model (the M4 iPad Pros, regular/regular by
    /// `sizeClassRules.iPadFullScreen`; the 3.5-inch iPhone the catalog adds).
    public let isConfirmed: Bool
    /// The app's width in points where a source gives it: the screen's in full screen,
    /// a confirmed row's otherwise, else a decided one (Slide Over on the iPads
    /// ``DecidedMultitaskingWidths`` covers); nil when none does. What
    /// ``DeviceConfiguration`` needs.
    public let confirmedWidth: Double?
    /// Whether ``confirmedWidth`` is a decided value, not the catalog's.
    public let widthIsDecided: Bool

    /// - Throws: ``DeviceConfigurationError`` for multitasking on a phone or a row the
    ///   catalog lacks (portrait has no half split); never for an unconfirmed width.
    public init(
        device: Device, orientation: Orientation = .portrait, multitasking: Multitasking = .fullScreen
    ) throws(DeviceConfigurationError) {
        self.device = device
        self.orientation = orientation
        self.multitasking = multitasking
        guard multitasking != .fullScreen else {
            let metrics = device.metrics(orientation)
            widthClass = metrics.widthClass
            heightClass = metrics.heightClass
            isConfirmed = metrics.sizeClassConfirmed
            confirmedWidth = metrics.size.width
            widthIsDecided = false
            return
        }
        guard device.idiom == .pad, device.multitasking != nil else {
            throw .multitaskingOnPhone(device: device.id, multitasking: multitasking)
        }
        guard let row = device.multitaskingConfiguration(multitasking, orientation: orientation) else {
            throw .noSuchConfiguration(device: device.id, orientation: orientation, multitasking: multitasking)
        }
        widthClass = row.widthClass
        heightClass = row.heightClass
        isConfirmed = row.confirmed
        let width = device.multitaskingWidth(multitasking, orientation: orientation)
        confirmedWidth = width?.width
        widthIsDecided = width?.decided ?? false
    }

    /// The trait collection an app gets on this device held this way.
    public func traitCollection(contentSize: ContentSizeCategory, direction: LayoutDirection) -> TraitCollection {
        TraitCollection(
            widthClass: widthClass, heightClass: heightClass, contentSize: contentSize, direction: direction,
            displayScale: device.scale, idiom: device.idiom)
    }
}
