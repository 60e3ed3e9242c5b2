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
