/// What saving one document did.
public struct SaveOutcome: Hashable, Sendable {
    public var name: String
    /// The document's latest revision after the save.
    public var revision: Int
    /// False when the document was identical to its latest revision, so no revision was added.
    public var isNewRevision: Bool

    public init(name: String, revision: Int, isNewRevision: Bool) {
        self.name = name
        self.revision = revision
        self.isNewRevision = isNewRevision
    }
}
