import LayoutInterchange
import LayoutModel
import LayoutText
import Testing

@testable import LayoutDB

/// Baselines end to end (FIDELITY.md, fifth semantics audit): documents solved on an
/// iPhone 15 (@3x) whose vertical positions were worked out by hand first, from SF's
/// metrics (facts/uikit-defaults.md §7: ascender 0.9521484375 × size, line height
/// 1.193359375 × size, text centred in a box rounded up to the pixel grid) and the stack
/// rules of facts/stackview.md §3 and §7. Widths come from the stand-in font, so only
/// the vertical axis is checked (the stand-in font must be installed to measure them).
///
/// First baselines below the top of a one-line label: 17 pt 16.2096 (box 20.333), 28 pt
/// 26.7865 (box 33.667), 12 pt 11.4323 (box 14.333). A two-line 17-pt label (box 40.667)
/// has its first baseline at 16.2327 and its last at 36.5199. A rounded-rect text field
/// 34 high at 17 pt has its text's baseline at 23.0430; a system button "Go" (15 pt, 18
/// + 2 × 6 = 30 high) at 20.3320. A frame's edges land on the nearest third of a point.
@Suite(
    "Baselines against hand-computed frames",
    .enabled(if: (try? FontMeasurer()) != nil, "the stand-in font is not installed"))
struct BaselineAuditTests {
    static let labels = """
        { "layoutdb": 1, "name": "baselines", "root": { "id": "root", "subviews": [
          { "id": "a", "class": "UILabel", "text": "Hello", "font": { "size": 17 } },
          { "id": "b", "class": "UILabel", "text": "Big", "font": { "size": 28 } },
          { "id": "c", "class": "UILabel", "text": "one\\ntwo", "numberOfLines": 0, "font": { "size": 17 } },
          { "id": "d", "class": "UILabel", "text": "x", "font": { "size": 12 } },
          { "id": "e", "class": "UILabel", "text": "y", "font": { "size": 12 } },
          { "id": "f", "class": "UITextField", "text": "Field", "font": { "size": 17 } },
          { "id": "g", "class": "UILabel", "text": "z", "font": { "size": 12 } },
          { "id": "h", "class": "UIButton", "title": "Go" },
          { "id": "i", "class": "UILabel", "text": "Go", "font": { "size": 28 } },
          { "id": "p" },
          { "id": "j", "class": "UILabel", "text": "j", "font": { "size": 17 } },
          { "id": "k", "class": "UILabel", "text": "k", "font": { "size": 17 } },
          { "id": "t", "class": "UILabel", "text": "Body", "textStyle": "body" },
          { "id": "u", "class": "UILabel", "text": "u", "font": { "size": 17 } } ] },
          "constraints": [
            "a.leading == root.leading + 20", "a.top == root.top + 100",
            "b.leading == a.trailing + 8", "b.firstBaseline == a.firstBaseline",
            "c.leading == root.leading + 20", "c.top == root.top + 200",
            "d.leading == root.leading + 200", "d.firstBaseline == c.lastBaseline",
            "e.leading == root.leading + 250", "e.lastBaseline == c.firstBaseline",
            "f.leading == root.leading + 20", "f.top == root.top + 300", "f.width == 150",
            "g.leading == root.leading + 200", "g.firstBaseline == f.firstBaseline",
            "h.leading == root.leading + 20", "h.top == root.top + 400",
            "i.leading == root.leading + 200", "i.lastBaseline == h.lastBaseline",
            "p.leading == root.leading + 20", "p.top == root.top + 500", "p.width == 50", "p.height == 40",
            "j.leading == root.leading + 200", "j.firstBaseline == p.firstBaseline",
            "k.leading == root.leading + 260", "k.lastBaseline == p.lastBaseline",
            "t.leading == root.leading + 20", "t.top == root.top + 600",
            "u.leading == root.leading + 250", "u.firstBaseline == t.firstBaseline" ] }
        """

