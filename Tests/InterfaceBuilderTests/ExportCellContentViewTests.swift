import Foundation
import LayoutDB
import LayoutInterchange
import LayoutModel
import Testing

/// A JSON document's table view cell leaves its content view implicit (`cell.contentView`);
/// its Interface Builder export writes the `<tableViewCellContentView>` those
/// constraints name, so the file imports back and lays out as the document did.
@Suite("Exporting a JSON cell's implicit content view")
struct ExportCellContentViewTests {
    /// A self-sizing cell: a 40-point thumbnail and a 60-point-high body inside the
    /// content view's margins (8 top and bottom, 16 at the sides).
    static let json = """
        {
          "layoutdb": 1, "name": "cell",
          "root": { "id": "cell", "class": "UITableViewCell", "subviews": [
            { "id": "thumb", "class": "UIView" },
            { "id": "body", "class": "UIView", "intrinsicContentSize": { "width": 100, "height": 60 } } ] },
          "constraints": [
            "thumb.leading == cell.contentView.leadingMargin", "thumb.top == cell.contentView.topMargin",
            "thumb.width == 40", "thumb.height == 40", "thumb.bottom <= cell.contentView.bottomMargin",
            "body.leading == thumb.trailing + 8", "body.trailing == cell.contentView.trailingMargin",
            "body.top == cell.contentView.topMargin", "body.bottom == cell.contentView.bottomMargin"
          ]
        }
        """

    static func frames(_ document: LayoutDocument, _ configuration: DeviceConfiguration) throws -> [String: LayoutRect] {
        let solved = try LayoutSolving.solve(document, revision: nil, setup: SolveSetup(configuration: configuration))
        #expect(solved.diagnostics.isEmpty, "\(solved.diagnostics.map(\.message))")
        return Dictionary(solved.views.map { ($0.id, $0.frameInRoot) }, uniquingKeysWith: { first, _ in first })
    }

    /// On an iPhone 15 (393 wide) the cell is 8 + 60 + 8 = 76 high and a pixel (⅓) for
    /// the table's separator (``RowSeparator``); the thumbnail sits at
    /// the leading margin (16), the body 8 after it and 16 from the trailing edge:
    /// 393 − 16 − 64 = 313 wide. Right to left, mirrored: the thumbnail at
    /// 393 − 16 − 40 = 337, the body from 16 to 329.
    @Test("the export holds the content view its constraints name, and lays out as the document", arguments: [InterfaceBuilderWriter.Format.xib, .storyboard])
    func contentViewRoundTrip(format: InterfaceBuilderWriter.Format) throws {
        let document = try DocumentReader.read(Self.json, file: "cell.json")
        let design = try DeviceConfiguration(deviceNamed: "iPhone 15")
        let text = InterfaceBuilderWriter.write(document, as: format, frames: try Self.frames(document, design))
        #expect(text.contains(#"<tableViewCellContentView key="contentView""#), "\(text)")
        let again = try #require(try InterfaceBuilderDocument.importFile(data: Data(text.utf8), fileName: "cell.\(format)").documents.first)
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let configuration = try DeviceConfiguration(deviceNamed: "iPhone 15", direction: direction)
            let frames = try Self.frames(again, configuration)
            let rtl = direction == .rightToLeft
            #expect(frames["cell"] == LayoutRect(x: 0, y: 0, width: 393, height: 229.0 / 3))
            #expect(frames["thumb"] == LayoutRect(x: rtl ? 337 : 16, y: 8, width: 40, height: 40))
            #expect(frames["body"] == LayoutRect(x: rtl ? 16 : 64, y: 8, width: 313, height: 60))
        }
    }
}
