import LayoutInterchange
import LayoutModel
import Testing

@testable import LayoutDB

/// Layout margins the third audit did not reach (FIDELITY.md, fifth semantics audit),
/// solved on an iPhone 15 (393 × 852, safe area 59 / 34 in portrait; 852 × 393, 59 at
/// the sides and 21 below in landscape; the root's system minimum 16 at the sides, 0
/// above and below) and worked out by hand from facts/uikit-defaults.md §4 and
/// facts/stackview.md §7 first.
@Suite("Layout margins, fifth audit, against hand-computed frames")
struct LayoutMarginAuditTests {
    /// p (4 in from the root's sides) and r (2 in from p's) both preserve their
    /// superview's margins; s is a margins-relative stack across the root (8-point
    /// margins, measured from the safe area where it reaches into it), s2 is not
    /// margins-relative.
    static let chain = """
        { "layoutdb": 1, "name": "margins5", "root": { "id": "root", "subviews": [
          { "id": "p", "preservesSuperviewLayoutMargins": true, "subviews": [
            { "id": "r", "preservesSuperviewLayoutMargins": true, "subviews": [ { "id": "q" } ] } ] },
          { "id": "s", "class": "UIStackView", "axis": "vertical", "layoutMarginsRelativeArrangement": true, "arrangedSubviews": [
            { "id": "s1", "intrinsicContentSize": { "width": 50, "height": 30 } } ] },
          { "id": "s2", "class": "UIStackView", "axis": "vertical", "arrangedSubviews": [
            { "id": "s21", "intrinsicContentSize": { "width": 50, "height": 30 } } ] } ] },
          "constraints": [
            "p.leading == root.leading + 4", "p.trailing == root.trailing - 4", "p.top == root.top + 100", "p.height == 100",
            "r.leading == p.leading + 2", "r.trailing == p.trailing - 2", "r.top == p.top", "r.height == 50",
            "q.leading == r.leadingMargin", "q.trailing == r.trailingMargin", "q.top == r.top", "q.height == 10",
            "s.leading == root.leading", "s.trailing == root.trailing", "s.top == root.top + 300",
            "s2.leading == root.leading", "s2.trailing == root.trailing", "s2.top == root.top + 400" ] }
        """

    /// A root with its own directional margins (4 leading, 40 trailing, 10 top), with or
    /// without `containment`, and one view on its margins guide.
    static func rootMargins(containment: String = "", insetsFromSafeArea: Bool = true, own: Bool = true) -> String {
        let margins = own ? #", "directionalLayoutMargins": { "leading": 4, "trailing": 40, "top": 10, "bottom": 0 }"# : ""
        let insets = insetsFromSafeArea ? "" : #", "insetsLayoutMarginsFromSafeArea": false"#
        return """
            { "layoutdb": 1, "name": "rootmargins"\(containment), "root": { "id": "root"\(margins)\(insets), "subviews": [ { "id": "m" } ] },
              "constraints": [ "m.leading == root.leadingMargin", "m.trailing == root.trailingMargin",
                "m.top == root.topMargin", "m.bottom == root.bottomMargin" ] }
            """
    }

    static let notRespecting = #", "containment": { "viewRespectsSystemMinimumLayoutMargins": false }"#

    static func frames(
        _ json: String, _ orientation: Orientation = .portrait, _ direction: LayoutDirection = .leftToRight
    ) throws -> [String: LayoutRect] {
        let document = try DocumentReader.read(json, file: "margins.json")
        let configuration = try DeviceConfiguration(
            deviceNamed: "iphone-6.1inch-island", orientation: orientation, direction: direction)
        let solved = try LayoutSolving.solve(document, revision: nil, setup: SolveSetup(configuration: configuration))
        #expect(!solved.diagnostics.contains { $0.isError }, "\(solved.diagnostics)")
        return Dictionary(uniqueKeysWithValues: solved.views.map { ($0.id, $0.frameInRoot) })
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
        LayoutRect(x: x, y: y, width: width, height: height)
    }

