import LayoutInterchange
import LayoutModel
import Testing

@testable import LayoutDB

/// Layout margins and the readable content guide of small JSON documents, solved on
/// catalog devices and compared with frames worked out by hand (third semantics audit):
/// a plain view's 8-point margins measured from the safe area where the view reaches
/// into it (`insetsLayoutMarginsFromSafeArea`, additive as the measured root margins of
/// devices.json are), `preservesSuperviewLayoutMargins` (the superview's margin less the
/// view's distance from its edge), directional margins that follow the direction and
/// absolute ones that do not, and the readable guide: at most the readable width,
/// centred in the margins (672 at `large`, 176 from each side of a 1024-wide iPad,
/// uikit-defaults.md §5).
@Suite("Margins and readable guides against hand-computed frames")
struct MarginGuideAuditTests {
    static let margins = """
        { "layoutdb": 1, "name": "margins", "root": { "id": "root", "subviews": [
            { "id": "m" },
            { "id": "p", "subviews": [ { "id": "q" } ] },
            { "id": "p2", "preservesSuperviewLayoutMargins": true, "subviews": [ { "id": "q2" } ] },
            { "id": "p3", "insetsLayoutMarginsFromSafeArea": false, "subviews": [ { "id": "q3" } ] },
            { "id": "d", "directionalLayoutMargins": { "leading": 30, "trailing": 5 }, "subviews": [ { "id": "dq" } ] },
            { "id": "e", "layoutMargins": { "left": 30, "right": 5 }, "subviews": [ { "id": "eq" } ] } ] },
          "constraints": [
            "m.leading == root.leadingMargin", "m.trailing == root.trailingMargin", "m.top == root.topMargin", "m.height == 10",
            "p.leading == root.leading", "p.trailing == root.trailing", "p.top == root.top + 100", "p.height == 50",
            "q.leading == p.leadingMargin", "q.trailing == p.trailingMargin", "q.top == p.topMargin", "q.bottom == p.bottomMargin",
            "p2.leading == root.leading + 4", "p2.trailing == root.trailing - 4", "p2.top == root.top + 150", "p2.height == 50",
            "q2.leading == p2.leadingMargin", "q2.trailing == p2.trailingMargin", "q2.top == p2.topMargin", "q2.bottom == p2.bottomMargin",
            "p3.leading == root.leading", "p3.trailing == root.trailing", "p3.top == root.top + 200", "p3.height == 50",
            "q3.leading == p3.leadingMargin", "q3.trailing == p3.trailingMargin", "q3.top == p3.topMargin", "q3.bottom == p3.bottomMargin",
            "d.leading == root.safeArea.leading", "d.trailing == root.safeArea.trailing", "d.top == root.top + 250", "d.height == 20",
            "dq.leading == d.leadingMargin", "dq.width == 50", "dq.top == d.top", "dq.height == 10",
            "e.leading == root.safeArea.leading", "e.trailing == root.safeArea.trailing", "e.top == root.top + 300", "e.height == 20",
            "eq.leading == e.leadingMargin", "eq.width == 50", "eq.top == e.top", "eq.height == 10" ] }
        """

    static func frames(_ json: String, _ configuration: DeviceConfiguration) throws -> [String: LayoutRect] {
        let document = try DocumentReader.read(json, file: "audit.json")
        let solved = try LayoutSolving.solve(document, revision: nil, setup: SolveSetup(configuration: configuration))
        #expect(solved.diagnostics.isEmpty, "\(solved.diagnostics)")
        return Dictionary(uniqueKeysWithValues: solved.views.map { ($0.id, $0.frameInRoot) })
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
        LayoutRect(x: x, y: y, width: width, height: height)
    }

