import Foundation
import TestSupport
import Testing

/// The demo's table said only "ok" for its right-to-left column, and no example had a
/// view laid out differently by direction than by mirroring. The product page now has a
/// video row whose playback controls are `semanticContentAttribute: forceLeftToRight`
/// (as video players keep them; UIKit does not flip them), and the demo prints each
/// row's views in screen order both ways.
@Suite struct DemoDirectionTests {
    /// The frames under the demo's lines, by hand: the controls are three 28-point images
    /// 16 apart (116 wide), the video row is its label, 12, and the controls, at the
    /// details' leading edge. Right to left the row sits at the details' right edge and
    /// holds the controls first, but inside the controls rewind stays leftmost.
    @Test func theVideoRowMirrorsAndItsPlaybackControlsKeepTheirOrder() throws {
        let db = try DocumentCommandTests.folder().appendingPathComponent("db.sqlite").path
        let page = SharedPaths.examples.appendingPathComponent("product-page.json").path
        #expect(try CommandLine.run(["import", "--db", db, page]).status == 0)
        func frames(_ direction: String) throws -> [String: [Double]] {
            let solved = try CommandLine.run(["solve", "product-page", "--db", db, "--device", "iPhone 15", "--direction", direction,
                                              "--format", "json"])
            #expect(solved.status == 0, "\(solved.stderr)")
            let views = try #require(try BatchCommandTests.object(solved.stdout)["views"] as? [[String: Any]])
            return Dictionary(uniqueKeysWithValues: try views.map { view in
                let frame = try #require(view["frame"] as? [String: Double])
                return (try #require(view["id"] as? String), [frame["x"] ?? .nan, frame["y"] ?? .nan, frame["width"] ?? .nan, frame["height"] ?? .nan])
            })
        }
        let ltr = try frames("ltr"), rtl = try frames("rtl")
        for frames in [ltr, rtl] {
            #expect(frames["rewind"] == [0, 0, 28, 28] && frames["play"] == [44, 0, 28, 28] && frames["forward"] == [88, 0, 28, 28])
            #expect(frames["controls"]?[2] == 116)
        }
        let label = try #require(ltr["videoLabel"]), row = try #require(ltr["videoRow"]), details = try #require(ltr["details"])
        #expect(label[0] == 0 && ltr["controls"]?[0] == label[2] + 12)
        #expect(row[0] == 0 && abs(row[2] - (label[2] + 12 + 116)) < 1e-9)
        #expect(rtl["controls"]?[0] == 0 && rtl["videoLabel"]?[0] == 128)
        #expect(abs((rtl["videoRow"]?[0] ?? .nan) - (details[2] - row[2])) < 1e-9)
    }

    @Test func theDemoPrintsEachRowInScreenOrderBothWays() throws {
        let result = try CommandLine.run(["demo", "--examples", SharedPaths.examples.path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("Right to left: ") })
        #expect(lines[start] == "Right to left: product-page on the iPhone 15, each row's views from left to right on screen "
            + "(`layoutdb solve product-page --direction rtl` for the frames):")
        #expect(Array(lines[(start + 1)...].prefix(5)) == [
            "",
            "ROW       LEFT TO RIGHT          RIGHT TO LEFT",
            "priceRow  price, buy             buy, price             mirrored",
            "videoRow  videoLabel, controls   controls, videoLabel   mirrored",
            "controls  rewind, play, forward  rewind, play, forward  same order: playback controls, forced left to right",
        ], "\(result.stdout)")
        // It comes after the table of statuses and before the problems.
        let table = try #require(lines.firstIndex { $0.hasPrefix("DOCUMENT ") })
        let problems = try #require(lines.firstIndex { $0.hasPrefix("First problem of each configuration") })
        #expect(table < start && start < problems)
    }
}
