/// What one document file gave: its documents, each with the canvas it was designed on,
/// and the warnings about what they leave out (``DocumentFile/read(at:displayName:)``).
public struct DocumentFileContents: Sendable {
    public var documents: [DesignedDocument]
    /// In file order.
    public var warnings: [ImportWarning]

    public init(documents: [DesignedDocument], warnings: [ImportWarning]) {
        self.documents = documents
        self.warnings = warnings
    }
}
