import LayoutInterchange
import Testing

/// A document's name is what `layoutdb list` prints and every command takes: an empty
/// one, or one with a line break, was stored and broke `list`'s table. And a version
/// written as a string is not "unsupported version '1' (this reader reads 1)".
@Suite("Document name and version errors")
struct DocumentNameErrorTests {
    static func document(name: String, version: String = "1") -> String {
        "{\n  \"layoutdb\": \(version),\n  \"name\": \(name),\n  \"root\": { \"id\": \"root\", \"class\": \"UIView\" }\n}\n"
    }

    @Test("an empty name, or one of spaces, is refused where it is written")
    func emptyName() {
        #expect(readFailure(Self.document(name: #""""#)) == "login.json:3:11: name: a document name cannot be empty or only spaces")
        #expect(readFailure(Self.document(name: #""   ""#)) == "login.json:3:11: name: a document name cannot be empty or only spaces")
    }

    @Test("a name with a line break or tab is refused, naming the character")
    func controlCharacters() {
        #expect(readFailure(Self.document(name: #""a\nb""#)) == "login.json:3:11: name: a document name cannot contain control characters (U+000A)")
        #expect(readFailure(Self.document(name: #""a\tb""#)) == "login.json:3:11: name: a document name cannot contain control characters (U+0009)")
    }

    @Test("names people use still read: spaces inside, slashes, any script")
    func ordinaryNames() {
        #expect(readFailure(Self.document(name: #""lögin ✓ 日本 / v2""#)) == "read")
    }

    @Test("a version written as a string says the version is a number")
    func versionAsString() {
        #expect(readFailure(Self.document(name: #""login""#, version: #""1""#))
            == "login.json:2:15: layoutdb: the format version is the number 1, not '1'")
    }
}
