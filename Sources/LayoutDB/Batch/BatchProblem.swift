import LayoutInterchange

/// One problem of one configuration as a batch run compares it with another run: its
/// kind and the views it names. The message is not part of it, because it carries
/// numbers that move when anything moves; two problems are the same when kind and views
/// are equal, counted with multiplicity (as ``LayoutDiff`` decides new and fixed problems).
public struct BatchProblem: Hashable, Sendable, Comparable {
    /// `unsatisfiable`, `ambiguous`, `zeroSize`, …, or ``unsolvedKind``.
    public var kind: String
    public var views: [String]

    public init(kind: String, views: [String]) {
        self.kind = kind
        self.views = views
    }

    /// The kind a batch gives a configuration it could not solve at all (the document
    /// does not materialise for its traits, or the engine refused it).
    public static let unsolvedKind = "unsolved"

    /// Unsatisfiable, ambiguous and unsolved configurations are errors, as `solve`
    /// counts them (``SolvedDiagnostic/isError``); the geometric findings are warnings.
    public var isError: Bool { kind == "unsatisfiable" || kind == "ambiguous" || kind == Self.unsolvedKind }

    public static func < (lhs: BatchProblem, rhs: BatchProblem) -> Bool {
        lhs.kind != rhs.kind ? lhs.kind < rhs.kind : lhs.views.lexicographicallyPrecedes(rhs.views)
    }

    /// The `problems` column of `batch_result`: `[{"kind": …, "views": […]}, …]`.
    static func json(_ problems: [BatchProblem]) -> String {
        JSONValue.array(problems.map { problem in
            .object([("kind", .string(problem.kind)), ("views", .array(problem.views.map(JSONValue.string)))])
        }).compact
    }

    /// Reads the `problems` column back; a damaged value reads as no problems.
    static func problems(json text: String) -> [BatchProblem] {
        guard let value = try? JSONParser.parse(Array(text.utf8)), let items = value.arrayValue else { return [] }
        return items.compactMap { item in
            guard let kind = item["kind"]?.stringValue else { return nil }
            return BatchProblem(kind: kind, views: item["views"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        }
    }
}
