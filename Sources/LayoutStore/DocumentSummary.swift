/// One line of `layoutdb list`: a document and its latest revision.
public struct DocumentSummary: Hashable, Sendable {
    public var name: String
    /// The latest revision number.
    public var revision: Int
    public var revisionCount: Int
    public var viewCount: Int
    /// Entries of the constraints array (a Visual Format entry counts once).
    public var constraintCount: Int
    public var variantCount: Int
    /// When the latest revision was saved (ISO 8601, UTC).
    public var updatedAt: String
}
