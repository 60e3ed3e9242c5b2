import Foundation
import Testing

@testable import LayoutStore

/// A database whose pages are damaged is named as such, with its path: SQLite's own words,
/// "database disk image is malformed", came out alone (or as "not a layoutdb database").
@Suite("A damaged database")
struct DamagedDatabaseTests {
    /// `filledDatabase` with the pages after the first overwritten.
    static func damagedDatabase() throws -> String {
        let path = try ReadOnlyStoreTests.filledDatabase()
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seek(toOffset: 4096)
        try handle.write(contentsOf: Data(repeating: 0xFF, count: 8192))
        try handle.close()
        return path
    }

    /// The first error opening and reading `path` gives, or nil when all reads succeed.
    static func readingError(_ path: String, access: StoreAccess) -> StoreError? {
        do throws(StoreError) {
            let store = try DocumentStore(path: path, access: access)
            _ = try store.list()
            _ = try store.document(named: "login")
            return nil
        } catch {
            return error
        }
    }

    @Test("reading it says the file is damaged, naming it", arguments: [StoreAccess.automatic, .readOnly])
    func damagedIsNamed(access: StoreAccess) throws {
        let path = try Self.damagedDatabase()
        let error = try #require(Self.readingError(path, access: access))
        guard case .damaged(let named, let reason) = error else {
            Issue.record("expected .damaged, got \(error)")
            return
        }
        #expect(named == path)
        #expect(reason.contains("malformed") || reason.contains("not a database"), "\(reason)")
        #expect(error.description.hasPrefix("\(path): the database is damaged ("))
    }
}
