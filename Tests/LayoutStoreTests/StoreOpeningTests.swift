import Foundation
import LayoutStore
import Testing

@Suite("Opening a database")
struct StoreOpeningTests {
    @Test("a text file is refused with its path, and left as it was")
    func textFileIsRefused() throws {
        let url = try StoreFixtures.temporaryDirectory().appendingPathComponent("notes.sqlite")
        try Data("hello, world\n".utf8).write(to: url)
        #expect {
            _ = try DocumentStore(path: url.path)
        } throws: { error in
            guard case StoreError.notADatabase(let path, _) = error else { return false }
            return path == url.path
        }
        #expect(try Data(contentsOf: url) == Data("hello, world\n".utf8))
    }

    @Test("a damaged database (SQLite header, garbage after) gets an error, not a crash")
    func damagedDatabase() throws {
        let url = try StoreFixtures.temporaryDirectory().appendingPathComponent("damaged.sqlite")
        var bytes = Data("SQLite format 3\0".utf8)
        bytes.append(Data(repeating: 0xAB, count: 4096))
        try bytes.write(to: url)
        #expect(throws: StoreError.self) { _ = try DocumentStore(path: url.path) }
    }

    @Test("another program's SQLite database is refused")
    func foreignDatabaseIsRefused() throws {
        let path = try StoreFixtures.temporaryDirectory().appendingPathComponent("other.sqlite").path
        try ForeignDatabase.create(at: path)
        #expect(throws: StoreError.foreignDatabase(path: path)) { _ = try DocumentStore(path: path) }
    }
}
