import Foundation
import LayoutDB
import LayoutInterchange
import LayoutModel
import Testing

/// Interface Builder has no readable content guide: the export writes constraints on
/// `V.readableContent` as margin constraints of a view whose margins follow the readable
/// width. A view whose margins also place something loses them to the readable width,
/// and the export says so instead of moving that view silently.
@Suite("Exporting a view's readable guide beside its margins")
struct ExportReadableMarginsTests {
    static func document(alsoMargins: Bool) throws -> LayoutDocument {
        let margins = alsoMargins ? #", { "visual": "H:|-[wide]-|" }, "wide.top == text.bottom", "wide.height == 10""# : ""
        return try DocumentReader.read("""
            {
              "layoutdb": 1, "name": "readable",
              "root": { "id": "root", "subviews": [ { "id": "text" }\(alsoMargins ? #", { "id": "wide" }"# : "") ] },
              "constraints": [
                "text.leading == root.readableContent.leading", "text.trailing == root.readableContent.trailing",
                "text.top == root.readableContent.top", "text.height == 10"\(margins)
              ]
            }
            """, file: "readable.json")
    }

    /// On an 11-inch iPad in landscape (1194 wide, 20-point margins) `wide` spans the
    /// margins, 20 to 1174, and `text` the readable width, 672 centred: 261 to 933. Back
    /// from Interface Builder, the root's margins follow the readable width, so `wide`
    /// spans 261 to 933 as well: the loss the warning names.
    @Test("the loss is named when both guides place views, and only then", arguments: [InterfaceBuilderWriter.Format.storyboard, .xib])
    func lossIsNamed(format: InterfaceBuilderWriter.Format) throws {
        let document = try Self.document(alsoMargins: true)
        #expect(InterfaceBuilderExportLoss.losses(of: document, as: format) == [
            "view 'root': its margins come back following its readable width (Interface Builder has no readable content "
                + "guide: the export makes the view's margins follow the readable width, and constraints on both guides "
                + "then meet the same edges)",
        ])
        #expect(InterfaceBuilderExportLoss.losses(of: try Self.document(alsoMargins: false), as: format).isEmpty)

        let configuration = try DeviceConfiguration(deviceNamed: "ipad-pro-11inch", orientation: .landscape)
        func frames(_ document: LayoutDocument) throws -> [String: LayoutRect] {
            let solved = try LayoutSolving.solve(document, revision: nil, setup: SolveSetup(configuration: configuration))
            return Dictionary(solved.views.map { ($0.id, $0.frameInRoot) }, uniquingKeysWith: { first, _ in first })
        }
        let before = try frames(document)
        #expect(before["text"] == LayoutRect(x: 261, y: 24, width: 672, height: 10))
        #expect(before["wide"] == LayoutRect(x: 20, y: 34, width: 1154, height: 10))
        let text = InterfaceBuilderWriter.write(document, as: format, frames: before)
        let again = try #require(try InterfaceBuilderDocument.importFile(data: Data(text.utf8), fileName: "r.\(format)").documents.first)
        #expect(try frames(again)["wide"] == LayoutRect(x: 261, y: 34, width: 672, height: 10))
    }
}
