import Foundation
import Testing

/// `batch --report DIR` checks DIR before solving: a path naming a file used to be found
/// after the whole batch, said in Foundation's codes ("NSCocoaErrorDomain Code=516") and
/// exit 65; it is now 73 (cannot create, as `-o` elsewhere), before anything is solved
/// or recorded.
@Suite struct BatchReportFolderTests {
    @Test func aReportPathNamingAFileFailsBeforeSolving() throws {
        let db = try StoreCommandTests.database(["login"])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-report-\(UUID().uuidString).txt")
        try Data("notes\n".utf8).write(to: file)
        let matrix = ["--devices", "iphone-se-2-3", "--content-sizes", "default", "--quiet"]
        let result = try CommandLine.run(["batch", "--db", db, "--report", file.path] + matrix)
        #expect(result.status == 73)
        #expect(result.stderr == "layoutdb: cannot write \(file.path): it is a file; give a folder for the reports\n")
        #expect(result.stdout.isEmpty)
        let inside = try CommandLine.run(["batch", "--db", db, "--report", file.path + "/reports"] + matrix)
        #expect(inside.status == 73)
        #expect(inside.stderr == "layoutdb: cannot write \(file.path)/reports: '\(file.path)' is a file, so the folder cannot be created\n")
        let runs = try CommandLine.run(["sql", "SELECT count(*) AS runs FROM batch_run", "--db", db, "--format", "json"])
        #expect(runs.stdout.contains(#""runs": 0"#), "nothing was recorded: \(runs.stdout)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "notes\n")
    }

    @Test func aReportFolderThatDoesNotExistYetIsCreated() throws {
        let db = try StoreCommandTests.database(["login"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-reports-\(UUID().uuidString)/ci/today")
        let result = try CommandLine.run(
            ["batch", "--db", db, "--report", folder.path, "--report-format", "json", "--devices", "iphone-se-2-3", "--content-sizes", "default", "--quiet"])
        #expect(result.status != 73, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("report.json").path))
    }

    /// The report writer's timings were printed under an undocumented environment switch
    /// (`LAYOUTDB_DEBUG_REPORT_TIME`); it is gone, so a quiet batch says nothing on
    /// standard error whatever the environment holds.
    @Test func noEnvironmentSwitchAddsTimingsToStandardError() throws {
        let db = try StoreCommandTests.database(["login"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-reports-\(UUID().uuidString)")
        let result = try CommandLine.run(
            ["batch", "--db", db, "--report", folder.path, "--devices", "iphone-se-2-3", "--content-sizes", "default", "--quiet"],
            environment: ["LAYOUTDB_DEBUG_REPORT_TIME": "1"])
        // login breaks on the iPhone SE (exit status 1); the report is written, and nothing more is said.
        #expect(result.status == 1, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("junit.xml").path))
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }
}
