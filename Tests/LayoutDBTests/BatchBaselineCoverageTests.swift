import Foundation
import TestSupport
import Testing

/// `batch --baseline` after a narrower run: the configurations the baseline never solved
/// are not compared. They are counted and named apart, never as regressions, and do not
/// fail the run on their own; report.json, which does not depend on a baseline, stays
/// byte for byte what it is without one, and junit.xml fails nothing the run does not.
@Suite struct BatchBaselineCoverageTests {
    /// The one configuration per document the narrow baseline solves, inside
    /// ``BatchReportContractTests/matrix``'s 10 per document.
    static let narrow = [
        "--devices", "iphone-se-2-3", "--orientations", "landscape", "--content-sizes", "accessibilityExtraExtraExtraLarge",
        "--directions", "ltr", "--quiet",
    ]
    static let narrowLabel = "iphone-se-2-3 landscape fullScreen accessibilityExtraExtraExtraLarge leftToRight"

    @Test func aWiderRunNamesWhatTheBaselineDidNotCoverAndPassesWithTheSameReports() throws {
        let db = try BatchCommandTests.examplesDatabase()
        let documents = DocumentCommandTests.examples.count
        let baseline = try CommandLine.run(["batch", "--db", db] + Self.narrow)
        #expect(baseline.stdout.contains("Recorded as batch run 1."), "\(baseline.stdout)")

        let folder = try DocumentCommandTests.folder().appendingPathComponent("reports")
        let wider = try CommandLine.run(
            ["batch", "--db", db, "--baseline", "last", "--report", folder.path] + BatchReportContractTests.matrix)
        // The iPads' and right-to-left errors were never looked at by run 1: not new.
        #expect(wider.status == 0, "\(wider.stdout)\(wider.stderr)")
        let uncovered = BatchReportContractTests.configurations - documents
        #expect(wider.stdout.contains("\nNo regressions since batch run 1 in the \(documents) configurations it covered.\n"),
            "\(wider.stdout)")
        #expect(wider.stdout.contains(
            "\n\(uncovered) configurations not covered by batch run 1, so not compared (that run solved fewer devices, "
                + "orientations, text sizes, directions or documents); "), "\(wider.stdout)")
        #expect(wider.stdout.contains("\n  login (revision 1), 9: ipad-pro-11inch landscape fullScreen "
            + "accessibilityExtraExtraExtraLarge leftToRight; "), "\(wider.stdout)")
        // report.json is the configurations' own findings, with or without a baseline.
        #expect(try Data(contentsOf: folder.appendingPathComponent("report.json"))
            == Data(contentsOf: BatchReportContractTests.fixtures.appendingPathComponent("report.json")))
        // junit.xml follows the exit status (Reports.md, "With a baseline"): nothing fails,
        // the known problems and those of the configurations run 1 did not solve passing
        // with the line that says why; the same test cases as without a baseline.
        let junit = try String(contentsOf: folder.appendingPathComponent("junit.xml"), encoding: .utf8)
        let plain = try String(
            contentsOf: BatchReportContractTests.fixtures.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("<testsuites name=\"layoutdb batch\" tests=\"\(BatchReportContractTests.configurations)\" "
            + "failures=\"0\" errors=\"0\">"), "\(junit.prefix(300))")
        #expect(!junit.contains("<failure") && plain.contains("<failure"))
        #expect(junit.contains("<system-out>Known: batch run 1 had these too, so they do not fail this run:\n"))
        #expect(junit.contains("<system-out>Not compared: batch run 1 did not solve this configuration, so its problems "
            + "do not fail this run:\n"))
        func cases(_ text: String) -> [Substring] {
            text.split(separator: "\n").filter { $0.contains("<testcase ") }
        }
        #expect(cases(junit) == cases(plain))

        let json = try CommandLine.run(
            ["batch", "--db", db, "--baseline", "1", "--format", "json"] + BatchReportContractTests.matrix)
        #expect(json.status == 0, "\(json.stderr)")
        let output = try BatchCommandTests.object(json.stdout)
        #expect((output["regressions"] as? [Any])?.isEmpty == true)
        let listed = try #require(output["notCovered"] as? [[String: Any]])
        #expect(listed.count == uncovered)
        #expect(!listed.contains { $0["configuration"] as? String == Self.narrowLabel })
        #expect(Set(listed.compactMap { $0["document"] as? String }).count == documents)
        // Some of them have errors (the report's failures), and they are counted, not hidden.
        let errors = listed.compactMap { $0["errors"] as? Int }.reduce(0, +)
        #expect(errors > 0)
        #expect(wider.stdout.contains("; \(listed.filter { ($0["errors"] as? Int ?? 0) > 0 }.count) of them with errors:"))

        // Against a run that covered the whole matrix, nothing is set apart, and the
        // output is what it always was: no notCovered key, no qualified line.
        let full = try CommandLine.run(["batch", "--db", db] + BatchReportContractTests.matrix.filter { $0 != "--no-cache" })
        #expect(full.status == 1)
        let again = try CommandLine.run(
            ["batch", "--db", db, "--baseline", "last", "--format", "json"] + BatchReportContractTests.matrix)
        #expect(again.status == 0)
        #expect(try BatchCommandTests.object(again.stdout)["notCovered"] == nil)
        let text = try CommandLine.run(["batch", "--db", db, "--baseline", "last"] + BatchReportContractTests.matrix)
        #expect(text.stdout.contains("\nNo regressions since batch run 2.\n"), "\(text.stdout)")
        #expect(!text.stdout.contains("not covered"))
    }

    /// A new error in a configuration the baseline covered still fails; the same error in
    /// a configuration it did not cover is named as not covered, not as a regression.
    @Test func aRegressionInACoveredConfigurationStillFails() throws {
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        let matrix = ["--devices", "iphone-se-2-3", "--content-sizes", "default", "--directions", "ltr", "--quiet"]
        let one = try DocumentCommandTests.write(DocumentCommandTests.boxDocument(), to: folder.appendingPathComponent("one.json"))
        _ = try CommandLine.run(["import", "--db", db, one])
        #expect(try CommandLine.run(["batch", "--db", db, "--orientations", "portrait"] + matrix).status == 0)
        let two = try DocumentCommandTests.write(
            DocumentCommandTests.boxDocument(conflict: true), to: folder.appendingPathComponent("two.json"))
        _ = try CommandLine.run(["import", "--db", db, two])

        let result = try CommandLine.run(["batch", "--db", db, "--baseline", "last"] + matrix)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains(
            "\n1 problem(s) new since batch run 1 in the 1 configuration it covered, 1 distinct:\n"), "\(result.stdout)")
        #expect(result.stdout.contains("  in 1 configuration: iphone-se-2-3 portrait fullScreen large leftToRight\n"))
        #expect(result.stdout.contains(
            "\n1 configuration not covered by batch run 1, so not compared (that run solved fewer devices, orientations, "
                + "text sizes, directions or documents); 1 of them with errors:\n"
                + "  box (revision 2), 1: iphone-se-2-3 landscape fullScreen large leftToRight"), "\(result.stdout)")
        let json = try BatchCommandTests.object(
            CommandLine.run(["batch", "--db", db, "--baseline", "1", "--format", "json", "--no-cache"] + matrix).stdout)
        let regressions = try #require(json["regressions"] as? [[String: Any]])
        #expect(regressions.map { $0["configuration"] as? String } == ["iphone-se-2-3 portrait fullScreen large leftToRight"])
        let listed = try #require(json["notCovered"] as? [[String: Any]])
        #expect(listed.count == 1)
        #expect(listed.first?["configuration"] as? String == "iphone-se-2-3 landscape fullScreen large leftToRight")
        #expect(listed.first?["document"] as? String == "box")
        #expect(listed.first?["revision"] as? Int == 2)
        #expect(listed.first?["errors"] as? Int == 1)
        #expect(listed.first?["warnings"] as? Int == 0)
    }
}
