import Foundation
import TestSupport
import Testing

/// `layoutdb trace` and `layoutdb explain` end to end.
@Suite struct TraceExplainCommandTests {
    /// box is placed from the safe area; other hangs off box; free has a size but no position.
    static let document = """
        {"layoutdb": 1, "name": "chain",
         "root": {"id": "root", "subviews": [
            {"id": "box"}, {"id": "other"}, {"id": "free"},
            {"id": "badge", "translatesAutoresizingMaskIntoConstraints": true, "frame": {"x": 1, "y": 2, "width": 3, "height": 4}}]},
         "constraints": ["box.leading == root.safeArea.leading + 10", "box.top == root.safeArea.top + 20",
                         "box.width == 100", "box.height == 50", "other.leading == box.trailing + 8",
                         "other.top == box.top", "other.width == 10", "other.height == 10",
                         "other.trailing <= root.trailing", "free.width == 10", "free.height == 10"]}
        """

    static func file() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-chain-\(UUID().uuidString).json")
        try Data(document.utf8).write(to: url)
        return url.path
    }

    @Test func traceFlagsHostsAutoresizingAndAmbiguityLikeUIKit() throws {
        let result = try CommandLine.run(["trace", try Self.file()])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0] == "•UIWindow:0x7fa000000000")
        #expect(lines[1] == "|   •UIView:0x7fa000000100")
        #expect(lines[2] == "|   |   *UIView:0x7fa000000200")
        #expect(lines[4].hasPrefix("|   |   *UIView:0x7fa000000400- AMBIGUOUS LAYOUT for UIView:0x7fa000000400.minX{id: "))
        #expect(lines[4].contains(", UIView:0x7fa000000400.minY{id: "))
        #expect(lines[5] == "|   |   +UIView:0x7fa000000500")
        #expect(result.stdout.contains("\t+ - is laid out manually"))
    }

    /// The JSON names each view as the text does, with its depth, how it is placed and
    /// the free engine variables of what is ambiguous (free's position, not its size).
    @Test func traceAsJSONGivesEachViewsPlacementAndFreeVariables() throws {
        let result = try CommandLine.run(["trace", try Self.file(), "--format", "json"])
        #expect(result.status == 1, "ambiguous, as the text")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["document"] as? String == "chain")
        #expect((object["configuration"] as? String)?.hasPrefix("iphone-") == true)
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(views.map { $0["id"] as? String } == ["root", "box", "other", "free", "badge"])
        #expect(views.map { $0["depth"] as? Int } == [1, 2, 2, 2, 2])
        #expect(views.map { $0["placement"] as? String } == ["engineHost", "autoLayout", "autoLayout", "autoLayout", "autoresizingMask"])
        #expect(views[0]["description"] as? String == "UIView:0x7fa000000100")
        let free = try #require(views[3]["ambiguous"] as? [[String: Any]])
        #expect(free.map { $0["component"] as? String } == ["minX", "minY"])
        // The variables are the ones the text prints for free.
        let text = try CommandLine.run(["trace", try Self.file()]).stdout
        for entry in free {
            let variable = try #require(entry["variable"] as? Int)
            #expect(text.contains(".\(entry["component"] as? String ?? "")" + "{id: \(variable)}"))
        }
        #expect(views.filter { ($0["ambiguous"] as? [Any])?.isEmpty == false }.count == 1)
    }

    @Test func explainListsTheChainThatPlacesTheItem() throws {
        let result = try CommandLine.run(["explain", try Self.file(), "other", "--axis", "horizontal"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0] == "other on the horizontal axis, frame in root (118, 79, 10, 10):")
        // The window's pin of the root, the root's safe area, box's leading and width,
        // other's leading and width decide; other's trailing inequality is slack.
        #expect(lines.filter { $0.hasPrefix("  decides ") }.count == 6)
        #expect(lines.contains { $0.hasPrefix("  decides ") && $0.contains("UIView:0x7fa000000200.width == 100") })
        #expect(lines.contains { $0.hasPrefix("  slack ") && $0.contains("UIView:0x7fa000000300.trailing <= UIView:0x7fa000000100.trailing") })
        #expect(!result.stdout.contains("0x7fa000000400"), "free is unrelated to other")
        let vertical = try CommandLine.run(["explain", try Self.file(), "other", "--axis", "vertical", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(vertical.stdout.utf8)) as? [String: Any])
        let constraints = try #require(object["constraints"] as? [[String: Any]])
        #expect(constraints.contains { ($0["description"] as? String)?.contains("UIView:0x7fa000000300.top == UIView:0x7fa000000200.top") == true && $0["role"] as? String == "decides" })
    }

    /// Three equal columns across 100 points: explain prints the frame as solve does
    /// (`33.333`, not `33.33333333333333`); its JSON keeps every digit, as solve's does.
    @Test func explainRoundsTheFrameLikeSolve() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-thirds-\(UUID().uuidString).json")
        try Data("""
            {"layoutdb": 1, "name": "thirds", "root": {"id": "root", "subviews": [{"id": "a"}, {"id": "b"}, {"id": "c"}]},
             "constraints": ["a.leading == root.leading", "b.leading == a.trailing", "c.leading == b.trailing",
                             "c.trailing == root.trailing", "b.width == a.width", "c.width == a.width", "a.top == root.top",
                             "b.top == root.top", "c.top == root.top", "a.height == 10", "b.height == 10", "c.height == 10"]}
            """.utf8).write(to: url)
        let text = try CommandLine.run(["explain", url.path, "b", "--size", "100x100"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.hasPrefix("b on the horizontal axis, frame in root (33.333, 0, 33.333, 10):"), "\(text.stdout)")
        let solve = try CommandLine.run(["solve", url.path, "--size", "100x100"])
        #expect(solve.stdout.contains("b UIView (33.333, 0, 33.333, 10)"), "\(solve.stdout)")
        let json = try CommandLine.run(["explain", url.path, "b", "--size", "100x100", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let frame = try #require(object["frameInRoot"] as? [String: Any])
        #expect(abs(try #require(frame["width"] as? Double) - 100.0 / 3) < 1e-9)
    }

    @Test func explainingAnUnknownItemIsAUsageError() throws {
        let result = try CommandLine.run(["explain", try Self.file(), "nothing"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("has no view or layout guide 'nothing'"))
    }
}
