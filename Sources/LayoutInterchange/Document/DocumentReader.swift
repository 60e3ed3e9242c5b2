/// Reads the layoutdb JSON format (FORMAT.md) into a ``LayoutDocument``.
///
/// Every error names the file, line, column and JSON path of what is wrong:
/// syntax (through ``JSONParser``), unknown keys, wrong types and enum values (with the
/// allowed ones), a missing or unsupported `layoutdb` version, bad ids, equation and
/// Visual Format errors (pointing inside the string), and then whatever
/// ``LayoutDocument/validate()`` finds, mapped back to the entry it concerns, and
/// variants that tie (``VariantTieCheck``).
///
/// ```swift
/// do {
///     let document = try DocumentReader.read(bytes, file: "login.json")
/// } catch {
///     print(error)  // login.json:14:9: constraints[4]: unknown item 'titel' (did you mean 'title'?)
/// }
/// ```
public enum DocumentReader {
    /// The one version of the format this reader understands.
    public static let formatVersion = 1

    /// The deepest JSON nesting a document may have: the document object, two levels per
    /// view (`subviews` and the view) down to ``LayoutDocument/maximumViewDepth``, and
    /// room for the deepest view's own objects (`layoutMargins`, `frame`, …). A document
    /// deeper than the view limit but within this one parses, and validation names the
    /// first view too deep.
    public static let maximumNesting = 2 * LayoutDocument.maximumViewDepth + 16

    public static func read(_ bytes: [UInt8], file: String) throws(DocumentReadError) -> LayoutDocument {
        let json: JSONValue
        do throws(JSONSyntaxError) {
            json = try JSONParser.parse(bytes, maxDepth: maximumNesting)
        } catch {
            var message = error.message
            if message == "nesting deeper than \(maximumNesting) levels" {
                message += " (a document's views nest at most \(LayoutDocument.maximumViewDepth) deep)"
            } else if MisnamedFileHint.looksLikeXML(bytes) {
                message += MisnamedFileHint.xmlInJSON
            }
            throw DocumentReadError(file: file, location: error.location, path: .root, message: message)
        }
        if let (location, path) = NulCharacterCheck.first(in: json) {
            throw DocumentReadError(
                file: file, location: location, path: path,
                message: "a string cannot contain U+0000 (NUL): the database would keep only the text before it")
        }
        // A solver workload (examples/systems/) read as a document failed with "unknown
        // key 'format'", which does not say what the file is or which command reads it.
        if json["layoutdb"] == nil, let format = json["format"], case .string(let name) = format.kind,
            name.hasPrefix("layoutdb-bench/")
        {
            throw DocumentReadError(
                file: file, location: format.location, path: JSONPath.root.appending("format"),
                message: "the file is a constraint-system workload (\(name)) rather than a layoutdb document: "
                    + "`layoutdb system solve \(file)` solves it")
        }
        var reader = DocumentMapper(context: ReadContext(file: file, bytes: bytes))
        let document = try reader.document(JSONField(value: json, path: .root, context: reader.context))
        do throws(DocumentError) {
            try document.validate()
        } catch {
            let (location, path) = reader.locations[error.location] ?? (json.location, .root)
            throw DocumentReadError(file: file, location: location, path: path, message: error.message, documentError: error)
        }
        if let tie = VariantTieCheck.firstTie(in: document.variants) {
            let (location, path) = reader.locations[.variant(tie.second)] ?? (json.location, .root)
            let first = document.variants[tie.first].when.displayText
            let second = document.variants[tie.second].when.displayText
            let message =
                "variants[\(tie.first)] (when \(first)) and variants[\(tie.second)] (when \(second)) can both match "
                + "and set \(tie.property) with equal specificity; make one more specific or give them the same value"
            let error = DocumentError(
                .variantConflict(first: tie.first, second: tie.second), at: .variant(tie.second), message)
            throw DocumentReadError(file: file, location: location, path: path, message: message, documentError: error)
        }
        return document
    }

    /// Reads a document from a string (tests, the command line's `-` input).
    public static func read(_ text: String, file: String) throws(DocumentReadError) -> LayoutDocument {
        try read(Array(text.utf8), file: file)
    }
}
