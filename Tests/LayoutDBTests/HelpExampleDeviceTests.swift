import Foundation
import LayoutModel
import Testing

/// Every device a `--help` example names is one `--device` accepts: render's and diff's
/// examples said `--device "iPhone SE"`, which three catalog devices share, so running
/// them failed with "Unknown device 'iPhone SE'".
@Suite("Devices in help examples")
struct HelpExampleDeviceTests {
    static let commands: [[String]] = [
        ["solve"], ["trace"], ["explain"], ["render"], ["diff"], ["batch"], ["devices"], ["resolve"], ["query", "problems"],
    ]

    /// The devices named after `--device` or `--devices` (quoted or not) in `text`.
    static func devices(in text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"--devices? (?:"([^"]+)"|([A-Za-z0-9._,-]+))"#)
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).flatMap { match -> [String] in
            let group = match.range(at: 1).location != NSNotFound ? 1 : 2
            guard let found = Range(match.range(at: group), in: text) else { return [] }
            return text[found].split(separator: ",").map(String.init)
        }
        .filter { !["all", "phones", "pads", "ID", "<id>", "<devices>"].contains($0) && !$0.hasPrefix("<") }
    }

    @Test func everyExampleDeviceIsInTheCatalog() throws {
        var named = 0
        for command in Self.commands {
            let help = try CommandLine.run(["help"] + command)
            #expect(help.status == 0, "\(command)")
            let examples = help.stdout.split(separator: "\n").filter { $0.contains("layoutdb ") }.joined(separator: "\n")
            for device in Self.devices(in: examples) {
                named += 1
                #expect(throws: Never.self, "layoutdb \(command.joined(separator: " ")) --help names \(device)") {
                    _ = try DeviceCatalog.device(named: device)
                }
            }
        }
        #expect(named >= 5)
    }

    /// `--multitasking <slideOver|third|half|twoThirds>` left out fullScreen, the default
    /// and a value the option takes. (slideOver is listed since some iPads have a
    /// decided width for it: EnumOptionValuesTests.)
    @Test func theMultitaskingValueNameListsEveryWidth() throws {
        for command in [["solve"], ["render"], ["explain"]] {
            let help = try CommandLine.run(command + ["--help"])
            #expect(help.stdout.contains("--multitasking <fullScreen|slideOver|third|half|twoThirds>"), "\(command): \(help.stdout)")
        }
    }
}
