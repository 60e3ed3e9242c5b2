/// What the solve cache's one-read probe finds for a key: the revision the key's document
/// and revision (or latest revision) resolve to, and the cached row's result if there is
/// one.
public struct SolveCacheProbe: Hashable, Sendable {
    public var revision: Int
    /// The cached row's header (the result's members that name the configuration, a JSON
    /// object); nil on a miss.
    public var header: String?
    /// The binary form of the cached result's body; nil on a miss or for a body stored
    /// without it.
    public var binary: [UInt8]?
    /// The whole JSON text of the cached result, read only when its body has no binary
    /// form (on a miss, nil): a hit reads the small blob, not the large text.
    public var json: String?

    public init(revision: Int, header: String? = nil, binary: [UInt8]?, json: String?) {
        self.revision = revision
        self.header = header
        self.binary = binary
        self.json = json
    }
}

/// What ``DocumentStore/cachedResultText(for:latestRevision:)`` finds: the revision the
/// key resolves to and, on a hit, the cached result's whole JSON text (header and body
/// joined, as stored) with its count of errors (unsatisfiable or ambiguous layouts).
public struct SolveCacheTextProbe: Hashable, Sendable {
    public var revision: Int
    /// nil on a miss.
    public var json: String?
    public var errorCount: Int

    public init(revision: Int, json: String?, errorCount: Int) {
        self.revision = revision
        self.json = json
        self.errorCount = errorCount
    }
}
