import LayoutInterchange

/// The totals printed at the end of a batch: configurations solved, how fast, and the
/// problems found by kind.
public struct BatchSummary: Hashable, Sendable {
    public var documents: Int
    public var configurations: Int
    public var unsolved: Int
    /// Configurations with at least one error (unsatisfiable, ambiguous).
    public var withErrors: Int
    /// Configurations with warnings only.
    public var withWarningsOnly: Int
    /// Diagnostics by kind, over every configuration (`unsolved` counts configurations).
    public var problemsByKind: [String: Int]
    public var seconds: Double
    public var materializations: Int
    public var enginesBuilt: Int

    public init(_ run: BatchRun) {
        documents = run.documents.count
        configurations = run.tally.configurations
        unsolved = run.tally.unsolved
        withErrors = run.tally.withErrors
        withWarningsOnly = run.tally.withWarningsOnly
        problemsByKind = run.tally.problemsByKind
        seconds = run.seconds
        materializations = run.materializations
        enginesBuilt = run.enginesBuilt
    }

    /// Configurations solved per second of wall-clock time.
    public var perSecond: Double { seconds > 0 ? Double(configurations) / seconds : 0 }

    /// For people: one line of totals, one of problems by kind.
    public var text: String {
        let rate = perSecond >= 100 ? String(Int(perSecond.rounded())) : String(format1(perSecond))
        var lines = [
            "Solved \(configurations) configuration\(configurations == 1 ? "" : "s") of \(documents) document\(documents == 1 ? "" : "s") in "
                + "\(format2(seconds)) s (\(rate) per second; \(enginesBuilt) engines built, "
                + "\(materializations) trait collections materialised)",
        ]
        let clean = configurations - unsolved - withErrors - withWarningsOnly
        lines.append("\(clean) without problems, \(withWarningsOnly) with warnings only, \(withErrors) with errors, "
            + "\(unsolved) not solved")
        if !problemsByKind.isEmpty {
            lines.append("Problems by kind: " + problemsByKind.sorted { $0.key < $1.key }
                .map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    public var json: JSONValue {
        .object([
            ("documents", .number(Double(documents))), ("configurations", .number(Double(configurations))),
            ("unsolved", .number(Double(unsolved))), ("withErrors", .number(Double(withErrors))),
            ("withWarningsOnly", .number(Double(withWarningsOnly))),
            ("problemsByKind", .object(problemsByKind.sorted { $0.key < $1.key }.map { ($0.key, .number(Double($0.value))) })),
            ("seconds", .number((seconds * 1000).rounded() / 1000)), ("perSecond", .number(perSecond.rounded())),
            ("materializations", .number(Double(materializations))), ("enginesBuilt", .number(Double(enginesBuilt))),
        ])
    }

    private func format1(_ value: Double) -> String { String((value * 10).rounded() / 10) }
    private func format2(_ value: Double) -> String { String((value * 100).rounded() / 100) }
}
