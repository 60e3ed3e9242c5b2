import Foundation
import LayoutInterchange
import LayoutModel
import LayoutText
import Testing

@testable import LayoutDB

/// ``LayoutSolving/engine(for:setup:measurer:)`` measures text through a memo of its own
/// (``MemoizedTextMeasurer``): its results must be those of an engine that asks the
/// measurer itself every time, wrapping and safe-area passes included.
@Suite(.enabled(if: (try? FontMeasurer()) != nil, "the stand-in font is not installed"))
struct SolvingTextMemoTests {
    /// The engine as it was built before the memo: the measurer asked directly.
    static func plainResult(of document: LayoutDocument, setup: SolveSetup, measurer: any TextMeasuring) throws
        -> LayoutResult
    {
        let resolved = try document.materialized(for: setup.traits)
        let placement = try Placement(of: resolved.hierarchy, setup: setup, measurer: measurer)
        let engine = try LayoutEngine(
            hierarchy: resolved.hierarchy, containerSize: placement.container, safeAreaInsets: placement.safeArea,
            direction: setup.traits.direction, scale: setup.traits.displayScale, contentSize: setup.traits.contentSize,
            viewController: placement.viewController, textMeasurer: measurer, rowSeparator: placement.rowSeparator)
        return engine.result()
    }

    /// A list of cells whose multi-line labels wrap, running past the bottom of the
    /// screen: every safe-area pass re-measures them.
    static func cellList(_ count: Int) throws -> LayoutDocument {
        var cells: [String] = []
        var constraints: [String] = []
        for i in 0..<count {
            cells.append("""
                { "id": "c\(i)", "class": "UITableViewCell", "subviews": [
                  { "id": "t\(i)", "class": "UILabel", "text": "Cell \(i) title", "textStyle": "headline", "numberOfLines": 0 },
                  { "id": "d\(i)", "class": "UILabel", "text": "A detail long enough to wrap at a phone's width, twice or more",
                    "textStyle": "subheadline", "numberOfLines": 0 } ] }
                """)
            constraints += [
                "c\(i).leading == root.leading", "c\(i).trailing == root.trailing",
                "c\(i).top == " + (i == 0 ? "root.top" : "c\(i - 1).bottom"),
                "t\(i).top == c\(i).contentView.topMargin", "t\(i).leading == c\(i).contentView.leadingMargin",
                "t\(i).trailing == c\(i).contentView.trailingMargin", "d\(i).top == t\(i).bottom + 4",
                "d\(i).leading == t\(i).leading", "d\(i).trailing == t\(i).trailing",
                "d\(i).bottom == c\(i).contentView.bottomMargin",
            ].map { "\"\($0)\"" }
        }
        let json = """
            { "layoutdb": 1, "name": "cells", "root": { "id": "root", "class": "UIView", "subviews": [
            \(cells.joined(separator: ",\n")) ] },
            "constraints": [ \(constraints.joined(separator: ", ")) ] }
            """
        return try DocumentReader.read(json, file: "cells.json")
    }

    static func setups() throws -> [SolveSetup] {
        try BatchMatrix(
            devices: "iphone-6.1inch-2020,ipad-pro-11inch", orientations: "both", multitasking: "none",
            contentSizes: "large,accessibilityExtraExtraExtraLarge", directions: "both"
        ).configurations.map { SolveSetup(configuration: $0) }
    }

    @Test("the examples and a list of wrapping cells solve as with the measurer asked directly")
    func sameResults() throws {
        let fonts = try FontMeasurer()
        let documents = try DocumentCommandTests.examples.flatMap { try DocumentFile.documents(at: $0) }
            + [try Self.cellList(12)]
        for document in documents {
            for setup in try Self.setups() {
                let plain = try Self.plainResult(of: document, setup: setup, measurer: fonts)
                let (_, engine) = try LayoutSolving.engine(for: document, setup: setup, measurer: fonts)
                #expect(engine.result() == plain, "\(document.name) on \(setup.traitKey)")
            }
        }
    }
}
