import Foundation
import LayoutDB
import Testing

/// JSON results print each number rounded to 1e-9 pt, as the shortest decimal that reads
/// back as the rounded value (``PrintedNumber``): the engine's last-bit noise
/// (`43.666666666666664`) no longer shows, two frames equal within 1e-9 print alike, and
/// documents and stored values (`export`, `show`, `sql`) still print every bit.
@Suite struct PrintedNumberTests {
    @Test func resultsRoundToTheNearestNanopoint() {
        #expect(JSONValue.number(20.333333333333314).rendered == "20.333333333\n")
        #expect(JSONValue.number(20.333333333333332).rendered == "20.333333333\n")
        #expect(JSONValue.number(0.1 + 0.2).compact == "0.3")
        #expect(JSONValue.number(-131.0 / 3).compact == "-43.666666667")
        #expect(JSONValue.number(2.0000000004).compact == "2")
        #expect(JSONValue.number(-1e-12).compact == "0")
        #expect(JSONValue.number(0.5).compact == "0.5")
        #expect(JSONValue.number(375).compact == "375")
        // Rounding what was printed changes nothing: a cached row's JSON prints as it was.
        #expect(PrintedNumber.rounded(PrintedNumber.rounded(131.0 / 3)) == PrintedNumber.rounded(131.0 / 3))
        // Stored data prints as it is.
        #expect(JSONValue.number(20.333333333333314).renderedExactly == "20.333333333333314\n")
    }

    /// A document whose view is a ninth of an iPhone 15's 393 pt, on its 3x pixel grid:
    /// 131/3 pt, which a double holds as 43.666666666666664.
    static let document = #"""
        {"layoutdb": 1, "name": "ninth", "root": {"id": "root", "subviews": [{"id": "ninth"}]},
         "constraints": ["ninth.leading == root.leading", "ninth.top == root.top + 10.123456789012345",
           {"first": "ninth.width", "relation": "==", "second": "root.width", "multiplier": "1:9"},
           "ninth.height == 20"]}
        """#

    @Test func solveAndReportsPrintFramesWithoutNoise() throws {
        let folder = try DocumentCommandTests.folder()
        let file = folder.appendingPathComponent("ninth.json")
        try Data(Self.document.utf8).write(to: file)
        let solve = try CommandLine.run(["solve", file.path, "--device", "iPhone 15", "--format", "json"])
        #expect(solve.status == 0, "\(solve.stderr)")
        #expect(solve.stdout.contains("\"width\": 43.666666667"), "\(solve.stdout)")
        #expect(solve.stdout.range(of: #"\d\.\d{10,}"#, options: .regularExpression) == nil, "\(solve.stdout)")
        let views = try #require(try BatchCommandTests.object(solve.stdout)["views"] as? [[String: Any]])
        let frame = try #require(views.last?["frame"] as? [String: Double])
        #expect(abs((frame["width"] ?? 0) - 131.0 / 3) < 1e-9)

        // The stored cache row's JSON (what a server passes on) and the report agree.
        let db = folder.appendingPathComponent("db.sqlite").path
        #expect(try CommandLine.run(["import", "--db", db, file.path]).status == 0)
        let stored = try CommandLine.run(["solve", "--db", db, "ninth", "--device", "iPhone 15", "--format", "json"])
        #expect(stored.stdout.contains("\"width\": 43.666666667"), "\(stored.stdout)")
        let body = try CommandLine.run(["sql", "--db", db, "SELECT body FROM solve_body", "--format", "json"])
        #expect(body.stdout.contains(#"\"width\":43.666666667,"#), "\(body.stdout)")
        #expect(body.stdout.range(of: #"\d\.\d{10,}"#, options: .regularExpression) == nil, "\(body.stdout)")
        let report = folder.appendingPathComponent("report").path
        let batch = try CommandLine.run([
            "batch", "--db", db, "--report", report, "--devices", "iphone-6.1inch-island", "--orientations", "portrait",
            "--content-sizes", "default", "--directions", "ltr", "--quiet",
        ])
        #expect(batch.status == 0, "\(batch.stderr)")
        let reportJSON = try String(contentsOfFile: report + "/report.json", encoding: .utf8)
        #expect(reportJSON.contains("\"width\": 43.666666667"), "\(reportJSON)")
        #expect(reportJSON.range(of: #"\d\.\d{10,}"#, options: .regularExpression) == nil, "\(reportJSON)")

        // The document itself is data: exported with every digit it holds.
        let export = try CommandLine.run(["export", "--db", db, "ninth"])
        #expect(export.stdout.contains("10.123456789012345"), "\(export.stdout)")
        let constant = try CommandLine.run(["sql", "--db", db, "SELECT constant FROM latest_constraint", "--format", "json"])
        // (The equation's parser reads the constant one bit off; its digits past 1e-9 are kept.)
        #expect(constant.stdout.contains("10.12345678901234"), "\(constant.stdout)")
    }
}
