/// A configuration of a batch that produced no layout: the document did not
/// materialise for its traits, or the engine refused it. Reports list it as an error
/// (JUnit `<error>`), so a broken variant shows up as loudly as a broken constraint.
public struct UnsolvedConfiguration: Hashable, Sendable {
    public var documentName: String
    public var revision: Int?
    public var label: ConfigurationLabel
    /// Why, in the words of ``ConfigurationSolveError`` or whatever the caller met.
    public var message: String

    public init(documentName: String, revision: Int? = nil, label: ConfigurationLabel, message: String) {
        self.documentName = documentName
        self.revision = revision
        self.label = label
        self.message = message
    }
}
