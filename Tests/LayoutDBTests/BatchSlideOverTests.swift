import Foundation
import Testing

/// `batch` solves Slide Over by default on the iPads whose width layoutdb decided
/// (Documentation/Devices.md), and says which multitasking modes ran: a team that checks
/// every screen in every configuration had Slide Over left out unless it solved each
/// configuration by hand. Frames worked by hand, as in `SlideOverSolveTests`.
@Suite struct BatchSlideOverTests {
    static func database() throws -> (db: String, folder: URL) {
        let folder = try DocumentCommandTests.folder()
        let file = try DocumentCommandTests.write(SlideOverSolveTests.bar, to: folder.appendingPathComponent("bar.json"))
        let db = folder.appendingPathComponent("db.sqlite").path
        #expect(try CommandLine.run(["import", "--db", db, file]).status == 0)
        return (db, folder)
    }

    static let small = ["--content-sizes", "default", "--directions", "ltr", "--quiet"]

    /// The report's configurations of `bar` in Slide Over: label → (container, bar's frame).
    static func slideOver(report folder: String) throws -> [String: [Double]] {
        let text = try String(contentsOfFile: folder + "/report.json", encoding: .utf8)
        let report = try BatchCommandTests.object(text)
        let document = try #require((report["documents"] as? [[String: Any]])?.first)
        var found: [String: [Double]] = [:]
        for configuration in try #require(document["configurations"] as? [[String: Any]])
        where configuration["multitasking"] as? String == "slideOver" {
            let container = try #require(configuration["container"] as? [String: Double])
            let frame = try #require((configuration["frames"] as? [String: [String: Double]])?["bar"])
            found[try #require(configuration["orientation"] as? String)] = [
                container["width"], container["height"], frame["x"], frame["y"], frame["width"], frame["height"],
            ].compactMap { $0 }
        }
        return found
    }

    /// The 9.7-inch iPad's Slide Over window is 320 × 1024 in portrait and 320 × 768 in
    /// landscape; the bar, pinned to the compact width's 16-point margins 10 below the
    /// safe area's top (20), is at (16, 30, 288, 50) in both.
    @Test func aDefaultBatchSolvesSlideOverWithTheHandComputedFrame() throws {
        let (db, folder) = try Self.database()
        let report = folder.appendingPathComponent("report").path
        let result = try CommandLine.run(
            ["batch", "--db", db, "--devices", "ipad-9.7inch", "--report", report, "--report-format", "json", "--format", "json"]
                + Self.small)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.slideOver(report: report) == [
            "portrait": [320, 1024, 16, 30, 288, 50], "landscape": [320, 768, 16, 30, 288, 50],
        ])
        let output = try BatchCommandTests.object(result.stdout)
        #expect((output["matrix"] as? String)?.contains(" multitasking=all ") == true)
        let modes = try #require(output["multitasking"] as? [[String: Any]])
        #expect(modes.first?["mode"] as? String == "fullScreen")
        #expect(modes.last?["mode"] as? String == "slideOver")
        #expect(modes.last?["devices"] as? [String] == ["ipad-9.7inch"])
        // The text summary says it under the counts.
        let text = try CommandLine.run(["batch", "--db", db, "--devices", "ipad-9.7inch,ipad-pro-11inch"] + Self.small)
        let line = try #require(text.stdout.split(separator: "\n").first { $0.hasPrefix("Multitasking: ") }.map(String.init))
        #expect(line.hasPrefix("Multitasking: full screen on 2 devices; "), "\(text.stdout)")
        #expect(line.contains("; Slide Over on 1 device (ipad-9.7inch), at the width layoutdb decided; no Slide Over on "
            + "ipad-pro-11inch (no width known: Documentation/Devices.md)."), "\(line)")
    }

    /// `--multitasking splitView` leaves Slide Over out (the matrix runs recorded before it
    /// was added solved), `none` and `--no-multitasking` keep full screen alone, and the
    /// two together, or an unknown mode, are refused before anything is solved.
    @Test func multitaskingChoosesTheModes() throws {
        let (db, folder) = try Self.database()
        let report = folder.appendingPathComponent("split").path
        let split = try CommandLine.run(
            ["batch", "--db", db, "--devices", "ipad-9.7inch", "--multitasking", "splitView", "--report", report,
             "--report-format", "json"] + Self.small)
        #expect(split.status == 0, "\(split.stderr)")
        #expect(try Self.slideOver(report: report).isEmpty)
        #expect(split.stdout.contains("; no Slide Over (not asked for)."), "\(split.stdout)")
        for none in [["--multitasking", "none"], ["--no-multitasking"]] {
            let result = try CommandLine.run(["batch", "--db", db, "--devices", "ipad-9.7inch", "--format", "json"] + none + Self.small)
            #expect(result.status == 0, "\(result.stderr)")
            let output = try BatchCommandTests.object(result.stdout)
            #expect((output["multitasking"] as? [[String: Any]])?.map { $0["mode"] as? String } == ["fullScreen"])
            #expect((output["matrix"] as? String)?.contains(" multitasking=off ") == true)
        }
        let both = try CommandLine.run(["batch", "--db", db, "--no-multitasking", "--multitasking", "all"] + Self.small)
        #expect(both.status == 64)
        #expect(both.stderr.contains("--no-multitasking and --multitasking all contradict each other; give one"), "\(both.stderr)")
        let unknown = try CommandLine.run(["batch", "--db", db, "--multitasking", "sideBySide"] + Self.small)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("unknown multitasking mode 'sideBySide'; use all, none, or splitView and slideOver"),
            "\(unknown.stderr)")
    }

    /// Phones only: the summary says there was no multitasking window to solve.
    @Test func aPhoneBatchSaysItHadNoMultitasking() throws {
        let (db, _) = try Self.database()
        let result = try CommandLine.run(["batch", "--db", db, "--devices", "iphone-se-2-3"] + Self.small)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").first { $0.hasPrefix("Multitasking: ") }
            == "Multitasking: full screen on 1 device; no iPad in the matrix, so no multitasking window.", "\(result.stdout)")
    }
}
