import Foundation
import Testing

/// Every enum-valued option's help lists only values a user can pass and that mean
/// something: `query problems --width-class` listed `unspecified`, which no solved
/// configuration has (so it answered "no problems" whatever was stored), and the solving
/// commands' `--multitasking` listed `slideOver`, which no iPad of the catalog has a
/// width for (so every solve at it failed).
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
            #expect(help.stdout.contains("--multitasking <fullScreen|third|half|twoThirds>"), "\(command): \(help.stdout)")
            #expect(!help.stdout.contains("slideOver"), "\(command)")
        }
        // resolve needs only size classes, which the catalog's rule gives Slide Over.
        #expect(try CommandLine.run(["resolve", "--help"]).stdout.contains("slideOver"))
        // Given anyway, a solve says why it cannot lay it out.
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        let box = try DocumentCommandTests.write(DocumentCommandTests.boxDocument(), to: folder.appendingPathComponent("box.json"))
        #expect(try CommandLine.run(["import", "--db", db, box]).status == 0)
        let slideOver = try CommandLine.run(
            ["solve", "box", "--db", db, "--device", "ipad-pro-11inch", "--multitasking", "slideOver"])
        #expect(slideOver.status == 64)
        #expect(slideOver.stderr.hasPrefix(
            "Error: The width of slideOver in portrait on ipad-pro-11inch is not confirmed by any source in the device catalog\n"),
            "\(slideOver.stderr)")
    }
}
