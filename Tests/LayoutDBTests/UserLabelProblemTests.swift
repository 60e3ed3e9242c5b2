import Foundation
import LayoutDB
import Testing

/// Problem messages name a view a designer labelled (Interface Builder's `userLabel`) as
/// `explain` does, `"abc_12_xyz" ('Title box', Interface Builder id abc-12-xyz)`: in
/// `solve`'s text and JSON, the batch's summary and its HTML, JSON and JUnit reports. A
/// conflict keeps UIKit's log byte for byte (a running app's log has no such names); its
/// views are listed with their names beside it.
@Suite struct UserLabelProblemTests {
    /// One scene of an iPhone SE (375 × 667): box abc-12-xyz "Title box" with no height
    /// (ambiguous), f-1 "Footer, wide" 200 wide at x 300 (clipped by its superview), and
    /// c-3 "Clash" with widths 50 and 60 (unsatisfiable). `title` replaces the box's label.
    static func storyboard(named name: String = "Problems.storyboard", title: String = "Title box", in folder: URL? = nil) throws -> URL {
        let url = try (folder ?? DocumentCommandTests.folder()).appendingPathComponent(name)
        return try InterfaceBuilderFixture.writeOneScene(to: url, body: """
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="\(title)" id="abc-12-xyz">
                                <rect key="frame" x="10" y="10" width="100" height="100"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="Footer, wide" id="f-1">
                                <rect key="frame" x="300" y="200" width="200" height="20"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="Clash" id="c-3">
                                <rect key="frame" x="10" y="300" width="50" height="20"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="abc-12-xyz" firstAttribute="leading" secondItem="v-1" secondAttribute="leading" constant="10" id="l-1"/>
                            <constraint firstItem="abc-12-xyz" firstAttribute="top" secondItem="v-1" secondAttribute="top" constant="10" id="t-1"/>
                            <constraint firstItem="abc-12-xyz" firstAttribute="width" constant="100" id="w-1"/>
                            <constraint firstItem="f-1" firstAttribute="leading" secondItem="v-1" secondAttribute="leading" constant="300" id="l-2"/>
                            <constraint firstItem="f-1" firstAttribute="top" secondItem="v-1" secondAttribute="top" constant="200" id="t-2"/>
                            <constraint firstItem="f-1" firstAttribute="width" constant="200" id="w-2"/>
                            <constraint firstItem="f-1" firstAttribute="height" constant="20" id="h-2"/>
                            <constraint firstItem="c-3" firstAttribute="leading" secondItem="v-1" secondAttribute="leading" constant="10" id="l-3"/>
                            <constraint firstItem="c-3" firstAttribute="top" secondItem="v-1" secondAttribute="top" constant="300" id="t-3"/>
                            <constraint firstItem="c-3" firstAttribute="width" constant="50" id="w-3"/>
                            <constraint firstItem="c-3" firstAttribute="width" constant="60" id="w-4"/>
                            <constraint firstItem="c-3" firstAttribute="height" constant="20" id="h-3"/>
                        </constraints>
            """)
    }

    static let box = UserLabelCommandTests.named
    static let ambiguous = "Height is ambiguous for \"abc_12_xyz\" ('Title box', Interface Builder id abc-12-xyz)."
    static let clipped = "\"f_1\" ('Footer, wide', Interface Builder id f-1) is partly outside its superview"
    static let clash = "c_3 ('Clash', Interface Builder id c-3)"
    static let matrix = [
        "--devices", "iphone-se-2-3", "--orientations", "portrait", "--content-sizes", "default", "--directions", "ltr",
        "--quiet",
    ]

