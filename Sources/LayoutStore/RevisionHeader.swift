/// What a revision says about itself without its views, constraints and variants: enough
/// for a command to choose its setup and ask the solve cache.
///
/// `layoutdb solve NAME` needs only the revision number and the design device before a
/// cache hit answers; loading the whole document for them cost a quarter of a cached
/// solve of a 2,000-view document (``DocumentStore/revisionHeader(named:revision:)``).
public struct RevisionHeader: Hashable, Sendable {
    /// The revision's number (the latest when none was asked for).
    public var revision: Int
    /// The device the document was designed on, as ``LayoutModel/LayoutDocument/designDevice`` holds it.
    public var designDevice: String?
}
