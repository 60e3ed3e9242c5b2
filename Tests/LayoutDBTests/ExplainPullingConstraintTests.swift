import Foundation
import Testing

/// `explain` lists a constraint that is not met but pulls among those that decide the
/// views it pulls: a required one a conflict broke, which UIKit keeps "as if it were
/// optional" (at 999.999, facts/diagnostics.md §1), and an optional one the others keep
/// from being met. The broken one appeared only on its own `broken` line, so `explain`
/// on a view it placed named a frame no listed constraint accounted for.
@Suite struct ExplainPullingConstraintTests {
    /// `box` is 10 from the root's left edge, required at most 100 wide and (later, so
    /// broken) at least 200 (`wide`); `tag` sits 8 after it, 30 wide. The broken minimum
    /// pulls the width up to 100 (without it the width is free below 100), so `tag` is at
    /// 10 + 100 + 8 = 118.
    static let pulled = """
        {"layoutdb": 1, "name": "pull", "root": {"id": "root", "subviews": [{"id": "box"}, {"id": "tag"}]},
         "constraints": ["box.leading == root.leading + 10", "box.top == root.top + 10", "box.height == 20",
                         "box.width <= 100", {"id": "wide", "equation": "box.width >= 200"},
                         "tag.leading == box.trailing + 8", "tag.top == root.top + 10", "tag.width == 30", "tag.height == 20"]}
        """

