import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an Interface Builder file into an ``IBElement`` tree with FoundationXML's SAX
/// parser, in one linear pass.
///
/// **No entity is ever loaded.** Before the parser sees a byte, the prolog (everything
/// before the root element) is scanned: a `<!DOCTYPE …>` is refused, and with it any
/// `<!ENTITY …>`, which can only live in a DOCTYPE's internal subset; so is a declared
/// encoding other than UTF-8 or a UTF-16/32 byte order mark, which would hide such a
/// declaration from a byte scan. The parser also keeps `shouldResolveExternalEntities`
/// off, and any entity declaration it reports aborts the parse (TOOLCHAIN.md §2: the DOM
/// API resolves external entities by default; SAX is used here).
///
/// **Nesting is bounded** by ``maximumDepth``, so the recursive walks over the tree (the
/// scene builder recurses once per view) cannot overflow the stack: FoundationXML's
/// libxml2 let a xib of 2,000 nested views through, and the import crashed.
enum IBXMLReader {
    /// The deepest element nesting read, counting the root as 1: enough for a view
    /// ``LayoutDocument/maximumViewDepth`` deep in a storyboard (document, scenes, scene,
    /// objects and the controller above the root view, then `subviews` and a view per
    /// level) with its own elements inside, so that whatever layoutdb exports it reads
    /// again; a view deeper than that limit is named by the scene builder. The deepest of
    /// the 25 corpus files and the 254 unseen files of FIDELITY.md ("Unseen files
    /// (session 4)") is 23; a crash took about 4,000.
    static let maximumDepth = 2 * LayoutDocument.maximumViewDepth + 32

    static func read(_ data: Data, fileName: String) throws(IBImportError) -> IBElement {
        try checkProlog(data, fileName: fileName)
        try checkText(data, fileName: fileName)
        // A stream, not `XMLParser(data:)`: given the whole file at once, libxml2 looks
        // ahead through all of it and stops at 10 MB ("huge input lookup", code 1, at the
        // last line), so a large storyboard read as malformed. From a stream it gets
        // chunks, and the same file parses in the same time.
        let parser = XMLParser(stream: InputStream(data: data))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let handler = Handler()
        parser.delegate = handler
        let finished = parser.parse()
        if let deep = handler.tooDeep {
            throw IBImportError(
                .tooDeep, fileName: fileName, line: deep.line,
                "<\(deep.name.prefix(40))> is nested more than \(maximumDepth) elements deep; "
                    + "layoutdb reads views at most \(LayoutDocument.maximumViewDepth) deep")
        }
        if let refusal = handler.refusal {
            throw IBImportError(.forbiddenDeclaration, fileName: fileName, line: refusal, "entity declarations and references to undeclared entities are not allowed")
        }
        if !finished || parser.parserError != nil {
            if MisnamedFileHint.looksLikeJSON(data) {
                throw IBImportError(.malformedXML, fileName: fileName, line: 1, "the file is not well-formed XML" + MisnamedFileHint.jsonInXML)
            }
            // "XML error 5" told a user nothing: name the first fault (libxml2 recovers
            // and reports more, and `parserError` holds the last), where it is and the
            // element it concerns.
            if let first = handler.firstError {
                throw IBImportError(
                    .malformedXML, fileName: fileName, line: max(first.line, 1),
                    "the file is not well-formed XML at column \(max(first.column, 1)): \(first.failure.reason)")
            }
            let line = max(parser.lineNumber, handler.lastLine)
            let reason = parser.parserError.map { " (libxml2 error \(($0 as NSError).code))" } ?? ""
            throw IBImportError(.malformedXML, fileName: fileName, line: line, "the file is not well-formed XML\(reason)")
        }
        guard handler.stack.count == 1, let root = handler.root else {
            // Lines count from 1: an empty file was reported at line 0.
            let line = max(parser.lineNumber, handler.lastLine, 1)
            let empty = data.allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
            throw IBImportError(
                .malformedXML, fileName: fileName, line: line,
                empty ? "the file is empty" : handler.root == nil ? "the file has no root element" : "the file ends inside an element (truncated)")
        }
        return root
    }

