import Foundation
import Testing

/// A misspelt `--report-format` is a usage error even without `--report`: it used to
/// pass unnoticed (the whole batch ran) until the day `--report` was added.
@Suite("batch --report-format without --report")
struct BatchReportFormatUsageTests {
    @Test func anUnknownFormatIsAUsageErrorBeforeAnythingIsSolved() throws {
        let db = try StoreCommandTests.database(["login"])
        let result = try CommandLine.run(["batch", "--db", db, "--report-format", "pdf", "--quiet"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: --report-format pdf: use json, junit and html, separated by commas\n"))
        #expect(result.stdout.isEmpty)
    }
}
