import Foundation
import Testing

/// `batch --baseline`: the baseline's errors a run no longer has are named as fixed, in
/// the text after the regressions and under `fixed` in JSON (a key present with a
/// baseline only), so a CI log says what a change repaired as well as what it broke.
@Suite struct BatchFixedProblemsTests {
    static let matrix = [
        "--devices", "iphone-se-2-3", "--orientations", "portrait", "--content-sizes", "default", "--directions", "ltr",
        "--quiet",
    ]
    static let label = "iphone-se-2-3 portrait fullScreen large leftToRight"

    /// Revision 1 of box asks for a width of 100 and of 200 (unsatisfiable); revision 2
    /// drops the second.
    @Test func aConflictARevisionRemovedIsNamedAsFixed() throws {
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        let broken = try DocumentCommandTests.write(
            DocumentCommandTests.boxDocument(conflict: true), to: folder.appendingPathComponent("one.json"))
        _ = try CommandLine.run(["import", "--db", db, broken])
        let first = try CommandLine.run(["batch", "--db", db] + Self.matrix)
        #expect(first.status == 1, "\(first.stdout)")
        #expect(!first.stdout.contains("fixed"), "no baseline, nothing compared: \(first.stdout)")
        let firstJSON = try BatchCommandTests.object(
            CommandLine.run(["batch", "--db", db, "--format", "json", "--no-cache"] + Self.matrix).stdout)
        #expect(firstJSON["fixed"] == nil)

        let repaired = try DocumentCommandTests.write(
            DocumentCommandTests.boxDocument(), to: folder.appendingPathComponent("two.json"))
        _ = try CommandLine.run(["import", "--db", db, repaired])
        let second = try CommandLine.run(["batch", "--db", db, "--baseline", "last"] + Self.matrix)
        #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
        #expect(second.stdout.contains(
            "\nNo regressions since batch run 1.\n\n1 error(s) fixed since batch run 1, 1 distinct:\n"
                + "  box (revision 2): [unsatisfiable] box, in 1 configuration: \(Self.label)"), "\(second.stdout)")

        let json = try BatchCommandTests.object(
            CommandLine.run(["batch", "--db", db, "--baseline", "1", "--format", "json", "--no-cache"] + Self.matrix).stdout)
        let fixed = try #require(json["fixed"] as? [[String: Any]])
        #expect(fixed.count == 1)
        #expect(fixed.first?["document"] as? String == "box")
        #expect(fixed.first?["revision"] as? Int == 2)
        #expect(fixed.first?["configuration"] as? String == Self.label)
        #expect(fixed.first?["kind"] as? String == "unsatisfiable")
        #expect(fixed.first?["views"] as? [String] == ["box"])

        // Against run 2, which had the fix already, nothing is fixed (the key stays, empty).
        let third = try BatchCommandTests.object(
            CommandLine.run(["batch", "--db", db, "--baseline", "2", "--format", "json", "--no-cache"] + Self.matrix).stdout)
        #expect((third["fixed"] as? [Any])?.isEmpty == true)
    }
}
