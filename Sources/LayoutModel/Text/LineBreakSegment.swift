/// A stretch of text between two break opportunities: a line may end after it and
/// nowhere inside it (except by force, when it alone is wider than the line).
public struct LineBreakSegment: Hashable, Sendable {
    public var range: Range<String.Index>
    /// Whether the line must end after this segment (it ends with a line break).
    public var isMandatoryBreak: Bool

    public init(range: Range<String.Index>, isMandatoryBreak: Bool) {
        self.range = range
        self.isMandatoryBreak = isMandatoryBreak
    }
}
