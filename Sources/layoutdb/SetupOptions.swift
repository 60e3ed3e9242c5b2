import ArgumentParser
import LayoutDB

extension Orientation: ExpressibleByArgument {}
extension Multitasking: ExpressibleByArgument {}
extension ContentSizeCategory: ExpressibleByArgument {}

/// `ltr` / `rtl` (also the trait names `leftToRight` / `rightToLeft`).
struct DirectionArgument: ExpressibleByArgument, CustomStringConvertible {
    var direction: LayoutDirection

    var description: String { direction == .leftToRight ? "ltr" : "rtl" }

    init(_ direction: LayoutDirection) { self.direction = direction }

    init?(argument: String) {
        switch argument.lowercased() {
        case "ltr", "lefttoright": direction = .leftToRight
        case "rtl", "righttoleft": direction = .rightToLeft
        default: return nil
        }
    }

    static var allValueStrings: [String] { ["ltr", "rtl"] }
}

/// `--multitasking` of a command that solves: full screen and every width some iPad of the
/// catalog has a width for, sourced or decided (Slide Over on the iPads
/// ``DecidedMultitaskingWidths`` covers). A value with no width anywhere is not listed
/// (a solve at it always failed, though the help listed it). Given on an iPad without a
/// width for it, it is taken, and the solve says why it cannot be laid out and which
/// iPads can; `resolve`, which needs only its size classes, lists and takes every value.
struct SolvableMultitasking: ExpressibleByArgument, CustomStringConvertible {
    var value: Multitasking

    init(_ value: Multitasking) { self.value = value }

    init?(argument: String) {
        guard let value = Multitasking(rawValue: argument) else { return nil }
        self.value = value
    }

    static var allValueStrings: [String] {
        let laidOut = Set(DeviceCatalog.all.flatMap { device in
            (device.multitasking ?? []).filter { device.multitaskingWidth($0.multitasking, orientation: $0.orientation) != nil }
        }.map(\.multitasking))
        return Multitasking.allCases.filter { $0 == .fullScreen || laidOut.contains($0) }.map(\.rawValue)
    }

    var description: String { value.rawValue }
}

/// The configuration a command solves for: device, orientation, multitasking width,
/// content size, direction and an optional container size.
struct SetupOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The device: a catalog id, an Interface Builder id or a marketing name (see `layoutdb devices`).",
        discussion: "Default: the document's design device, else iphone-6.1inch-island (iPhone 15).",
        valueName: "id"))
    var device: String?

    @Option(help: "portrait or landscape.") var orientation: Orientation = .portrait

    // The value name lists every width a solve can take, so a new one (or fullScreen,
    // once left out) cannot go missing from the help.
    @Option(help: ArgumentHelp(
        "An iPad multitasking width.", valueName: SolvableMultitasking.allValueStrings.joined(separator: "|")))
    var multitasking = SolvableMultitasking(.fullScreen)

    @Option(name: .customLong("content-size"), help: ArgumentHelp(
        "The Dynamic Type size.", valueName: "extraSmall…large…accessibilityExtraExtraExtraLarge"))
    var contentSize: ContentSizeCategory = .large

    @Option(help: ArgumentHelp("The layout direction.", valueName: "ltr|rtl"))
    var direction: DirectionArgument = DirectionArgument(.leftToRight)

    // Unconditional: `--size -5x10` (and `--revision -1`, `--jobs -2`) read as an option
    // and said "Missing value for '--size <WxH>'"; the value is now taken and refused
    // for what it is.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("A container size of its own, e.g. 320x480 (size classes stay the device's).", valueName: "WxH"))
    var size: String?

    /// The setup, with `designDevice` as the default device.
    func setup(designDevice: String?) throws -> SolveSetup {
        let name = device ?? designDevice ?? SolveSetup.defaultDeviceID
        let configuration: DeviceConfiguration
        do {
            configuration = try DeviceConfiguration(
                deviceNamed: name, orientation: orientation, multitasking: multitasking.value, contentSize: contentSize,
                direction: direction.direction)
        } catch {
            // The name came from the document, not from the user: say so (a document stored
            // before design devices were checked at import can hold an unknown one).
            if device == nil, let designDevice {
                throw ValidationError("the document's design device '\(designDevice)' is not usable (\(error)); choose one with --device")
            }
            throw ValidationError("\(error)")
        }
        return SolveSetup(configuration: configuration, containerSize: try containerSize())
    }

    private func containerSize() throws -> LayoutSize? {
        guard let size else { return nil }
        let parts = size.lowercased().split(separator: "x")
        let limit = ConstraintSpec.largestConstant
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite, width >= 0, height >= 0, width <= limit, height <= limit
        else {
            throw ValidationError(
                "--size \(size): expected WIDTHxHEIGHT in points, each from 0 to \(Int(limit)), e.g. 390x844")
        }
        return LayoutSize(width: width, height: height)
    }
}

/// `compact` or `regular`, what every solved configuration has. `unspecified` (a
/// variant's "any") matches no solved configuration, so `query problems --width-class
/// unspecified`, which the help listed, answered "no problems" whatever was stored: it is
/// neither listed nor taken.
extension SizeClass: ExpressibleByArgument {
    public init?(argument: String) {
        guard let sizeClass = SizeClass(rawValue: argument.lowercased()), sizeClass != .unspecified else { return nil }
        self = sizeClass
    }

    public static var allValueStrings: [String] { [SizeClass.compact, .regular].map(\.rawValue) }
}
