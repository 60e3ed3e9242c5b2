import Foundation
import Testing

/// `layoutdb batch --report` stopped by Ctrl-C (SIGINT) or SIGTERM, through the built
/// binary: it stops once the configurations under way are solved, removes the report's
/// hidden parts (and the folder, when the run made it), says in one line what it kept,
/// and exits with 128 + the signal's number. The database holds the results so far,
/// whole: the run is left unfinished, and every result has its solve-cache row.
@Suite struct BatchInterruptTests {
    /// Starts a batch of the examples over the whole matrix (thousands of
    /// configurations: a minute of the debug build) and returns once a document's part
    /// of the report is written, so that the signal comes in the middle of the run.
    static func startBatch(db: String, report: URL) throws -> (Process, stderr: URL) {
        try startUntilReportPart(["batch", "--db", db, "--report", report.path, "--quiet"], report: report)
    }

    /// Runs layoutdb with `arguments` (and `environment` added to this process's) and
    /// returns once a document's part of `report` is written: a command that writes its
    /// report document by document is then in the middle of its run.
    static func startUntilReportPart(
        _ arguments: [String], report: URL, environment: [String: String] = [:]
    ) throws -> (Process, stderr: URL) {
        let stderr = try DocumentCommandTests.folder().appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
        let process = Process()
        process.executableURL = CommandLine.binary
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: stderr)
        try process.run()
        let deadline = Date().addingTimeInterval(240)
        while process.isRunning, Date() < deadline, try Self.partFiles(in: report).isEmpty {
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(process.isRunning, "layoutdb \(arguments.first ?? "") ended before it could be interrupted")
        return (process, stderr)
    }

    /// The files in the report's hidden parts folders.
    static func partFiles(in report: URL) throws -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: report.path) else { return [] }
        return try entries.filter { $0.hasPrefix(".layoutdb-report-parts-") }.flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: report.appendingPathComponent(folder).path)
        }
    }

    /// The number after "after " in the interruption line.
    static func solved(in line: String) throws -> Int {
        let after = try #require(line.range(of: " after "))
        return try #require(Int(line[after.upperBound...].prefix { $0.isNumber }))
    }

    static func count(_ sql: String, db: String) throws -> Int {
        let result = try CommandLine.run(["sql", "--db", db, "--format", "json", "SELECT (\(sql)) AS n"])
        let rows = try #require(try DocumentCommandTests.json(result.stdout) as? [[String: Int]], "\(result.stderr)")
        return try #require(rows.first?["n"])
    }

    /// What the database holds after the interruption: the run unfinished, its results so
    /// far, each solved one with its cache row and body (a fresh database, one run).
    static func expectConsistent(db: String, solved: Int) throws {
        #expect(try count("SELECT count(*) FROM batch_run WHERE finished_at IS NULL", db: db) == 1)
        #expect(try count("SELECT count(*) FROM batch_result", db: db) == solved)
        #expect(try count("SELECT count(*) FROM solve_cache", db: db)
            == count("SELECT count(*) FROM batch_result WHERE unsolved IS NULL", db: db))
        #expect(try count("SELECT count(*) FROM solve_cache WHERE body_id NOT IN (SELECT id FROM solve_body)", db: db) == 0)
        let baseline = try CommandLine.run(["batch", "--db", db, "--baseline", "last", "--devices", "iphone-se-2-3",
            "--content-sizes", "default", "--directions", "ltr", "--no-cache", "--quiet"])
        #expect(baseline.stderr.contains("no earlier finished batch run to compare with; 1 interrupted run is never a baseline"), "\(baseline.stderr)")
    }

    @Test func ctrlCRemovesTheReportItMadeAndExits130() throws {
        let db = try BatchCommandTests.examplesDatabase()
        let report = try DocumentCommandTests.folder().appendingPathComponent("made/reports")
        let (process, stderr) = try Self.startBatch(db: db, report: report)
        process.interrupt()
        process.waitUntilExit()
        let said = try String(contentsOf: stderr, encoding: .utf8)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 130, "\(said)")
        // The folders the run made are gone with the parts.
        #expect(!FileManager.default.fileExists(atPath: report.deletingLastPathComponent().path), "\(said)")
        let lines = said.split(separator: "\n")
        #expect(lines.count == 1, "\(said)")
        let line = String(lines.first ?? "")
        #expect(line.hasPrefix("layoutdb: batch interrupted by SIGINT (Ctrl-C) after "), "\(line)")
        #expect(line.contains(" configurations; kept: batch run 1 with the results of those "), "\(line)")
        #expect(line.hasSuffix("; no report was written, and nothing of it is left in \(report.path)"), "\(line)")
        let solved = try Self.solved(in: line)
        #expect(solved > 0)
        try Self.expectConsistent(db: db, solved: solved)
    }

    @Test func sigtermLeavesAnExistingReportFolderAsItWasAndExits143() throws {
        let db = try BatchCommandTests.examplesDatabase()
        let report = try DocumentCommandTests.folder().appendingPathComponent("reports")
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
        try Data("yesterday".utf8).write(to: report.appendingPathComponent("junit.xml"))
        let (process, stderr) = try Self.startBatch(db: db, report: report)
        process.terminate()
        process.waitUntilExit()
        let said = try String(contentsOf: stderr, encoding: .utf8)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 143, "\(said)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: report.path) == ["junit.xml"], "\(said)")
        #expect(try String(contentsOf: report.appendingPathComponent("junit.xml"), encoding: .utf8) == "yesterday")
        #expect(said.hasPrefix("layoutdb: batch interrupted by SIGTERM after "), "\(said)")
        try Self.expectConsistent(db: db, solved: try Self.solved(in: said))
    }
}
