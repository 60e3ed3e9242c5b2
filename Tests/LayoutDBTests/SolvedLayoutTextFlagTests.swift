import Foundation
import LayoutInterchange
import LayoutModel
import Testing

@testable import LayoutDB

/// The view tree of ``SolvedLayoutText`` marks a view with ⚠ exactly when some diagnostic
/// names it (the marks come from one set of names, built once).
@Suite struct SolvedLayoutTextFlagTests {
    /// Rows off the bottom of the screen, two conflicting widths, a floating view.
    static let json = """
        { "layoutdb": 1, "name": "flags", "root": { "id": "root", "class": "UIView", "subviews": [
          { "id": "a", "class": "UIView", "subviews": [ { "id": "inner", "class": "UIView" } ] },
          { "id": "b", "class": "UIView" }, { "id": "far", "class": "UIView" }, { "id": "loose", "class": "UIView" } ] },
          "constraints": [ "a.leading == root.leading", "a.top == root.top", "a.width == 100", "a.width == 200",
            "a.height == 50", "inner.leading == a.leading", "inner.top == a.top", "inner.width == 10",
            "inner.height == 10", "b.leading == root.leading", "b.top == root.top + 5000", "b.width == 10",
            "b.height == 10", "far.leading == root.leading + 9000", "far.top == root.top", "far.width == 10",
            "far.height == 10", "loose.width == 10" ] }
        """

    @Test("a line is marked exactly when a diagnostic names its view")
    func marksFollowDiagnostics() throws {
        let document = try DocumentReader.read(Self.json, file: "flags.json")
        let configuration = try #require(
            try BatchMatrix(devices: "iphone-6.1inch-2020", orientations: "portrait", contentSizes: "large")
                .configurations.first)
        let solved = try LayoutSolving.solve(document, revision: nil, setup: SolveSetup(configuration: configuration))
        let named = Set(solved.diagnostics.flatMap(\.views))
        #expect(named.count >= 3, "the document should give several views a diagnostic: \(named)")
        let treeLines = SolvedLayoutText(solved).text.split(separator: "\n").map(String.init)
        for view in solved.views {
            let line = try #require(treeLines.first { line in
                line.drop { "│├└─ ".contains($0) }.hasPrefix("\(view.id) \(view.className) (")
            })
            #expect(line.hasSuffix("  ⚠") == named.contains(view.id), "\(line)")
        }
    }
}
