import Foundation
import Testing

/// The batch's reports (HTML, JSON, JUnit) and summary, `show`'s and `solve`'s trees and
/// `trace --format json` name a storyboard's views by their Interface Builder ids beside
/// the document ids, as problem messages do: `d_1` alone is not in the file. The
/// fixture's scene c-2 loses its box's top constraint, so d-1 is ambiguous.
@Suite struct InterfaceBuilderReportNamingTests {
    static let matrix = [
        "--devices", "iphone-se-2-3", "--orientations", "portrait", "--content-sizes", "default", "--directions", "ltr",
        "--quiet",
    ]
    static let message = "Vertical position is ambiguous for \"d_1\" (Interface Builder id d-1)."

    @Test func reportsAndTheSummaryNameTheViewsByTheirInterfaceBuilderIds() throws {
        let file = try InterfaceBuilderMessageNamingTests.storyboard()
        let folder = (file as NSString).deletingLastPathComponent
        let db = folder + "/db.sqlite"
        #expect(try CommandLine.run(["import", "--db", db, file]).status == 0)
        let report = folder + "/report"
        let batch = try CommandLine.run(["batch", "--db", db, "--report", report] + Self.matrix)
        #expect(batch.status == 1, "\(batch.stderr)")
        #expect(batch.stdout.contains("(revision 1): [ambiguous] d_1 (Interface Builder id d-1)\n"), "\(batch.stdout)")

        let junit = try String(contentsOfFile: report + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("<failure message=\"Vertical position is ambiguous for &quot;d_1&quot; (Interface Builder id d-1).\""),
            "\(junit)")
        #expect(junit.contains("[ambiguous] d_1 (Interface Builder id d-1)\n" + Self.message), "\(junit)")

        let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        #expect(html.contains(" — d_1 (Interface Builder id d-1)</span>"))
        #expect(html.contains("<pre>\(Self.message)</pre>"))

        let json = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: report + "/report.json"))) as? [String: Any])
        let documents = try #require(json["documents"] as? [[String: Any]])
        let scene = try #require(documents.first { ($0["name"] as? String)?.contains("#c-2") == true })
        let configurations = try #require(scene["configurations"] as? [[String: Any]])
        let diagnostics = try #require(configurations.first?["diagnostics"] as? [[String: Any]])
        let ambiguous = try #require(diagnostics.first { $0["kind"] as? String == "ambiguous" })
        #expect(ambiguous["message"] as? String == Self.message)
        #expect(ambiguous["views"] as? [String] == ["d_1"])
    }

    @Test func treesAndTheTraceNameTheViewsByTheirInterfaceBuilderIds() throws {
        let file = try InterfaceBuilderMessageNamingTests.storyboard()
        // The box has a custom class, which the tree shows beside UIKit's class.
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"d-1\"",
            with: "translatesAutoresizingMaskIntoConstraints=\"NO\" customClass=\"BoxView\" id=\"d-1\"").utf8)
            .write(to: URL(fileURLWithPath: file))
        let db = (file as NSString).deletingLastPathComponent + "/db.sqlite"
        let login = try #require(DocumentCommandTests.examples.first { $0.hasSuffix("login.json") })
        #expect(try CommandLine.run(["import", "--db", db, file, login]).status == 0)
        let show = try CommandLine.run(["show", "--db", db, "Guides.storyboard#c-2"])
        #expect(show.stdout.contains("\nv_2 (Interface Builder id v-2) UIView autoresizing (0.0, 0.0, 375.0, 667.0)\n└─ d_1 (Interface Builder id d-1) UIView (custom class BoxView)\n"),
            "\(show.stdout)\(show.stderr)")
        let solve = try CommandLine.run(["solve", file + "#c-2"])
        #expect(solve.stdout.contains("\n└─ d_1 (Interface Builder id d-1) UIView (10, "), "\(solve.stdout)")

        let explain = try CommandLine.run(["explain", file + "#c-2", "d-1"])
        #expect(explain.stdout.hasPrefix("d_1 (Interface Builder id d-1) on the horizontal axis, frame in root "), "\(explain.stdout)")
        let guide = try CommandLine.run(["explain", file + "#c-2", "v-2.safeArea"])
        #expect(guide.stdout.hasPrefix("v_2.safeArea on the horizontal axis"), "\(guide.stdout)")
        let trace = try CommandLine.run(["trace", file + "#c-2", "--format", "json"])
        let views = try #require(try BatchCommandTests.object(trace.stdout)["views"] as? [[String: Any]])
        #expect(views.map { $0["interfaceBuilderID"] as? String } == ["v-2", "d-1"])
        #expect(views.map { $0["id"] as? String } == ["v_2", "d_1"])

        // A JSON document has no Interface Builder ids, and says none.
        let jsonTrace = try CommandLine.run(["trace", login, "--format", "json"])
        let jsonViews = try #require(try BatchCommandTests.object(jsonTrace.stdout)["views"] as? [[String: Any]])
        #expect(jsonViews.allSatisfy { $0["interfaceBuilderID"] == nil })
        #expect(try CommandLine.run(["show", "--db", db, "login"]).stdout.contains("\nroot UIView\n"))
    }

    /// `diff` names a storyboard's views the same way, in its lines and its problems.
    @Test func diffNamesTheViewsByTheirInterfaceBuilderIds() throws {
        let file = try InterfaceBuilderFixture.storyboard()
        let db = (file as NSString).deletingLastPathComponent + "/db.sqlite"
        #expect(try CommandLine.run(["import", "--db", db, file]).status == 0)
        // Revision 2: the box 30 pt from the leading edge, and its top constraint gone.
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let changed = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("id=\"t-2\"") }
            .joined(separator: "\n")
            .replacingOccurrences(of: "secondAttribute=\"leading\" constant=\"10\" id=\"l-2\"", with: "secondAttribute=\"leading\" constant=\"30\" id=\"l-2\"")
        try Data(changed.utf8).write(to: URL(fileURLWithPath: file))
        #expect(try CommandLine.run(["import", "--db", db, file]).status == 0)

        let diff = try CommandLine.run(["diff", "--db", db, "Guides.storyboard#c-2", "--device", "iphone-se-2-3"])
        #expect(diff.stdout.contains("\nmoved d_1 (Interface Builder id d-1) (10, 10, 100, 100) → (30, "), "\(diff.stdout)")
        #expect(diff.stdout.contains("\nnew ambiguous d_1 (Interface Builder id d-1)\n    \(Self.message)\n"), "\(diff.stdout)")
        let json = try CommandLine.run(["diff", "--db", db, "Guides.storyboard#c-2", "--device", "iphone-se-2-3", "--format", "json"])
        let problems = try #require(try BatchCommandTests.object(json.stdout)["newProblems"] as? [[String: Any]])
        #expect(problems.first { $0["kind"] as? String == "ambiguous" }?["message"] as? String == Self.message)
    }
}
