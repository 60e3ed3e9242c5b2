import Foundation
import GRDB
import Testing

@testable import LayoutStore

/// Migration 6 moves every cached result of an older database into `solve_body`: each
/// stays readable, as exactly the text it was, and the views read it as before.
@Suite("Solve cache migration")
struct SolveCacheMigrationTests {
    /// A result as the library wrote it before migration 6: compact, header members first,
    /// with escapes, non-ASCII text, -0 and a number SQLite must not rewrite.
    static let oldResult = #"{"document":"lo\"gin","revision":1,"configuration":"wC hR large ltr @3x phone","#
        + #""traits":{"widthClass":"compact","heightClass":"regular","contentSize":"large","direction":"leftToRight","#
        + #""displayScale":3,"idiom":"phone"},"container":{"width":390,"height":844},"views":[{"id":"title","#
        + #""class":"UILabel","parent":null,"frame":{"x":16.25,"y":-0,"width":343.3333333333333,"height":1e-7},"#
        + #""frameInRoot":{"x":16.25,"y":20,"width":343.3333333333333,"height":0}}],"diagnostics":[{"kind":"ambiguous","#
        + #""views":["title"],"message":"ようこそ \u00e9 \/"}],"scrollViews":[],"cached":false}"#

    static let key = SolveCacheKey(
        document: "lo\"gin", revision: 1, traitKey: "wC hR large ltr @3x phone", containerWidth: 390,
        containerHeight: 844, engineVersion: "7")

    /// A database at migration 5 with one document, one revision and `results` cached
    /// under `key` with containers 390, 391, …, each with an old binary blob.
    static func databaseAtMigration5(results: [String]) throws -> String {
        let path = try StoreFixtures.temporaryDirectory().appendingPathComponent("old.sqlite").path
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA application_id = \(StoreMigrations.applicationID)")
        }
        try StoreMigrations.migrator.migrate(queue, upTo: "0005_controller_containment")
        try queue.write { db in
            try db.execute(sql: "INSERT INTO document (id, name, created_at) VALUES (1, ?, 'then')", arguments: [key.document])
            try db.execute(sql: "INSERT INTO revision (id, document_id, number, created_at) VALUES (1, 1, 1, 'then')")
            for (index, result) in results.enumerated() {
                try db.execute(
                    sql: """
                        INSERT INTO solve_cache VALUES (1, ?, ?, 844, ?, 'iphone', 'portrait', 'fullScreen',
                            'compact', 'regular', 'large', 'leftToRight', 'phone', 1, 0, ?, ?, 'then')
                        """,
                    arguments: [key.traitKey, 390 + Double(index), key.engineVersion, result, Data([2, 1, 2, 3])])
            }
        }
        try queue.close()
        return path
    }

    @Test func aResultCachedBeforeMigration6ReadsBackAsTheSameText() throws {
        let path = try Self.databaseAtMigration5(results: [Self.oldResult])
        let before = try DatabaseQueue(path: path).read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM solved_problem")
        }
        let store = try DocumentStore(path: path)
        #expect(try store.cachedResult(for: Self.key) == Self.oldResult)
        // The one-read probe: the old blob held the header too, so it was not kept; the
        // JSON is read instead.
        let probe = try store.cachedResult(for: Self.key, latestRevision: true)
        #expect(probe.revision == 1)
        #expect(probe.binary == nil)
        #expect(probe.json == Self.oldResult)
        #expect(probe.header?.hasPrefix(#"{"document":"lo\"gin","#) == true)
        // The views give what they gave before.
        #expect(before.count == 1)
        let after = try store.query("SELECT * FROM solved_problem")
        #expect(after.rows == [[
            "lo\"gin", "1", "wC hR large ltr @3x phone", "compact", "regular", "large", "leftToRight", "iphone",
            "ambiguous", "ようこそ é /", #"["title"]"#,
        ]])
        #expect(before.first?["message"] == "ようこそ é /")
        #expect(try store.query("SELECT count(*), count(hash), count(body_binary) FROM solve_body").rows == [["1", "0", "0"]])
    }

    @Test func movedBodiesGoWithTheirRows() throws {
        let path = try Self.databaseAtMigration5(results: [Self.oldResult, Self.oldResult])
        let store = try DocumentStore(path: path)
        #expect(try store.query("SELECT count(*) FROM solve_body").rows == [["2"]])
        var second = Self.key
        second.containerWidth = 391
        #expect(try store.cachedResult(for: second) == Self.oldResult)
        // A new solve of the first key replaces its moved body.
        let record = SolveCacheRecord(
            device: "iphone", orientation: "portrait", multitasking: "fullScreen", widthClass: "compact",
            heightClass: "regular", contentSize: "large", direction: "leftToRight", idiom: "phone", errorCount: 0,
            warningCount: 0, header: #"{"document":"x"}"#, body: #"{"views":[]}"#)
        try store.storeResult(record, for: Self.key)
        #expect(try store.query("SELECT count(*), count(hash) FROM solve_body").rows == [["2", "1"]])
        #expect(try store.cachedResult(for: Self.key) == #"{"document":"x","views":[]}"#)
        try store.remove(named: Self.key.document)
        #expect(try store.query("SELECT count(*) FROM solve_body").rows == [["0"]])
    }
}