    static let stacks = """
        { "layoutdb": 1, "name": "stackbaselines", "root": { "id": "root", "subviews": [
          { "id": "row", "class": "UIStackView", "axis": "horizontal", "alignment": "firstBaseline", "spacing": 8,
            "arrangedSubviews": [
              { "id": "A", "class": "UILabel", "text": "A", "font": { "size": 17 } },
              { "id": "col", "class": "UIStackView", "axis": "vertical", "arrangedSubviews": [
                { "id": "B", "class": "UILabel", "text": "B", "font": { "size": 28 } },
                { "id": "C", "class": "UILabel", "text": "C", "font": { "size": 12 } } ] },
              { "id": "D", "class": "UILabel", "text": "D", "font": { "size": 12 } } ] },
          { "id": "row2", "class": "UIStackView", "axis": "horizontal", "alignment": "lastBaseline", "spacing": 8,
            "arrangedSubviews": [
              { "id": "A2", "class": "UILabel", "text": "A", "font": { "size": 17 } },
              { "id": "col2", "class": "UIStackView", "axis": "vertical", "arrangedSubviews": [
                { "id": "B2", "class": "UILabel", "text": "B", "font": { "size": 28 } },
                { "id": "C2", "class": "UILabel", "text": "C", "font": { "size": 12 } } ] },
              { "id": "D2", "class": "UILabel", "text": "D", "font": { "size": 12 } } ] },
          { "id": "x", "class": "UILabel", "text": "x", "font": { "size": 12 } },
          { "id": "v", "class": "UIStackView", "axis": "vertical", "baselineRelativeArrangement": true, "spacing": 30,
            "arrangedSubviews": [
              { "id": "t1", "class": "UILabel", "text": "Title", "textStyle": "body" },
              { "id": "t2", "class": "UILabel", "text": "Caption", "textStyle": "caption1" } ] } ] },
          "constraints": [
            "row.leading == root.leading + 20", "row.top == root.top + 100",
            "row2.leading == root.leading + 20", "row2.top == root.top + 200",
            "x.leading == root.leading + 300", "x.firstBaseline == row.firstBaseline",
            "v.leading == root.leading + 20", "v.top == root.top + 300" ] }
        """

    /// Each view's (y, height) in root coordinates.
    static func vertical(_ json: String, contentSize: ContentSizeCategory = .default) throws -> [String: [Double]] {
        let document = try DocumentReader.read(json, file: "baselines.json")
        let configuration = try DeviceConfiguration(deviceNamed: "iphone-6.1inch-island", contentSize: contentSize)
        let solved = try LayoutSolving.solve(
            document, revision: nil, setup: SolveSetup(configuration: configuration), measurer: try FontMeasurer())
        #expect(!solved.diagnostics.contains { $0.isError }, "\(solved.diagnostics)")
        return Dictionary(uniqueKeysWithValues: solved.views.map { ($0.id, [$0.frameInRoot.y, $0.frameInRoot.height]) })
    }

    /// Whether `actual` is `expected` to within a thousandth (the grid's thirds).
    static func near(_ actual: [Double]?, _ expected: [Double]) -> Bool {
        guard let actual, actual.count == expected.count else { return false }
        return zip(actual, expected).allSatisfy { abs($0 - $1) < 0.001 }
    }

    /// b's first baseline meets a's (100 + 16.2096): top 89.4232 → 89.333. d's first
    /// baseline meets c's last (236.5199): top 225.0876 → 225. e's last baseline meets
    /// c's first (216.2327): top 204.8005 → 204.667. g meets the field's text (323.0430):
    /// 311.6107 → 311.667. i's last baseline meets the button's (420.3320): 393.5456 →
    /// 393.667. A plain view has no text: both its baselines are its bottom (540), so j
    /// and k sit at 540 − 16.2096 = 523.7904 → 523.667. At `large` body is 17 pt: u
    /// level with t at 600.
    @Test("labels of different sizes, a two-line label, a field, a button and a plain view")
    func labelsFieldsButtons() throws {
        let frames = try Self.vertical(Self.labels)
        let third = 1.0 / 3
        let expected: [String: [Double]] = [
            "a": [100, 20 + third], "b": [89 + third, 33 + 2 * third], "c": [200, 40 + 2 * third],
            "d": [225, 14 + third], "e": [204 + 2 * third, 14 + third], "f": [300, 34], "g": [311 + 2 * third, 14 + third],
            "h": [400, 30], "i": [393 + 2 * third, 33 + 2 * third], "p": [500, 40],
            "j": [523 + 2 * third, 20 + third], "k": [523 + 2 * third, 20 + third], "t": [600, 20 + third], "u": [600, 20 + third],
        ]
        for (id, value) in expected {
            #expect(Self.near(frames[id], value), "\(id): \(frames[id] ?? [])")
        }
    }

