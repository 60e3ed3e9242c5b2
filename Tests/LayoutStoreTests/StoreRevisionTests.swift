import Foundation
import LayoutModel
@testable import LayoutStore
import Testing

@Suite("Store revisions")
struct StoreRevisionTests {
    @Test("saving an unchanged document adds no revision; a change adds one; old revisions stay readable")
    func revisions() throws {
        let store = try StoreFixtures.store()
        let first = try StoreFixtures.richDocument()
        _ = try store.save([first], source: "a.json")
        #expect(try store.save([first], source: "a.json") == [SaveOutcome(name: "login", revision: 1, isNewRevision: false)])
        var second = first
        second.root.subviews[0].content.text = "Hello again"
        #expect(try store.save([second], source: "b.json") == [SaveOutcome(name: "login", revision: 2, isNewRevision: true)])
        #expect(try store.document(named: "login").document == second)
        #expect(try store.document(named: "login", revision: 1).document == first)
        #expect(try store.revisions(of: "login").map(\.revision) == [1, 2])
        #expect(try store.revisions(of: "login").map(\.source) == ["a.json", "b.json"])
        let summary = try #require(try store.list().first)
        #expect(summary.name == "login" && summary.revision == 2 && summary.revisionCount == 2)
        #expect(summary.viewCount == 6 && summary.constraintCount == 4 && summary.variantCount == 5)
    }

    @Test("the unchanged check: a change in counts or only in a value each add a revision; the same document does not")
    func unchangedCheck() throws {
        let store = try StoreFixtures.store()
        let first = try StoreFixtures.richDocument()
        _ = try store.save([first], source: nil)
        var moreViews = first
        moreViews.root.subviews.append(ViewNode(id: "extra"))
        #expect(try store.save([moreViews], source: nil) == [SaveOutcome(name: "login", revision: 2, isNewRevision: true)])
        var fewerConstraints = moreViews
        fewerConstraints.constraints.removeLast()
        #expect(try store.save([fewerConstraints], source: nil) == [SaveOutcome(name: "login", revision: 3, isNewRevision: true)])
        // Same counts everywhere, one value differs: only the full comparison can tell.
        var renamed = fewerConstraints
        renamed.root.subviews[0].isHidden.toggle()
        #expect(try store.save([renamed], source: nil) == [SaveOutcome(name: "login", revision: 4, isNewRevision: true)])
        #expect(try store.save([renamed], source: nil) == [SaveOutcome(name: "login", revision: 4, isNewRevision: false)])
        #expect(try store.save([first], source: nil) == [SaveOutcome(name: "login", revision: 5, isNewRevision: true)])
    }

    @Test("a save that fails part way writes nothing")
    func failedSaveWritesNothing() throws {
        let store = try StoreFixtures.store()
        let good = try StoreFixtures.richDocument(name: "good")
        var bad = try StoreFixtures.richDocument(name: "bad")
        // Two views with one id break the view table's primary key after "good" was written.
        bad.root.subviews.append(ViewNode(id: "title"))
        #expect(throws: StoreError.self) { try store.save([good, bad], source: nil) }
        #expect(try store.list().isEmpty)
        #expect(try store.query("SELECT count(*) FROM view").rows == [["0"]])
    }

    @Test("rm deletes every revision and row of the document and nothing else")
    func removeDeletesEverything() throws {
        let store = try StoreFixtures.store()
        _ = try store.save([try StoreFixtures.richDocument(name: "a"), try StoreFixtures.richDocument(name: "b")], source: nil)
        try store.remove(named: "a")
        #expect(try store.list().map(\.name) == ["b"])
        #expect(try store.query("SELECT count(*) FROM view").rows == [["6"]])
        #expect(try store.query("SELECT count(*) FROM variant_change").rows == [["19"]])
        #expect(throws: StoreError.unknownDocument("a")) { try store.remove(named: "a") }
        #expect(throws: StoreError.unknownDocument("a")) { try store.document(named: "a") }
        #expect(throws: StoreError.unknownRevision(document: "b", revision: 7)) {
            try store.document(named: "b", revision: 7)
        }
    }
}

@Suite("Store timestamps")
struct StoreTimestampTests {
    @Test("revision and cache times are ISO 8601 in UTC with milliseconds, as ISO8601DateFormatter writes them")
    func format() {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        for seconds in [0.0, 1_795_000_000.125, 1_795_000_059.999] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(DocumentStore.timestamp(date) == formatter.string(from: date))
        }
        #expect(DocumentStore.timestamp(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00.000Z")
    }
}
