import LayoutModel

/// A document as one revision stored it.
public struct StoredDocument: Hashable, Sendable {
    public var document: LayoutDocument
    public var revision: Int
    /// ISO 8601, UTC.
    public var createdAt: String
    /// The file the revision was imported from, as named then.
    public var source: String?
}
