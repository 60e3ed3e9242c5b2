import LayoutInterchange
import LayoutModel
import Testing

/// A text field's `borderStyle` in the JSON format: read, written back, and an unknown
/// value refused at its position.
@Suite("Text field border style in JSON documents")
struct TextFieldBorderJSONTests {
    static func document(style: String) -> String {
        """
        {
          "layoutdb": 1,
          "name": "form",
          "root": { "id": "root", "class": "UIView", "subviews": [
            { "id": "field", "class": "UITextField", "placeholder": "Email", "borderStyle": "\(style)" },
            { "id": "plain", "class": "UITextField", "placeholder": "Name" }
          ] },
          "constraints": []
        }
        """
    }

    @Test("each style reads and is written back; a field without one has none (a rounded rect)")
    func roundTrip() throws {
        for style in TextFieldBorderStyle.allCases {
            let document = try DocumentReader.read(Self.document(style: style.rawValue), file: "form.json")
            #expect(document.root.subviews[0].content.borderStyle == style)
            #expect(document.root.subviews[1].content.borderStyle == nil)
            let written = DocumentWriter.write(document)
            #expect(written.contains("\"borderStyle\" : \"\(style.rawValue)\"") || written.contains("\"borderStyle\": \"\(style.rawValue)\""))
            let again = try DocumentReader.read(written, file: "again.json")
            #expect(again.root.subviews.map(\.content) == document.root.subviews.map(\.content))
        }
    }

    @Test("an unknown style is refused at its position, with the styles it could be")
    func unknownStyle() {
        #expect(
            readFailure(Self.document(style: "rounded"), file: "form.json")
                == "form.json:5:85: root.subviews[0].borderStyle: unknown text field border style 'rounded'; "
                + "expected one of none, line, bezel, roundedRect")
    }
}
