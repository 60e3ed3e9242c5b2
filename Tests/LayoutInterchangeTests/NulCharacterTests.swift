import LayoutInterchange
import Testing

/// A NUL character (U+0000) in a string is refused where it is written: SQLite returns
/// text up to its first NUL, so a label's "Wel\u0000come" was stored as "Wel" and every
/// import of the same file made a new revision.
@Suite("NUL characters in a document")
struct NulCharacterTests {
    static func document(text: String) -> String {
        """
        {
          "layoutdb": 1,
          "name": "login",
          "root": { "id": "root", "class": "UIView", "subviews": [
            { "id": "title", "class": "UILabel", "text": \(text) }
          ] }
        }
        """
    }

    @Test("in a label's text, named with its path")
    func inText() {
        #expect(readFailure(Self.document(text: #""Wel\u0000come""#))
            == "login.json:5:50: root.subviews[0].text: a string cannot contain U+0000 (NUL): the database would keep only the text before it")
    }

    @Test("other control characters, escaped, still read")
    func otherControls() {
        #expect(readFailure(Self.document(text: #""Wel\u0001come\nback""#)) == "read")
    }
}
