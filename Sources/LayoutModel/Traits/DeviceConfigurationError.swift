/// A device configuration the catalog cannot give numbers for.
public enum DeviceConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Split View and Slide Over exist on iPad only.
    case multitaskingOnPhone(device: String, multitasking: Multitasking)
    /// The catalog has no row for this configuration (portrait has no half split).
    case noSuchConfiguration(device: String, orientation: Orientation, multitasking: Multitasking)
    /// The catalog has the row but no sourced width (Slide Over everywhere, several
    /// Split View rows); layoutdb does not make widths up.
    case unconfirmedWidth(device: String, orientation: Orientation, multitasking: Multitasking)

    public var description: String {
        switch self {
        case .multitaskingOnPhone(let device, let multitasking):
            // Said to someone who often gave no device at all (a solve falls back on the
            // iPhone 15): which devices have the width is the useful part.
            return "\(device) is an iPhone: it has no \(multitasking) multitasking configuration "
                + "(Split View and Slide Over are an iPad's: name one with --device, e.g. ipad-pro-11inch; "
                + "`layoutdb devices` lists each iPad's widths)"
        case .noSuchConfiguration(let device, let orientation, let multitasking):
            return "\(device) has no \(multitasking) configuration in \(orientation)"
        case .unconfirmedWidth(let device, let orientation, let multitasking):
            let sentence = "The width of \(multitasking) in \(orientation) on \(device) is not confirmed by any source "
                + "in the device catalog"
            let covered = DecidedMultitaskingWidths.devices(with: multitasking)
            guard !covered.isEmpty else { return sentence }
            // Which iPads it does solve on, by their screens: the decided widths are
            // matched by screen size, so the user learns why this one is left out.
            let screen = DeviceCatalog.named.first { $0.id == device }.map {
                " (a \(Self.points($0.portraitSize)) screen)"
            } ?? ""
            let sizes = DecidedMultitaskingWidths.entries.filter { $0.multitasking == multitasking }
                .map { "\(Self.points($0.portraitScreen)) (\(Self.points($0.width)) wide)" }
            return "\(multitasking) has no width on \(device)\(screen): no source in the device catalog gives one, and the "
                + "measurements layoutdb takes its \(multitasking) widths from cover only the "
                + sizes.joined(separator: " and ") + " iPad screens: "
                + covered.map(\.id).joined(separator: ", ")
        }
    }

    private static func points(_ size: LayoutSize) -> String { "\(points(size.width)) × \(points(size.height))" }

    private static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
