import Foundation
import Testing

/// `layoutdb explain` on an item whose frame is not what its constraints ask for: a
/// constraint on it that a conflict broke is listed as broken, and an axis the
/// constraints leave free is said to be ambiguous, with how far it can move. Without
/// them the constraints that decide the frame read as a sound layout.
@Suite struct ExplainProblemsTests {
    /// `a` is 10 pt inside the safe area's leading edge and 20 below its top, 100×50, and
    /// also asked to be at most 80 wide (`narrow`, which the engine breaks: the later
    /// required constraint of the conflict). `b` sits 8 pt after `a`, 40×40, anywhere
    /// between the safe area's top and bottom: nothing pins its y.
    static let document = """
        {"layoutdb": 1, "name": "row",
         "root": {"id": "root", "subviews": [{"id": "a"}, {"id": "b"}]},
         "constraints": ["a.leading == root.safeArea.leading + 10", "a.top == root.safeArea.top + 20",
                         "a.width == 100", "a.height == 50",
                         {"id": "narrow", "first": "a.width", "relation": "<=", "constant": 80, "identifier": "at most 80"},
                         "b.leading == a.trailing + 8", "b.width == 40", "b.height == 40",
                         "b.top >= root.safeArea.top", "b.bottom <= root.safeArea.bottom"]}
        """

