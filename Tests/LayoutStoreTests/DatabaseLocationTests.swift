import Foundation
import LayoutStore
import Testing

/// A path that cannot hold a database is named for what it is, not reported as "not a
/// layoutdb database" in SQLite's words ("unable to open database file").
@Suite("Opening a database at a path that cannot hold one")
struct DatabaseLocationTests {
    static func reason(opening path: String) -> String? {
        do {
            _ = try DocumentStore(path: path)
            return nil
        } catch {
            guard case .cannotOpen(let failing, let reason) = error, failing == path else { return "\(error)" }
            return reason
        }
    }

    @Test("a folder")
    func folder() throws {
        let folder = try StoreFixtures.temporaryDirectory().path
        #expect(Self.reason(opening: folder) == "it is a folder; give the path of a database file inside it")
    }

    @Test("a file in a folder that does not exist, which is not created")
    func missingFolder() throws {
        let missing = try StoreFixtures.temporaryDirectory().appendingPathComponent("no/such")
        let path = missing.appendingPathComponent("db.sqlite").path
        #expect(Self.reason(opening: path) == "the folder '\(missing.path)' does not exist")
        #expect(!FileManager.default.fileExists(atPath: missing.path))
    }

    @Test("a file inside a file")
    func parentIsAFile() throws {
        let file = try StoreFixtures.temporaryDirectory().appendingPathComponent("notes.txt")
        try Data("x".utf8).write(to: file)
        #expect(Self.reason(opening: file.appendingPathComponent("db.sqlite").path) == "'\(file.path)' is not a folder")
    }

    @Test("an empty path")
    func emptyPath() {
        #expect(Self.reason(opening: "") == "the path is empty")
        #expect(StoreError.cannotOpen(path: "", reason: "the path is empty").description == "'': cannot open the database: the path is empty")
    }

    @Test("a new file in an existing folder still opens")
    func newFile() throws {
        let path = try StoreFixtures.temporaryDirectory().appendingPathComponent("new.sqlite").path
        #expect(Self.reason(opening: path) == nil)
    }
}
