/// What the solve cache's one-read probe finds for a key: the revision the key's document
/// and revision (or latest revision) resolve to, and the cached row's result if there is
/// one.
public struct SolveCacheProbe: Hashable, Sendable {
    public var revision: Int
    /// The binary form of the cached result; nil on a miss or for a row stored without it.
    public var binary: [UInt8]?
    /// The JSON text of the cached result, read only when the row has no binary form
    /// (on a miss, nil): a hit reads the small blob, not the large text.
    public var json: String?

    public init(revision: Int, binary: [UInt8]?, json: String?) {
        self.revision = revision
        self.binary = binary
        self.json = json
    }
}
