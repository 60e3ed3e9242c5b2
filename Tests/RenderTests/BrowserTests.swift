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
        // login's four configurations share one card; the cell's three have one each.
        #expect(dom.stdout.contains("\(total) of \(total) configurations shown, in 4 cards"))
        #expect(dom.stdout.contains("data-cards-shown=\"4\""))

        // The fragment presets the filters: right-to-left only leaves half of login (in its
        // one card, "2 of 4") and one cell.
        let filtered = try HeadlessChromium.run(["--dump-dom"], url: page.absoluteString + "#direction=rightToLeft")
        #expect(HeadlessChromium.consoleLines(filtered.stderr) == [])
        #expect(filtered.stdout.contains("data-shown=\"3\""))
        #expect(filtered.stdout.contains("data-cards-shown=\"2\""))
        #expect(filtered.stdout.contains("<span class=\"matching\">2 of 4</span>"))
        let byKind = try HeadlessChromium.run(["--dump-dom"], url: page.absoluteString + "#kind=unsatisfiable")
        #expect(byKind.stdout.contains("data-shown=\"1\""))
        #expect(byKind.stdout.contains("data-cards-shown=\"1\""))

        let shot = try HeadlessChromium.run(["--screenshot=\(screenshot.path)", "--window-size=1400,1100"], url: page.absoluteString)
        #expect(shot.status == 0)
        #expect(HeadlessChromium.consoleLines(shot.stderr) == [])
        let bytes = try Data(contentsOf: screenshot)
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // A blank 1400×1100 page compresses to a few kilobytes; drawn frames and text do not.
        #expect(bytes.count > 40_000, "screenshot is only \(bytes.count) bytes")
    }

    /// One document: a zero-width badge on three configurations (two left-to-right, one
    /// right-to-left; one card), a passing right-to-left one, one not solved.
    static func groupedEntries() -> [ReportEntry] {
        var entries = [
            ("ipad-pro-11inch", LayoutDirection.leftToRight), ("iphone-se-2-3", .leftToRight), ("iphone-se-2-3", .rightToLeft),
        ].map { device, direction in
            ReportEntry.solved(ReportFindingTests.zeroWidth("badge", device: device, direction: direction))
        }
        entries.append(.solved(Fixtures.handMade(
            [("fine", "root", LayoutRect(x: 16, y: 60, width: 100, height: 20))], name: "cell",
            label: ConfigurationLabel(deviceID: "iphone-6.1inch-2020", direction: .rightToLeft))))
        entries.append(.unsolved(UnsolvedConfiguration(
            documentName: "cell", label: ConfigurationLabel(deviceID: "ipad-11inch"), message: "no root view")))
        return entries
    }

    /// The number in `attribute="N"` on the dumped page's body.
    static func number(_ attribute: String, in dom: String) -> Int? {
        guard let range = dom.range(of: "\(attribute)=\"") else { return nil }
        return Int(dom[range.upperBound...].prefix { $0.isNumber })
    }

    @Test("filters count configurations inside a card: a card shows when any matches, and says how many")
    func filtersCountConfigurationsInCards() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-browser-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try LayoutReport(entries: Self.groupedEntries(), title: "grouped").write(toDirectory: folder.path)
        let page = folder.appendingPathComponent("index.html").absoluteString
        let cases: [(fragment: String, shown: Int, cards: Int, badge: String?)] = [
            ("", 5, 3, "3 of 3"),
            ("#direction=rightToLeft", 2, 2, "1 of 3"),
            ("#kind=zeroSize", 3, 1, "3 of 3"),
            ("#kind=zeroSize&direction=rightToLeft", 1, 1, "1 of 3"),
            // Only the card's second configuration is on this device: the card still shows.
            ("#device=iphone-se-2-3", 2, 1, "2 of 3"),
            ("#kind=passing", 1, 1, nil),
            ("#kind=error&direction=rightToLeft", 0, 0, nil),
        ]
        for (fragment, shown, cards, badge) in cases {
            let dom = try HeadlessChromium.run(["--dump-dom"], url: page + fragment)
            #expect(HeadlessChromium.consoleLines(dom.stderr) == [], "\(fragment)")
            #expect(Self.number("data-shown", in: dom.stdout) == shown, "\(fragment)")
            #expect(Self.number("data-cards-shown", in: dom.stdout) == cards, "\(fragment)")
            #expect(dom.stdout.contains("\(shown) of 5 configurations shown, in \(cards) card"), "\(fragment)")
            if let badge {
                #expect(dom.stdout.contains("<span class=\"matching\">\(badge)</span>"), "\(fragment)")
            }
            // The configurations that do not match are hidden inside their cards.
            let items = dom.stdout.components(separatedBy: "<li class=\"configuration\"").dropFirst()
            #expect(items.count == 5)
            let hidden = items.filter { $0.prefix { $0 != ">" }.contains(" hidden=\"\"") }.count
            #expect(hidden == 5 - shown, "\(fragment)")
        }
    }
}
