import Foundation
import LayoutInterchange
import LayoutModel
import LayoutText
import TestSupport
import Testing

@testable import LayoutDB

/// The Auto Layout Guide's own examples (FIDELITY.md, seventh semantics audit), each a
/// document in `Tests/Fixtures/AutoLayoutGuide/` solved as `layoutdb solve` solves it and
/// compared with the result the guide states, worked out by hand first (the arithmetic
/// is beside each test). Devices: the iPhone SE (375 × 667, @2x, a 20-point status bar
/// in portrait and none in landscape, root margins 16 and 20) unless a test says the
/// iPhone 15 (393 × 852, @3x, safe area 59 above and 34 below, margins 16). Frames are
/// in the root's coordinates. Each test names the guide's chapter it comes from; the
/// later chapters are in `AutoLayoutGuideExampleTests+Advanced.swift`.
@Suite("The Auto Layout Guide's own examples, seventh audit, against hand-computed frames")
struct AutoLayoutGuideExampleTests {
    static let folder = SharedPaths.repository.appendingPathComponent("Tests/Fixtures/AutoLayoutGuide")

    /// A fixture solved: frames in the root's coordinates, the problems, the window.
    struct Solved {
        var frames: [String: LayoutRect]
        var diagnostics: [SolvedDiagnostic]
        var container: LayoutSize
        var scrollViews: [SolvedScrollView]

        var kinds: [String] { diagnostics.map(\.kind) }
        var messages: [String] { diagnostics.map(\.message) }
    }

    /// The fixture `name`, changed by `edit` first (a priority or a key a test varies),
    /// solved on `device`. `measured`: with the stand-in font, for documents whose text
    /// is measured (their widths are the font's; the tests check heights and relations).
    static func solve(
        _ name: String, device: String = "iphone-se-2-3", orientation: Orientation = .portrait,
        direction: LayoutDirection = .leftToRight, contentSize: ContentSizeCategory = .default, measured: Bool = false,
        edit: (String) -> String = { $0 }
    ) throws -> Solved {
        let text = edit(try String(contentsOf: file(name), encoding: .utf8))
        let document = try DocumentReader.read(text, file: "\(name).json")
        let configuration = try DeviceConfiguration(
            deviceNamed: device, orientation: orientation, contentSize: contentSize, direction: direction)
        let solved = try LayoutSolving.solve(
            document, revision: nil, setup: SolveSetup(configuration: configuration),
            measurer: measured ? try FontMeasurer() : nil)
        return Solved(
            frames: Dictionary(uniqueKeysWithValues: solved.views.map { ($0.id, $0.frameInRoot) }),
            diagnostics: solved.diagnostics, container: solved.container, scrollViews: solved.scrollViews)
    }

