import Foundation
import Testing

/// `layoutdb explain` on a view's built-in guides (`root.safeArea`, `card.layoutMargins`),
/// whose frames are checked against the device's insets by hand.
@Suite struct ExplainBuiltInGuideTests {
    /// card sits 10 pt inside the root's safe area, 200×100, with 8 pt margins all round.
    static let document = """
        {"layoutdb": 1, "name": "card",
         "root": {"id": "root", "subviews": [
            {"id": "card", "layoutMargins": {"top": 8, "left": 8, "bottom": 8, "right": 8}, "subviews": [{"id": "label"}]}]},
         "constraints": ["card.leading == root.safeArea.leading + 10", "card.top == root.safeArea.top + 10",
                         "card.width == 200", "card.height == 100",
                         "label.leading == card.leadingMargin", "label.top == card.topMargin",
                         "label.trailing == card.trailingMargin", "label.bottom == card.bottomMargin"]}
        """

    static func file() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-card-\(UUID().uuidString).json")
        try Data(document.utf8).write(to: url)
        return url.path
    }

    /// iPhone 15 (iphone-6.1inch-island, 393×852) insets its safe area 59 top, 34 bottom in
    /// portrait: (0, 59, 393, 852 − 59 − 34 = 759); 59 left and right, 21 bottom in
    /// landscape: (59, 0, 852 − 118 = 734, 393 − 21 = 372).
    @Test func theRootSafeAreaIsExplainedWithTheDeviceInsets() throws {
        let file = try Self.file()
        let vertical = try CommandLine.run(["explain", file, "root.safeArea", "--axis", "vertical", "--device", "iPhone 15"])
        #expect(vertical.status == 0, "\(vertical.stderr)")
        let lines = vertical.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "root.safeArea on the vertical axis, frame in root (0, 59, 393, 759):")
        let decides = lines.filter { $0.hasPrefix("  decides ") }
        #expect(decides.count == 4, "the root's minY and height, and the guide's top and bottom insets")
        #expect(decides.contains { $0.contains("'UIViewSafeAreaLayoutGuide-top' V:|-(59)-[UILayoutGuide:") })
        #expect(decides.contains { $0.contains("'UIViewSafeAreaLayoutGuide-bottom' V:[UILayoutGuide:0x600003000000'UIViewSafeAreaLayoutGuide']-(34)-|") })
        // card's top hangs from the guide: it touches the guide but does not place it.
        #expect(lines.contains { $0.hasPrefix("  holds ") && $0.contains("UIView:0x7fa000000200.top == UILayoutGuide:0x600003000000'UIViewSafeAreaLayoutGuide'.top + 10") })

        let landscape = try CommandLine.run([
            "explain", file, "root.safeArea", "--device", "iPhone 15", "--orientation", "landscape", "--format", "json",
        ])
        #expect(landscape.status == 0, "\(landscape.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(landscape.stdout.utf8)) as? [String: Any])
        #expect(object["item"] as? String == "root.safeArea")
        let frame = try #require(object["frameInRoot"] as? [String: Double])
        #expect(frame == ["x": 59, "y": 0, "width": 734, "height": 372])
        let constraints = try #require(object["constraints"] as? [[String: Any]])
        #expect(constraints.contains { ($0["description"] as? String)?.contains("H:|-(59)-[UILayoutGuide:") == true && $0["role"] as? String == "decides" })
    }

    /// card is at (10, 59 + 10) in portrait, 200×100; its margins guide is 8 in: (18, 77, 184, 84).
    @Test func aSubviewsMarginsGuideIsExplained() throws {
        let result = try CommandLine.run(["explain", try Self.file(), "card.layoutMargins", "--device", "iPhone 15"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "card.layoutMargins on the horizontal axis, frame in root (18, 77, 184, 84):")
        #expect(lines.contains { $0.hasPrefix("  decides ") && $0.contains("UIView:0x7fa000000200.width == 200") })
        #expect(lines.contains { $0.hasPrefix("  decides ") && $0.contains("'UIView-leftMargin-guide-constraint' H:|-(8)-[UILayoutGuide:") })
    }

    @Test func aGuideWithoutAFrameIsRefusedNamingTheBuiltInGuides() throws {
        for item in ["root.readableContent", "card.contentLayout", "card.topLayoutGuide", "nope.safeArea", "root.nope"] {
            let result = try CommandLine.run(["explain", try Self.file(), item, "--device", "iPhone 15"])
            #expect(result.status == 64)
            #expect(result.stderr.hasPrefix(
                "Error: card has no view or layout guide '\(item)' (a view's built-in guides are V.safeArea, V.layoutMargins, "
                    + "V.readableContent when a constraint uses it, a scroll view's V.contentLayout and V.frameLayout, "
                    + "V.keyboard, and the root's topLayoutGuide and bottomLayoutGuide)"), "\(result.stderr)")
        }
    }

    /// A mistyped item is answered with the one meant: a view, a built-in guide, or none
    /// when nothing is near.
    @Test func aMistypedItemSuggestsTheOneMeant() throws {
        let file = try Self.file()
        let suggested = ["lable": "label", "crad.layoutMargins": "card.layoutMargins", "root.safeAre": "root.safeArea", "nothing": nil]
        for (item, meant) in suggested {
            let result = try CommandLine.run(["explain", file, item, "--device", "iPhone 15"])
            #expect(result.status == 64)
            let firstLine = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
            #expect(firstLine.hasSuffix("bottomLayoutGuide)" + (meant.map { "; did you mean '\($0)'?" } ?? "")), "\(result.stderr)")
        }
    }

    /// A controller's legacy guides, as a pre-iOS 11 storyboard pins to them: banner hangs
    /// 10 below the top guide, footer sits on the bottom guide.
    static let legacyDocument = """
        {"layoutdb": 1, "name": "legacy",
         "root": {"id": "root", "subviews": [{"id": "banner"}, {"id": "footer"}]},
         "constraints": ["banner.top == root.topLayoutGuide.bottom + 10", "banner.leading == root.leading",
                         "banner.width == 100", "banner.height == 40",
                         "footer.bottom == root.bottomLayoutGuide.top", "footer.leading == root.leading",
                         "footer.width == 100", "footer.height == 30"]}
        """

    /// iPhone 15 (393×852) insets its safe area 59 top and 34 bottom in portrait, so the top
    /// guide is (0, 0, 393, 59) and the bottom one (0, 852 − 34 = 818, 393, 34); in
    /// landscape 0 top and 21 bottom: (0, 0, 852, 0) and (0, 393 − 21 = 372, 852, 21).
    @Test func theRootsLegacyGuidesAreExplainedAsTheStripsOutsideTheSafeArea() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-legacy-\(UUID().uuidString).json")
        try Data(Self.legacyDocument.utf8).write(to: url)
        let top = try CommandLine.run(["explain", url.path, "root.topLayoutGuide", "--axis", "vertical", "--device", "iPhone 15"])
        #expect(top.status == 0, "\(top.stderr)")
        let lines = top.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "root.topLayoutGuide on the vertical axis, frame in root (0, 0, 393, 59):")
        #expect(lines.contains { $0.hasPrefix("  decides ") && $0.contains("'UIViewSafeAreaLayoutGuide-top' V:|-(59)-[UILayoutGuide:") })
        #expect(lines.contains { $0.contains("'_UILayoutGuide-top'.bottom + 10") }, "banner hangs from it: \(lines)")

        let bottom = try CommandLine.run(["explain", url.path, "root.bottomLayoutGuide", "--axis", "vertical", "--device", "iPhone 15"])
        #expect(bottom.status == 0, "\(bottom.stderr)")
        let bottomLines = bottom.stdout.split(separator: "\n").map(String.init)
        #expect(bottomLines.first == "root.bottomLayoutGuide on the vertical axis, frame in root (0, 818, 393, 34):")
        #expect(bottomLines.contains { $0.hasPrefix("  decides ") && $0.contains("'UIViewSafeAreaLayoutGuide-bottom' V:[UILayoutGuide:") && $0.contains("]-(34)-|") })

        for (item, expected) in [("root.topLayoutGuide", ["x": 0.0, "y": 0, "width": 852, "height": 0]),
                                 ("root.bottomLayoutGuide", ["x": 0.0, "y": 372, "width": 852, "height": 21])] {
            let landscape = try CommandLine.run([
                "explain", url.path, item, "--device", "iPhone 15", "--orientation", "landscape", "--format", "json",
            ])
            #expect(landscape.status == 0, "\(landscape.stderr)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(landscape.stdout.utf8)) as? [String: Any])
            #expect(object["frameInRoot"] as? [String: Double] == expected, "\(item)")
            let constraints = try #require(object["constraints"] as? [[String: Any]])
            // Horizontally the strip is the root's width: the container decides it.
            #expect(constraints.contains { ($0["description"] as? String)?.contains("width == 852") == true && $0["role"] as? String == "decides" }, "\(constraints)")
        }
    }

    @Test func theHelpSaysWhichGuidesItTakes() throws {
        let help = try CommandLine.run(["explain", "--help"])
        #expect(help.stdout.contains("layoutdb explain login root.safeArea --axis vertical --device \"iPhone 15\""))
        #expect(help.stdout.contains("V.safeArea, V.layoutMargins"))
    }
}
