import Foundation
import LayoutInterchange
import Testing

/// Each class of refusal, with the `file:line:` text an editor can jump to.
@Suite("Interface Builder errors")
struct ErrorTests {
    func refusal(_ text: String, file: String = "Bad.xib") -> IBImportError? {
        do throws(IBImportError) {
            _ = try InterfaceBuilderDocument.parse(data: Data(text.utf8), fileName: file)
            return nil
        } catch {
            return error
        }
    }

    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
        """

    @Test("malformed XML: a mismatched tag names its line")
    func mismatched() throws {
        let error = try #require(refusal(Self.header + "\n<view id=\"a\">\n<label id=\"b\">\n</view>\n</objects></document>\n"))
        #expect(error.kind == .malformedXML)
        #expect(error.line == 6)  // the </view> that does not match <label>
        #expect(error.description.hasPrefix("Bad.xib:6: "))
    }

    @Test("malformed XML: a truncated file and a file that is not XML")
    func truncated() throws {
        let truncated = try #require(refusal(Self.header + "\n<view id=\"a\">\n"))
        #expect(truncated.kind == .malformedXML)
        #expect(truncated.line >= 4)
        let notXML = try #require(refusal("not xml at all"))
        #expect(notXML.kind == .malformedXML)
        #expect(notXML.description.hasPrefix("Bad.xib:1: "))
    }

    /// libxml2 reports a truncated file and content after the root element alike (its
    /// error 5), which the message gave as "XML error 5": each now says what is wrong,
    /// the column, and the open element it concerns.
    @Test("malformed XML: a truncated file, a mismatched tag and trailing content are told apart in plain words")
    func malformedReasons() throws {
        let truncated = try #require(refusal(Self.header + "\n<view id=\"a\">\n<subviews>\n<label id=\"b\"/>"))
        #expect(truncated.kind == .malformedXML)
        #expect(truncated.description.contains(
            ": the file is not well-formed XML at column "), "\(truncated)")
        #expect(truncated.description.hasSuffix(
            ": the file ends inside <subviews> (opened at line 5): it is truncated, or an element is never closed"), "\(truncated)")
        let mismatched = try #require(refusal(Self.header + "\n<view id=\"a\">\n<label id=\"b\">\n</view>\n</objects></document>\n"))
        #expect(mismatched.description.hasSuffix(": a closing tag does not match <label> (opened at line 5)"), "\(mismatched)")
        #expect(mismatched.description.hasPrefix("Bad.xib:6: the file is not well-formed XML at column "), "\(mismatched)")
        let trailing = try #require(refusal(Self.header + "\n</objects></document>\ngarbage"))
        #expect(trailing.description.hasSuffix(": something follows the root element, which ended at line 4"), "\(trailing)")
        for error in [truncated, mismatched, trailing] {
            #expect(!error.description.contains("XML error"), "\(error)")
        }
    }

    /// Mistakes a hand edit or a bad merge leaves, each once given as "libxml2 error N"
    /// (65, 6, 62, 64, 47, 80) or as a '<' that was not there (68).
    @Test("malformed XML: each common mistake is named in plain words, with its line")
    func malformedMistakesInWords() throws {
        let cases: [(body: String, reason: String)] = [
            ("<view id=\"a\"contentMode=\"x\"/>", "a space is missing between two attributes, or after the element's name"),
            ("<view id=\"a\" userLabel=\"&#xZZ;\"/>", "a character reference (&#…; or &#x…;) is not a number of a character"),
            ("<view id=\"a\">]]></view>", "']]>' appears in text (write ]]&gt;)"),
            ("<?xml version=\"1.0\"?><view id=\"a\"/>", "an XML declaration (<?xml …?>) appears after the start of the file"),
            ("<view id=\"a\"><!-- a -- b --></view>", "a comment contains '--', which XML allows only at its end"),
            ("<view 1id=\"a\"/>", "a name is expected here: an element or attribute name starts with a letter or '_' (write &lt; for a '<' in text)"),
        ]
        for (body, reason) in cases {
            let error = try #require(refusal(Self.header + "\n" + body + "\n</objects></document>\n"), "\(body)")
            #expect(error.kind == .malformedXML)
            #expect(error.description.hasPrefix("Bad.xib:4: the file is not well-formed XML at column "), "\(error)")
            #expect(error.description.hasSuffix(": " + reason), "\(error)")
        }
        let cutInValue = try #require(refusal(Self.header + "\n<view id=\"a\" userLabel=\"Sign"))
        #expect(cutInValue.description.hasSuffix(": an attribute value is never closed by its quote (is the file truncated?)"), "\(cutInValue)")
        let instruction = try #require(refusal(Self.header + "\n<view id=\"a\"><?pi x </view>\n</objects></document>\n"))
        #expect(instruction.description.hasSuffix(": a processing instruction (<?…) is never closed with ?>"), "\(instruction)")
    }

    @Test("bytes that are not UTF-8 and control characters XML forbids are refused at their line")
    func badText() throws {
        var bytes = Array((Self.header + "\n<view id=\"a\" userLabel=\"x").utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\"/></objects></document>".utf8)
        do throws(IBImportError) {
            _ = try InterfaceBuilderDocument.parse(data: Data(bytes), fileName: "Bad.xib")
            Issue.record("invalid UTF-8 was accepted")
        } catch {
            #expect(error.kind == .malformedXML)
            #expect(error.description == "Bad.xib:4: the file is not valid UTF-8")
        }
        let nul = try #require(refusal(Self.header + "\n\n<view id=\"a\u{0}\"/></objects></document>"))
        #expect(nul.description == "Bad.xib:5: the file contains the control character U+0, which XML does not allow")
    }

    @Test("a DOCTYPE, an entity declaration or another encoding is refused before parsing")
    func declarations() throws {
        let doctype = try #require(refusal("<?xml version=\"1.0\"?>\n\n<!DOCTYPE document>\n<document/>"))
        #expect(doctype.kind == .forbiddenDeclaration)
        #expect(doctype.description.hasPrefix("Bad.xib:3: "))
        let entity = try #require(refusal("<!-- a comment\n-->\n<!DOCTYPE d [<!ENTITY e \"x\">]><document>&e;</document>"))
        #expect(entity.kind == .forbiddenDeclaration && entity.line == 3)
        let encoding = try #require(refusal("<?xml version=\"1.0\" encoding=\"UTF-16\"?><document/>"))
        #expect(encoding.kind == .forbiddenDeclaration)
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(contentsOf: "<document/>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        do throws(IBImportError) {
            _ = try InterfaceBuilderDocument.parse(data: utf16, fileName: "U.xib")
            Issue.record("UTF-16 input was accepted")
        } catch {
            #expect(error.kind == .forbiddenDeclaration)
        }
        // A reference to an undeclared entity is refused too (the parser asks to resolve it).
        let reference = try #require(refusal(Self.header + "\n<view id=\"a\">&secret;</view></objects></document>"))
        #expect(reference.kind == .forbiddenDeclaration || reference.kind == .malformedXML)
        #expect(reference.line == 4)
    }

    @Test("XXE: an external entity pointing at a file is refused and its content appears nowhere")
    func externalEntity() throws {
        let secret = "layoutdb-secret-\(UInt64.random(in: 1...UInt64.max))"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-xxe-\(secret)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let secretFile = folder.appendingPathComponent("secret.txt")
        try Data(secret.utf8).write(to: secretFile)
        for target in [secretFile.absoluteString, "file:///etc/passwd"] {
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE document [<!ENTITY xxe SYSTEM "\(target)">]>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <view id="v-1" userLabel="&xxe;"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                    </objects>
                </document>
                """
            let error = try #require(refusal(text, file: "XXE.xib"))
            #expect(error.kind == .forbiddenDeclaration)
            #expect(error.line == 2)
            let everything = "\(error) \(error.message) \(String(reflecting: error))"
            #expect(!everything.contains(secret))
            #expect(!everything.contains("root:"))
        }
        // Without the DOCTYPE check the SAX parser still never resolves it: the reference
        // is undefined, so the file is malformed, and again nothing leaks.
        let undeclared = try #require(refusal(Self.header + "<view id=\"v-1\" userLabel=\"&xxe;\"/></objects></document>"))
        #expect(!undeclared.description.contains(secret))
    }

    @Test("documents for other platforms and legacy archives are refused")
    func otherPlatforms() throws {
        let runtimes = [
            ("com.apple.InterfaceBuilder3.Cocoa.XIB", "MacOSX.Cocoa"),
            ("com.apple.InterfaceBuilder.AppleTV.Storyboard", "AppleTV"),
            ("com.apple.InterfaceBuilder.WatchKit.Storyboard", "watchKit"),
        ]
        for (type, runtime) in runtimes {
            let error = try #require(
                refusal("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"\(type)\" version=\"3.0\" targetRuntime=\"\(runtime)\">\n<objects/></document>"))
            #expect(error.kind == .notIOS(runtime))
            #expect(error.description.hasPrefix("Bad.xib:2: not an iOS document (targetRuntime \(runtime))"))
        }
        let archive = try #require(
            refusal("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"7.10\">\n</archive>"))
        #expect(archive.kind == .legacyArchive)
        #expect(archive.line == 2)
        #expect(refusal("<plist version=\"1.0\"><dict/></plist>")?.kind == .notInterfaceBuilder)
    }

    /// `depth` views each inside the previous one's `<subviews>`, one a line from line 4.
    static func nested(_ depth: Int) -> String {
        let open = (0..<depth).map { #"<view contentMode="scaleToFill" id="v\#($0)"><subviews>"# }.joined(separator: "\n")
        return Self.header + "\n" + open + String(repeating: "</subviews></view>", count: depth) + "\n</objects></document>\n"
    }

    /// The importer recurses once per view; a xib of 2,000 nested views crashed it. Views
    /// may nest ``LayoutDocument/maximumViewDepth`` (128) deep, as in JSON: here
    /// `document`, `objects`, then a view and its `subviews` per level, so 128 views
    /// import and the 129th, on line 4 + 128, is refused by name; nothing is returned.
    /// Far deeper files stop at the reader's element limit (2 × 128 + 32) before any
    /// view is built.
    @Test("views nested deeper than 128 are refused at the first one too deep, not a crash")
    func tooDeep() throws {
        #expect(refusal(Self.nested(128)) == nil)
        let error = try #require(refusal(Self.nested(129)))
        #expect(error.kind == .tooDeep)
        #expect(error.line == 132)
        #expect(error.description == "Bad.xib:132: <view> id=\"v128\" is nested 129 views deep (the scene's root view is 1); layoutdb reads at most 128")
        let far = try #require(refusal(Self.nested(5000)))
        #expect(far.kind == .tooDeep)
        #expect(far.description.hasPrefix("Bad.xib:147: <view> is nested more than 288 elements deep; layoutdb reads views at most 128 deep"))
    }

    @Test("an id that resolves to nothing names the id, the file and the line")
    func unresolved() throws {
        let text = Self.header + """

            <view id="v-1">
                <constraints>
                    <constraint firstItem="v-1" firstAttribute="width" constant="10" id="c-1"/>
                    <constraint firstItem="nope-1" firstAttribute="height" constant="10" id="c-2"/>
                </constraints>
            </view>
            </objects></document>
            """
        let error = try #require(refusal(text))
        #expect(error.kind == .unresolvedID("nope-1"))
        #expect(error.description == "Bad.xib:7: constraint 'c-2' names 'nope-1', which is no view or layout guide of this scene")
        let mask = Self.header + """

            <view id="v-1">
                <variation key="heightClass=compact">
                    <mask key="constraints">
                        <exclude reference="gone-1"/>
                    </mask>
                </variation>
            </view>
            </objects></document>
            """
        // A constraints mask entry naming nothing is skipped with a warning (Xcode compiles
        // such files); a subviews mask entry naming nothing is refused.
        #expect(refusal(mask) == nil)
        let subviewMask = mask.replacingOccurrences(of: #"<mask key="constraints">"#, with: #"<mask key="subviews">"#)
        let maskError = try #require(refusal(subviewMask))
        #expect(maskError.kind == .unresolvedID("gone-1") && maskError.line == 7)
    }

    @Test("duplicate ids, unreadable numbers and unknown attributes are typed errors with lines")
    func invalidValues() throws {
        let duplicate = Self.header + "\n<view id=\"v-1\"><subviews>\n<view id=\"v-1\"/></subviews></view></objects></document>"
        let duplicateError = try #require(refusal(duplicate))
        #expect(duplicateError.kind == .duplicateID("v-1") && duplicateError.line == 5)
        let nan = Self.header + "\n<view id=\"v-1\">\n<rect key=\"frame\" x=\"nan\" y=\"0\" width=\"1\" height=\"1\"/></view></objects></document>"
        let nanError = try #require(refusal(nan))
        #expect(nanError.kind == .invalidValue && nanError.line == 5)
        let attribute = Self.header + "\n<view id=\"v-1\"><constraints>\n<constraint firstAttribute=\"diagonal\" constant=\"1\" id=\"c-1\"/></constraints></view></objects></document>"
        #expect(try #require(refusal(attribute)).description.hasPrefix("Bad.xib:5: firstAttribute=\"diagonal\""))
        let zero = Self.header + "\n<view id=\"v-1\"><constraints>\n<constraint firstAttribute=\"width\" secondItem=\"v-1\" secondAttribute=\"height\" multiplier=\"1:0\" id=\"c-1\"/></constraints></view></objects></document>"
        #expect(refusal(zero)?.kind == .invalidValue)
        #expect(refusal(zero)?.description == "Bad.xib:5: multiplier=\"1:0\" divides by zero")
        let word = zero.replacingOccurrences(of: "1:0", with: "1:x")
        #expect(refusal(word)?.description == "Bad.xib:5: multiplier=\"1:x\" is not a number, 'a:b' or 'a/b'")
        let priority = Self.header + "\n<view id=\"v-1\"><constraints>\n<constraint firstAttribute=\"width\" constant=\"1\" priority=\"1001\" id=\"c-1\"/></constraints></view></objects></document>"
        #expect(refusal(priority)?.kind == .invalidValue)
        let key = Self.header + "\n<view id=\"v-1\"><variation key=\"widthClass=huge\" hidden=\"YES\"/></view></objects></document>"
        #expect(refusal(key)?.kind == .invalidValue)
    }

    /// A recorded frame of 1e308 was accepted, and the document's JSON export, which
    /// bounds lengths as constraints' constants are bounded, could not be imported back.
    @Test("a number beyond the bound the JSON format puts on lengths is refused at its line, as JSON refuses it")
    func outOfRangeNumbers() throws {
        let frame = Self.header + "\n<view id=\"v-1\">\n<rect key=\"frame\" x=\"1e308\" y=\"0\" width=\"1\" height=\"1\"/></view></objects></document>"
        let frameError = try #require(refusal(frame))
        #expect(frameError.kind == .invalidValue)
        #expect(frameError.description == "Bad.xib:5: x=\"1e308\" on <rect> is out of range: a length in points must be at most 1000000000 in magnitude")
        let spacing = Self.header + "\n<stackView id=\"v-1\" spacing=\"-2000000000\"/></objects></document>"
        let spacingError = try #require(refusal(spacing))
        #expect(spacingError.description.hasPrefix("Bad.xib:4: spacing=\"-2000000000\" on <stackView> is out of range"), "\(spacingError)")
        // The bound itself is a length the JSON format takes.
        let largest = Self.header + "\n<view id=\"v-1\">\n<rect key=\"frame\" x=\"-1000000000\" y=\"0\" width=\"1e9\" height=\"1\"/></view></objects></document>"
        #expect(refusal(largest) == nil)
    }

    @Test("a scene the model refuses (a size related to a location) is an error at the scene's line")
    func invalidDocument() throws {
        let text = Self.header + "\n<view id=\"v-1\"><subviews><view id=\"a-1\"/></subviews><constraints>\n<constraint firstItem=\"a-1\" firstAttribute=\"width\" secondItem=\"v-1\" secondAttribute=\"leading\" id=\"c-1\"/></constraints></view></objects></document>"
        let error = try #require(refusal(text))
        guard case .invalidDocument = error.kind else {
            Issue.record("expected invalidDocument, got \(error)")
            return
        }
        #expect(error.line == 4)
        #expect(error.description.hasPrefix("Bad.xib:4: Bad.xib#v-1: "))
    }
}