    /// Markup's escapes undone, to compare the text a person reads.
    static func unescaped(_ markup: String) -> String {
        markup.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test func solveNamesTheLabelledViewsInItsProblems() throws {
        let file = try Self.storyboard()
        let text = try CommandLine.run(["solve", file.path + "#c-1"])
        #expect(text.status == 1, "\(text.stderr)")
        #expect(text.stdout.contains("\nerror: [ambiguous] \(Self.ambiguous)"), "\(text.stdout)")
        #expect(text.stdout.contains("\nwarning: [clippedBySuperview] \(Self.clipped): frame "), "\(text.stdout)")
        // UIKit's log as a running app prints it: no designer's names.
        #expect(text.stdout.contains("\nerror: [unsatisfiable] [LayoutConstraints] Unable to simultaneously satisfy constraints."))
        // (The tree above it names the view by its label, as `show` does.)
        let log = try #require(text.stdout.components(separatedBy: "\nerror: [unsatisfiable] ").last)
        let conflict = log.components(separatedBy: "\nerror: ").first?.components(separatedBy: "\nwarning: ").first ?? log
        #expect(!conflict.contains("'Clash'"), "\(text.stdout)")
        #expect(text.stdout.contains("('Clash', Interface Builder id"), "\(text.stdout)")

        let json = try CommandLine.run(["solve", file.path + "#c-1", "--format", "json"])
        let diagnostics = try #require(try BatchCommandTests.object(json.stdout)["diagnostics"] as? [[String: Any]])
        let messages = diagnostics.compactMap { $0["message"] as? String }
        #expect(messages.contains(Self.ambiguous), "\(messages)")
        #expect(messages.contains { $0.hasPrefix(Self.clipped) }, "\(messages)")
        // `views` stay the document's ids.
        #expect(diagnostics.first { $0["kind"] as? String == "ambiguous" }?["views"] as? [String] == ["abc_12_xyz"])
    }

    @Test func theBatchsSummaryAndReportsNameTheLabelledViews() throws {
        let file = try Self.storyboard()
        let folder = file.deletingLastPathComponent()
        let db = folder.appendingPathComponent("db.sqlite").path
        #expect(try CommandLine.run(["import", "--db", db, file.path]).status == 0)
        let report = folder.appendingPathComponent("report").path
        let batch = try CommandLine.run(["batch", "--db", db, "--report", report] + Self.matrix)
        #expect(batch.status == 1, "\(batch.stderr)")
        #expect(batch.stdout.contains("(revision 1): [ambiguous] \(Self.box)\n"), "\(batch.stdout)")
        #expect(batch.stdout.contains("(revision 1): [unsatisfiable] \(Self.clash)\n"), "\(batch.stdout)")
        #expect(batch.stdout.contains("\n" + Self.ambiguous + "\n"), "\(batch.stdout)")

        let junit = Self.unescaped(try String(contentsOfFile: report + "/junit.xml", encoding: .utf8))
        #expect(junit.contains("[ambiguous] \(Self.box)\n\(Self.ambiguous)"), "\(junit)")
        #expect(junit.contains("[unsatisfiable] \(Self.clash)\n[LayoutConstraints] Unable"), "\(junit)")
        #expect(junit.contains("[clippedBySuperview] f_1 ('Footer, wide', Interface Builder id f-1)\n\(Self.clipped)"), "\(junit)")

        let html = Self.unescaped(try String(contentsOfFile: report + "/index.html", encoding: .utf8))
        #expect(html.contains(" — \(Self.box)</span>"), "\(html)")
        #expect(html.contains("<pre>\(Self.ambiguous)</pre>"))
        #expect(html.contains(" — \(Self.clash)</span>"))

        let json = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: report + "/report.json"))) as? [String: Any])
        let documents = try #require(json["documents"] as? [[String: Any]])
        let configurations = try #require(documents.first?["configurations"] as? [[String: Any]])
        let diagnostics = try #require(configurations.first?["diagnostics"] as? [[String: Any]])
        let messages = diagnostics.compactMap { $0["message"] as? String }
        #expect(messages.contains(Self.ambiguous), "\(messages)")
        #expect(messages.contains { $0.hasPrefix(Self.clipped) }, "\(messages)")
    }

    /// The names are the solved revision's: the cache keeps each revision's messages
    /// apart, and a renamed view is named anew (never by the cached old name).
    @Test func aRenamedViewIsNamedByItsNewLabelAndTheOldRevisionByItsOld() throws {
        let folder = try DocumentCommandTests.folder()
        let file = try Self.storyboard(in: folder)
        let db = folder.appendingPathComponent("db.sqlite").path
        let name = "Problems.storyboard#c-1"
        #expect(try CommandLine.run(["import", "--db", db, file.path]).status == 0)
        let first = try CommandLine.run(["solve", "--db", db, name])
        #expect(first.stdout.contains(Self.ambiguous), "\(first.stdout)")

        _ = try Self.storyboard(title: "Heading", in: folder)
        let reimport = try CommandLine.run(["import", "--db", db, file.path])
        #expect(reimport.status == 0, "\(reimport.stderr)")
        let renamed = try CommandLine.run(["solve", "--db", db, name])
        #expect(renamed.stdout.contains("(revision 2)"), "\(renamed.stdout)")
        #expect(renamed.stdout.contains("for \"abc_12_xyz\" ('Heading', Interface Builder id abc-12-xyz)."), "\(renamed.stdout)")
        #expect(!renamed.stdout.contains("Title box"), "\(renamed.stdout)")
        let old = try CommandLine.run(["solve", "--db", db, name, "--revision", "1"])
        #expect(old.stdout.contains("[cached]") && old.stdout.contains(Self.ambiguous), "\(old.stdout)")
    }

    /// A document of layoutdb's own format names a labelled view by its label alone.
    @Test func aJSONDocumentsLabelledViewIsNamedByItsLabel() throws {
        let folder = try DocumentCommandTests.folder()
        let file = folder.appendingPathComponent("labelled.json")
        try Data(#"""
            {"layoutdb": 1, "name": "labelled", "root": {"id": "root", "subviews": [
                {"id": "box", "userLabel": "Title box"}]},
             "constraints": ["box.leading == root.leading", "box.top == root.top", "box.width == 0", "box.height == 10"]}
            """#.utf8).write(to: file)
        let solve = try CommandLine.run(["solve", file.path])
        #expect(solve.stdout.contains("\nwarning: [zeroSize] \"box\" ('Title box') has no width: frame "), "\(solve.stdout)\(solve.stderr)")
    }
}
