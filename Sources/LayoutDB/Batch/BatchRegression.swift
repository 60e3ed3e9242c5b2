import LayoutInterchange

/// A problem a batch found that its baseline did not have (or, without a baseline, an
/// error): the document, the configuration, the kind and the message in UIKit's words.
public struct BatchRegression: Hashable, Sendable, CustomStringConvertible {
    public var document: String
    public var revision: Int
    public var label: ConfigurationLabel
    public var problem: BatchProblem
    public var message: String
    /// The designers' names (`userLabel`) of the problem's views that have one, by view id:
    /// the summary names the views by them too (not in ``json``, whose `views` stay ids).
    public var labels: [String: String]

    public init(
        document: String, revision: Int, label: ConfigurationLabel, problem: BatchProblem, message: String,
        labels: [String: String] = [:]
    ) {
        self.document = document
        self.revision = revision
        self.label = label
        self.problem = problem
        self.message = message
        self.labels = labels
    }

    /// `login (revision 2) on iphone-se-2-3 portrait fullScreen large leftToRight: [unsatisfiable] title, go`,
    /// then the message.
    public var description: String {
        let views = problem.views.isEmpty ? "" : " " + problem.views.joined(separator: ", ")
        return "\(document) (revision \(revision)) on \(label): [\(problem.kind)]\(views)\n\(message)"
    }

    public var json: JSONValue {
        .object([
            ("document", .string(document)), ("revision", .number(Double(revision))),
            ("configuration", .string(label.description)), ("kind", .string(problem.kind)),
            ("views", .array(problem.views.map(JSONValue.string))), ("message", .string(message)),
        ])
    }
}
