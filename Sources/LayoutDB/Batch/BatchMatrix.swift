import Foundation

/// Which configurations a batch solves every document for: devices of the catalog ×
/// orientations × (optionally) the iPad multitasking widths × content sizes × directions.
///
/// Every configuration layoutdb can lay out is in the default matrix: full screen, the
/// Split View widths the catalog confirms and the Slide Over widths layoutdb decided
/// (``DecidedMultitaskingWidths``: two independent measurements agree). A team that checks
/// every screen in every configuration wants Slide Over most of all, as it is the one
/// compact-width window an iPad app gets whatever the Split View; rows with no width
/// anywhere (Split View rows without a source, Slide Over on the iPads neither
/// measurement covered) are left out, never guessed. Phones have no multitasking widths.
/// The modes are part of ``spelling`` (`multitasking=all`), so a run recorded before
/// Slide Over was added (`multitasking=on`) is another matrix to `--baseline last`.
///
/// ```swift
/// let matrix = try BatchMatrix(devices: "phones", contentSizes: "default", directions: "both")
/// matrix.configurations.count   // 14 phone families × 2 orientations × 1 × 2
/// ```
public struct BatchMatrix: Hashable, Sendable, CustomStringConvertible {
    public var devices: [Device]
    public var orientations: [Orientation]
    /// Whether the confirmed Split View widths of each iPad are added to its full screen.
    public var multitasking: Bool
    /// Whether the decided Slide Over width is added on the iPads that have one.
    public var slideOver: Bool
    public var contentSizes: [ContentSizeCategory]
    public var directions: [LayoutDirection]
    /// How the selection was spelled (`devices=phones …`): the run's record keeps it.
    public var spelling: String

    public init(
        devices: [Device], orientations: [Orientation] = Orientation.allCases, multitasking: Bool = true,
        slideOver: Bool = true, contentSizes: [ContentSizeCategory] = ContentSizeCategory.allCases,
        directions: [LayoutDirection] = [.leftToRight, .rightToLeft], spelling: String? = nil
    ) {
        self.devices = devices
        self.orientations = orientations
        self.multitasking = multitasking
        self.slideOver = slideOver
        self.contentSizes = contentSizes
        self.directions = directions
        self.spelling = spelling ?? "devices=\(devices.map(\.id).joined(separator: ","))"
    }

    /// The matrix from the command line's words.
    ///
    /// - Parameters:
    ///   - devices: `all`, `phones`, `pads`, or a comma-separated list of any names the
    ///     catalog knows (`iphone-se-2-3,iPad Pro 11`).
    ///   - orientations: `both`, `portrait` or `landscape`.
    ///   - multitasking: `all` (Split View and Slide Over), `none` (`off`: full screen
    ///     only), or `splitView` and `slideOver` separated by commas.
    ///   - contentSizes: `all`, or a comma-separated list of categories, where `default` is `large`.
    ///   - directions: `both`, `ltr` or `rtl`.
    public init(
        devices: String = "all", orientations: String = "both", multitasking: String = "all",
        contentSizes: String = "all", directions: String = "both"
    ) throws(BatchMatrixError) {
        let modes = try Self.multitaskingModes(multitasking)
        self.init(
            devices: try Self.devices(devices), orientations: try Self.orientations(orientations),
            multitasking: modes.splitView, slideOver: modes.slideOver, contentSizes: try Self.contentSizes(contentSizes),
            directions: try Self.directions(directions),
            spelling: "devices=\(devices) orientations=\(orientations) multitasking=\(modes.spelling) "
                + "content-sizes=\(contentSizes) directions=\(directions)")
    }

    /// Every configuration, device by device in the order given, then orientation,
    /// multitasking width, content size and direction.
    ///
    /// Complexity: O(devices × orientations × widths × content sizes × directions).
    public var configurations: [DeviceConfiguration] {
        var result: [DeviceConfiguration] = []
        for device in devices {
            for orientation in orientations {
                for multitasking in widths(of: device, orientation) {
                    for contentSize in contentSizes {
                        for direction in directions {
                            // Every combination here is in the catalog, so this never fails.
                            if let configuration = try? DeviceConfiguration(
                                device: device, orientation: orientation, multitasking: multitasking,
                                contentSize: contentSize, direction: direction)
                            {
                                result.append(configuration)
                            }
                        }
                    }
                }
            }
        }
        return result
    }

    /// Full screen, the confirmed Split View widths and the decided Slide Over width,
    /// those asked for that `device` has in `orientation`.
    func widths(of device: Device, _ orientation: Orientation) -> [Multitasking] {
        guard let rows = device.multitasking else { return [.fullScreen] }
        let confirmed = rows.filter { $0.orientation == orientation && $0.confirmed && $0.width != nil }
        return [.fullScreen] + Multitasking.allCases.filter { kind in
            switch kind {
            case .fullScreen: return false
            case .slideOver:
                return slideOver && device.multitaskingWidth(.slideOver, orientation: orientation) != nil
            case .third, .half, .twoThirds: return multitasking && confirmed.contains { $0.multitasking == kind }
            }
        }
    }

