import Foundation
import LayoutInterchange
import LayoutModel
import Testing

/// A storyboard or xib never records a negative width or height: where the constraints
/// squeeze a view below nothing, Interface Builder records a size of 0 (GoMap's Display
/// storyboard records its squeezed headline label `height="0.0"`), and layoutdb's
/// pictures draw it so. The export wrote the engine's negative size (`height="-14"`).
@Suite("Exporting a view squeezed below nothing")
struct ExportNegativeSizeTests {
    /// A vertical stack 32 pt high holding a 40 pt view and one with no size of its own:
    /// filling the stack leaves the first 32 - 5 - 40 = -13 pt, as solved.
    static let document = """
        {"layoutdb": 1, "name": "squeeze",
         "root": {"id": "root", "frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "subviews": [
           {"id": "stack", "class": "UIStackView", "axis": "vertical", "spacing": 5,
            "arrangedSubviews": [{"id": "title", "frame": {"x": 0, "y": 0, "width": -3, "height": 10}}, {"id": "size"}]}]},
         "constraints": ["stack.top == root.top + 10", "stack.leading == root.leading + 20",
                         "stack.width == 100", "stack.height == 32", "size.height == 40"],
         "variants": [{"when": "wR", "view": "size", "set": {"frame": {"x": 0, "y": 5, "width": 100, "height": -2}}}]}
        """

    /// The `<rect key="frame">`s of a written file, as (x, y, width, height) text.
    static func rects(_ text: String) throws -> [[String]] {
        let pattern = try NSRegularExpression(pattern: #"<rect key="frame" x="([^"]*)" y="([^"]*)" width="([^"]*)" height="([^"]*)"/>"#)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (1...4).compactMap { Range(match.range(at: $0), in: text).map { String(text[$0]) } }
        }
    }

    @Test("a negative solved size is written as 0 at the solved origin, and said", arguments: [InterfaceBuilderWriter.Format.storyboard, .xib])
    func aNegativeSizeIsWrittenAsZero(format: InterfaceBuilderWriter.Format) throws {
        let document = try DocumentReader.read(Self.document, file: "squeeze.json")
        // The frames the engine gives at the design device (`layoutdb solve squeeze.json`).
        let frames = [
            "root": LayoutRect(x: 0, y: 0, width: 393, height: 852), "stack": LayoutRect(x: 20, y: 10, width: 100, height: 32),
            "title": LayoutRect(x: 0, y: 0, width: 100, height: -13), "size": LayoutRect(x: 0, y: -8, width: 100, height: 40),
        ]
        let text = InterfaceBuilderWriter.write(document, as: format, frames: frames)
        #expect(try Self.rects(text) == [
            ["0.0", "0.0", "393", "852"], ["20", "10", "100", "32"], ["0.0", "0.0", "100", "0.0"], ["0.0", "-8", "100", "40"],
            // The variant's frame, in its <variation key="widthClass=regular">.
            ["0.0", "5", "100", "0.0"],
        ])
        #expect(InterfaceBuilderExportLoss.losses(of: document, as: format, frames: frames) == [
            "variants[0] (wR) on view 'size': its frame's height -2 is written as 0 (Interface Builder records no negative size: "
                + "a view squeezed below nothing is recorded at size 0, as layoutdb draws it)",
            "view 'title': its frame's height -13 is written as 0 (Interface Builder records no negative size: "
                + "a view squeezed below nothing is recorded at size 0, as layoutdb draws it)",
        ])
        // What is written imports again, with the sizes as written.
        let again = try #require(try InterfaceBuilderDocument.importFile(
            data: Data(text.utf8), fileName: format == .xib ? "squeeze.xib" : "squeeze.storyboard").documents.first)
        #expect(again.root.subviews.first?.subviews.first?.recordedFrame?.height == 0)
    }

    /// Without solved frames (a document that does not solve) the document's own frame is
    /// written: a negative one becomes 0 the same way.
    @Test func aDocumentsOwnNegativeFrameIsWrittenAsZeroToo() throws {
        let document = try DocumentReader.read(Self.document, file: "squeeze.json")
        #expect(try Self.rects(InterfaceBuilderWriter.write(document, as: .xib))[2] == ["0.0", "0.0", "0.0", "10"])
        #expect(InterfaceBuilderExportLoss.losses(of: document, as: .xib).last
            == "view 'title': its frame's width -3 is written as 0 (Interface Builder records no negative size: "
                + "a view squeezed below nothing is recorded at size 0, as layoutdb draws it)")
    }
}
