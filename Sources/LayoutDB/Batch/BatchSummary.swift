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
    /// The interrupted run this batch continued (``BatchRun/resumed``), nil for a run of
    /// its own; ``skipped`` its configurations read back, not solved: counted in
    /// ``configurations`` but not in ``perSecond``.
    public var resumedRun: Int?
    public var skipped = 0

    public init(_ run: BatchRun) {
        resumedRun = run.resumed?.run
        skipped = run.resumed?.skipped ?? 0
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
    public var perSecond: Double { seconds > 0 ? Double(solved) / seconds : 0 }

    /// The configurations solved by this batch: all of them but those read back from
    /// the run it resumed.
    public var solved: Int { configurations - skipped }

    /// For people: one line of totals, one of problems by kind.
    public var text: String {
        let rate = perSecond >= 100 ? String(Int(perSecond.rounded())) : String(format1(perSecond))
        var lines = [
            "Solved \(solved) configuration\(solved == 1 ? "" : "s") of \(documents) document\(documents == 1 ? "" : "s") in "
                + "\(format2(seconds)) s (\(rate) per second; \(enginesBuilt) engines built, "
                + "\(materializations) trait collections materialised)",
        ]
        // A resumed run's totals are the whole run's, the configurations read back too.
        var of = ""
        if let resumedRun {
            lines.append(skipped == 0
                ? "Resumed batch run \(resumedRun): what it had stored before it was interrupted was solved again for the report, not stored twice"
                : "Resumed batch run \(resumedRun): \(skipped) configuration\(skipped == 1 ? "" : "s") "
                    + "it had stored before it was interrupted were read back, not solved again")
            of = "Of all \(configurations): "
        }
        let clean = configurations - unsolved - withErrors - withWarningsOnly
        lines.append("\(of)\(clean) without problems, \(withWarningsOnly) with warnings only, \(withErrors) with errors, "
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
        ] + (resumedRun == nil ? [] : [("resumedConfigurations", JSONValue.number(Double(skipped)))]))
    }

    private func format1(_ value: Double) -> String { String((value * 10).rounded() / 10) }
    private func format2(_ value: Double) -> String { String((value * 100).rounded() / 100) }
}
