import Foundation
import LayoutInterchange
import LayoutModel
import TestSupport
import Testing

@testable import LayoutDB

/// Public "Unable to simultaneously satisfy constraints" logs rebuilt as documents
/// (`Tests/Fixtures/ConflictLogs/`, FIDELITY.md, eighth and ninth semantics audits),
/// solved at the size the container imposed. The conflict sets are UIKit's, member for
/// member (the container's `UIView-Encapsulated-Layout` size printed as the root's
/// autoresizing constraints), and so is the constraint broken: each view's constraints
/// are installed before its subviews' and the one whose installation fails breaks
/// (layoutdb prints it last, where UIKit's list has its own order). The views' sizes
/// stay at 0 or more, as UIKit's do, so the logs whose conflict is a negative size are
/// conflicts here too, printing the app's constraints only.
@Suite("Conflict logs rebuilt as documents, eighth and ninth audits")
struct ConflictLogAuditTests {
    static let folder = SharedPaths.repository.appendingPathComponent("Tests/Fixtures/ConflictLogs")

    static func solve(_ name: String, device: String, size: LayoutSize) throws -> SolvedLayout {
        let text = try String(contentsOf: folder.appendingPathComponent("\(name).json"), encoding: .utf8)
        let document = try DocumentReader.read(text, file: "\(name).json")
        let configuration = try DeviceConfiguration(deviceNamed: device)
        return try LayoutSolving.solve(
            document, revision: nil, setup: SolveSetup(configuration: configuration, containerSize: size))
    }

    /// The printed set's constraints (their bodies, without the fake addresses' class
    /// prefix) and the broken one's, of the only conflict.
    static func conflict(_ solved: SolvedLayout) throws -> (set: [String], broken: String) {
        let conflicts = solved.diagnostics.filter { $0.kind == "unsatisfiable" }
        #expect(conflicts.count == 1)
        let lines = try #require(conflicts.first).message.split(separator: "\n", omittingEmptySubsequences: false)
        let set = lines.filter { $0.hasPrefix("    \"<") }.map { body(String($0)) }
        let at = try #require(lines.firstIndex(of: "Will attempt to recover by breaking constraint "))
        return (set, body(String(lines[at + 1])))
    }