    /// Each multitasking mode that has a configuration in the matrix, with the devices it
    /// is solved on: what `batch` says it ran. Full screen, the Split View widths from
    /// the narrowest, then Slide Over (the decided one last).
    public var multitaskingModes: [(mode: Multitasking, devices: [Device])] {
        var result: [(mode: Multitasking, devices: [Device])] = []
        for mode in [Multitasking.fullScreen, .third, .half, .twoThirds, .slideOver] {
            let on = devices.filter { device in orientations.contains { widths(of: device, $0).contains(mode) } }
            if !on.isEmpty { result.append((mode, on)) }
        }
        return result
    }

    /// `--multitasking`'s words: `all`, `none` (or `off`), or `splitView` and `slideOver`
    /// separated by commas; the spelling is `off` for none (as runs recorded before Slide
    /// Over was added spelled `--no-multitasking`), else the words as given.
    static func multitaskingModes(
        _ text: String
    ) throws(BatchMatrixError) -> (splitView: Bool, slideOver: Bool, spelling: String) {
        var splitView = false
        var slideOver = false
        for name in Self.list(text) {
            switch name.lowercased() {
            case "all": (splitView, slideOver) = (true, true)
            case "none", "off": break
            case "splitview", "split": splitView = true
            case "slideover": slideOver = true
            default: throw .unknownMultitasking(name)
            }
        }
        guard !Self.list(text).isEmpty else { throw .empty("multitasking modes") }
        return (splitView, slideOver, !splitView && !slideOver ? "off" : text)
    }

    public var description: String { spelling }

    /// `all`, `phones`, `pads` and device names, alone or in a list (`phones,ipad-pro-11inch`):
    /// a group inside a list used to be refused as an unknown device. The groups hold the
    /// facts file's families; an older phone (``DeviceCatalog/olderPhones``, the 3.5-inch
    /// iPhone) is solved only where it is named.
    static func devices(_ text: String) throws(BatchMatrixError) -> [Device] {
        var devices: [Device] = []
        for name in Self.list(text) {
            let group: [Device]
            switch name.lowercased() {
            case "all": group = DeviceCatalog.all
            case "phones": group = DeviceCatalog.all.filter { $0.idiom == .phone }
            case "pads": group = DeviceCatalog.all.filter { $0.idiom == .pad }
            default:
                do {
                    group = [try DeviceCatalog.device(named: name)]
                } catch {
                    switch error {
                    case .unknownDevice(_, let close):
                        throw .unknownDevice(name, closeMatches: Self.groupMeant(by: name).map { [$0] + close } ?? close)
                    }
                }
            }
            for device in group where !devices.contains(device) { devices.append(device) }
        }
        guard !devices.isEmpty else { throw .empty("devices") }
        return devices
    }

    /// The group a name that is no device most likely meant: `phone` and `iphone` are
    /// `phones`, `pad` and `ipad` are `pads` (a device's names were offered instead, none
    /// of them the group the user wanted).
    static func groupMeant(by name: String) -> String? {
        switch name.lowercased() {
        case "phone", "iphone", "iphones": return "phones"
        case "pad", "ipad", "ipads", "tablets": return "pads"
        case "every", "any", "everything": return "all"
        default: return nil
        }
    }

    static func orientations(_ text: String) throws(BatchMatrixError) -> [Orientation] {
        if text.lowercased() == "both" { return Orientation.allCases }
        var result: [Orientation] = []
        for name in Self.list(text) {
            guard let orientation = Orientation(rawValue: name.lowercased()) else { throw .unknownOrientation(name) }
            if !result.contains(orientation) { result.append(orientation) }
        }
        guard !result.isEmpty else { throw .empty("orientations") }
        return result
    }

    static func contentSizes(_ text: String) throws(BatchMatrixError) -> [ContentSizeCategory] {
        switch text.lowercased() {
        case "all": return ContentSizeCategory.allCases
        case "default": return [.default]
        default: break
        }
        var result: [ContentSizeCategory] = []
        for name in Self.list(text) {
            let category = name.lowercased() == "default"
                ? ContentSizeCategory.default
                : ContentSizeCategory.allCases.first { $0.rawValue.lowercased() == name.lowercased() }
            guard let category else { throw .unknownContentSize(name) }
            if !result.contains(category) { result.append(category) }
        }
        guard !result.isEmpty else { throw .empty("content sizes") }
        return result.sorted()
    }

    static func directions(_ text: String) throws(BatchMatrixError) -> [LayoutDirection] {
        switch text.lowercased() {
        case "both": return [.leftToRight, .rightToLeft]
        case "ltr", "lefttoright": return [.leftToRight]
        case "rtl", "righttoleft": return [.rightToLeft]
        default: throw .unknownDirection(text)
        }
    }

    private static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
