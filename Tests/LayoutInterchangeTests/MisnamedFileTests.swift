import Foundation
import LayoutInterchange
import Testing

/// A file read by the wrong name: a storyboard saved as `.json` failed with "unexpected
/// '<', expected a value", and a JSON document named `.storyboard` with "the file has no
/// root element"; each now says what the file is and which name reads it.
@Suite("Files named as the other format")
struct MisnamedFileTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch">
            <scenes/>
        </document>
        """

    @Test func aStoryboardReadAsJSONIsSaidToBeXML() {
        #expect(readFailure(Self.storyboard, file: "Main.json") == "Main.json:1:1: unexpected '<', expected a value "
            + "(the file is XML, not JSON: an Interface Builder file is read as one when its name ends in .storyboard or .xib)")
        // After a byte-order mark and blank lines too.
        #expect(readFailure("\u{FEFF}\n\n  " + Self.storyboard, file: "Main.json").hasSuffix("ends in .storyboard or .xib)"))
        // Other JSON errors are as they were.
        #expect(readFailure("{\"layoutdb\": 1,", file: "a.json") == "a.json:1:16: unexpected end of input inside an object")
    }

    @Test("a JSON document read as Interface Builder's is said to be JSON", arguments: ["Main.storyboard", "Cell.xib"])
    func aJSONDocumentReadAsXMLIsSaidToBeJSON(fileName: String) {
        let json = #"{"layoutdb": 1, "name": "login", "root": {"id": "root"}}"#
        #expect(throws: IBImportError.self) { try InterfaceBuilderDocument.importFile(data: Data(json.utf8), fileName: fileName) }
        do {
            _ = try InterfaceBuilderDocument.importFile(data: Data(json.utf8), fileName: fileName)
        } catch {
            #expect("\(error)" == "\(fileName):1: the file is not well-formed XML "
                + "(the file is JSON, not XML: a layoutdb document is read as one when its name ends in .json)")
        }
    }
}