    /// `<NSLayoutConstraint:0x600000010040 Avatar:0x7fa000000200.height == 34   (active)>`
    /// → `Avatar.height == 34`: views' addresses dropped, the state dropped.
    static func body(_ line: String) -> String {
        var text = line.trimmingCharacters(in: CharacterSet(charactersIn: " \","))
        if let space = text.firstIndex(of: " ") { text = String(text[text.index(after: space)...]) }
        if let state = text.range(of: "   (active") { text = String(text[..<state.lowerBound]) }
        return text.replacingOccurrences(of: #":0x[0-9a-f]+"#, with: "", options: .regularExpression)
    }

    static func frame(_ solved: SolvedLayout, _ id: String) -> LayoutRect? {
        solved.views.first { $0.id == id }?.frame
    }

    /// example-a.com/answer/62599451 (iPhone 11 Pro): UIKit printed the content view's
    /// encapsulated height 54.3333, `Avatar.height == 34`, `V:|-(10)-[Avatar]` and the
    /// centring, and broke the height (the avatar 34.333 high). The height is the
    /// avatar's own, installed after the content view's pins (main broke the centring).
    @Test("the avatar cell: UIKit's four constraints, and the height broken as UIKit broke it")
    func avatarCell() throws {
        let solved = try Self.solve("avatar-cell", device: "iphone-5.8inch-notch", size: LayoutSize(width: 375, height: 54.333333))
        let (set, broken) = try Self.conflict(solved)
        #expect(set == [
            "h=-&- v=-&- UITableViewCellContentVie....height == 54.3333",
            "V:|-(10)-[Avatar]",
            "Avatar.centerY == UITableViewCellContentVie....centerY",
            "Avatar.height == 34",
        ])
        #expect(broken == "Avatar.height == 34")
        let avatar = try #require(Self.frame(solved, "avatar"))
        #expect(avatar.x == 16 && avatar.y == 10 && avatar.width == 34)
        #expect(abs(avatar.height - 34.333333) < 1e-3, "\(avatar)")
    }

    /// Stack Overflow 23308400 (iOS 7): a picture pinned to a 304 × 290 collection view
    /// cell's edges with a 0.28125 aspect ratio; UIKit printed the seven and broke the
    /// ratio, the picture filling the cell (main broke the top pin: 304 × 85.5 at the bottom).
    @Test("the news cell: UIKit's seven constraints, and the ratio broken as UIKit broke it")
    func newsCell() throws {
        let solved = try Self.solve("news-cell", device: "iphone-4inch", size: LayoutSize(width: 304, height: 290))
        let (set, broken) = try Self.conflict(solved)
        #expect(set.count == 7)
        #expect(set.last == "UIView.height == 0.28125*UIView.width")
        #expect(broken == "UIView.height == 0.28125*UIView.width")
        #expect(Self.frame(solved, "picture") == LayoutRect(x: 0, y: 0, width: 304, height: 290))
    }

    /// Xcode's canvas installs the constraints as the file lists them, and the fidelity
    /// check solves so (``ConstraintOrder/document``): the news cell's ratio, listed first,
    /// holds there and its top pin breaks, as every solve did before.
    @Test("in the document's order (the canvas's) the news cell breaks its top pin")
    func newsCellInDocumentOrder() throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent("news-cell.json"), encoding: .utf8)
        let document = try DocumentReader.read(text, file: "news-cell.json")
        var setup = SolveSetup(
            configuration: try DeviceConfiguration(deviceNamed: "iphone-4inch"), containerSize: LayoutSize(width: 304, height: 290))
        setup.constraintOrder = .document
        let solved = try LayoutSolving.solve(document, revision: nil, setup: setup)
        let (_, broken) = try Self.conflict(solved)
        #expect(broken == "V:|-(0)-[UIView]")
        #expect(Self.frame(solved, "picture") == LayoutRect(x: 0, y: 204.5, width: 304, height: 85.5))
    }

    /// facts/diagnostics.md [SO-CELL] (iOS 8): UIKit printed eight constraints (two
    /// heights, five vertical spacings, the encapsulated 139.5) and broke `V:[UIView(80)]`;
    /// the two labels' heights, which only their intrinsic sizes suggest, would have to be
    /// −19.5 together. The same eight, no more (the size bounds are not printed), and the
    /// box's height broken: it is the box's own, the last installed (main: no conflict,
    /// the title −34.5 high).
    @Test("the reused cell: a negative size is UIKit's conflict, the same eight printed, the 80 broken")
    func reusedCell() throws {
        let solved = try Self.solve("reused-cell", device: "iphone-4inch", size: LayoutSize(width: 320, height: 139.5))
        let (set, broken) = try Self.conflict(solved)
        #expect(set.count == 8, "\(set)")
        #expect(set.first == "h=-&- v=-&- UITableViewCellContentVie....height == 139.5")
        #expect(broken == "UIView.height == 80")
        #expect(!solved.diagnostics.contains { $0.kind == "zeroSize" && $0.message.contains("negative") })
        for view in solved.views { #expect(view.frame.width >= 0 && view.frame.height >= 0, "\(view.id) \(view.frame)") }
        #expect(Self.frame(solved, "box")?.height == 60.5)
    }

    /// github.com/trustwallet/trust-wallet-ios issue 279 (iOS 11): a stack view 4 in from
    /// the leading and 10 from the trailing edge of a navigation bar's title view that
    /// UIKit made 0 wide; UIKit printed the two pins and the encapsulated width and broke
    /// the trailing pin, the second printed. Both pins are the title view's; the
    /// trailing, installed second, breaks, and the stack is 0 wide at x 4.
    @Test("a stack in a 0-wide title view: UIKit's three constraints, the trailing pin broken")
    func titleViewStack() throws {
        let solved = try Self.solve("title-view-stack", device: "iphone-5.8inch-notch", size: LayoutSize(width: 0, height: 44))
        let (set, broken) = try Self.conflict(solved)
        #expect(set == [
            "h=-&- v=-&- BrowserNavigationBar.width == 0",
            "H:|-(4)-[UIView](LTR)",
            "UIView.trailing == BrowserNavigationBar.trailing - 10",
        ], "\(set)")
        #expect(broken == "UIView.trailing == BrowserNavigationBar.trailing - 10")
        #expect(Self.frame(solved, "stack") == LayoutRect(x: 4, y: 0, width: 0, height: 44))
    }

    /// github.com/apptentive/apptentive-ios issue 178 (iOS 9): an input view pinned to
    /// the top and bottom of a host an autoresizing mask made 0 high, a view 8 inside its
    /// top and bottom; UIKit printed the host's height and the four pins and broke the
    /// inner view's bottom pin, the third printed. The host's pins are installed before
    /// the input view's, though the document lists the input view's first (as Interface
    /// Builder writes a subview's constraints before its superview's).
    @Test("a view 8 inside a 0-high bar: UIKit's five constraints, the inner bottom pin broken")
    func inputBar() throws {
        let solved = try Self.solve("input-bar", device: "iphone-4.7inch", size: LayoutSize(width: 375, height: 0))
        let (set, broken) = try Self.conflict(solved)
        #expect(set.count == 5, "\(set)")
        #expect(set.first == "h=-&- v=-&- UIView.height == 0")
        #expect(broken == "V:[UIView]-(8)-|")
        #expect(Self.frame(solved, "input") == LayoutRect(x: 0, y: 0, width: 375, height: 0))
        #expect(Self.frame(solved, "field") == LayoutRect(x: 8, y: 8, width: 359, height: 0))
    }

    /// aplus.rs (iOS 11): a table 8 inside both sides of a 0-wide host, logged as
    /// unsatisfiable. The same set, no negative width, and no scroll claimed for the table
    /// (main: −16 wide, "scrolls horizontally").
    @Test("a table 8 inside a 0-wide host: a conflict, the table 0 wide, no scroll")
    func zeroWidthHost() throws {
        let solved = try Self.solve("zero-width-host", device: "iphone-4inch", size: LayoutSize(width: 0, height: 100))
        let (set, _) = try Self.conflict(solved)
        #expect(set.count == 3, "\(set)")
        let table = try #require(Self.frame(solved, "table"))
        #expect(table.width == 0, "\(table)")
        #expect(solved.scrollViews.allSatisfy { !$0.scrollsHorizontally })
    }

    /// A constant that is negative on its own: the bound is its only partner, so the log
    /// prints the constraint alone, and the view is 0 wide (UIKit's bound, inferred).
    @Test("a width of -10 is a conflict printing that constraint alone; the view is 0 wide")
    func negativeConstant() throws {
        let text = """
            { "layoutdb": 1, "name": "n", "root": { "id": "root", "subviews": [ { "id": "a" } ] },
              "constraints": [ "a.width == -10", "a.height == 40", "a.leading == root.leading + 20", "a.top == root.top + 100" ] }
            """
        let document = try DocumentReader.read(text, file: "n.json")
        let solved = try LayoutSolving.solve(
            document, revision: nil,
            setup: SolveSetup(configuration: try DeviceConfiguration(deviceNamed: "iphone-4inch"), containerSize: LayoutSize(width: 320, height: 568)))
        let (set, broken) = try Self.conflict(solved)
        #expect(set == ["UIView.width == -10"], "\(set)")
        #expect(broken == "UIView.width == -10")
        #expect(Self.frame(solved, "a") == LayoutRect(x: 20, y: 100, width: 0, height: 40))
    }

    /// What a `zeroSize` warning says the frame lacks, each axis on its own.
    @Test("a zero-size warning names a missing and a negative length apart")
    func missingLengths() {
        func lacking(_ width: Double, _ height: Double) -> String {
            LayoutDiagnostic.zeroSize(view: "v", frame: LayoutRect(x: 0, y: 0, width: width, height: height)).message
        }
        #expect(lacking(0, 20) == "\"v\" has no width: frame (0.0, 0.0, 0.0, 20.0).")
        #expect(lacking(20, 0) == "\"v\" has no height: frame (0.0, 0.0, 20.0, 0.0).")
        #expect(lacking(0, 0) == "\"v\" has no width and height: frame (0.0, 0.0, 0.0, 0.0).")
        #expect(lacking(-4, 0).hasPrefix("\"v\" has a negative width (-4.0) and no height: frame (0.0, 0.0, -4.0, 0.0). UIKit never"))
        #expect(lacking(0.2, 30).hasPrefix("\"v\" has no width: "))
    }
}
