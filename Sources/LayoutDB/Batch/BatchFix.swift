import LayoutInterchange

/// A problem the baseline run had in a configuration that this run no longer has there
/// (compared as ``BatchRegressionRule`` compares: kind and views, with multiplicity).
///
/// A CI job that compared runs heard only of what got worse: a change that fixed a
/// screen on every iPad passed without a word, and nothing said which baseline problems
/// were gone. The message is not kept, as the baseline's problems have none.
public struct BatchFix: Hashable, Sendable {
    public var document: String
    /// The revision this run solved (the fix is in it).
    public var revision: Int
    public var label: ConfigurationLabel
    public var problem: BatchProblem

    public init(document: String, revision: Int, label: ConfigurationLabel, problem: BatchProblem) {
        self.document = document
        self.revision = revision
        self.label = label
        self.problem = problem
    }

    /// `{"document", "revision", "configuration", "kind", "views"}`.
    public var json: JSONValue {
        .object([
            ("document", .string(document)), ("revision", .number(Double(revision))),
            ("configuration", .string(label.description)), ("kind", .string(problem.kind)),
            ("views", .array(problem.views.map(JSONValue.string))),
        ])
    }
}
