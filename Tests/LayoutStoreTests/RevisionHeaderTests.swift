import Foundation
import LayoutModel
@testable import LayoutStore
import Testing

/// `revisionHeader(named:revision:)` reads one row where `document(named:revision:)` reads
/// the whole document: it must name the same revision, the same design device and fail
/// the same way.
@Suite("Revision headers")
struct RevisionHeaderTests {
    @Test("the header equals the loaded document's revision and design device, latest or asked for")
    func headerMatchesLoadedDocument() throws {
        let store = try StoreFixtures.store()
        var first = try StoreFixtures.richDocument()
        first.designDevice = "iphone-15"
        _ = try store.save([first], source: "a.json")
        var second = first
        second.designDevice = nil
        second.root.subviews[0].content.text = "Hello again"
        _ = try store.save([second], source: "b.json")
        for revision in [nil, 1, 2] as [Int?] {
            let loaded = try store.document(named: "login", revision: revision)
            let header = try store.revisionHeader(named: "login", revision: revision)
            #expect(header == RevisionHeader(revision: loaded.revision, designDevice: loaded.document.designDevice))
        }
        #expect(try store.revisionHeader(named: "login").revision == 2)
        #expect(try store.revisionHeader(named: "login", revision: 1).designDevice == "iphone-15")
    }

    @Test("an unknown document or revision fails as loading the document does")
    func sameErrors() throws {
        let store = try StoreFixtures.store()
        _ = try store.save([try StoreFixtures.richDocument()], source: nil)
        for (name, revision) in [("nothing", nil), ("nothing", 1), ("login", 7)] as [(String, Int?)] {
            let loadError = #expect(throws: StoreError.self) { try store.document(named: name, revision: revision) }
            let headerError = #expect(throws: StoreError.self) { try store.revisionHeader(named: name, revision: revision) }
            #expect(loadError == headerError)
        }
    }
}