    static func file(_ text: String) throws -> String {
        let url = try DocumentCommandTests.folder().appendingPathComponent("pull.json")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    static func explain(_ file: String, _ item: String, json: Bool = false) throws -> String {
        let run = try CommandLine.run(["explain", file, item, "--size", "375x667"] + (json ? ["--format", "json"] : []))
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout
    }

    static let wideLine = "  decides <NSLayoutConstraint:0x600000010140 UIView:0x7fa000000200.width >= 200   (active)>  [wide]"
        + "  (broken, kept as optional at 999.999; off by 100)"

    @Test func aBrokenConstraintDecidesTheViewsItPulls() throws {
        let file = try Self.file(Self.pulled)
        let tag = try Self.explain(file, "tag")
        let lines = tag.split(separator: "\n").map(String.init)
        #expect(lines.first == "tag on the horizontal axis, frame in root (118, 10, 30, 20):", "\(tag)")
        // What places tag: box's left edge, its width (the required maximum and the broken
        // minimum pulling it there), the gap and tag's own width.
        #expect(lines.contains(Self.wideLine), "\(tag)")
        #expect(lines.contains("  decides <NSLayoutConstraint:0x600000010100 UIView:0x7fa000000200.width <= 100   (active)>"), "\(tag)")
        #expect(lines.contains { $0.hasPrefix("  decides ") && $0.contains("H:[UIView:0x7fa000000200]-(8)-[UIView:0x7fa000000300](LTR)") },
            "\(tag)")
        // tag has no conflict of its own: no broken line, no sentence.
        #expect(!lines.contains { $0.hasPrefix("  broken  ") }, "\(tag)")

        let json = try ExplainProblemsTests.object(try Self.explain(file, "tag", json: true))
        let constraints = try #require(json["constraints"] as? [[String: Any]])
        let wide = try #require(constraints.first { $0["id"] as? String == "wide" })
        #expect(wide["role"] as? String == "decides")
        #expect(wide["broken"] as? Bool == true)
        #expect(wide["offBy"] as? Double == 100)
        #expect(wide["direct"] as? Bool == false)
        // Every other constraint holds: not broken, off by nothing.
        let others = constraints.filter { $0["id"] as? String != "wide" }
        #expect(!others.isEmpty && others.allSatisfy { $0["broken"] as? Bool == false && $0["offBy"] is NSNull })
        #expect((json["broken"] as? [Any])?.isEmpty == true)

        // On box itself it decides the width too, and its broken line says the rest.
        let box = try Self.explain(file, "box")
        #expect(box.hasPrefix("box on the horizontal axis, frame in root (10, 10, 100, 20):\n"), "\(box)")
        #expect(box.contains(Self.wideLine + "\n"), "\(box)")
        #expect(box.contains("  broken  <NSLayoutConstraint:0x600000010140 UIView:0x7fa000000200.width >= 200   (active)>  [wide]  (off by 100)\n"),
            "\(box)")
        // Vertically it takes no part.
        let vertical = try CommandLine.run(["explain", file, "tag", "--axis", "vertical", "--size", "375x667"])
        #expect(!vertical.stdout.contains(">= 200"), "\(vertical.stdout)")
    }

    /// A broken constraint that moves nothing (a required `width == 100` already fixes
    /// what its `width <= 80` pulls at) does not decide: its `broken` line alone names it,
    /// and JSON calls it `pulls`.
    @Test func aBrokenConstraintThatMovesNothingIsOnlyOnItsBrokenLine() throws {
        let file = try Self.file(Self.pulled.replacingOccurrences(of: "\"box.width <= 100\", {\"id\": \"wide\", \"equation\": \"box.width >= 200\"}",
            with: "\"box.width == 100\", {\"id\": \"wide\", \"equation\": \"box.width <= 80\"}"))
        let tag = try Self.explain(file, "tag")
        #expect(tag.hasPrefix("tag on the horizontal axis, frame in root (118, 10, 30, 20):\n"), "\(tag)")
        #expect(!tag.contains("<= 80"), "\(tag)")
        let box = try Self.explain(file, "box")
        #expect(box.split(separator: "\n").filter { $0.contains("width <= 80") }
            == ["  broken  <NSLayoutConstraint:0x600000010140 UIView:0x7fa000000200.width <= 80   (active)>  [wide]  (off by 20)"], "\(box)")
        let json = try ExplainProblemsTests.object(try Self.explain(file, "box", json: true))
        let wide = try #require((json["constraints"] as? [[String: Any]])?.first { $0["id"] as? String == "wide" })
        #expect(wide["role"] as? String == "pulls" && wide["broken"] as? Bool == true && wide["offBy"] as? Double == 20)
    }

    /// An optional constraint the others keep from being met pulls the same way: `box`
    /// wants to be 300 wide at 750 and may be at most 100, so it is 100, and the
    /// preference decides that as much as the maximum does (without it the width is free
    /// below 100).
    @Test func anOptionalConstraintThatIsNotMetDecidesWhatItPulls() throws {
        let file = try Self.file(Self.pulled.replacingOccurrences(of: "{\"id\": \"wide\", \"equation\": \"box.width >= 200\"}",
            with: "{\"id\": \"wide\", \"equation\": \"box.width >= 300 @750\"}"))
        let tag = try Self.explain(file, "tag")
        #expect(tag.hasPrefix("tag on the horizontal axis, frame in root (118, 10, 30, 20):\n"), "\(tag)")
        let wide = tag.split(separator: "\n").filter { $0.contains("[wide]") }
        #expect(wide.count == 1, "\(tag)")
        #expect(wide.first?.hasPrefix("  decides <NSLayoutConstraint:0x600000010140 UIView:0x7fa000000200.width >= 300") == true, "\(tag)")
        #expect(wide.first?.hasSuffix("[wide]  (optional, not satisfied: off by 200)") == true, "\(tag)")
        #expect(!tag.contains("broken"), "\(tag)")
        let json = try ExplainProblemsTests.object(try Self.explain(file, "tag", json: true))
        let entry = try #require((json["constraints"] as? [[String: Any]])?.first { $0["id"] as? String == "wide" })
        #expect(entry["role"] as? String == "decides" && entry["broken"] as? Bool == false && entry["offBy"] as? Double == 200)
    }

    /// A content-size constraint is two solver rows that UIKit prints as one line: a view
    /// with a 20-point intrinsic height held 30 high has its hugging row not satisfied
    /// (pulling, by 10) and its compression-resistance row with slack. One line says it,
    /// with the stronger role.
    @Test func aContentSizeConstraintIsOneLineWithItsStrongerRole() throws {
        let file = try Self.file("""
            {"layoutdb": 1, "name": "chip", "root": {"id": "root", "subviews": [
               {"id": "chip", "intrinsicContentSize": {"width": 40, "height": 20}}]},
             "constraints": ["chip.leading == root.leading + 10", "chip.top == root.top + 10", "chip.height == 30"]}
            """)
        let run = try CommandLine.run(["explain", file, "chip", "--axis", "vertical", "--size", "375x667"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("chip on the vertical axis, frame in root (10, 10, 40, 30):\n"), "\(run.stdout)")
        let lines = run.stdout.split(separator: "\n").filter { $0.contains("NSContentSizeLayoutConstraint") }
        #expect(lines.count == 1, "\(run.stdout)")
        #expect(lines.first?.hasPrefix("  pulls   <NSContentSizeLayoutConstraint:") == true, "\(run.stdout)")
        #expect(lines.first?.hasSuffix("(optional, not satisfied: off by 10)") == true, "\(run.stdout)")
    }
}