    /// iPhone 15 (393 × 852, safe area 59 / 34, root margins 16 + safe area). Portrait:
    /// every plain view is inside the safe area sideways, so 8; p2 at x 4 keeps the root's
    /// 16 − 4 = 12. Right to left, dq is 30 from d's right edge (393 − 30 − 50 = 313), eq
    /// 5 (393 − 5 − 50 = 338).
    @Test("iPhone 15 portrait, both directions")
    func portrait() throws {
        for direction in LayoutDirection.allCases {
            let rtl = direction == .rightToLeft
            let frames = try Self.frames(Self.margins, try DeviceConfiguration(deviceNamed: "iphone-6.1inch-island", direction: direction))
            #expect(frames["m"] == Self.rect(16, 59, 361, 10))
            #expect(frames["q"] == Self.rect(8, 108, 377, 34))
            #expect(frames["q2"] == Self.rect(16, 158, 361, 34))
            #expect(frames["q3"] == Self.rect(8, 208, 377, 34))
            #expect(frames["dq"] == Self.rect(rtl ? 313 : 30, 250, 50, 10), "\(direction)")
            #expect(frames["eq"] == Self.rect(rtl ? 338 : 30, 300, 50, 10), "\(direction)")
        }
    }

    /// Landscape (852 × 393, 59 unsafe on each side): the root's margins are 59 + 16 = 75;
    /// p's are 59 + 8 = 67; p2's the larger of 55 + 8 and 75 − 4 = 71 (x 75); p3, not
    /// inset from the safe area, 8. d and e span the safe area (59 … 793): dq at
    /// 59 + 30 = 89, or 793 − 30 − 50 = 713 right to left; eq at 89, or 793 − 5 − 50 = 738.
    @Test("iPhone 15 landscape, both directions")
    func landscape() throws {
        for direction in LayoutDirection.allCases {
            let rtl = direction == .rightToLeft
            let frames = try Self.frames(
                Self.margins, try DeviceConfiguration(deviceNamed: "iphone-6.1inch-island", orientation: .landscape, direction: direction))
            #expect(frames["m"] == Self.rect(75, 0, 702, 10))
            #expect(frames["q"] == Self.rect(67, 108, 718, 34))
            #expect(frames["q2"] == Self.rect(75, 158, 702, 34))
            #expect(frames["q3"] == Self.rect(8, 208, 836, 34))
            #expect(frames["dq"] == Self.rect(rtl ? 713 : 89, 250, 50, 10), "\(direction)")
            #expect(frames["eq"] == Self.rect(rtl ? 738 : 89, 300, 50, 10), "\(direction)")
        }
    }

    static let readable = """
        { "layoutdb": 1, "name": "readable", "root": { "id": "root", "subviews": [ { "id": "r" } ] },
          "constraints": [ "r.leading == root.readableContent.leading", "r.trailing == root.readableContent.trailing",
            "r.top == root.safeArea.top", "r.height == 10" ] }
        """

    /// (device, orientation, multitasking, category, x, width): the readable width 672 at
    /// `large` (sourced), 560 at extraSmall (the repeated, unconfirmed table), centred
    /// in the margins; narrower margins win (iPhone portrait, a third of an iPad).
    @Test("readable guide per device and text size", arguments: [
        ("ipad-9.7inch", Orientation.landscape, Multitasking.fullScreen, ContentSizeCategory.large, 176.0, 672.0),
        ("ipad-9.7inch", .portrait, .fullScreen, .large, 48, 672),
        ("ipad-pro-11inch", .landscape, .fullScreen, .large, 261, 672),
        ("ipad-pro-11inch", .landscape, .fullScreen, .extraSmall, 317, 560),
        ("ipad-pro-11inch", .portrait, .third, .large, 16, 288),
        ("iphone-6.1inch-island", .portrait, .fullScreen, .large, 16, 361),
        ("iphone-6.1inch-island", .landscape, .fullScreen, .large, 90, 672),
    ])
    func readableGuide(
        device: String, orientation: Orientation, multitasking: Multitasking, category: ContentSizeCategory,
        x: Double, width: Double
    ) throws {
        let configuration = try DeviceConfiguration(
            deviceNamed: device, orientation: orientation, multitasking: multitasking, contentSize: category)
        let frame = try #require(try Self.frames(Self.readable, configuration)["r"])
        #expect(frame.x == x && frame.width == width, "\(frame)")
    }
}
