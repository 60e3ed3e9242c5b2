import LayoutDB
import LayoutInterchange

/// Which multitasking modes a batch solved, on which devices: the line under the
/// summary and `--format json`'s `multitasking`. Slide Over joined the default matrix
/// on the iPads whose width layoutdb decided, and a team reading a run's result needs
/// to know whether it was checked, and where (on the other iPads it is not).
enum BatchMultitaskingText {
    /// `Multitasking: full screen on 3 devices; Split View third on …; Slide Over on 1 iPad
    /// (ipad-9.7inch), the width layoutdb decided; not on ipad-pro-11inch (no width known).`
    static func line(_ matrix: BatchMatrix) -> String {
        let modes = matrix.multitaskingModes
        let pads = matrix.devices.filter { $0.idiom == .pad }
        var parts: [String] = []
        for (mode, devices) in modes {
            let names = devices.map(\.id).joined(separator: ", ")
            let counted = devices.count == 1 ? "1 device" : "\(devices.count) devices"
            switch mode {
            case .fullScreen: parts.append("full screen on \(counted)")
            case .third, .half, .twoThirds:
                parts.append("Split View \(mode.rawValue) on \(counted) (\(names))")
            case .slideOver:
                parts.append("Slide Over on \(counted) (\(names)), at the width layoutdb decided")
            }
        }
        let slideOver = modes.first { $0.mode == .slideOver }?.devices ?? []
        if matrix.slideOver, !pads.isEmpty, slideOver.count < pads.count {
            let without = pads.filter { pad in !slideOver.contains(pad) }.map(\.id)
            parts.append("no Slide Over on \(without.joined(separator: ", ")) (no width known: Documentation/Devices.md)")
        }
        if !matrix.multitasking && !matrix.slideOver && !pads.isEmpty { parts.append("no multitasking (asked for none)") }
        else if !matrix.multitasking && !pads.isEmpty { parts.append("no Split View (not asked for)") }
        else if !matrix.slideOver && !pads.isEmpty { parts.append("no Slide Over (not asked for)") }
        if pads.isEmpty { parts.append("no iPad in the matrix, so no multitasking window") }
        return "Multitasking: " + parts.joined(separator: "; ") + "."
    }

    /// `[{"mode": "fullScreen", "devices": [...]}, …]`, each mode that ran, in order.
    static func json(_ matrix: BatchMatrix) -> JSONValue {
        .array(matrix.multitaskingModes.map { mode, devices in
            .object([("mode", .string(mode.rawValue)), ("devices", .array(devices.map { .string($0.id) }))])
        })
    }
}
