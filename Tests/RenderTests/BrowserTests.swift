import Foundation
import LayoutInterchange
import Testing

/// Runs Debian's Chromium headless on a generated index.html. `.ci/run` installs it;
/// where it is missing these tests skip and say so.
enum HeadlessChromium {
    static let candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]

    static var executable: String? { candidates.first { FileManager.default.isExecutableFile(atPath: $0) } }

    struct Run {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    /// One headless run with `arguments` before the URL; killed after 60 s so a hung
    /// browser fails the test instead of the suite.
    static func run(_ arguments: [String], url: String) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(executable))
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
                             "--enable-logging=stderr", "--v=0"] + arguments + [url]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out"), err = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.environment = ProcessInfo.processInfo.environment.merging(["HOME": folder.path]) { _, new in new }
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
        return Run(
            stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "", status: process.terminationStatus)
    }

    /// The page's console messages (errors, warnings, logs, failed loads): Chromium
    /// logs each as an `INFO:CONSOLE` line on stderr.
    static func consoleLines(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") }
    }
}

@Suite(
    "Report in a headless browser", .serialized,
    .enabled(
        if: HeadlessChromium.executable != nil,
        "chromium is not installed (apt-get install -y chromium; .ci/run installs it): browser test skipped"))
struct BrowserTests {
    /// login on two phones in both directions, plus the hand-made failing cell.
    static func writeReport() throws -> URL {
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["LAYOUTDB_REPORT_DIR"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-browser-\(UUID().uuidString)").path)
        try LayoutReport(entries: try Batch.entries(), title: "login and cell").write(toDirectory: folder.path)
        return folder
    }

    @Test("index.html loads without console errors, runs its filters, and the screenshot shows the drawing")
    func loadsAndScreenshots() throws {
        let folder = try Self.writeReport()
        let page = folder.appendingPathComponent("index.html")
        let screenshot = folder.appendingPathComponent("screenshot.png")

        let dom = try HeadlessChromium.run(["--dump-dom"], url: page.absoluteString)
        #expect(dom.status == 0)
        #expect(HeadlessChromium.consoleLines(dom.stderr) == [])
        #expect(dom.stdout.contains("data-ready=\"true\""), "the filter script did not finish")
        let total = try Batch.entries().count
        #expect(dom.stdout.contains("data-shown=\"\(total)\""))
        #expect(dom.stdout.contains("\(total) of \(total) configurations shown"))

        // The fragment presets the filters: right-to-left only leaves half of login and one cell.
        let filtered = try HeadlessChromium.run(["--dump-dom"], url: page.absoluteString + "#direction=rightToLeft")
        #expect(HeadlessChromium.consoleLines(filtered.stderr) == [])
        #expect(filtered.stdout.contains("data-shown=\"3\""))
        let byKind = try HeadlessChromium.run(["--dump-dom"], url: page.absoluteString + "#kind=unsatisfiable")
        #expect(byKind.stdout.contains("data-shown=\"1\""))

        let shot = try HeadlessChromium.run(["--screenshot=\(screenshot.path)", "--window-size=1400,1100"], url: page.absoluteString)
        #expect(shot.status == 0)
        #expect(HeadlessChromium.consoleLines(shot.stderr) == [])
        let bytes = try Data(contentsOf: screenshot)
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // A blank 1400×1100 page compresses to a few kilobytes; drawn frames and text do not.
        #expect(bytes.count > 40_000, "screenshot is only \(bytes.count) bytes")
    }
}
