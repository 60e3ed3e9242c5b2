import Foundation
import LayoutModel
import LayoutStore
import Testing

@Suite("Store round trip")
struct StoreRoundTripTests {
    @Test("a document using every column reads back equal")
    func richDocumentReadsBackEqual() throws {
        let store = try StoreFixtures.store()
        let document = try StoreFixtures.richDocument()
        let outcomes = try store.save([document], source: "login.json")
        #expect(outcomes == [SaveOutcome(name: "login", revision: 1, isNewRevision: true)])
        let stored = try store.document(named: "login")
        #expect(stored.revision == 1)
        #expect(stored.source == "login.json")
        #expect(stored.document == document)
    }

    /// Migration 10's column: a scrolling text view reads back scrolling, a self-sizing one
    /// (the document's default) not.
    @Test("a text view's scrollEnabled reads back")
    func textViewScrolling() throws {
        let store = try StoreFixtures.store()
        let root = ViewNode(id: "root", subviews: [
            ViewNode(id: "scrolls", className: "UITextView", content: ViewContent(text: "a", isScrollEnabled: true)),
            ViewNode(id: "sizes", className: "UITextView", content: ViewContent(text: "b")),
        ])
        let document = LayoutDocument(name: "notes", root: root)
        _ = try store.save([document], source: nil)
        let stored = try store.document(named: "notes").document
        #expect(stored.root.subviews.map(\.content.isScrollEnabled) == [true, false])
        #expect(stored == document)
    }

    /// Migration 12's column: a view's userLabel reads back; one without stays without.
    @Test("a view's userLabel reads back")
    func userLabel() throws {
        let store = try StoreFixtures.store()
        var labelled = ViewNode(id: "box")
        labelled.userLabel = "Title box"
        let document = LayoutDocument(name: "labels", root: ViewNode(id: "root", subviews: [labelled, ViewNode(id: "plain")]))
        _ = try store.save([document], source: nil)
        let stored = try store.document(named: "labels").document
        #expect(stored.root.subviews.map(\.userLabel) == ["Title box", nil])
        #expect(stored == document)
    }

    /// Migration 13's columns: a button's contentEdgeInsets, an activity indicator's and a
    /// search bar's style read back; views without them read back without them.
    @Test("contentEdgeInsets and control styles read back")
    func controlStyles() throws {
        let store = try StoreFixtures.store()
        let insets = EdgeInsets(top: 5, left: 10, bottom: 6, right: 11)
        let root = ViewNode(id: "root", subviews: [
            ViewNode(id: "b", className: "UIButton", content: ViewContent(title: "Go", contentEdgeInsets: insets)),
            ViewNode(id: "spin", className: "UIActivityIndicatorView", content: ViewContent(activityIndicatorStyle: .whiteLarge)),
            ViewNode(id: "find", className: "UISearchBar", content: ViewContent(searchBarStyle: .minimal)),
            ViewNode(id: "plain", className: "UIButton", content: ViewContent(title: "Stop")),
        ])
        let document = LayoutDocument(name: "controls", root: root)
        _ = try store.save([document], source: nil)
        let stored = try store.document(named: "controls").document
        #expect(stored.root.subviews.map(\.content.contentEdgeInsets) == [insets, nil, nil, nil])
        #expect(stored.root.subviews[1].content.activityIndicatorStyle == .whiteLarge)
        #expect(stored.root.subviews[2].content.searchBarStyle == .minimal)
        #expect(stored == document)
    }

    @Test("a configured button, a date picker's style and a segmented control's segments read back (migration 15)")
    func controlSizesReadBack() throws {
        let store = try StoreFixtures.store()
        let root = ViewNode(id: "root", subviews: [
            ViewNode(id: "go", className: "UIButton", content: ViewContent(title: "Go", buttonConfiguration: .tinted)),
            ViewNode(id: "when", className: "UIDatePicker", content: ViewContent(datePickerStyle: .wheels)),
            ViewNode(id: "pick", className: "UISegmentedControl", content: ViewContent(segments: ["One", "", "Three \"3\""])),
            ViewNode(id: "none", className: "UISegmentedControl"),
        ])
        let document = LayoutDocument(name: "configured", root: root)
        _ = try store.save([document], source: nil)
        let stored = try store.document(named: "configured").document
        #expect(stored.root.subviews[0].content.buttonConfiguration == .tinted)
        #expect(stored.root.subviews[1].content.datePickerStyle == .wheels)
        #expect(stored.root.subviews[2].content.segments == ["One", "", "Three \"3\""])
        #expect(stored.root.subviews[3].content.segments.isEmpty)
        #expect(stored == document)
    }

