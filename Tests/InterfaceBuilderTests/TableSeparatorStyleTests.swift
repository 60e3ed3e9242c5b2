import Foundation
import LayoutDB
import LayoutInterchange
import LayoutModel
import Testing

/// A table without separators (`separatorStyle = .none`): its self-sizing cells leave no
/// room below their content views (``RowSeparator``). Interface Builder records it as
/// `separatorStyle="none"` on the `<tableView>`, and records such a table's cells with
/// content views as tall as the cells (the corpus's messaging app: 123 and 123), where a
/// table with separators records them half a point shorter on an @2x canvas.
@Suite("Tables without separators")
struct TableSeparatorStyleTests {
    static let file = "kodecocodes__alt-materials__10-adaptive-layout_Main.storyboard"

    /// The real file's table says `separatorStyle="none"`; its prototype cell and the
    /// cell's content view are both recorded 123 high.
    @Test("the style is read from a real table, whose cell's content view is recorded as tall as the cell")
    func readFromInterfaceBuilder() throws {
        let imported = try Corpus.load(Self.file)
        let document = try #require(imported.document(containing: "H4P-9S-XJW"))
        let table = try #require(document.view(ib: "H4P-9S-XJW"))
        #expect(table.content.separatorStyle == .none)
        let cell = try #require(document.view(ib: "i5P-e0-gVI"))
        let content = try #require(document.view(ib: "SFw-Yr-esv"))
        #expect(cell.recordedFrame?.height == 123)
        #expect(content.recordedFrame?.height == 123)
        // A table with separators elsewhere in the corpus is read as having them.
        for other in imported.documents {
            for view in other.allViews where view.className == "UITableView" && view.id != table.id {
                #expect(view.content.separatorStyle == .singleLine, "\(view.id)")
            }
        }
    }

    /// The same prototype cell, as a self-sizing cell of its own (a xib's top-level cell,
    /// the file's XML unchanged): in a table with separators its content view is half a
    /// point (a pixel on the @2x phone) shorter than its row; in the file's table, without
    /// them, it is as tall as the row, as the file records it, and the row is half a
    /// point shorter for the same content.
    @Test("a cell of a table without separators is as tall as its content view")
    func selfSizingCell() throws {
        let source = String(decoding: try Corpus.data(Self.file), as: UTF8.self)
        let start = try #require(source.range(of: #"<tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="LeftBubble""#))
        let end = try #require(source.range(of: "</tableViewCell>", range: start.upperBound..<source.endIndex))
        let cellXML = String(source[start.lowerBound..<end.upperBound])
        let resources = #"<resources><image name="blue-bubble" width="66" height="37.5"/></resources>"#
        let withSeparators = try firstDocument(xib(cellXML, extraRoot: resources))
        #expect(withSeparators.root.content.separatorStyle == .singleLine)
        var without = withSeparators
        without.root.content.separatorStyle = .none

        let setup = SolveSetup(configuration: try DeviceConfiguration(deviceNamed: "retina4_7"))
        let lined = try LayoutSolving.solve(withSeparators, revision: nil, setup: setup)
        let bare = try LayoutSolving.solve(without, revision: nil, setup: setup)
        let contentID = InterfaceBuilderID.documentID(for: "SFw-Yr-esv")
        let linedContent = try #require(lined.views.first { $0.id == contentID }?.frame)
        let bareContent = try #require(bare.views.first { $0.id == contentID }?.frame)
        #expect(linedContent.height > 0)
        #expect(lined.container.height == linedContent.height + 0.5)
        #expect(bare.container.height == bareContent.height)
        #expect(bareContent == linedContent)
        #expect(bare.container == LayoutSize(width: 375, height: lined.container.height - 0.5))
        // A cell's file has no table to say it on: exported, the style is named as lost.
        let lost = InterfaceBuilderExportLoss.losses(of: without, as: .xib)
        #expect(lost.contains { $0.hasSuffix("its separatorStyle is left out (Interface Builder keeps it on a table view, which a cell's file does not hold)") }, "\(lost)")
        #expect(!InterfaceBuilderExportLoss.losses(of: withSeparators, as: .xib).contains { $0.contains("separatorStyle") })
    }

    /// Read, written to the JSON format and to both Interface Builder formats, and read
    /// back; a table with separators writes no key (Interface Builder's `default`).
    @Test("the style survives export to the JSON format and both Interface Builder formats")
    func roundTrips() throws {
        let imported = try Corpus.load(Self.file)
        let document = try #require(imported.document(containing: "H4P-9S-XJW"))
        let tableID = InterfaceBuilderID.documentID(for: "H4P-9S-XJW")
        let json = DocumentWriter.write(document)
        #expect(json.contains(#""separatorStyle": "none""#))
        let again = try DocumentReader.read(json, file: "again.json")
        #expect(again.allViews.first { $0.id == tableID }?.content.separatorStyle == TableSeparatorStyle.none)
        for format in InterfaceBuilderWriter.Format.allCases {
            let text = InterfaceBuilderWriter.write(document, as: format)
            #expect(text.contains(#"separatorStyle="none""#), "\(format)")
            let back = try firstDocument(Data(text.utf8), fileName: "out." + format.rawValue)
            #expect(back.allViews.first { $0.id == tableID }?.content.separatorStyle == TableSeparatorStyle.none, "\(format)")
        }
        let lined = try DocumentReader.read(
            json.replacingOccurrences(of: #""separatorStyle": "none""#, with: #""separatorStyle": "singleLine""#),
            file: "lined.json")
        #expect(lined.allViews.first { $0.id == tableID }?.content.separatorStyle == .singleLine)
        #expect(!DocumentWriter.write(lined).contains("separatorStyle"))
        #expect(InterfaceBuilderWriter.write(lined, as: .storyboard).contains(#"separatorStyle="default""#))
    }

    /// A style the format does not know is refused at its position; so is an unknown
    /// Interface Builder value, naming the file, the line and the styles there are.
    @Test("an unknown separator style is refused")
    func unknownStyle() throws {
        let json = #"{"layoutdb": 1, "name": "t", "root": {"id": "cell", "class": "UITableViewCell", "separatorStyle": "dotted"}}"#
        #expect {
            _ = try DocumentReader.read(json, file: "t.json")
        } throws: { error in
            "\(error)".contains("t.json:1:") && "\(error)".contains("dotted")
        }
        let source = String(decoding: try Corpus.data(Self.file), as: UTF8.self)
            .replacingOccurrences(of: #"separatorStyle="none""#, with: #"separatorStyle="dashes""#)
        #expect {
            _ = try InterfaceBuilderDocument.parse(data: Data(source.utf8), fileName: "Main.storyboard")
        } throws: { error in
            "\(error)".hasPrefix("Main.storyboard:20:")
                && "\(error)".hasSuffix(#"separatorStyle="dashes" is not a table separator style (default, singleLine, singleLineEtched, none)"#)
        }
    }
}
