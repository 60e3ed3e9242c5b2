import Foundation
import LayoutInterchange
import LayoutModel
import TestSupport
import Testing

@testable import LayoutDB

/// Public "Unable to simultaneously satisfy constraints" logs rebuilt as documents
/// (`Tests/Fixtures/ConflictLogs/`, FIDELITY.md, eighth semantics audit), solved at the
/// size the table or collection view imposed. The conflict sets are UIKit's, member for
/// member (the container's `UIView-Encapsulated-Layout` size printed as the root's
/// autoresizing constraints); the constraint broken is layoutdb's rule, the latest of the
/// set, where UIKit broke the first the log prints (recorded, not matched). The two
/// logs whose conflict is a negative size solve without one: layoutdb lets sizes go
/// below 0, UIKit does not (open).
@Suite("Conflict logs rebuilt as documents, eighth audit")
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

    /// example-a.com/answer/62599451 (iPhone 11 Pro): UIKit printed the content view's
    /// encapsulated height 54.3333, `Avatar.height == 34`, `V:|-(10)-[Avatar]` and the
    /// centring, and broke the height (the avatar 34.333 high).
    @Test("the avatar cell: UIKit's four constraints; layoutdb breaks the centring, UIKit the height")
    func avatarCell() throws {
        let solved = try Self.solve("avatar-cell", device: "iphone-5.8inch-notch", size: LayoutSize(width: 375, height: 54.333333))
        let (set, broken) = try Self.conflict(solved)
        #expect(set == [
            "h=-&- v=-&- UITableViewCellContentVie....height == 54.3333",
            "Avatar.height == 34",
            "V:|-(10)-[Avatar]",
            "Avatar.centerY == UITableViewCellContentVie....centerY",
        ])
        #expect(broken == "Avatar.centerY == UITableViewCellContentVie....centerY")
        #expect(solved.views.first { $0.id == "avatar" }?.frame == LayoutRect(x: 16, y: 10, width: 34, height: 34))
    }

    /// Stack Overflow 23308400 (iOS 7): a picture pinned to a 304 × 290 collection view
    /// cell's edges with a 0.28125 aspect ratio; UIKit printed the seven and broke the
    /// ratio (the picture 304 × 290). layoutdb breaks the top pin: 304 × 85.5 at the bottom.
    @Test("the news cell: UIKit's seven constraints; layoutdb breaks the top pin, UIKit the ratio")
    func newsCell() throws {
        let solved = try Self.solve("news-cell", device: "iphone-4inch", size: LayoutSize(width: 304, height: 290))
        let (set, broken) = try Self.conflict(solved)
        #expect(set.count == 7)
        #expect(set.contains("UIView.height == 0.28125*UIView.width"))
        #expect(broken == "V:|-(0)-[UIView]")
        #expect(solved.views.first { $0.id == "picture" }?.frame == LayoutRect(x: 0, y: 204.5, width: 304, height: 85.5))
    }

    /// facts/diagnostics.md [SO-CELL] and aplus.rs: UIKit logged both as unsatisfiable
    /// (159 points of spacing in a 139.5 row; a table 8 inside both sides of a 0-wide
    /// host); layoutdb gives a label −34.5 high and the table −16 wide, no conflict.
    @Test("the logs that need a negative size are no conflict to layoutdb (open)")
    func negativeSizesAreNoConflict() throws {
        let reused = try Self.solve("reused-cell", device: "iphone-4inch", size: LayoutSize(width: 320, height: 139.5))
        #expect(!reused.diagnostics.contains { $0.kind == "unsatisfiable" })
        #expect(reused.views.first { $0.id == "title" }?.frame.height == -34.5)
        let host = try Self.solve("zero-width-host", device: "iphone-4inch", size: LayoutSize(width: 0, height: 100))
        #expect(!host.diagnostics.contains { $0.kind == "unsatisfiable" })
        #expect(host.views.first { $0.id == "table" }?.frame == LayoutRect(x: 8, y: 0, width: -16, height: 100))
        // The warning says the width is negative, not that there is none, and what UIKit does.
        let table = try #require(host.diagnostics.first { $0.kind == "zeroSize" && $0.views == ["table"] })
        #expect(table.message.hasPrefix("\"table\" has a negative width (-16.0): frame (8.0, 0.0, -16.0, 100.0). UIKit never"), "\(table.message)")
        let title = try #require(reused.diagnostics.first { $0.kind == "zeroSize" && $0.views == ["title"] })
        #expect(title.message.contains("has a negative height (-34.5): frame"), "\(title.message)")
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