    /// Dynamic Type moves the baseline: body at AX5 is 53 pt (dynamic-type.json), a box
    /// of 63.333 with its first baseline 50.5065 down, so u (17 pt) sits at
    /// 650.5065 − 16.2096 = 634.2969 → 634.333; the fixed fonts stay where they were.
    @Test("a text-style label's baseline moves with the content size")
    func dynamicTypeMovesTheBaseline() throws {
        let frames = try Self.vertical(Self.labels, contentSize: .accessibilityExtraExtraExtraLarge)
        #expect(Self.near(frames["t"], [600, 63 + 1.0 / 3]), "\(frames["t"] ?? [])")
        #expect(Self.near(frames["u"], [634 + 1.0 / 3, 20 + 1.0 / 3]), "\(frames["u"] ?? [])")
        #expect(Self.near(frames["b"], [89 + 1.0 / 3, 33 + 2.0 / 3]), "\(frames["b"] ?? [])")
    }

    /// row (first baseline, at 100): the nested vertical stack offers its first view's
    /// baseline (B, 28 pt), whose top reaches highest, so the row starts at col's top
    /// and the shared baseline is 126.7865: A at 110.577 → 110.667, D at 115.354 →
    /// 115.333; the row is col's 48 high. x, tied to the row's first baseline, follows
    /// the row's tallest arranged view (col, so B): 115.333 too. row2 (last baseline, at
    /// 200): col2 offers C2's last baseline, 33.667 + 11.4323 below its top; col2's top
    /// is highest (200), the baseline 245.099, A2 at 228.889 → 229, D2 233.667, and the
    /// row ends at A2's bottom, 249.2227 → 249.333. v (baseline relative, spacing 30):
    /// t2's first baseline 30 below t1's last, t2's top 16.2096 + 30 − 11.4323 = 34.777
    /// below v's top → 334.667; v ends at 349.
    @Test("baseline-aligned rows with a nested stack, a stack's own baseline, baseline-relative spacing")
    func stacks() throws {
        let frames = try Self.vertical(Self.stacks)
        let third = 1.0 / 3
        let expected: [String: [Double]] = [
            "row": [100, 48], "A": [110 + 2 * third, 20 + third], "col": [100, 48], "B": [100, 33 + 2 * third],
            "C": [133 + 2 * third, 14 + third], "D": [115 + third, 14 + third], "x": [115 + third, 14 + third],
            "row2": [200, 49 + third], "A2": [229, 20 + third], "col2": [200, 48], "D2": [233 + 2 * third, 14 + third],
            "v": [300, 49], "t1": [300, 20 + third], "t2": [334 + 2 * third, 14 + third],
        ]
        for (id, value) in expected {
            #expect(Self.near(frames[id], value), "\(id): \(frames[id] ?? [])")
        }
    }

    /// At AX5 body is 53 pt and caption1 43 pt (box 51.333, first baseline 40.9518): t2's
    /// top is 50.5065 + 30 − 40.9518 = 39.5547 below v's → 339.667, inside t1's box, as
    /// UIKit overlaps them too with a fixed 30-point baseline spacing.
    @Test("baseline-relative spacing follows Dynamic Type")
    func baselineRelativeAtAX5() throws {
        let frames = try Self.vertical(Self.stacks, contentSize: .accessibilityExtraExtraExtraLarge)
        #expect(Self.near(frames["t1"], [300, 63 + 1.0 / 3]), "\(frames["t1"] ?? [])")
        #expect(Self.near(frames["t2"], [339 + 2.0 / 3, 51 + 1.0 / 3]), "\(frames["t2"] ?? [])")
    }

