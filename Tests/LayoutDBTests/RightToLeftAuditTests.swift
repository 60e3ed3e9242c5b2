import Foundation
import LayoutInterchange
import LayoutModel
import Testing

@testable import LayoutDB

/// Right to left end to end (FIDELITY.md, fifth semantics audit): a document solved on an
/// iPhone 15 (393 wide) in both directions, every frame worked out by hand first.
///
/// - `media`: a horizontal stack forced left to right (`forceLeftToRight`, as a row of
///   playback controls is) keeps prev, play, next from left to right under a
///   right-to-left layout, while its own leading edge, a constraint of the root's, still
///   starts from the right: UIKit's `effectiveUserInterfaceLayoutDirection` is "the
///   direction appropriate for arranging the immediate content of this view".
/// - `plain`: the same stack unforced mirrors.
/// - `eq`: an `equalSpacing` stack marked `playback` (always left to right): 40, 60, 40 in
///   300, gaps of 80.
/// - `box`: a plain view forced left to right: a subview pinned to its leading edge and
///   another to its leading margin (directional margins 30 leading / 5 trailing, read in
///   the box's own direction) sit from its left; a stack inside it without an attribute
///   of its own follows the traits (the attribute is not inherited), so it is placed from
///   the box's left and arranges n1, n2 right to left.
/// - `margins`: a margins-relative stack with directional margins 30 / 5: its arranged
///   view starts 30 from the leading side, 5 from the trailing side.
@Suite("Right to left against hand-computed frames")
struct RightToLeftAuditTests {
    static let json = """
        { "layoutdb": 1, "name": "rtl", "root": { "id": "root", "subviews": [
          { "id": "media", "class": "UIStackView", "axis": "horizontal", "spacing": 10, "semanticContentAttribute": "forceLeftToRight",
            "arrangedSubviews": [
              { "id": "prev", "intrinsicContentSize": { "width": 40, "height": 40 } },
              { "id": "play", "intrinsicContentSize": { "width": 40, "height": 40 } },
              { "id": "next", "intrinsicContentSize": { "width": 40, "height": 40 } } ] },
          { "id": "plain", "class": "UIStackView", "axis": "horizontal", "spacing": 10, "arrangedSubviews": [
              { "id": "prev2", "intrinsicContentSize": { "width": 40, "height": 40 } },
              { "id": "play2", "intrinsicContentSize": { "width": 40, "height": 40 } },
              { "id": "next2", "intrinsicContentSize": { "width": 40, "height": 40 } } ] },
          { "id": "eq", "class": "UIStackView", "axis": "horizontal", "distribution": "equalSpacing", "semanticContentAttribute": "playback",
            "arrangedSubviews": [
              { "id": "e1", "intrinsicContentSize": { "width": 40, "height": 40 } },
              { "id": "e2", "intrinsicContentSize": { "width": 60, "height": 40 } },
              { "id": "e3", "intrinsicContentSize": { "width": 40, "height": 40 } } ] },
          { "id": "box", "semanticContentAttribute": "forceLeftToRight",
            "directionalLayoutMargins": { "leading": 30, "trailing": 5, "top": 0, "bottom": 0 }, "subviews": [
              { "id": "inner" }, { "id": "inm" },
              { "id": "nested", "class": "UIStackView", "axis": "horizontal", "spacing": 10, "arrangedSubviews": [
                { "id": "n1", "intrinsicContentSize": { "width": 40, "height": 40 } },
                { "id": "n2", "intrinsicContentSize": { "width": 60, "height": 40 } } ] } ] },
          { "id": "margins", "class": "UIStackView", "axis": "horizontal", "layoutMarginsRelativeArrangement": true,
            "directionalLayoutMargins": { "leading": 30, "trailing": 5, "top": 4, "bottom": 6 }, "arrangedSubviews": [
              { "id": "m1", "intrinsicContentSize": { "width": 40, "height": 40 } } ] } ] },
          "constraints": [
            "media.leading == root.leading + 20", "media.top == root.top + 100",
            "plain.leading == root.leading + 20", "plain.top == root.top + 160",
            "eq.leading == root.leading + 20", "eq.top == root.top + 220", "eq.width == 300",
            "box.leading == root.leading", "box.trailing == root.trailing", "box.top == root.top + 300", "box.height == 200",
            "inner.leading == box.leading + 10", "inner.top == box.top", "inner.width == 20", "inner.height == 20",
            "inm.leading == box.leadingMargin", "inm.top == box.top + 30", "inm.width == 20", "inm.height == 20",
            "nested.leading == box.leading + 10", "nested.top == box.top + 60",
            "margins.leading == root.leading + 20", "margins.trailing == root.trailing - 20", "margins.top == root.top + 550" ] }
        """