    /// Portrait: p's margin is max(8, 16 − 4) = 12, r's max(8, 12 − 2) = 10, so q starts
    /// at 4 + 2 + 10 = 16, on the root's margin. Landscape: the root's margin is 59 + 16
    /// = 75; p's max(55 + 8, 75 − 4) = 71, r's max(53 + 8, 71 − 2) = 69: q at 6 + 69 = 75
    /// again, 702 wide. s1 sits in s's margins: 8, or 59 + 8 = 67 in landscape (the
    /// stack reaches into the unsafe sides); s21 fills s2.
    @Test("preserved margins chain through two levels; a margins-relative stack's margins")
    func preservedChainAndStackMargins() throws {
        let portrait = try Self.frames(Self.chain)
        #expect(portrait["q"] == Self.rect(16, 100, 361, 10))
        #expect(portrait["s"] == Self.rect(0, 300, 393, 46))
        #expect(portrait["s1"] == Self.rect(8, 308, 377, 30))
        #expect(portrait["s21"] == Self.rect(0, 400, 393, 30))
        let landscape = try Self.frames(Self.chain, .landscape)
        #expect(landscape["q"] == Self.rect(75, 100, 702, 10))
        #expect(landscape["s1"] == Self.rect(67, 308, 718, 30))
    }

    /// Preserving a superview's directional margins right to left: box has 40 leading and
    /// 10 trailing; p, 4 in from each side, takes max(8, 40 − 4) = 36 on its leading side
    /// and max(8, 10 − 4) = 8 on its trailing side, so q spans 40…381 left to right and
    /// 12…353 right to left.
    @Test("preserved directional margins follow the direction")
    func preservedDirectionalMargins() throws {
        let json = """
            { "layoutdb": 1, "name": "pres", "root": { "id": "root", "subviews": [
              { "id": "box", "directionalLayoutMargins": { "leading": 40, "trailing": 10, "top": 0, "bottom": 0 }, "subviews": [
                { "id": "p", "preservesSuperviewLayoutMargins": true, "subviews": [ { "id": "q" } ] } ] } ] },
              "constraints": [
                "box.leading == root.leading", "box.trailing == root.trailing", "box.top == root.top + 100", "box.height == 100",
                "p.leading == box.leading + 4", "p.trailing == box.trailing - 4", "p.top == box.top", "p.height == 50",
                "q.leading == p.leadingMargin", "q.trailing == p.trailingMargin", "q.top == p.top", "q.height == 10" ] }
            """
        #expect(try Self.frames(json)["q"] == Self.rect(40, 100, 341, 10))
        #expect(try Self.frames(json, .portrait, .rightToLeft)["q"] == Self.rect(12, 100, 341, 10))
    }

    /// A root that does not inset its margins from the safe area keeps only the system
    /// minimum: 16 at the sides, 0 above and below, in both orientations.
    @Test("a root's margins without insetsLayoutMarginsFromSafeArea")
    func rootNotInsetFromSafeArea() throws {
        let json = Self.rootMargins(insetsFromSafeArea: false, own: false)
        #expect(try Self.frames(json)["m"] == Self.rect(16, 0, 361, 852))
        #expect(try Self.frames(json, .landscape)["m"] == Self.rect(16, 0, 820, 393))
    }

    /// Respecting the minimum (UIKit's default): leading max(4, 16) = 16, trailing 40,
    /// top 10 + 59, bottom 0 + 34; right to left the 40 is on the left. Landscape: 59 +
    /// 16 and 59 + 40 at the sides, 10 above, 21 below.
    @Test("a root's own margins are raised to the system minimum")
    func rootOwnMarginsRespectingTheMinimum() throws {
        let json = Self.rootMargins()
        #expect(try Self.frames(json)["m"] == Self.rect(16, 69, 337, 749))
        #expect(try Self.frames(json, .portrait, .rightToLeft)["m"] == Self.rect(40, 69, 337, 749))
        #expect(try Self.frames(json, .landscape)["m"] == Self.rect(75, 10, 678, 362))
        #expect(try Self.frames(json, .landscape, .rightToLeft)["m"] == Self.rect(99, 10, 678, 362))
    }