    static let more = """
        { "layoutdb": 1, "name": "b2", "root": { "id": "root", "subviews": [
          { "id": "L", "class": "UILabel", "text": "Tall", "font": { "size": 17 } },
          { "id": "M", "class": "UILabel", "text": "m", "font": { "size": 12 } },
          { "id": "row", "class": "UIStackView", "axis": "horizontal", "alignment": "firstBaseline", "spacing": 8, "arrangedSubviews": [
            { "id": "icon", "class": "UIImageView", "image": { "width": 20, "height": 20 } },
            { "id": "lab", "class": "UILabel", "text": "Label", "font": { "size": 17 } } ] },
          { "id": "tv", "class": "UITextView", "text": "Text view", "font": { "size": 14 } },
          { "id": "N", "class": "UILabel", "text": "n", "font": { "size": 12 } },
          { "id": "tf", "class": "UITextField", "text": "plain", "borderStyle": "none", "font": { "size": 17 } },
          { "id": "O", "class": "UILabel", "text": "o", "font": { "size": 12 } },
          { "id": "btn", "class": "UIButton", "title": "Inset", "font": { "size": 15 },
            "contentEdgeInsets": { "top": 10, "left": 0, "bottom": 4, "right": 0 } },
          { "id": "P", "class": "UILabel", "text": "p", "font": { "size": 12 } } ] },
          "constraints": [
            "L.leading == root.leading + 20", "L.top == root.top + 100", "L.height == 60",
            "M.leading == root.leading + 200", "M.firstBaseline == L.firstBaseline",
            "row.leading == root.leading + 20", "row.top == root.top + 200",
            "tv.leading == root.leading + 20", "tv.top == root.top + 300", "tv.width == 150",
            "N.leading == root.leading + 200", "N.firstBaseline == tv.firstBaseline",
            "tf.leading == root.leading + 20", "tf.top == root.top + 400",
            "O.leading == root.leading + 200", "O.firstBaseline == tf.firstBaseline",
            "btn.leading == root.leading + 20", "btn.top == root.top + 500",
            "P.leading == root.leading + 200", "P.firstBaseline == btn.firstBaseline" ] }
        """

    /// A 17-pt label stretched to 60 draws its text centred: baseline (60 − 20.2871) / 2
    /// + 16.1865 = 36.043 down, M at 124.611 → 124.667. An image view has no text: in a
    /// `firstBaseline` row its bottom sits on the label's baseline, so the row starts at
    /// the icon (200), the label at 220 − 16.2096 → 203.667, the row 24 high. A text view
    /// draws from the top, 8 in: 14-pt baseline 21.330 down, N at 309.898 → 310. A
    /// borderless field (22 high) centres its text: 17.043 down, O at 405.611 → 405.667.
    /// A button with insets 10 above and 4 below (18 + 14 = 32 high) centres its title in
    /// the inset rectangle: 10 + 0.0498 + 14.2822 = 24.332 down, P at 512.900 → 513
    /// (centred in the whole button it would be 510).
    @Test("a stretched label, an icon in a baseline row, a text view, a borderless field, an inset button")
    func moreBaselines() throws {
        let frames = try Self.vertical(Self.more)
        let third = 1.0 / 3
        let expected: [String: [Double]] = [
            "L": [100, 60], "M": [124 + 2 * third, 14 + third], "row": [200, 24], "icon": [200, 20],
            "lab": [203 + 2 * third, 20 + third], "tv": [300, 33], "N": [310, 14 + third], "tf": [400, 22],
            "O": [405 + 2 * third, 14 + third], "btn": [500, 32], "P": [513, 14 + third],
        ]
        for (id, value) in expected {
            #expect(Self.near(frames[id], value), "\(id): \(frames[id] ?? [])")
        }
    }
}
