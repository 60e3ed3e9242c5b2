/// Why a document file was refused, in the compiler's shape so editors can jump to it:
/// `login.json:14:9: constraints[4]: unknown item 'titel' (did you mean 'title'?)`.
public struct DocumentReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file name as given to the reader (`login.json`).
    public var file: String
    public var location: SourceLocation
    /// The JSON path of the offending value; empty for syntax errors and the document itself.
    public var path: JSONPath
    public var message: String
    /// The model's error when validation refused the document, for callers that branch on it.
    public var documentError: DocumentError?

    public init(
        file: String, location: SourceLocation, path: JSONPath, message: String, documentError: DocumentError? = nil
    ) {
        self.file = file
        self.location = location
        self.path = path
        self.message = message
        self.documentError = documentError
    }

    public var line: Int { location.line }
    public var column: Int { location.column }

    public var description: String {
        let where_ = path.components.isEmpty ? "" : "\(path): "
        return "\(file):\(location.line):\(location.column): \(where_)\(message)"
    }
}
