import Foundation
import Testing

/// Every enum-valued option's help lists only values a user can pass and that mean
/// something: `query problems --width-class` listed `unspecified`, which no solved
/// configuration has (so it answered "no problems" whatever was stored), and the solving
/// commands' `--multitasking` listed `slideOver` when no iPad of the catalog had a width
/// for it (so every solve at it failed); it is listed again now that some have a decided one.
@Suite struct EnumOptionValuesTests {
    @Test func sizeClassOptionsListCompactAndRegularOnly() throws {
        let help = try CommandLine.run(["query", "problems", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--width-class <compact|regular>"), "\(help.stdout)")
        #expect(help.stdout.components(separatedBy: "(values: compact, regular)").count == 3, "\(help.stdout)")
        #expect(!help.stdout.contains("unspecified"))
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        let box = try DocumentCommandTests.write(DocumentCommandTests.boxDocument(), to: folder.appendingPathComponent("box.json"))
        #expect(try CommandLine.run(["import", "--db", db, box]).status == 0)
        let refused = try CommandLine.run(["query", "problems", "--db", db, "--width-class", "unspecified"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("Please provide one of 'compact' and 'regular'"), "\(refused.stderr)")
        #expect(try CommandLine.run(["query", "problems", "--db", db, "--height-class", "Regular"]).status == 0)
    }

    @Test func solvingCommandsListTheWidthsASolveCanTake() throws {
        for command in ["solve", "render", "explain", "trace", "diff"] {
            let help = try CommandLine.run([command, "--help"])
            // Slide Over is back: the iPads with a decided width (Documentation/Devices.md).
            #expect(help.stdout.contains("--multitasking <fullScreen|slideOver|third|half|twoThirds>"), "\(command): \(help.stdout)")
        }
        #expect(try CommandLine.run(["resolve", "--help"]).stdout.contains("slideOver"))
        // Given on an iPad without a width for it, a solve says why and which iPads have one.
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        let box = try DocumentCommandTests.write(DocumentCommandTests.boxDocument(), to: folder.appendingPathComponent("box.json"))
        #expect(try CommandLine.run(["import", "--db", db, box]).status == 0)
        let slideOver = try CommandLine.run(
            ["solve", "box", "--db", db, "--device", "ipad-pro-11inch", "--multitasking", "slideOver"])
        #expect(slideOver.status == 64)
        #expect(slideOver.stderr.hasPrefix(
            "Error: slideOver has no width on ipad-pro-11inch (a 834 × 1194 screen): no source in the device catalog gives "
                + "one, and the measurements layoutdb takes its slideOver widths from cover only the 768 × 1024 (320 wide) "
                + "and 1024 × 1366 (375 wide) iPad screens: ipad-9.7inch, ipad-pro-12.9inch-home-button, ipad-pro-12.9inch\n"),
            "\(slideOver.stderr)")
        // A Split View row no source gives keeps its plain refusal.
        let third = try CommandLine.run(["solve", "box", "--db", db, "--device", "ipad-10.9inch", "--multitasking", "third"])
        #expect(third.status == 64)
        #expect(third.stderr.hasPrefix(
            "Error: The width of third in portrait on ipad-10.9inch is not confirmed by any source in the device catalog\n"),
            "\(third.stderr)")
    }
}