    static func file() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-row-\(UUID().uuidString).json")
        try Data(document.utf8).write(to: url)
        return url.path
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// On iPhone 15 portrait the safe area starts at y 59: `a` is (10, 79, 100, 50), its
    /// width the 100 that broke `narrow`.
    @Test func aBrokenConstraintOnTheItemIsListedAsBroken() throws {
        let file = try Self.file()
        let text = try CommandLine.run(["explain", file, "a", "--device", "iPhone 15"])
        #expect(text.status == 0, "\(text.stderr)")
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "a on the horizontal axis, frame in root (10, 79, 100, 50):")
        let broken = lines.filter { $0.hasPrefix("  broken  ") }
        #expect(broken.count == 1, "\(text.stdout)")
        // Kept as an optional constraint, it still pulls: the width is 100, 20 past its 80.
        #expect(broken.first?.hasSuffix("UIView:0x7fa000000200.width <= 80   (active)>  [narrow 'at most 80']  (off by 20)") == true,
            "\(text.stdout)")
        let sentence: String = "a: the layout is unsatisfiable, so the constraint marked broken does not hold: UIKit breaks it "
            + "to satisfy the rest, then keeps it for the rest of the solve as if it were optional (at 999.999, just below "
            + "required), so it still pulls a as close as the constraints that hold allow (`layoutdb solve` prints each "
            + "conflict in full)."
        #expect(lines.last == sentence)
        #expect(!text.stdout.contains("ambiguous"))

        let json = try Self.object(CommandLine.run(["explain", file, "a", "--device", "iPhone 15", "--format", "json"]).stdout)
        let listed = try #require(json["broken"] as? [[String: Any]])
        #expect(listed.map { $0["id"] as? String } == ["narrow"])
        #expect(listed.first?["identifier"] as? String == "at most 80")
        #expect(listed.first?["offBy"] as? Double == 20)
        #expect(json["ambiguous"] is NSNull)

        // The broken constraint is on the horizontal axis: the vertical one has nothing to say.
        let vertical = try CommandLine.run(["explain", file, "a", "--axis", "vertical", "--device", "iPhone 15"])
        #expect(!vertical.stdout.contains("broken"), "\(vertical.stdout)")
        let verticalJSON = try Self.object(
            CommandLine.run(["explain", file, "a", "--axis", "vertical", "--device", "iPhone 15", "--format", "json"]).stdout)
        #expect((verticalJSON["broken"] as? [Any])?.isEmpty == true)
    }

    /// A broken constraint is not dropped: it pulls its items as close as the constraints
    /// that hold allow (UIKit treats it "as if it were optional", facts/diagnostics.md §1),
    /// and explain says how far it is left. `a` is required at most 100 wide and (later,
    /// so broken) at least 200: it is 100 wide, the broken minimum off by 100. Three
    /// required widths 100, 200 and 300 break the last two: the width stays 100, and
    /// they are off by 100 and 200.
    @Test func aBrokenConstraintSaysItStillPullsAndHowFarItIsOff() throws {
        func explain(_ constraints: [String], format: String = "text") throws -> String {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-pull-\(UUID().uuidString).json")
            let list = constraints.map { "\"\($0)\"" }.joined(separator: ", ")
            try Data("""
                {"layoutdb": 1, "name": "pull", "root": {"id": "root", "subviews": [{"id": "a"}]},
                 "constraints": ["a.left == root.left + 10", "a.top == root.top + 100", "a.height == 50", \(list)]}
                """.utf8).write(to: url)
            let run = try CommandLine.run(["explain", url.path, "a", "--device", "iPhone 15", "--format", format])
            #expect(run.status == 0, "\(run.stderr)")
            return run.stdout
        }
        let minimum = try explain(["a.width <= 100", "a.width >= 200"])
        #expect(minimum.hasPrefix("a on the horizontal axis, frame in root (10, 100, 100, 50):\n"), "\(minimum)")
        #expect(minimum.contains("  broken  <NSLayoutConstraint:0x600000010140 UIView:0x7fa000000200.width >= 200   (active)>  (off by 100)\n"),
            "\(minimum)")
        #expect(minimum.contains("so it still pulls a as close as the constraints that hold allow"), "\(minimum)")
        #expect(!minimum.contains("ambiguous"), "\(minimum)")

        let three = try explain(["a.width == 100", "a.width == 200", "a.width == 300"])
        let broken = three.split(separator: "\n").filter { $0.hasPrefix("  broken  ") }
        #expect(broken.map { $0.hasSuffix("width == 200   (active)>  (off by 100)") } == [true, false], "\(three)")
        #expect(broken.map { $0.hasSuffix("width == 300   (active)>  (off by 200)") } == [false, true], "\(three)")
        let plural: String = "so the constraints marked broken do not hold: UIKit breaks them to satisfy the rest, then "
            + "keeps them for the rest of the solve as if they were optional (at 999.999, just below required), so they still "
            + "pull a as close"
        #expect(three.contains(plural), "\(three)")
        let json = try Self.object(explain(["a.width == 100", "a.width == 200", "a.width == 300"], format: "json"))
        let listed = try #require(json["broken"] as? [[String: Any]])
        #expect(listed.map { $0["offBy"] as? Double } == [100, 200])
    }

    /// `b` can sit anywhere from the safe area's top (59) to its bottom (852 − 34 = 818)
    /// less its 40 pt height: y from 59 to 778. Its x is decided: 10 + 100 + 8 = 118.
    @Test func anAmbiguousAxisIsSaidWithItsRangeAndAnotherFrame() throws {
        let file = try Self.file()
        let text = try CommandLine.run(["explain", file, "b", "--axis", "vertical", "--device", "iPhone 15"])
        #expect(text.status == 0, "\(text.stderr)")
        let lines = text.stdout.split(separator: "\n").map(String.init)
        let sentence = try #require(lines.dropLast().last)
        #expect(sentence.hasPrefix("b: the vertical layout is ambiguous (y from 59 to 778 in root): the constraints above do not "
            + "pin it, and (118, "), "\(text.stdout)")
        #expect(sentence.hasSuffix(", 40, 40) in root is as valid a frame. What is missing:"), "\(text.stdout)")
        // What it lacks, as Xcode says it; a's vertical position is pinned, so b stands alone.
        #expect(lines.last == "  ambiguous b: vertical position", "\(text.stdout)")

        let json = try Self.object(
            CommandLine.run(["explain", file, "b", "--axis", "vertical", "--device", "iPhone 15", "--format", "json"]).stdout)
        let ambiguous = try #require(json["ambiguous"] as? [String: Any])
        #expect(ambiguous["components"] as? [String] == ["minY"])
        #expect((ambiguous["tied"] as? [Any])?.isEmpty == true)
        let frame = try #require(json["frameInRoot"] as? [String: Double])
        let other = try #require(ambiguous["alternativeFrame"] as? [String: Double])
        #expect(other["x"] == 118 && other["width"] == 40 && other["height"] == 40)
        #expect(other["y"] != frame["y"])
        #expect((59...778).contains(other["y"] ?? -1) && (59...778).contains(frame["y"] ?? -1))

        // Horizontally b is pinned: nothing is said.
        let horizontal = try CommandLine.run(["explain", file, "b", "--device", "iPhone 15"])
        #expect(horizontal.stdout.hasPrefix("b on the horizontal axis, frame in root (118, "), "\(horizontal.stdout)")
        #expect(!horizontal.stdout.contains("ambiguous") && !horizontal.stdout.contains("broken"), "\(horizontal.stdout)")
        let horizontalJSON = try Self.object(CommandLine.run(["explain", file, "b", "--device", "iPhone 15", "--format", "json"]).stdout)
        #expect(horizontalJSON["ambiguous"] is NSNull)
    }

    /// `card` ('Card') has no width and `badge` sits 8 after it: the badge's x is as free
    /// as the card's width. Explaining either names both, each with what it lacks, as
    /// `_autolayoutTrace` marks `card.Width` and `badge.minX` AMBIGUOUS LAYOUT.
    @Test func anAmbiguousItemNamesTheAmbiguousItemsItIsTiedTo() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-tied-\(UUID().uuidString).json")
        try Data("""
            {"layoutdb": 1, "name": "tied",
             "root": {"id": "root", "subviews": [{"id": "card", "userLabel": "Card"}, {"id": "badge"}]},
             "constraints": ["card.leading == root.leadingMargin", "card.top == root.top + 20", "card.height == 50",
                             "badge.leading == card.trailing + 8", "badge.top == card.top", "badge.width == 40",
                             "badge.height == 40"]}
            """.utf8).write(to: url)
        let badge = try CommandLine.run(["explain", url.path, "badge"])
        #expect(badge.status == 0, "\(badge.stderr)")
        let lines = badge.stdout.split(separator: "\n").map(String.init)
        #expect(Array(lines.suffix(2)) == ["  ambiguous badge: horizontal position", "  ambiguous card ('Card'): width (tied to it)"],
            "\(badge.stdout)")
        let card = try CommandLine.run(["explain", url.path, "card"])
        // A view's width never goes below 0 (the size bound UIKit's engine keeps).
        #expect(card.stdout.contains("\ncard ('Card'): the horizontal layout is ambiguous (width from 0 up in root)"), "\(card.stdout)")
        #expect(card.stdout.hasSuffix("  ambiguous card ('Card'): width\n  ambiguous badge: horizontal position (tied to it)\n"),
            "\(card.stdout)")
        let json = try Self.object(CommandLine.run(["explain", url.path, "badge", "--format", "json"]).stdout)
        let tied = try #require((json["ambiguous"] as? [String: Any])?["tied"] as? [[String: Any]])
        #expect(tied.map { $0["item"] as? String } == ["card"])
        #expect(tied.first?["components"] as? [String] == ["Width"])
        // Vertically badge follows card's top, which is pinned: nothing is ambiguous there.
        let vertical = try CommandLine.run(["explain", url.path, "badge", "--axis", "vertical"])
        #expect(!vertical.stdout.contains("ambiguous"), "\(vertical.stdout)")
    }

    /// Right to left, `a.leading == root.safeArea.leading + 10` is decided by the safe
    /// area's right edge: the heading says which edge leading is, so the `right` guide
    /// constraint below it reads as what places the leading edge.
    @Test func rightToLeftTheHeadingSaysLeadingIsTheRightEdge() throws {
        let file = try Self.file()
        let rtl = try CommandLine.run(["explain", file, "b", "--device", "iPhone 15", "--direction", "rtl"])
        #expect(rtl.stdout.hasPrefix("b on the horizontal axis, right to left (leading is the right edge, trailing the left), "
            + "frame in root (235, "), "\(rtl.stdout)")
        #expect(rtl.stdout.contains("'UIViewSafeAreaLayoutGuide-right' H:[UILayoutGuide:"), "\(rtl.stdout)")
        let ltr = try CommandLine.run(["explain", file, "b", "--device", "iPhone 15", "--axis", "vertical", "--direction", "rtl"])
        #expect(ltr.stdout.hasPrefix("b on the vertical axis, frame in root"), "\(ltr.stdout)")
    }
}
