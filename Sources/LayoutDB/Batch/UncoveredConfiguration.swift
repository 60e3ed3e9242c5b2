import LayoutInterchange

/// A configuration a batch solved that its baseline run did not (the baseline was
/// narrower: fewer devices, orientations, text sizes, directions or documents). It is
/// not compared, so it is neither a regression nor a pass: the run names it apart, with
/// its counts, so that a widened matrix is seen for what it is.
public struct UncoveredConfiguration: Hashable, Sendable {
    public var document: String
    public var revision: Int
    public var label: ConfigurationLabel
    /// Its errors (unsatisfiable, ambiguous, unsolved) and warnings in this run.
    public var errorCount: Int
    public var warningCount: Int

    public init(document: String, revision: Int, label: ConfigurationLabel, errorCount: Int, warningCount: Int) {
        self.document = document
        self.revision = revision
        self.label = label
        self.errorCount = errorCount
        self.warningCount = warningCount
    }

    init(_ outcome: BatchOutcome) {
        self.init(
            document: outcome.document, revision: outcome.revision, label: outcome.label,
            errorCount: outcome.errorCount, warningCount: outcome.warningCount)
    }

    /// `{"document", "revision", "configuration", "errors", "warnings"}`.
    public var json: JSONValue {
        .object([
            ("document", .string(document)), ("revision", .number(Double(revision))),
            ("configuration", .string(label.description)), ("errors", .number(Double(errorCount))),
            ("warnings", .number(Double(warningCount))),
        ])
    }
}