    /// `viewRespectsSystemMinimumLayoutMargins: false`: the root keeps its own 4 (Apple:
    /// the view obeys "only the margins in its directionalLayoutMargins property"), so m
    /// starts 4 from the leading side (plus the safe area in landscape: 63) and is 349
    /// (690) wide. A root that sets no margins of its own keeps the minimum (layoutdb
    /// cannot tell margins left at the default from margins set to UIKit's 8; decision).
    @Test("a controller that does not respect the system minimum keeps the root's own margins")
    func rootOwnMarginsBelowTheMinimum() throws {
        let json = Self.rootMargins(containment: Self.notRespecting)
        #expect(try Self.frames(json)["m"] == Self.rect(4, 69, 349, 749))
        #expect(try Self.frames(json, .portrait, .rightToLeft)["m"] == Self.rect(40, 69, 349, 749))
        #expect(try Self.frames(json, .landscape)["m"] == Self.rect(63, 10, 690, 362))
        #expect(try Self.frames(json, .landscape, .rightToLeft)["m"] == Self.rect(99, 10, 690, 362))
        let unset = Self.rootMargins(containment: Self.notRespecting, own: false)
        #expect(try Self.frames(unset)["m"] == Self.rect(16, 59, 361, 759))
        // The pictures' dashed margins line follows the same rule.
        let document = try DocumentReader.read(json, file: "m.json")
        let phone = try DeviceConfiguration(deviceNamed: "iphone-6.1inch-island")
        #expect(
            ConfigurationResult.rootLayoutMargins(of: document.root, configuration: phone, containment: document.containment)
                == EdgeInsets(top: 69, left: 4, bottom: 34, right: 40))
        #expect(
            ConfigurationResult.rootLayoutMargins(of: document.root, configuration: phone)
                == EdgeInsets(top: 69, left: 16, bottom: 34, right: 40))
    }

    /// A table's cell and a cell on its own, 44 high across the root. In the table (393
    /// wide, a phone in portrait wider than 375) the content view's margins are the
    /// table's 20 at the sides and 11 above and below, so title sits at (20, 111) and is
    /// 22 high; a cell outside a table keeps the content view's own (8, 16, 8, 16): t2 at
    /// (16, 308), 28 high. layoutdb's rules (`TableCellMargins`, `CellContentView`), which
    /// facts/uikit-defaults.md §4 gives as 16/20 at the sides and leaves the vertical
    /// values unconfirmed; right to left the same, the margins being symmetric.
    @Test("a cell's content view margins, in a table and alone")
    func cellContentViewMargins() throws {
        let json = """
            { "layoutdb": 1, "name": "cell", "root": { "id": "root", "subviews": [
              { "id": "table", "class": "UITableView", "subviews": [
                { "id": "cell", "class": "UITableViewCell", "subviews": [ { "id": "title" } ] } ] },
              { "id": "lone", "class": "UITableViewCell", "subviews": [ { "id": "t2" } ] } ] },
              "constraints": [
                "table.leading == root.leading", "table.trailing == root.trailing", "table.top == root.top",
                "table.height == 200",
                "cell.leading == table.leading", "cell.trailing == table.trailing", "cell.width == table.width",
                "cell.top == table.top + 100", "cell.height == 44",
                "title.leading == cell.contentView.leadingMargin", "title.width == 50",
                "title.top == cell.contentView.topMargin", "title.bottom == cell.contentView.bottomMargin",
                "lone.leading == root.leading", "lone.trailing == root.trailing", "lone.top == root.top + 300", "lone.height == 44",
                "t2.leading == lone.contentView.leadingMargin", "t2.width == 50",
                "t2.top == lone.contentView.topMargin", "t2.bottom == lone.contentView.bottomMargin" ] }
            """
        for direction in LayoutDirection.allCases {
            let frames = try Self.frames(json, .portrait, direction)
            let rtl = direction == .rightToLeft
            #expect(frames["title"] == Self.rect(rtl ? 323 : 20, 111, 50, 22), "\(direction)")
            #expect(frames["t2"] == Self.rect(rtl ? 327 : 16, 308, 50, 28), "\(direction)")
        }
    }

    /// The flag is read, written back only when false, refused when not a boolean, and
    /// said to be lost by an Interface Builder export.
    @Test("the containment key viewRespectsSystemMinimumLayoutMargins")
    func jsonKeyAndExport() throws {
        let document = try DocumentReader.read(Self.rootMargins(containment: Self.notRespecting), file: "m.json")
        #expect(!document.containment.viewRespectsSystemMinimumLayoutMargins)
        #expect(document.containment.automaticallyAdjustsScrollViewInsets)
        let written = DocumentWriter.write(document)
        #expect(written.contains(#""viewRespectsSystemMinimumLayoutMargins": false"#))
        #expect(try DocumentReader.read(written, file: "m.json") == document)
        #expect(!DocumentWriter.write(try DocumentReader.read(Self.rootMargins(), file: "m.json")).contains("Respects"))
        #expect(throws: DocumentReadError.self) {
            try DocumentReader.read(
                Self.rootMargins(containment: #", "containment": { "viewRespectsSystemMinimumLayoutMargins": "no" }"#),
                file: "m.json")
        }
        for format in [InterfaceBuilderWriter.Format.storyboard, .xib] {
            #expect(InterfaceBuilderExportLoss.losses(of: document, as: format).contains {
                $0.hasPrefix("containment's viewRespectsSystemMinimumLayoutMargins is left out")
            })
        }
    }
}
