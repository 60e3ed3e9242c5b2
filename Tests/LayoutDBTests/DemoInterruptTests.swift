import Foundation
import TestSupport
import Testing

/// `layoutdb demo` stopped by Ctrl-C in its closing batch behaves as `layoutdb batch`
/// does: exit status 130, one line saying where it stopped, no report left behind, and
/// its temporary database removed (it used to die at once, leaving both).
@Suite struct DemoInterruptTests {
    @Test func ctrlCInTheClosingBatchExits130AndLeavesNoReportOrDatabase() throws {
        let folder = try DocumentCommandTests.folder()
        let report = folder.appendingPathComponent("demo-report")
        let temporary = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        // Once a document's part of the report is written, the closing batch is under way.
        let (process, stderrFile) = try BatchInterruptTests.startUntilReportPart(
            ["demo", "--examples", SharedPaths.examples.path, "--report", report.path], report: report,
            environment: ["TMPDIR": temporary.path])
        process.interrupt()
        process.waitUntilExit()
        let said = try String(contentsOf: stderrFile, encoding: .utf8)
        #expect(process.terminationReason == .exit, "\(said)")
        #expect(process.terminationStatus == 130, "\(said)")
        let line = said.split(separator: "\n").last.map(String.init) ?? ""
        #expect(line.hasPrefix("layoutdb: demo interrupted by SIGINT (Ctrl-C) during its closing batch, after "), "\(said)")
        #expect(line.hasSuffix(
            "; no report was written, and nothing of it is left in \(report.path); its temporary database is removed"), "\(said)")
        #expect(!FileManager.default.fileExists(atPath: report.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).filter { $0.hasPrefix("layoutdb-demo-") } == [])
    }
}