    /// Refuses bytes that are not UTF-8 and the characters XML 1.0 forbids (NUL and the
    /// C0 controls other than tab, line feed and carriage return), naming their line.
    ///
    /// FoundationXML traps (instead of failing) when libxml2 hands it an element whose
    /// name or attributes it cannot turn into a `String`, so such input never reaches it.
    static func checkText(_ data: Data, fileName: String) throws(IBImportError) {
        var iterator = data.makeIterator()
        var decoder = UTF8()
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" {
                    line += 1
                } else if scalar.value < 0x20 && scalar != "\t" && scalar != "\r" {
                    throw IBImportError(
                        .malformedXML, fileName: fileName, line: line,
                        "the file contains the control character U+\(String(scalar.value, radix: 16, uppercase: true)), which XML does not allow")
                } else if scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    throw IBImportError(.malformedXML, fileName: fileName, line: line, "the file contains a non-character XML does not allow")
                }
            case .emptyInput:
                return
            case .error:
                throw IBImportError(.malformedXML, fileName: fileName, line: line, "the file is not valid UTF-8")
            }
        }
    }

    /// Refuses a DOCTYPE, an encoding other than UTF-8 and UTF-16/32 input, by scanning
    /// the bytes before the root element.
    static func checkProlog(_ data: Data, fileName: String) throws(IBImportError) {
        let bytes = [UInt8](data)
        var index = 0
        var line = 1
        func refuse(_ message: String) -> IBImportError {
            IBImportError(.forbiddenDeclaration, fileName: fileName, line: line, message)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.prefix(4).contains(0) {
            throw refuse("the file is not UTF-8 (Interface Builder writes UTF-8)")
        }
        func hasPrefix(_ text: String) -> Bool {
            let pattern = Array(text.utf8)
            guard index + pattern.count <= bytes.count else { return false }
            return zip(bytes[index..<(index + pattern.count)], pattern).allSatisfy { $0.lowercasedASCII == $1.lowercasedASCII }
        }
        /// Moves past `terminator`, counting lines; false when it never comes.
        func skip(past terminator: String) -> Bool {
            let pattern = Array(terminator.utf8)
            while index + pattern.count <= bytes.count {
                if bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                    index += pattern.count
                    return true
                }
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
            return false
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                index += 1
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                index += 1
            } else if hasPrefix("<?xml") {
                let start = index
                guard skip(past: "?>") else { return }
                let declaration = String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
                if let range = declaration.range(of: "encoding") {
                    let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
                    let name = rest.prefix { $0 != "\"" && $0 != "'" && $0 != " " && $0 != "?" }
                    if name != "utf-8" && name != "utf8" {
                        throw refuse("the file declares encoding '\(name.prefix(20))'; only UTF-8 is read")
                    }
                }
            } else if hasPrefix("<?") {
                guard skip(past: "?>") else { return }
            } else if hasPrefix("<!--") {
                guard skip(past: "-->") else { return }
            } else if hasPrefix("<!") {
                throw refuse("DOCTYPE and entity declarations are not allowed in an Interface Builder file")
            } else {
                // The root element (or text the XML parser will refuse).
                return
            }
        }
    }

    /// The SAX delegate: builds the tree with an explicit stack.
    private final class Handler: NSObject, XMLParserDelegate {
        var stack: [IBElement] = [IBElement(name: "", attributes: [:], children: [], text: "", line: 0)]
        var refusal: Int?
        /// The first element past ``IBXMLReader/maximumDepth``.
        var tooDeep: (line: Int, name: String)?
        var lastLine = 0
        /// The line where the root element ended: content after it is malformed.
        var rootEndLine: Int?
        /// The first fault the parser reported, where, and the element open then.
        var firstError: (failure: XMLParserFailure, line: Int, column: Int)?

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            guard firstError == nil else { return }
            let open = stack.count > 1 ? stack.last.map { (name: $0.name, line: $0.line) } : nil
            let failure = XMLParserFailure(code: (parseError as NSError).code, openElement: open, rootEndLine: rootEndLine)
            firstError = (failure, parser.lineNumber, parser.columnNumber)
        }

        var root: IBElement? { stack.first?.children.first }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes attributeDict: [String: String] = [:]
        ) {
            lastLine = parser.lineNumber
            // The stack holds a synthetic root below the document's root element.
            guard stack.count <= IBXMLReader.maximumDepth else {
                if tooDeep == nil { tooDeep = (parser.lineNumber, elementName) }
                parser.abortParsing()
                return
            }
            stack.append(IBElement(name: elementName, attributes: attributeDict, children: [], text: "", line: parser.lineNumber))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            lastLine = parser.lineNumber
            guard stack.count > 1, let element = stack.popLast() else { return }
            stack[stack.count - 1].children.append(element)
            if stack.count == 1 { rootEndLine = parser.lineNumber }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard stack.count > 1 else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            guard stack.count > 1 else { return }
            stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
        }

        func refuse(_ parser: XMLParser) {
            refusal = refusal ?? parser.lineNumber
            parser.abortParsing()
        }

        func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
            refuse(parser)
        }

        func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) {
            refuse(parser)
        }

        func parser(_ parser: XMLParser, foundUnparsedEntityDeclarationWithName name: String, publicID: String?, systemID: String?, notationName: String?) {
            refuse(parser)
        }

        func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
            refuse(parser)
            return nil
        }
    }
}

extension UInt8 {
    fileprivate var lowercasedASCII: UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self) ? self + 32 : self
    }
}
