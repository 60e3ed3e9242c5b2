import Foundation
import Testing

/// `--multitasking slideOver` solves on the iPads with a decided Slide Over width
/// (Documentation/Devices.md): the window is 320 or 375 points wide at the screen's full
/// height, compact width, with the screen's top and bottom insets and the compact
/// width's 16-point side margins. Frames worked by hand.
@Suite struct SlideOverSolveTests {
    /// A bar pinned to the root's margins, 10 below the safe area's top, 50 high.
    static let bar = """
        {"layoutdb": 1, "name": "bar",
         "root": {"id": "root", "subviews": [{"id": "bar"}]},
         "constraints": ["bar.leading == root.leadingMargin", "bar.trailing == root.trailingMargin",
                         "bar.top == root.safeArea.top + 10", "bar.height == 50"]}
        """

    static func frame(_ output: String, _ id: String) throws -> [Double] {
        let object = try #require(try DocumentCommandTests.json(output) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        let view = try #require(views.first { $0["id"] as? String == id })
        let frame = try #require(view["frameInRoot"] as? [String: Double])
        return [frame["x"], frame["y"], frame["width"], frame["height"]].compactMap { $0 }
    }

    @Test func aSlideOverSolveGivesTheHandComputedFrames() throws {
        let folder = try DocumentCommandTests.folder()
        let file = try DocumentCommandTests.write(Self.bar, to: folder.appendingPathComponent("bar.json"))
        // 9.7-inch iPad: 320 wide, margins 16 (compact), safe area top 20: x 16, y 30, width 320 − 32.
        for (orientation, height) in [("portrait", 1024.0), ("landscape", 768.0)] {
            let solved = try CommandLine.run([
                "solve", file, "--device", "ipad-9.7inch", "--orientation", orientation, "--multitasking", "slideOver",
                "--format", "json",
            ])
            #expect(solved.status == 0, "\(solved.stderr)")
            let object = try #require(try DocumentCommandTests.json(solved.stdout) as? [String: Any])
            #expect(object["container"] as? [String: Double] == ["width": 320, "height": height])
            let traits = try #require(object["traits"] as? [String: Any])
            #expect(traits["widthClass"] as? String == "compact" && traits["heightClass"] as? String == "regular")
            #expect(try Self.frame(solved.stdout, "bar") == [16, 30, 288, 50])
        }
        // 12.9-inch iPad Pro (third generation on): 375 wide, safe area top 24: y 34, width 343.
        let pro = try CommandLine.run([
            "solve", file, "--device", "ipad-pro-12.9inch", "--multitasking", "slideOver", "--format", "json",
        ])
        #expect(pro.status == 0, "\(pro.stderr)")
        #expect(try Self.frame(pro.stdout, "bar") == [16, 34, 343, 50])
        // A stored document too, through the cache, keyed apart from full screen.
        let db = folder.appendingPathComponent("db.sqlite").path
        #expect(try CommandLine.run(["import", "--db", db, file]).status == 0)
        let stored = try CommandLine.run([
            "solve", "bar", "--db", db, "--device", "ipad-9.7inch", "--multitasking", "slideOver", "--format", "json",
        ])
        #expect(try Self.frame(stored.stdout, "bar") == [16, 30, 288, 50])
        let full = try CommandLine.run(["solve", "bar", "--db", db, "--device", "ipad-9.7inch", "--format", "json"])
        #expect(try Self.frame(full.stdout, "bar")[2] != 288)
    }

    /// `devices` shows the decided widths marked `*`, and in JSON beside the facts' null.
    @Test func devicesMarksTheDecidedWidths() throws {
        let text = try CommandLine.run(["devices"])
        let row = try #require(text.stdout.split(separator: "\n").first { $0.hasPrefix("ipad-9.7inch ") })
        #expect(row.contains("L slideOver 320*; P slideOver 320*"), "\(row)")
        let pro11 = try #require(text.stdout.split(separator: "\n").first { $0.hasPrefix("ipad-pro-11inch ") })
        #expect(pro11.contains("L slideOver ??; P slideOver ??"), "\(pro11)")
        let json = try CommandLine.run(["devices", "--format", "json"])
        let devices = try #require(try DocumentCommandTests.json(json.stdout) as? [[String: Any]])
        let pad = try #require(devices.first { $0["id"] as? String == "ipad-pro-12.9inch-home-button" })
        let rows = try #require(pad["multitasking"] as? [[String: Any]])
        let slideOver = rows.filter { $0["multitasking"] as? String == "slideOver" }
        #expect(slideOver.count == 2)
        #expect(slideOver.allSatisfy { $0["decidedWidth"] as? Int == 375 && $0["width"] is NSNull && $0["confirmed"] as? Bool == false })
        #expect(rows.filter { $0["decidedWidth"] != nil }.count == 2)
    }
}
