import LayoutInterchange

extension LayoutDiff {
    /// `diff --format json`, with the keys in this order (README, "JSON output"):
    /// `document`, `from`, `to` (revisions), `configuration` (`label` and its parts, as
    /// `report.json` spells them), `changes` (`change`: `moved`/`resized` with `from` and
    /// `to`, `appeared`/`disappeared` with `frame`, root coordinates), and the problems
    /// as `solve` prints them: `newProblems`, `fixedProblems`, `unchangedProblems`.
    public var json: JSONValue {
        .object([
            ("document", .string(documentName)),
            ("from", .optional(fromRevision)),
            ("to", .optional(toRevision)),
            ("configuration", .object([
                ("label", .string(label.description)),
                ("device", .string(label.deviceID)),
                ("orientation", .string(label.orientation.rawValue)),
                ("multitasking", .string(label.multitasking.rawValue)),
                ("contentSize", .string(label.contentSize.rawValue)),
                ("direction", .string(label.direction.rawValue)),
            ])),
            ("changes", .array(changes.map(Self.json))),
            ("newProblems", .array(newDiagnostics.map { SolvedDiagnostic($0, documentName: documentName, labels: labels).json })),
            ("fixedProblems", .array(fixedDiagnostics.map { SolvedDiagnostic($0, documentName: documentName, labels: labels).json })),
            ("unchangedProblems", .array(
                persistingDiagnostics.map { SolvedDiagnostic($0, documentName: documentName, labels: labels).json })),
        ])
    }

    private static func json(_ change: FrameChange) -> JSONValue {
        switch change {
        case .moved(let view, let from, let to), .resized(let view, let from, let to):
            return .object([
                ("change", .string(change.kind)), ("view", .string(view)),
                ("from", SolvedLayout.rect(from)), ("to", SolvedLayout.rect(to)),
            ])
        case .appeared(let view, let frame), .disappeared(let view, let frame):
            return .object([("change", .string(change.kind)), ("view", .string(view)), ("frame", SolvedLayout.rect(frame))])
        }
    }
}
