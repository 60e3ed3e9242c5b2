/// One line of `layoutdb revisions NAME`.
public struct RevisionSummary: Hashable, Sendable {
    public var revision: Int
    public var createdAt: String
    public var source: String?
    public var viewCount: Int
    public var constraintCount: Int
}
