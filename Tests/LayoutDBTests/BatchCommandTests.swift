import Foundation
import FoundationXML
import LayoutDB
import TestSupport
import Testing

/// `layoutdb batch` end to end through the built binary: the matrix's size, what is
/// recorded, reports, and the exit status against a baseline.
@Suite struct BatchCommandTests {
    /// iPhone SE (2 orientations, no multitasking) and iPad Pro 11" (portrait: full
    /// screen, third, two thirds; landscape: full, third, half, two thirds: the catalog's
    /// confirmed widths) = 9 screens, × 2 content sizes × 2 directions.
    static let smallMatrix = [
        "--devices", "iphone-se-2-3,ipad-pro-11inch", "--content-sizes", "default,accessibilityExtraExtraExtraLarge",
        "--directions", "both", "--quiet",
    ]
    static let configurationsPerDocument = 9 * 2 * 2

    static func examplesDatabase() throws -> String {
        let db = try DocumentCommandTests.folder().appendingPathComponent("db.sqlite").path
        let imported = try CommandLine.run(["import", "--db", db] + DocumentCommandTests.examples)
        #expect(imported.status == 0, "\(imported.stderr)")
        return db
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try DocumentCommandTests.json(text) as? [String: Any])
    }

    @Test func aBatchOverTheExamplesSolvesTheWholeMatrixAndRecordsIt() throws {
        let db = try Self.examplesDatabase()
        let documents = DocumentCommandTests.examples.count
        let result = try CommandLine.run(["batch", "--db", db, "--format", "json"] + Self.smallMatrix)
        let output = try Self.object(result.stdout)
        let summary = try #require(output["summary"] as? [String: Any])
        #expect(summary["configurations"] as? Int == documents * Self.configurationsPerDocument)
        #expect(summary["documents"] as? Int == documents)
        #expect(summary["unsolved"] as? Int == 0)
        #expect(output["run"] as? Int == 1)
        // Fewer engines than configurations: resolved layouts are shared and resized.
        let engines = try #require(summary["enginesBuilt"] as? Int)
        #expect(engines > 0 && engines < documents * Self.configurationsPerDocument / 2)
        // ipad-split has ambiguous layouts on the iPhone (its README says so): errors, exit 1.
        let kinds = try #require(summary["problemsByKind"] as? [String: Int])
        #expect((kinds["ambiguous"] ?? 0) > 0)
        #expect(result.status == 1)
        let regressions = try #require(output["regressions"] as? [[String: Any]])
        #expect(!regressions.isEmpty)
        #expect(regressions.allSatisfy { ["unsatisfiable", "ambiguous", "unsolved"].contains($0["kind"] as? String) })

        let rows = try CommandLine.run(["sql", "--db", db, "--format", "json",
            "SELECT (SELECT count(*) FROM batch_result WHERE run_id = 1) AS results, "
                + "(SELECT count(*) FROM batch_document WHERE run_id = 1) AS documents, "
                + "(SELECT count(*) FROM solve_cache) AS cached, "
                + "(SELECT finished_at IS NOT NULL FROM batch_run WHERE id = 1) AS finished"])
        // `sql --format json` gives numbers as numbers.
        let counts = try #require(try DocumentCommandTests.json(rows.stdout) as? [[String: Int]])
        #expect(counts.first?["results"] == documents * Self.configurationsPerDocument)
        #expect(counts.first?["documents"] == documents)
        #expect(counts.first?["cached"] == documents * Self.configurationsPerDocument)
        #expect(counts.first?["finished"] == 1)
    }

    /// The batch resizes one engine across configurations; `solve` of a file builds a
    /// fresh one. Both must give the same frames and problems, and `solve` of the stored
    /// document then answers from the cache the batch filled. An ambiguous layout's
    /// numbers (its other valid position) depend on the solver's history, like UIKit's,
    /// so only its kind and views are compared.
    @Test func batchResultsAreWhatSolveComputesAndFillTheCache() throws {
        let db = try Self.examplesDatabase()
        _ = try CommandLine.run(["batch", "--db", db] + Self.smallMatrix)
        for (name, arguments) in [
            ("login", ["--device", "iphone-se-2-3", "--orientation", "landscape", "--direction", "rtl"]),
            ("product-page", ["--device", "ipad-pro-11inch", "--orientation", "landscape", "--multitasking", "half",
                "--content-size", "accessibilityExtraExtraExtraLarge"]),
            ("settings-list", ["--device", "ipad-pro-11inch", "--multitasking", "twoThirds"]),
        ] {
            let cached = try Self.object(try CommandLine.run(["solve", name, "--db", db, "--format", "json"] + arguments).stdout)
            let file = SharedPaths.examples.appendingPathComponent("\(name).json").path
            let fresh = try Self.object(try CommandLine.run(["solve", file, "--format", "json"] + arguments).stdout)
            #expect(cached["cached"] as? Bool == true, "\(name) was not served from the batch's cache")
            #expect(NSDictionary(dictionary: cached["views"].map { ["v": $0] } ?? [:])
                == NSDictionary(dictionary: fresh["views"].map { ["v": $0] } ?? [:]), "\(name) \(arguments)")
            let before = try #require(cached["diagnostics"] as? [[String: Any]])
            let after = try #require(fresh["diagnostics"] as? [[String: Any]])
            #expect(before.map { "\($0["kind"] ?? "") \($0["views"] ?? "")" } == after.map { "\($0["kind"] ?? "") \($0["views"] ?? "")" })
            for (a, b) in zip(before, after) where a["kind"] as? String != "ambiguous" {
                #expect(NSDictionary(dictionary: a) == NSDictionary(dictionary: b), "\(name) \(arguments)")
            }
        }
    }

    @Test func reportsAreWrittenInTheFormatsAskedForAndParse() throws {
        let db = try Self.examplesDatabase()
        let folder = try DocumentCommandTests.folder().appendingPathComponent("reports")
        let result = try CommandLine.run(
            ["batch", "login", "settings-list", "--db", db, "--report", folder.path, "--report-format", "json,junit"]
                + Self.smallMatrix)
        #expect(result.stdout.contains("Report: \(folder.appendingPathComponent("report.json").path)"))
        let report = try Self.object(try String(contentsOf: folder.appendingPathComponent("report.json"), encoding: .utf8))
        #expect(report["format"] as? String == "layoutdb-report/1")
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["configurations"] as? Int == 2 * Self.configurationsPerDocument)
        #expect(summary["documents"] as? Int == 2)
        // Errors fail a configuration, warnings do not (as `solve` without --strict).
        #expect(Set(report["failingKinds"] as? [String] ?? []) == ["ambiguous", "unsatisfiable"])

        let junit = try XMLDocument(contentsOf: folder.appendingPathComponent("junit.xml"), options: [.nodeLoadExternalEntitiesNever])
        let cases = try junit.nodes(forXPath: "//testcase")
        #expect(cases.count == 2 * Self.configurationsPerDocument)
        let suites = try junit.nodes(forXPath: "//testsuite/@name").compactMap(\.stringValue)
        #expect(suites == ["login", "settings-list"])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path))

        let html = try CommandLine.run(
            ["batch", "login", "--db", db, "--report", folder.path, "--report-format", "html"] + Self.smallMatrix)
        #expect(html.stdout.contains("HTML report: \(folder.appendingPathComponent("index.html").path)"))
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("<svg") && page.contains("iphone-se-2-3"))
    }

    /// A conflict introduced in revision 2 is a regression since the run of revision 1;
    /// an unchanged rerun against that run is not.
    @Test func aRegressionInANewRevisionFailsAgainstTheBaselineAndIsNamed() throws {
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        let matrix = ["--devices", "iphone-se-2-3", "--content-sizes", "default", "--directions", "ltr", "--quiet"]
        let one = try DocumentCommandTests.write(DocumentCommandTests.boxDocument(), to: folder.appendingPathComponent("one.json"))
        _ = try CommandLine.run(["import", "--db", db, one])
        let first = try CommandLine.run(["batch", "--db", db, "--baseline", "last"] + matrix)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(first.stderr.contains("no earlier finished batch run to compare with (this is the first)"), "\(first.stderr)")

        let two = try DocumentCommandTests.write(
            DocumentCommandTests.boxDocument(conflict: true), to: folder.appendingPathComponent("two.json"))
        _ = try CommandLine.run(["import", "--db", db, two])
        let regressed = try CommandLine.run(["batch", "--db", db, "--baseline", "last"] + matrix)
        #expect(regressed.status == 1)
        // One conflict in both orientations: one entry naming both configurations.
        #expect(regressed.stdout.contains("2 problem(s) new since batch run 1, 1 distinct:"), "\(regressed.stdout)")
        #expect(regressed.stdout.contains(
            "\nbox (revision 2): [unsatisfiable] box\n  in 2 configurations: iphone-se-2-3 portrait fullScreen large "
                + "leftToRight; iphone-se-2-3 landscape fullScreen large leftToRight\n[LayoutConstraints] Unable to simultaneously satisfy constraints."),
            "\(regressed.stdout)")

        let again = try CommandLine.run(["batch", "--db", db, "--baseline", "last", "--format", "json"] + matrix)
        #expect(again.status == 0)
        let output = try Self.object(again.stdout)
        #expect(output["baseline"] as? Int == 2)
        #expect((output["regressions"] as? [Any])?.isEmpty == true)

        // Against run 1 explicitly it is still a regression; without a baseline every error fails.
        #expect(try CommandLine.run(["batch", "--db", db, "--baseline", "1", "--no-cache"] + matrix).status == 1)
        #expect(try CommandLine.run(["batch", "--db", db, "--no-cache"] + matrix).status == 1)
        let unknown = try CommandLine.run(["batch", "--db", db, "--baseline", "99"] + matrix)
        #expect(unknown.status == 64)
        #expect(unknown.stderr == "layoutdb: no finished batch run '99' to compare with (`layoutdb runs` lists the recorded runs)\n")
    }

    /// A run stopped by Ctrl-C keeps its `batch_run` row without `finished_at`: `last`
    /// passes over it to the finished run before, and naming it is refused as interrupted.
    @Test func anInterruptedRunIsSkippedByLastAndRefusedByID() throws {
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        let matrix = ["--devices", "iphone-se-2-3", "--content-sizes", "default", "--directions", "ltr", "--quiet"]
        let one = try DocumentCommandTests.write(DocumentCommandTests.boxDocument(), to: folder.appendingPathComponent("one.json"))
        _ = try CommandLine.run(["import", "--db", db, one])
        #expect(try CommandLine.run(["batch", "--db", db] + matrix).status == 0)
        // What an interrupted batch leaves: the run started (and documents listed), never finished.
        let interrupted = try DocumentStore(path: db).startBatchRun(
            engineVersion: "interrupted", matrix: "devices=iphone-se-2-3", documents: [(name: "box", revision: 1)])
        #expect(interrupted == 2)
        let last = try CommandLine.run(["batch", "--db", db, "--baseline", "last", "--format", "json", "--no-cache"] + matrix)
        #expect(last.status == 0, "\(last.stderr)")
        #expect(try Self.object(last.stdout)["baseline"] as? Int == 1)
        let named = try CommandLine.run(["batch", "--db", db, "--baseline", "2", "--no-cache"] + matrix)
        #expect(named.status == 64)
        #expect(named.stderr.contains("batch run 2 did not finish (it was interrupted, or is still going on)"), "\(named.stderr)")
        #expect(named.stderr.contains("or finish it with `layoutdb batch --resume` and the options it was run with"), "\(named.stderr)")
    }

    @Test func badMatrixWordsAreUsageErrors() throws {
        let db = try Self.examplesDatabase()
        let device = try CommandLine.run(["batch", "--db", db, "--devices", "iphone-99"])
        #expect(device.status == 64)
        #expect(device.stderr.contains("unknown device 'iphone-99'"))
        #expect(try CommandLine.run(["batch", "--db", db, "--content-sizes", "huge"]).status == 64)
        #expect(try CommandLine.run(["batch", "--db", db, "--directions", "up"]).status == 64)
        #expect(try CommandLine.run(["batch", "nothing", "--db", db, "--quiet"]).status == 64)
    }
}

/// `layoutdb demo` ends with a batch over the examples and says where its HTML report is.
@Suite struct BatchDemoTests {
    @Test func theDemoEndsWithABatchAndItsHTMLReport() throws {
        let folder = try DocumentCommandTests.folder().appendingPathComponent("demo-report")
        let result = try CommandLine.run(["demo", "--examples", SharedPaths.examples.path, "--report", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        let index = folder.appendingPathComponent("index.html").path
        #expect(result.stdout.hasSuffix("HTML report: \(index)\n"), "\(result.stdout.suffix(300))")
        #expect(result.stdout.contains("Solved 220 configurations of 5 documents"))
        let page = try String(contentsOfFile: index, encoding: .utf8)
        #expect(page.contains("<svg") && page.contains("login") && page.contains("ipad-pro-11inch"))
    }
}
