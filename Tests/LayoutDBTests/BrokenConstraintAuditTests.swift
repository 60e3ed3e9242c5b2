import LayoutInterchange
import LayoutModel
import Testing

@testable import LayoutDB

/// Frames after UIKit breaks a required constraint (FIDELITY.md, sixth semantics audit),
/// solved on an iPhone 15 (393 × 852) and worked out by hand first. UIKit's engine
/// treats a broken constraint "as if it were optional for the rest of the solve"
/// (facts/diagnostics.md §1): it still pulls its items as close as the constraints that
/// hold allow, so a view held back by a broken size is as large as the rest lets it be,
/// not free below it (and not reported ambiguous).
@Suite("Broken constraints, sixth audit, against hand-computed frames")
struct BrokenConstraintAuditTests {
    static func solve(_ constraints: [String]) throws -> (frames: [String: LayoutRect], diagnostics: [SolvedDiagnostic]) {
        let list = constraints.map { "\"\($0)\"" }.joined(separator: ", ")
        let json = """
            { "layoutdb": 1, "name": "broken", "root": { "id": "root", "subviews": [ { "id": "a" } ] },
              "constraints": [ "a.left == root.left + 10", "a.top == root.top + 100", "a.height == 50", \(list) ] }
            """
        let document = try DocumentReader.read(json, file: "broken.json")
        let configuration = try DeviceConfiguration(deviceNamed: "iphone-6.1inch-island", orientation: .portrait)
        let solved = try LayoutSolving.solve(document, revision: nil, setup: SolveSetup(configuration: configuration))
        return (Dictionary(uniqueKeysWithValues: solved.views.map { ($0.id, $0.frameInRoot) }), solved.diagnostics)
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
        LayoutRect(x: x, y: y, width: width, height: height)
    }

    /// The broken constraint of each conflict, as UIKit's log prints it after "Will
    /// attempt to recover by breaking constraint".
    static func brokenLines(_ diagnostics: [SolvedDiagnostic]) -> [String] {
        diagnostics.filter { $0.kind == "unsatisfiable" }.compactMap { diagnostic in
            let lines = diagnostic.message.split(separator: "\n", omittingEmptySubsequences: false)
            guard let at = lines.firstIndex(of: "Will attempt to recover by breaking constraint "), at + 1 < lines.count else {
                return nil
            }
            return String(lines[at + 1])
        }
    }

    /// `width <= 100` holds and `width >= 200` (the later) breaks; kept as an optional
    /// constraint it pulls the width up to the most the other allows: 100, one frame,
    /// no ambiguity. Before, the broken constraint was left out and any width from 0 to
    /// 100 was as valid, so a was reported "Width is ambiguous".
    @Test("a broken minimum pulls the view to the maximum that holds; not ambiguous")
    func brokenMinimumPullsToTheMaximum() throws {
        let solved = try Self.solve(["a.width <= 100", "a.width >= 200"])
        #expect(solved.frames["a"] == Self.rect(10, 100, 100, 50))
        #expect(!solved.diagnostics.contains { $0.kind == "ambiguous" }, "\(solved.diagnostics.map(\.message))")
        #expect(Self.brokenLines(solved.diagnostics) == [
            "<NSLayoutConstraint:0x600000010140 UIView:0x7fa000000200.width >= 200   (active)>"
        ])
    }

    /// A view 10 from the root's left whose right edge must stay 10 inside the root's
    /// (at most 393 − 20 = 373 wide) and that is required to be 500 wide: the width
    /// breaks and the view is as wide as it may be, 373.
    @Test("a broken width too wide for its container stops at the container's edge")
    func brokenWidthStopsAtTheEdge() throws {
        let solved = try Self.solve(["a.right <= root.right - 10", "a.width == 500"])
        #expect(solved.frames["a"] == Self.rect(10, 100, 373, 50))
        #expect(!solved.diagnostics.contains { $0.kind == "ambiguous" })
        #expect(Self.brokenLines(solved.diagnostics) == [
            "<NSLayoutConstraint:0x600000010140 UIView:0x7fa000000200.width == 500   (active)>"
        ])
    }

    /// Three required widths: UIKit logs one conflict per broken constraint, "continuing
    /// to break constraints until it finds a valid layout" ([AG-UNSAT]). layoutdb breaks
    /// the later of each pair (200, then 300), each printed with the one that holds, and
    /// the width is the first's, 100, which is still required: the broken ones, optional
    /// now, cannot move it.
    @Test("three required widths: two conflicts logged, the first width holds")
    func threeRequiredWidths() throws {
        let solved = try Self.solve(["a.width == 100", "a.width == 200", "a.width == 300"])
        #expect(solved.frames["a"] == Self.rect(10, 100, 100, 50))
        #expect(Self.brokenLines(solved.diagnostics) == [
            "<NSLayoutConstraint:0x600000010140 UIView:0x7fa000000200.width == 200   (active)>",
            "<NSLayoutConstraint:0x600000010180 UIView:0x7fa000000200.width == 300   (active)>",
        ])
        let sets = solved.diagnostics.filter { $0.kind == "unsatisfiable" }.map {
            $0.message.split(separator: "\n").filter { $0.hasPrefix("    \"") }.count
        }
        #expect(sets == [2, 2])
        #expect(!solved.diagnostics.contains { $0.kind == "ambiguous" })
    }

    /// The broken constraint keeps a priority above any optional one a document gives
    /// (``LayoutEngine/brokenPriority``, decided): a preference of 999 for 50 points
    /// loses to the broken requirement of at least 200, so the width is again the 100
    /// that `<= 100` allows. Had the broken constraint dropped to an ordinary optional
    /// level below 999, the width would be 50.
    @Test("a broken constraint outranks the document's optional ones")
    func brokenOutranksOptional() throws {
        let solved = try Self.solve(["a.width <= 100", "a.width >= 200", "a.width == 50 @999"])
        #expect(solved.frames["a"] == Self.rect(10, 100, 100, 50))
        #expect(!solved.diagnostics.contains { $0.kind == "ambiguous" })
    }
}