    /// Each view's x and width in root coordinates.
    static func horizontal(_ direction: LayoutDirection) throws -> [String: [Double]] {
        let document = try DocumentReader.read(json, file: "rtl.json")
        let configuration = try DeviceConfiguration(deviceNamed: "iphone-6.1inch-island", direction: direction)
        let solved = try LayoutSolving.solve(document, revision: nil, setup: SolveSetup(configuration: configuration))
        #expect(solved.diagnostics.isEmpty, "\(solved.diagnostics)")
        return Dictionary(uniqueKeysWithValues: solved.views.map { ($0.id, [$0.frameInRoot.x, $0.frameInRoot.width]) })
    }

    /// Right to left: media's right edge is 20 from the root's (x 233, 140 wide) and its
    /// content runs left to right (233, 283, 333); plain mirrors (next2 233, prev2 333);
    /// eq spans 73…373 left to right (73, 193, 333); in the box, inner at 10, inm at its
    /// left margin 30, nested from 10 (110 wide) with n2 at 10 and n1 at 80; m1 from
    /// 20 + 5 to 373 − 30 (318 wide).
    @Test("right to left: forced and playback content stays left to right, the rest mirrors")
    func rightToLeft() throws {
        let frames = try Self.horizontal(.rightToLeft)
        let expected: [String: [Double]] = [
            "media": [233, 140], "prev": [233, 40], "play": [283, 40], "next": [333, 40],
            "plain": [233, 140], "prev2": [333, 40], "play2": [283, 40], "next2": [233, 40],
            "eq": [73, 300], "e1": [73, 40], "e2": [193, 60], "e3": [333, 40],
            "box": [0, 393], "inner": [10, 20], "inm": [30, 20], "nested": [10, 110], "n1": [80, 40], "n2": [10, 60],
            "margins": [20, 353], "m1": [25, 318],
        ]
        for (id, value) in expected { #expect(frames[id] == value, "\(id): \(frames[id] ?? [])") }
    }

    /// Left to right everything runs from the left: media and plain at 20 (prev 20, play
    /// 70, next 120), eq at 20 (20, 140, 280), the box as right to left, nested's n1 at
    /// 10 and n2 at 60, m1 from 20 + 30 to 373 − 5.
    @Test("left to right: the same document, read from the left")
    func leftToRight() throws {
        let frames = try Self.horizontal(.leftToRight)
        let expected: [String: [Double]] = [
            "media": [20, 140], "prev": [20, 40], "play": [70, 40], "next": [120, 40],
            "plain": [20, 140], "prev2": [20, 40], "play2": [70, 40], "next2": [120, 40],
            "eq": [20, 300], "e1": [20, 40], "e2": [140, 60], "e3": [280, 40],
            "box": [0, 393], "inner": [10, 20], "inm": [30, 20], "nested": [10, 110], "n1": [10, 40], "n2": [60, 60],
            "margins": [20, 353], "m1": [50, 318],
        ]
        for (id, value) in expected { #expect(frames[id] == value, "\(id): \(frames[id] ?? [])") }
    }

    /// Margins and distributions right to left: a box with directional margins 30
    /// leading / 10 trailing across the root, a 21-wide view centred within them, `|-[a]-|`
    /// in it, one on its left margin; a `fillProportionally` row of 100 and 50 in 300
    /// (200 and 100); an `equalCentering` row of 20, 60, 20 in 300 (centres 150 apart).
    static let distributions = """
        { "layoutdb": 1, "name": "rtl2", "root": { "id": "root", "subviews": [
          { "id": "box", "directionalLayoutMargins": { "leading": 30, "trailing": 10, "top": 0, "bottom": 0 }, "subviews": [
            { "id": "c" }, { "id": "a" }, { "id": "lm" } ] },
          { "id": "row", "class": "UIStackView", "axis": "horizontal", "distribution": "fillProportionally", "arrangedSubviews": [
            { "id": "r1", "intrinsicContentSize": { "width": 100, "height": 20 } },
            { "id": "r2", "intrinsicContentSize": { "width": 50, "height": 20 } } ] },
          { "id": "cen", "class": "UIStackView", "axis": "horizontal", "distribution": "equalCentering", "arrangedSubviews": [
            { "id": "c1", "intrinsicContentSize": { "width": 20, "height": 20 } },
            { "id": "c2", "intrinsicContentSize": { "width": 60, "height": 20 } },
            { "id": "c3", "intrinsicContentSize": { "width": 20, "height": 20 } } ] } ] },
          "constraints": [
            "box.leading == root.leading", "box.trailing == root.trailing", "box.top == root.top + 100", "box.height == 100",
            "c.centerX == box.centerXWithinMargins", "c.width == 21", "c.top == box.top", "c.height == 10",
            { "visual": "H:|-[a]-|" }, "a.top == box.top + 20", "a.height == 10",
            "lm.left == box.leftMargin", "lm.width == 10", "lm.top == box.top + 40", "lm.height == 10",
            "row.leading == root.leading + 20", "row.width == 300", "row.top == root.top + 300",
            "cen.leading == root.leading + 20", "cen.width == 300", "cen.top == root.top + 400" ] }
        """

    /// Left to right the margins guide is 30…383 (centre 206.5: c at 196), right to left
    /// 10…363 (centre 186.5: c at 176); a spans the guide; the left margin is 30, or the
    /// trailing 10 right to left. row at 20 (r1 20…220, r2 220…320) or 73 (r1 173…373,
    /// r2 73…173); cen's c1, c2, c3 at 20, 140, 300, or 353, 193, 73.
    @Test("directional margins, centerXWithinMargins, fillProportionally and equalCentering, both directions")
    func marginsAndDistributions() throws {
        for direction in LayoutDirection.allCases {
            let rtl = direction == .rightToLeft
            let document = try DocumentReader.read(Self.distributions, file: "rtl2.json")
            let configuration = try DeviceConfiguration(deviceNamed: "iphone-6.1inch-island", direction: direction)
            let solved = try LayoutSolving.solve(document, revision: nil, setup: SolveSetup(configuration: configuration))
            #expect(solved.diagnostics.isEmpty, "\(solved.diagnostics)")
            let frames = Dictionary(uniqueKeysWithValues: solved.views.map { ($0.id, [$0.frameInRoot.x, $0.frameInRoot.width]) })
            let expected: [String: [Double]] = [
                "c": [rtl ? 176 : 196, 21], "a": [rtl ? 10 : 30, 353], "lm": [rtl ? 10 : 30, 10],
                "r1": [rtl ? 173 : 20, 200], "r2": [rtl ? 73 : 220, 100],
                "c1": [rtl ? 353 : 20, 20], "c2": [rtl ? 193 : 140, 60], "c3": [rtl ? 73 : 300, 20],
            ]
            for (id, value) in expected { #expect(frames[id] == value, "\(direction) \(id): \(frames[id] ?? [])") }
        }
    }

    /// `explain` prints frames as UIKit's are, from the left edge whatever the direction,
    /// and marks each leading/trailing spacing with the direction it resolved in: `(RTL)`
    /// for media's pin to the root, `(LTR)` for inner's pin inside the forced box; the
    /// stack's own `UISV-spacing` carries no marker, as UIKit's logs print it.
    @Test("explain on flipped frames: left-based frames and resolved direction markers")
    func explainMarkers() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-rtl-\(UUID().uuidString).json")
        try Data(Self.json.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let prev = try CommandLine.run(["explain", url.path, "prev", "--axis", "horizontal", "--direction", "rtl"])
        #expect(prev.status == 0, "\(prev.stderr)")
        let lines = prev.stdout.split(separator: "\n").map(String.init)
        // Right to left, the heading says which edge leading is: prev's is the left one, in a
        // stack forced left to right (the stack itself is placed right to left, below).
        #expect(lines.first == "prev on the horizontal axis, right to left, but left to right in media (forceLeftToRight): "
            + "its leading edge is the left one, frame in root (233, 100, 40, 40):")
        #expect(lines.contains { $0.contains("H:|-(20)-[UIStackView:") && $0.contains("](RTL)   (active, names: '|':UIView:") })
        #expect(lines.contains { $0.contains("'UISV-spacing' H:[UIView:") && $0.contains("]-(10)-[UIView:") && !$0.contains("(LTR)") })
        let inner = try CommandLine.run(["explain", url.path, "inner", "--axis", "horizontal", "--direction", "rtl"])
        #expect(inner.status == 0, "\(inner.stderr)")
        #expect(inner.stdout.hasPrefix("inner on the horizontal axis, right to left, but left to right in box (forceLeftToRight): "
            + "its leading edge is the left one, frame in root (10, 300, 20, 20):"), "\(inner.stdout)")
        let plain = try CommandLine.run(["explain", url.path, "prev2", "--axis", "horizontal", "--direction", "rtl"])
        #expect(plain.stdout.hasPrefix("prev2 on the horizontal axis, right to left (leading is the right edge, trailing the left), "),
            "\(plain.stdout)")
        #expect(inner.stdout.contains("H:|-(10)-[UIView:0x7fa000000f00](LTR)"))
    }
}
