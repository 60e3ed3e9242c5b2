import Foundation
import Testing

/// junit.xml with `batch --baseline`: a CI system shows a test case per configuration,
/// and it showed every known problem as a failure, while the run (exit status 0) said
/// nothing was new. With a baseline only what is new fails a test case; a known problem
/// passes, listed in the case's `<system-out>` under a line saying the baseline had it.
@Suite struct BatchJUnitBaselineTests {
    static let matrix = [
        "--devices", "iphone-se-2-3", "--orientations", "portrait", "--content-sizes", "default", "--directions", "ltr",
        "--quiet",
    ]

    /// `old` conflicts in both runs; `fresh` conflicts only from its second revision.
    @Test func onlyNewProblemsFailTheirTestCases() throws {
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        func document(_ name: String, conflict: Bool) throws -> String {
            try DocumentCommandTests.write(
                DocumentCommandTests.boxDocument(name: name, conflict: conflict),
                to: folder.appendingPathComponent("\(name)-\(conflict).json"))
        }
        #expect(try CommandLine.run(["import", "--db", db, try document("old", conflict: true),
            try document("fresh", conflict: false)]).status == 0)
        #expect(try CommandLine.run(["batch", "--db", db] + Self.matrix).status == 1)   // run 1
        #expect(try CommandLine.run(["import", "--db", db, try document("fresh", conflict: true)]).status == 0)

        let compared = folder.appendingPathComponent("compared").path
        let run = try CommandLine.run(
            ["batch", "--db", db, "--baseline", "last", "--report", compared, "--report-format", "junit,json"] + Self.matrix)
        #expect(run.status == 1, "\(run.stderr)")
        let junit = try String(contentsOfFile: compared + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("<testsuites name=\"layoutdb batch\" tests=\"2\" failures=\"1\" errors=\"0\">"), "\(junit)")
        let label = "iphone-se-2-3 portrait fullScreen large leftToRight"
        // The new conflict fails, as before.
        let fresh = try #require(Self.testCase(junit, document: "fresh"))
        #expect(fresh.contains("<failure message="), "\(fresh)")
        #expect(fresh.contains("type=\"unsatisfiable\""))
        #expect(junit.contains("<testsuite name=\"fresh\" tests=\"1\" failures=\"1\" errors=\"0\" skipped=\"0\">"))
        // The known one passes, with the problem and why it does not fail.
        let old = try #require(Self.testCase(junit, document: "old"))
        #expect(!old.contains("<failure"), "\(old)")
        #expect(old.contains("<testcase name=\"\(label)\" classname=\"old\">"))
        #expect(old.contains("<system-out>Known: batch run 1 had these too, so they do not fail this run:\n"
            + "[unsatisfiable] box\n[LayoutConstraints] Unable"), "\(old)")
        #expect(junit.contains("<testsuite name=\"old\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"0\">"))

        // Without a baseline both fail; report.json is the same bytes either way.
        let plain = folder.appendingPathComponent("plain").path
        #expect(try CommandLine.run(
            ["batch", "--db", db, "--report", plain, "--report-format", "junit,json"] + Self.matrix).status == 1)
        let plainJUnit = try String(contentsOfFile: plain + "/junit.xml", encoding: .utf8)
        #expect(plainJUnit.contains("tests=\"2\" failures=\"2\" errors=\"0\">"), "\(plainJUnit)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: plain + "/report.json"))
            == Data(contentsOf: URL(fileURLWithPath: compared + "/report.json")))
    }

    /// A configuration the baseline did not solve is not compared (it never fails the
    /// run on its own), so its test case passes, saying so.
    @Test func aConfigurationTheBaselineDidNotSolvePassesSayingSo() throws {
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        let old = try DocumentCommandTests.write(
            DocumentCommandTests.boxDocument(name: "old", conflict: true), to: folder.appendingPathComponent("old.json"))
        #expect(try CommandLine.run(["import", "--db", db, old]).status == 0)
        #expect(try CommandLine.run(["batch", "--db", db] + Self.matrix).status == 1)   // portrait only
        let report = folder.appendingPathComponent("r").path
        let both = Self.matrix.map { $0 == "portrait" ? "both" : $0 }
        let run = try CommandLine.run(
            ["batch", "--db", db, "--baseline", "last", "--report", report, "--report-format", "junit"] + both)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let junit = try String(contentsOfFile: report + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("tests=\"2\" failures=\"0\" errors=\"0\">"), "\(junit)")
        #expect(junit.contains("<system-out>Not compared: batch run 1 did not solve this configuration, so its problems "
            + "do not fail this run:\n[unsatisfiable] box\n[LayoutConstraints] Unable"), "\(junit)")
    }

    /// The `<testcase>` element of `document`'s one configuration.
    static func testCase(_ junit: String, document: String) -> String? {
        guard let start = junit.range(of: "classname=\"\(document)\">") else { return nil }
        guard let end = junit.range(of: "</testcase>", range: start.upperBound..<junit.endIndex) else { return nil }
        let open = junit.range(of: "<testcase", options: .backwards, range: junit.startIndex..<start.lowerBound)
        return String(junit[(open?.lowerBound ?? start.lowerBound)..<end.upperBound])
    }
}
