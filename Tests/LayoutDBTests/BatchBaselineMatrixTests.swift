import Foundation
import Testing

/// `batch --baseline` against a run of another matrix: the summary says which run, its
/// matrix and how many configurations both solved, with what each side solved that the
/// other did not; a baseline that shares no configuration is refused before solving.
/// `--baseline last` took the last run whatever its matrix and said only "No regressions".
@Suite struct BatchBaselineMatrixTests {
    static let one = ["--devices", "iphone-se-2-3", "--content-sizes", "default", "--directions", "ltr", "--quiet"]
    static let portraitSpelling =
        "devices=iphone-se-2-3 orientations=portrait multitasking=all content-sizes=default directions=ltr"
    static let bothSpelling =
        "devices=iphone-se-2-3 orientations=both multitasking=all content-sizes=default directions=ltr"

    @Test func theSummarySaysWhatWasComparedEachWay() throws {
        let db = try BatchCommandTests.examplesDatabase()
        let documents = DocumentCommandTests.examples.count
        // Run 1: portrait only (one configuration per document).
        #expect(try CommandLine.run(["batch", "--db", db, "--orientations", "portrait"] + Self.one).status != 64)
        // Run 2: both orientations against run 1: the portrait half is compared.
        let wider = try CommandLine.run(["batch", "--db", db, "--orientations", "both", "--baseline", "last"] + Self.one)
        #expect(wider.status == 0, "\(wider.stdout)\(wider.stderr)")
        #expect(wider.stdout.contains(
            "\nCompared with batch run 1 (\(Self.portraitSpelling), \(documents) documents): \(documents) configurations both "
                + "solved; this batch's other \(documents) are not covered by it (below).\n"), "\(wider.stdout)")
        // Run 3: portrait only against run 2: run 2's landscape half is not compared.
        let narrower = try CommandLine.run(
            ["batch", "--db", db, "--orientations", "portrait", "--baseline", "2", "--format", "json"] + Self.one)
        #expect(narrower.status == 0, "\(narrower.stderr)")
        let comparison = try #require(try BatchCommandTests.object(narrower.stdout)["comparison"] as? [String: Any])
        #expect(comparison["baselineMatrix"] as? String == Self.bothSpelling)
        #expect(comparison["compared"] as? Int == documents)
        #expect(comparison["notCovered"] as? Int == 0)
        #expect(comparison["onlyInBaseline"] as? Int == documents)
        let text = try CommandLine.run(["batch", "--db", db, "--orientations", "portrait", "--baseline", "2"] + Self.one)
        #expect(text.stdout.contains(
            "\nCompared with batch run 2 (\(Self.bothSpelling), \(documents) documents): \(documents) configurations both "
                + "solved; its other \(documents) (documents or traits this batch does not solve) are not compared.\n"),
            "\(text.stdout)")
        #expect(!text.stdout.contains("not covered"))
        // Without --baseline nothing is compared, and no key says otherwise.
        let plain = try CommandLine.run(["batch", "--db", db, "--orientations", "portrait", "--format", "json"] + Self.one)
        #expect(try BatchCommandTests.object(plain.stdout)["comparison"] == nil)
    }

    @Test func aBaselineThatSharesNoConfigurationIsRefusedBeforeSolving() throws {
        let db = try BatchCommandTests.examplesDatabase()
        let documents = DocumentCommandTests.examples.count
        #expect(try CommandLine.run(["batch", "--db", db, "--orientations", "portrait"] + Self.one).status != 64)
        let refused = try CommandLine.run(
            ["batch", "--db", db, "--orientations", "landscape", "--baseline", "1", "--format", "json"] + Self.one)
        #expect(refused.status == 64)
        #expect(refused.stdout.isEmpty)
        let landscape = "devices=iphone-se-2-3 orientations=landscape multitasking=all content-sizes=default directions=ltr"
        let message = "--baseline: batch run 1 stored none of the \(documents) configurations this batch solves (it solved "
            + "\(Self.portraitSpelling) over \(documents) documents; this batch solves \(landscape) over \(documents) "
            + "documents), so nothing would be compared and no problem could fail the run: give --baseline a run of the "
            + "same documents and matrix (`layoutdb runs` lists each run's), or leave it out to fail on every error"
        #expect(refused.stderr.hasPrefix("layoutdb: \(message)\n"), "\(refused.stderr)")
        // Nothing was solved or recorded: run 1 is still the only run.
        let runs = try CommandLine.run(["sql", "--db", db, "SELECT count(*) AS n FROM batch_run", "--format", "json"])
        #expect(runs.stdout.contains("\"n\": 1"), "\(runs.stdout)")
    }
}
