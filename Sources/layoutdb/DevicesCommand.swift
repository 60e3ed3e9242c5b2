import ArgumentParser
import LayoutDB

/// `layoutdb devices`: the device catalog.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device catalog: sizes, size classes and safe areas per orientation.",
        discussion: """
            --device takes any of a device's names: its catalog id, its Interface Builder id \
            (retina6_1) or a marketing name ("iPhone 15 Pro"), in any case. iPads also list \
            their multitasking widths (--multitasking slideOver|third|half|twoThirds); widths \
            no source confirmed are marked "?" and cannot be solved for. A Slide Over width \
            marked "*" is decided, not in the catalog's facts: 320 on the 768×1024 iPads and \
            375 on the 1024×1366 ones, which two independent measurements agree on \
            (Documentation/Devices.md; --format json: decidedWidth); the other iPads have \
            none, and a solve in Slide Over there is refused. The last row, the \
            3.5-inch iPhone (retina3_5), is the canvas of older files: its figures are \
            decided from Apple's published ones, not measured, and batch's groups (all, \
            phones) leave it out.

            Exit status: 0, 64 bad usage.

            Example:
              layoutdb devices
              ID                     IB          SCALE  PORTRAIT        SAFE AREA (T,L,B,R)  LANDSCAPE       SAFE AREA (T,L,B,R)  NAMES
              iphone-6.1inch-island  retina6_12     @3  393×852 wC hR   59,0,34,0           852×393 wC hC   0,59,21,59          iPhone 14 Pro, iPhone 15, …
            """)

    @OptionGroup var format: OutputFormatOption

    func run() throws {
        switch format.value {
        case .json: print(JSONValue.array(DeviceCatalog.named.map(Self.json)).rendered, terminator: "")
        case .text:
            print(TextTable(
                header: ["ID", "IB", "SCALE", "PORTRAIT", "SAFE AREA (T,L,B,R)", "LANDSCAPE", "SAFE AREA (T,L,B,R)", "MULTITASKING", "NAMES"],
                rightAligned: [2],
                rows: DeviceCatalog.named.map { device in
                    [
                        device.id, device.interfaceBuilderID ?? "-", "@\(Self.number(device.scale))",
                        Self.orientation(device.portrait), Self.insets(device.portrait.safeAreaInsets),
                        Self.orientation(device.landscape), Self.insets(device.landscape.safeAreaInsets),
                        Self.multitasking(device), device.marketingNames.joined(separator: ", "),
                    ]
                }).text)
        }
    }

    static func orientation(_ metrics: DeviceOrientationMetrics) -> String {
        "\(number(metrics.size.width))×\(number(metrics.size.height)) w\(metrics.widthClass.letter) h\(metrics.heightClass.letter)"
    }

    static func insets(_ insets: EdgeInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(number).joined(separator: ",")
    }

    static func multitasking(_ device: Device) -> String {
        guard let rows = device.multitasking else { return "-" }
        return rows.map { row in
            let prefix = "\(row.orientation == .portrait ? "P" : "L") \(row.multitasking.rawValue) "
            if !row.confirmed, let decided = DecidedMultitaskingWidths.width(row.multitasking, on: device) {
                return prefix + number(decided) + "*"
            }
            return prefix + "\(row.width.map(number) ?? "?")" + (row.confirmed ? "" : "?")
        }.joined(separator: "; ")
    }

    static func json(_ device: Device) -> JSONValue {
        func orientation(_ m: DeviceOrientationMetrics) -> JSONValue {
            .object([
                ("width", .number(m.size.width)), ("height", .number(m.size.height)),
                ("widthClass", .string(m.widthClass.rawValue)), ("heightClass", .string(m.heightClass.rawValue)),
                ("safeArea", .object([
                    ("top", .number(m.safeAreaInsets.top)), ("left", .number(m.safeAreaInsets.left)),
                    ("bottom", .number(m.safeAreaInsets.bottom)), ("right", .number(m.safeAreaInsets.right)),
                ])),
            ])
        }
        return .object([
            ("id", .string(device.id)), ("interfaceBuilderID", .optional(device.interfaceBuilderID)),
            ("names", .array(device.marketingNames.map(JSONValue.string))), ("idiom", .string(device.idiom.rawValue)),
            ("scale", .number(device.scale)), ("portrait", orientation(device.portrait)),
            ("landscape", orientation(device.landscape)),
            ("multitasking", .array((device.multitasking ?? []).map { row in
                .object([
                    ("orientation", .string(row.orientation.rawValue)), ("multitasking", .string(row.multitasking.rawValue)),
                    ("width", .optional(row.width)), ("widthClass", .string(row.widthClass.rawValue)),
                    ("heightClass", .string(row.heightClass.rawValue)), ("confirmed", .bool(row.confirmed)),
                ] + (row.confirmed ? [] : DecidedMultitaskingWidths.width(row.multitasking, on: device).map {
                    [("decidedWidth", JSONValue.number($0))]
                } ?? []))
            })),
        ])
    }

    static func number(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : "\(x)" }
}