    static func file(_ name: String) -> URL { folder.appendingPathComponent("\(name).json") }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
        LayoutRect(x: x, y: y, width: width, height: height)
    }

    /// Whether `frame` is `expected` to a millionth of a point (the pixel grid's thirds
    /// come out of the solver with float noise).
    static func close(_ frame: LayoutRect?, _ expected: LayoutRect) -> Bool {
        guard let frame else { return false }
        return abs(frame.x - expected.x) < 1e-6 && abs(frame.y - expected.y) < 1e-6
            && abs(frame.width - expected.width) < 1e-6 && abs(frame.height - expected.height) < 1e-6
    }

    static var fontInstalled: Bool { (try? FontMeasurer()) != nil }

    // MARK: - Anatomy of a Constraint

    /// Listing 3-1's equations, written as the guide writes them (a constant height as
    /// `0.0 × NotAnAttribute + 40`, every multiplier and constant spelled out), and
    /// Listing 3-2's, each reversed with the multiplier and constant inverted. "Equality,
    /// not assignment": both give the same frames. The view: 40 high, height = 2 ×
    /// width so 20 wide, centred in 375 × 667: x = 187.5 − 10 = 177.5, y = 333.5 − 20 =
    /// 313.5. Button 1 at 20 and button 2 8 after it, ending 20 from the right, equal
    /// widths: (375 − 40 − 8) / 2 = 163.5 each, button 2 at 20 + 163.5 + 8 = 191.5.
    /// Button 3 leading-aligned with button 1, 8 below it (100 + 30 + 8 = 138).
    @Test("Anatomy of a Constraint: Listings 3-1 and 3-2 (the same equations reversed) give one layout")
    func sampleEquations() throws {
        let expected = [
            "view": Self.rect(177.5, 313.5, 20, 40), "button1": Self.rect(20, 100, 163.5, 30),
            "button2": Self.rect(191.5, 100, 163.5, 30), "button3": Self.rect(20, 138, 100, 30),
        ]
        for name in ["anatomy-sample-equations", "anatomy-reversed-equations"] {
            let solved = try Self.solve(name)
            for (id, frame) in expected { #expect(solved.frames[id] == frame, "\(name): \(id)") }
            #expect(solved.diagnostics.isEmpty, "\(name): \(solved.messages)")
        }
    }

    /// The guide's rules for pairing attributes. Four are UIKit's exceptions and
    /// layoutdb's errors naming the constraint; the fifth ("you cannot use a nonidentity
    /// multiplier with location attributes") is not what UIKit does: it accepts
    /// `leading == 0.5 × trailing` (the second audit's position multipliers), so
    /// layoutdb does too (FormatConformance.md). 0.5 × 375 = 187.5.
    @Test("Anatomy of a Constraint: the attribute rules (four refused naming the constraint, position multipliers kept)")
    func attributeRules() throws {
        let refused = [
            "view.width == superview.leading",  // a size to a location
            "view.top == 20",  // a constant location
            "view.top == superview.leading",  // vertical to horizontal
            "view.leading == superview.left",  // leading/trailing to left/right
        ]
        for constraint in refused {
            let document = """
                { "layoutdb": 1, "name": "rules", "root": { "id": "superview", "subviews": [ { "id": "view" } ] },
                  "constraints": [ "\(constraint)" ] }
                """
            var message = ""
            do {
                let read = try DocumentReader.read(document, file: "rules.json")
                let configuration = try DeviceConfiguration(deviceNamed: "iphone-se-2-3")
                _ = try LayoutSolving.solve(read, revision: nil, setup: SolveSetup(configuration: configuration))
            } catch {
                message = "\(error)"
            }
            #expect(message.contains("constraints[0]: Invalid constraint \(constraint): "), "\(constraint): \(message)")
        }
        let accepted = try Self.solve("nonambiguous-horizontal-layouts") { text in
            text.replacingOccurrences(
                of: "\"fixedWidth.leading == superview.leading + 20\"", with: "\"fixedWidth.leading == 0.5 * superview.trailing\"")
        }
        #expect(accepted.frames["fixedWidth"] == Self.rect(187.5, 40, 100, 50))
    }

    // MARK: - Creating Nonambiguous, Satisfiable Layouts

    /// The three horizontal layouts of one view: a leading edge and a fixed width (the
    /// width stays 100 when the superview grows); leading and trailing edges; a leading
    /// edge and the centre. The last two keep 20-point margins: 375 − 40 = 335 in
    /// portrait, 667 − 40 = 627 in landscape.
    @Test("Creating Nonambiguous, Satisfiable Layouts: the three horizontal layouts in both orientations")
    func threeHorizontalLayouts() throws {
        for (orientation, width) in [(Orientation.portrait, 335.0), (.landscape, 627)] {
            let solved = try Self.solve("nonambiguous-horizontal-layouts", orientation: orientation)
            #expect(solved.frames["fixedWidth"] == Self.rect(20, 40, 100, 50))
            #expect(solved.frames["bothEdges"] == Self.rect(20, 110, width, 50))
            #expect(solved.frames["leadingAndCenter"] == Self.rect(20, 180, width, 50))
            #expect(solved.diagnostics.isEmpty, "\(solved.messages)")
        }
    }

    /// Two views side by side with 20-point margins, 8 between them and equal widths,
    /// "as the device rotates": Listing 3-3 pins each view's top and bottom, the other
    /// set aligns blue's top and bottom with red's. Portrait: (375 − 48) / 2 = 163.5
    /// wide, 667 − 40 = 627 high; landscape: (667 − 48) / 2 = 309.5 by 335. Leading and
    /// trailing mirror right to left: red from the right (375 − 20 − 163.5 = 191.5).
    @Test("Creating Nonambiguous, Satisfiable Layouts: two views side by side, both constraint sets, rotated and mirrored")
    func twoViewsSideBySide() throws {
        for name in ["two-views-side-by-side", "two-views-aligned-edges"] {
            let portrait = try Self.solve(name)
            #expect(portrait.frames["red"] == Self.rect(20, 20, 163.5, 627), "\(name)")
            #expect(portrait.frames["blue"] == Self.rect(191.5, 20, 163.5, 627), "\(name)")
            let landscape = try Self.solve(name, orientation: .landscape)
            #expect(landscape.frames["red"] == Self.rect(20, 20, 309.5, 335), "\(name)")
            #expect(landscape.frames["blue"] == Self.rect(337.5, 20, 309.5, 335), "\(name)")
            let mirrored = try Self.solve(name, direction: .rightToLeft)
            #expect(mirrored.frames["red"] == Self.rect(191.5, 20, 163.5, 627), "\(name)")
            #expect(mirrored.frames["blue"] == Self.rect(20, 20, 163.5, 627), "\(name)")
            #expect((portrait.diagnostics + landscape.diagnostics + mirrored.diagnostics).isEmpty, "\(name)")
        }
    }

    // MARK: - Constraint Inequalities and Priorities (the adaptive margin with layout guides)

    /// The guide's "simple layout": a required `top >= superview.top + 20` and an
    /// optional `top == topLayoutGuide.bottom + 8` (the safe area's top here), the same
    /// at the bottom. With no bar the optional one cannot hold and still pulls: the edge
    /// stops at the minimum, 20 (SE in landscape: 20 from every side, 667 − 40 by 375 −
    /// 40). With a bar both hold, 8 from it: the SE's status bar gives 20 + 8 = 28 above
    /// and nothing below (667 − 20 = 647); the iPhone 15 59 + 8 = 67 and 852 − 34 − 8 =
    /// 810. In a navigation and a tab bar controller: 20 + 44 + 8 = 72 and 667 − 49 − 8
    /// = 610 on the SE; 59 + 44 + 8 = 111 and 852 − 83 − 8 = 761 on the iPhone 15.
    @Test("Layout guides: the adaptive margin, 8 from a bar and at least 20 from the edge, with and without bars")
    func adaptiveMargin() throws {
        let cases: [(String, String, Orientation, LayoutRect)] = [
            ("layout-guides-adaptive-margin", "iphone-se-2-3", .portrait, Self.rect(16, 28, 343, 619)),
            ("layout-guides-adaptive-margin", "iphone-se-2-3", .landscape, Self.rect(20, 20, 627, 335)),
            ("layout-guides-adaptive-margin", "iphone-6.1inch-island", .portrait, Self.rect(16, 67, 361, 743)),
            ("layout-guides-adaptive-margin-bars", "iphone-se-2-3", .portrait, Self.rect(16, 72, 343, 538)),
            ("layout-guides-adaptive-margin-bars", "iphone-6.1inch-island", .portrait, Self.rect(16, 111, 361, 650)),
        ]
        for (name, device, orientation, expected) in cases {
            let solved = try Self.solve(name, device: device, orientation: orientation)
            #expect(solved.frames["blue"] == expected, "\(name) on \(device) \(orientation)")
            #expect(solved.diagnostics.isEmpty, "\(name) on \(device): \(solved.messages)")
        }
    }

    /// The same layout on the guides the guide names, `topLayoutGuide.bottom` and
    /// `bottomLayoutGuide.top` (the root's legacy guides), gives the same frames; each
    /// guide's `length`, its height, is the distance from the view's edge to the bars:
    /// 20 and 0 under the SE's status bar, 0 and 0 in landscape, 59 and 34 on the iPhone
    /// 15; with a navigation and a tab bar 64 and 49 (landscape's compact bars: 32 and
    /// 32, so the view runs from 40 to 375 − 40 = 335), 103 and 83 on the iPhone 15.
    @Test("Top and Bottom Layout Guides: the legacy guides as items, their length the bars' extent")
    func legacyLayoutGuides() throws {
        let cases: [(String, String, Orientation, LayoutRect, Double, Double)] = [
            ("layout-guides-legacy-guides", "iphone-se-2-3", .portrait, Self.rect(16, 28, 343, 619), 20, 0),
            ("layout-guides-legacy-guides", "iphone-se-2-3", .landscape, Self.rect(20, 20, 627, 335), 0, 0),
            ("layout-guides-legacy-guides", "iphone-6.1inch-island", .portrait, Self.rect(16, 67, 361, 743), 59, 34),
            ("layout-guides-legacy-guides-bars", "iphone-se-2-3", .portrait, Self.rect(16, 72, 343, 538), 64, 49),
            ("layout-guides-legacy-guides-bars", "iphone-se-2-3", .landscape, Self.rect(20, 40, 627, 295), 32, 32),
            ("layout-guides-legacy-guides-bars", "iphone-6.1inch-island", .portrait, Self.rect(16, 111, 361, 650), 103, 83),
        ]
        for (name, device, orientation, blue, top, bottom) in cases {
            let solved = try Self.solve(name, device: device, orientation: orientation)
            #expect(solved.frames["blue"] == blue, "\(name) on \(device) \(orientation)")
            #expect(solved.frames["topLength"]?.height == top, "\(name) on \(device) \(orientation)")
            #expect(solved.frames["bottomLength"]?.height == bottom, "\(name) on \(device) \(orientation)")
            #expect(!solved.diagnostics.contains { $0.isError }, "\(name) on \(device): \(solved.messages)")
        }
    }

    /// The guide's label and text field (its eight numbered constraints; the standard
    /// spacing as VFL's `-`), on an iPhone 15 with the stand-in font at 17 pt. Each
    /// control has a required `top >= guide + 20` and an optional `top == guide + 20`
    /// at 249. The taller control, the rounded-rect field (34), sits exactly 20 below
    /// the guide: 59 + 20 = 79; the label only keeps its minimum, placed by the baseline
    /// constraint: the field's baseline 79 + 23.0430 (its text centred in 34), the
    /// label's 16.2096 below its top (20.333 high), so its top is 85.8334, 86 on the @3x
    /// grid. The field fills the row (hugging 250 under the label's 251): it starts 8
    /// after the label and ends on the margin, 393 − 16 = 377.
    @Test(
        "Intrinsic Content Size: the label and text field example, the taller control 20 below the guide",
        .enabled(if: fontInstalled, "the stand-in font is not installed"))
    func labelAndTextField() throws {
        let solved = try Self.solve("label-and-text-field", device: "iphone-6.1inch-island", measured: true)
        let label = try #require(solved.frames["nameLabel"]), field = try #require(solved.frames["nameTextField"])
        #expect(field.y == 79 && field.height == 34)
        #expect(label.x == 16 && Self.close(label, Self.rect(16, 86, label.width, 61.0 / 3)))
        #expect(field.x == label.x + label.width + 8 && field.x + field.width == 377)
        #expect(solved.diagnostics.isEmpty, "\(solved.messages)")
    }

    /// The guide's note on the same example: an optional constraint above the label's
    /// content hugging (here 500 against 251) makes the system "break the content
    /// hugging constraint and stretch the view instead of repositioning it". The label's
    /// top is held at 79 and its baseline on the field's (102.043), so it grows from
    /// 20.333 to 34 (its text centred, 16.2096 + (34 − 20.333) / 2 = 23.043 down).
    @Test(
        "Intrinsic Content Size: an optional top above the label's hugging stretches the label",
        .enabled(if: fontInstalled, "the stand-in font is not installed"))
    func optionalTopAboveHugging() throws {
        let solved = try Self.solve("label-and-text-field", device: "iphone-6.1inch-island", measured: true) { text in
            text.replacingOccurrences(of: "@249", with: "@500")
        }
        let label = try #require(solved.frames["nameLabel"])
        #expect(label.y == 79 && Self.close(label, Self.rect(16, 79, label.width, 34)))
        #expect(solved.diagnostics.isEmpty, "\(solved.messages)")
    }

    /// "When stretching a series of views to fill a space, if all the views have an
    /// identical content-hugging priority, the layout is ambiguous": a label (45 wide)
    /// and a text field (97) across the margins of an iPhone 15 with the programmatic
    /// 250 each leave 393 − 32 − 8 − 142 = 203 points nobody owns. With the label at
    /// 251, as Interface Builder sets it, the field takes them: 16 + 45 + 8 = 69, 377 −
    /// 69 = 308 wide; both centred on the field's centre (79 + 17 − 11 = 85).
    @Test("Intrinsic Content Size: equal hugging is ambiguous, the label's 251 lets the field stretch")
    func huggingDecidesWhoStretches() throws {
        let tied = try Self.solve("hugging-label-and-field", device: "iphone-6.1inch-island")
        #expect(tied.messages == [
            "Width is ambiguous for \"label\".", "Horizontal position is ambiguous for \"field\". Width is ambiguous for \"field\".",
        ])
        let decided = try Self.solve("hugging-label-and-field-251", device: "iphone-6.1inch-island")
        #expect(decided.frames["label"] == Self.rect(16, 85, 45, 22))
        #expect(decided.frames["field"] == Self.rect(69, 79, 308, 34))
        #expect(decided.diagnostics.isEmpty, "\(decided.messages)")
    }

    /// "Intrinsic Content Size Versus Fitting Size": a stack view placed by one
    /// horizontal and one vertical constraint is unambiguous, its size its content's
    /// fitting size: 100 wide (the wider view's compression resistance over the
    /// narrower's hugging), 30 + 8 + 20 = 58 high; on an iPhone 15 at (16, 59 + 20).
    /// "Setting the stack view's CHCR has no effect": the second stack hugs at 1000 and
    /// is asked for 200 at 500, and is 200 wide, its views stretched with it.
    @Test("Intrinsic Content Size Versus Fitting Size: a stack sized by its content, its own hugging ignored")
    func stackFittingSize() throws {
        let solved = try Self.solve("fitting-size-stack", device: "iphone-6.1inch-island")
        #expect(solved.frames["stack"] == Self.rect(16, 79, 100, 58))
        #expect(solved.frames["wide"] == Self.rect(16, 79, 100, 30))
        #expect(solved.frames["narrow"] == Self.rect(16, 117, 100, 20))
        #expect(solved.frames["stretched"] == Self.rect(16, 157, 200, 58))
        #expect(solved.frames["narrow2"] == Self.rect(16, 195, 200, 20))
        #expect(solved.diagnostics.isEmpty, "\(solved.messages)")
    }

    // MARK: - Layout Margins and Readable Content Guides

    /// "By default, a view has an 8-point margin on each side": a 100-point box's margins
    /// guide is 84 square at (8, 8). The root's margins are the system's: 0 above and
    /// below (measured from the safe area, so 20 under the SE's status bar) and 16 or 20
    /// at the sides (16 on the SE in portrait, 20 in landscape and on an iPad). "Readable
    /// content guides and layout margins have little difference on most devices; only
    /// on an iPad in landscape is it noticeable": the readable guide is the margins
    /// guide on the SE (343 and 627 wide, narrower than 672); on a 768-wide iPad it is
    /// 672 centred, 48 in (the margins 20); on a 1024-wide one 176 in.
    @Test("Layout Margins and Readable Content Guides: 8-point margins, the root's, and where the readable guide differs")
    func marginsAndReadableContent() throws {
        let cases: [(String, Orientation, LayoutRect, LayoutRect)] = [
            ("iphone-se-2-3", .portrait, Self.rect(16, 20, 10, 10), Self.rect(16, 250, 343, 40)),
            ("iphone-se-2-3", .landscape, Self.rect(20, 0, 10, 10), Self.rect(20, 250, 627, 40)),
            ("ipad-9.7inch", .portrait, Self.rect(20, 20, 10, 10), Self.rect(48, 250, 672, 40)),
            ("ipad-9.7inch", .landscape, Self.rect(20, 20, 10, 10), Self.rect(176, 250, 672, 40)),
        ]
        for (device, orientation, rootMargins, text) in cases {
            let solved = try Self.solve("margins-and-readable-content", device: device, orientation: orientation)
            #expect(solved.frames["boxMargins"] == Self.rect(108, 108, 84, 84), "\(device) \(orientation)")
            #expect(solved.frames["rootMargins"] == rootMargins, "\(device) \(orientation)")
            #expect(solved.frames["text"] == text, "\(device) \(orientation)")
            #expect(solved.diagnostics.isEmpty, "\(device) \(orientation): \(solved.messages)")
        }
    }

    // MARK: - Semantic Content

    /// Three 353-wide containers on an iPhone 15 (x 20), each with a 50-wide subview 10
    /// in from its leading edge. Unspecified flips with the language: x 30 left to right,
    /// 20 + 353 − 10 − 50 = 313 right to left. Spatial lays out left to right in both;
    /// Force Right-to-Left from the right in both.
    @Test("Semantic Content: unspecified flips, spatial stays left to right, forced right to left stays so")
    func semanticContent() throws {
        let expected: [LayoutDirection: [String: Double]] = [
            .leftToRight: ["a": 30, "b": 30, "c": 313], .rightToLeft: ["a": 313, "b": 30, "c": 313],
        ]
        for (direction, xs) in expected {
            let solved = try Self.solve("semantic-content", device: "iphone-6.1inch-island", direction: direction)
            for (id, x) in xs { #expect(solved.frames[id]?.x == x, "\(id) \(direction)") }
            #expect(solved.diagnostics.isEmpty, "\(solved.messages)")
        }
    }
}
