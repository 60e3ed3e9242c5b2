/// What a cached solve answers for: one revision of one document, one trait collection,
/// one container, one engine. A change to any part is a different key, so a new
/// revision or engine version is never served old frames.
public struct SolveCacheKey: Hashable, Sendable {
    public var document: String
    public var revision: Int
    /// The trait collection (with device, orientation and safe area) in a stable text form.
    public var traitKey: String
    public var containerWidth: Double
    public var containerHeight: Double
    public var engineVersion: String

    public init(
        document: String, revision: Int, traitKey: String, containerWidth: Double, containerHeight: Double,
        engineVersion: String
    ) {
        self.document = document
        self.revision = revision
        self.traitKey = traitKey
        self.containerWidth = containerWidth
        self.containerHeight = containerHeight
        self.engineVersion = engineVersion
    }
}