    @Test("a table view's style survives (migration 16)")
    func tableStyleIsKept() throws {
        let store = try StoreFixtures.store()
        let root = ViewNode(id: "root", subviews: [
            ViewNode(id: "inset", className: "UITableView", content: ViewContent(tableStyle: .insetGrouped)),
            ViewNode(id: "grouped", className: "UITableView", content: ViewContent(tableStyle: .grouped)),
            ViewNode(id: "plain", className: "UITableView"),
        ])
        let document = LayoutDocument(name: "tables", root: root)
        _ = try store.save([document], source: nil)
        let stored = try store.document(named: "tables").document
        #expect(stored.root.subviews.map(\.content.tableStyle) == [.insetGrouped, .grouped, nil])
        #expect(stored == document)
    }

    @Test("a table's separator style survives, for a table and a cell's own table (migration 20)")
    func separatorStyleIsKept() throws {
        let store = try StoreFixtures.store()
        let root = ViewNode(id: "cell", className: "UITableViewCell", subviews: [
            ViewNode(id: "bare", className: "UITableView", content: ViewContent(separatorStyle: .none)),
            ViewNode(id: "lined", className: "UITableView"),
        ], content: ViewContent(separatorStyle: .none))
        let document = LayoutDocument(name: "separators", root: root)
        _ = try store.save([document], source: nil)
        let stored = try store.document(named: "separators").document
        #expect(stored.root.content.separatorStyle == .none)
        #expect(stored.root.subviews.map(\.content.separatorStyle) == [.none, .singleLine])
        #expect(stored == document)
    }

    @Test("a configured button's image and symbol font, and segments by content, survive (migration 17)")
    func buttonImageAndSegmentWidthsAreKept() throws {
        let store = try StoreFixtures.store()
        let symbol = LayoutSize(width: 1.069, height: 1.17)
        let root = ViewNode(id: "root", subviews: [
            ViewNode(id: "bin", className: "UIButton", content: ViewContent(
                imageSize: symbol, buttonConfiguration: .plain, imageFont: .textStyle(.body))),
            ViewNode(id: "big", className: "UIButton", content: ViewContent(
                imageSize: symbol, buttonConfiguration: .gray, imageFont: .system(size: 30, weight: .semibold))),
            ViewNode(id: "logo", className: "UIButton", content: ViewContent(
                title: "Go", imageSize: LayoutSize(width: 40, height: 30), buttonConfiguration: .filled)),
            ViewNode(id: "seg", className: "UISegmentedControl", content: ViewContent(
                segments: ["Primary", "All"], apportionsSegmentWidthsByContent: true)),
        ])
        let document = LayoutDocument(name: "buttons", root: root)
        _ = try store.save([document], source: nil)
        let stored = try store.document(named: "buttons").document
        #expect(stored.root.subviews.map(\.content.imageFont) == [.textStyle(.body), .system(size: 30, weight: .semibold), nil, nil])
        #expect(stored.root.subviews.map(\.content.apportionsSegmentWidthsByContent) == [false, false, false, true])
        #expect(stored == document)
    }

    @Test("arranged order survives when it differs from z-order")
    func arrangedOrderIsKept() throws {
        let store = try StoreFixtures.store()
        let document = try StoreFixtures.richDocument()
        _ = try store.save([document], source: nil)
        let form = try store.document(named: "login").document.root.subviews[1]
        #expect(form.subviews.map(\.id) == ["email", "go"])
        #expect(form.stack?.arrangedSubviewIDs == ["go", "email"])
    }

    @Test("a reopened database serves what was saved")
    func reopenedDatabase() throws {
        let path = try StoreFixtures.temporaryDirectory().appendingPathComponent("db.sqlite").path
        let document = try StoreFixtures.richDocument()
        _ = try DocumentStore(path: path).save([document], source: nil)
        let reopened = try DocumentStore(path: path)
        #expect(try reopened.document(named: "login").document == document)
    }

    @Test("trait questions are SQL over the variant columns")
    func variantPredicatesAreColumns() throws {
        let store = try StoreFixtures.store()
        _ = try store.save([try StoreFixtures.richDocument()], source: nil)
        let compactHeight = try store.query(
            "SELECT target_kind, target_id, installed FROM variant WHERE height_class = 'compact'")
        #expect(compactHeight.rows == [["constraint", "formWidth", "0"]])
        let accessibility = try store.query(
            "SELECT target_id FROM variant WHERE content_size_min >= 7 AND direction = 'rightToLeft'")
        #expect(accessibility.rows == [["title"]])
    }
}
