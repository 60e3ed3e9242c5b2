import Foundation
import Testing

/// `export --format storyboard|xib` writes what Interface Builder can hold and names, on
/// standard error, each thing it leaves out: the login example's Dynamic Type variant
/// used to vanish from the storyboard without a word, so a re-import lost it silently.
@Suite struct ExportLossWarningTests {
    static let document = """
        {"layoutdb": 1, "name": "lossy",
         "root": {"id": "root", "subviews": [
           {"id": "title", "class": "UILabel", "text": "Hi", "textStyle": "body", "baselineOffset": 2},
           {"id": "stack", "class": "UIStackView", "axis": "vertical", "customSpacing": {"a": 20},
            "arrangedSubviews": [{"id": "a"}, {"id": "b"}]}]},
         "constraints": ["title.top == root.top", "title.leading == root.leading",
                         {"id": "w", "first": "stack.width", "relation": "==", "second": "root.layoutMargins.width"},
                         "stack.top == title.bottom", "stack.leading == root.leading"],
         "variants": [
           {"when": {"contentSize": ">=accessibilityMedium"}, "view": "title", "set": {"textStyle": "title1"}},
           {"when": "wR", "view": "title", "set": {"text": "Hello", "hidden": true}},
           {"when": "hC", "view": "stack", "set": {"axis": "horizontal"}}]}
        """

    @Test func everyLossIsNamedAndTheRestIsWritten() throws {
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        let file = try DocumentCommandTests.write(Self.document, to: folder.appendingPathComponent("lossy.json"))
        #expect(try CommandLine.run(["import", "--db", db, file]).status == 0)
        for format in ["storyboard", "xib"] {
            let result = try CommandLine.run(["export", "--db", db, "lossy", "--format", format])
            #expect(result.status == 0, "\(result.stderr)")
            let warnings = result.stderr.split(separator: "\n").map(String.init)
            #expect(warnings == [
                "layoutdb: warning: 'lossy': variants[0] (contentSize=>=accessibilityMedium) is left out: Interface Builder varies only by width and height class, not by content size, direction or idiom",
                "layoutdb: warning: 'lossy': variants[1] (wR) on view 'title': its text is left out (Interface Builder varies a view's frame, font, margins, hidden and stack properties, not these)",
                "layoutdb: warning: 'lossy': view 'title': its baselineOffset is left out (Interface Builder has no such property)",
                "layoutdb: warning: 'lossy': view 'stack': its customSpacing is left out (Interface Builder sets a stack view's spacing only as a whole)",
                // Nothing gives the stack a height; its views' sizes stay at 0 or more
                // (the size bound UIKit's engine keeps), so no frame is negative and
                // nothing is squeezed below nothing (main wrote −20.333 and −40.333 as 0).
                "layoutdb: warning: 'lossy': constraints[2] ('w'): root.layoutMargins.width is written as root.width (Interface Builder names a margins guide only by its edges and centres)",
            ], "\(result.stderr)")
            // What Interface Builder can hold is still written: the size-class variants.
            #expect(result.stdout.contains("<variation key=\"widthClass=regular\" hidden=\"YES\"/>"))
            #expect(result.stdout.contains("<variation key=\"heightClass=compact\" axis=\"horizontal\""))
        }
        // JSON holds everything: no warning.
        let json = try CommandLine.run(["export", "--db", db, "lossy"])
        #expect(json.status == 0)
        #expect(json.stderr.isEmpty, "\(json.stderr)")
    }

    /// A stack view too short for what it holds squeezed a view below nothing: the export
    /// wrote the engine's `height="-13"`, which Interface Builder never records, then 0
    /// with a warning. Now the engine keeps the view at 0 (the size bound; the size's
    /// `height == 40`, the deepest view's own, breaks), so the export writes 0 and has
    /// nothing to say; its guard stays for views an autoresizing mask places.
    @Test func aSqueezedViewIsWrittenWithNoHeight() throws {
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        let document = """
            {"layoutdb": 1, "name": "squeeze",
             "root": {"id": "root", "subviews": [
               {"id": "stack", "class": "UIStackView", "axis": "vertical", "spacing": 5,
                "arrangedSubviews": [{"id": "title"}, {"id": "size"}]}]},
             "constraints": ["stack.top == root.top + 10", "stack.leading == root.leading + 20",
                             "stack.width == 100", "stack.height == 32", "size.height == 40"]}
            """
        let file = try DocumentCommandTests.write(document, to: folder.appendingPathComponent("squeeze.json"))
        #expect(try CommandLine.run(["import", "--db", db, file]).status == 0)
        for format in ["storyboard", "xib"] {
            let output = folder.appendingPathComponent("squeeze.\(format)").path
            let result = try CommandLine.run(["export", "--db", db, "squeeze", "--format", format, "-o", output])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr == "", "\(result.stderr)")
            let text = try String(contentsOfFile: output, encoding: .utf8)
            #expect(text.contains(#"<rect key="frame" x="0.0" y="0.0" width="100" height="0.0"/>"#), "\(text)")
            #expect(!text.contains(#"width="-"#) && !text.contains(#"height="-"#))
            let again = try CommandLine.run(["import", "--db", db, output])
            #expect(again.status == 0, "\(again.stderr)")
        }
    }

    @Test func aDocumentInterfaceBuilderCanHoldExportsWithoutAWord() throws {
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        let file = try DocumentCommandTests.write(DocumentCommandTests.boxDocument(), to: folder.appendingPathComponent("box.json"))
        #expect(try CommandLine.run(["import", "--db", db, file]).status == 0)
        let result = try CommandLine.run(["export", "--db", db, "box", "--format", "storyboard"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }
}
