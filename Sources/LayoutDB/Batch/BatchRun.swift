import LayoutInterchange

/// A finished batch: every configuration of every document, what it cost, and the
/// run's id in the store (nil when results were not stored).
public struct BatchRun: Sendable {
    public var id: Int?
    /// The documents with the revision each was solved at, by name.
    public var documents: [(name: String, revision: Int)]
    /// By document, then in ``ConfigurationLabel`` order; empty unless
    /// ``BatchOptions/keepsOutcomes``.
    public var outcomes: [BatchOutcome]
    /// Totals over every configuration, kept or not.
    public var tally: BatchTally
    /// The regressions ``BatchOptions/regressionRule`` found, by document and then in
    /// ``ConfigurationLabel`` order (empty without a rule).
    public var foundRegressions: [BatchRegression]
    /// The baseline's problems this run no longer has, ordered as ``foundRegressions``
    /// (empty without a rule or a baseline).
    public var foundFixes: [BatchFix] = []
    /// The configurations the rule's baseline did not solve, so not compared: by document,
    /// then in ``ConfigurationLabel`` order (empty without a rule or a baseline).
    public var uncovered: [UncoveredConfiguration]
    /// Wall-clock seconds from the first materialisation to the last result written.
    public var seconds: Double
    /// Distinct trait collections materialised, summed over documents.
    public var materializations: Int
    /// Engines built; every other configuration was re-solved by resizing one.
    public var enginesBuilt: Int
    /// Why resized engines rebuilt their solvers, by document (see ``RebuildCause``):
    /// the rebuilds a sweep could still save.
    public var rebuildCauses: [String: [RebuildCause: Int]]
    public var strategy: BatchOptions.Strategy
    public var jobs: Int
    /// The run this batch continued and how many of its configurations were read back
    /// rather than solved (``BatchOptions/resume``); nil for a run of its own.
    public var resumed: (run: Int, skipped: Int)?

    public var summary: BatchSummary { BatchSummary(self) }

    /// The report of the kept results (``BatchOptions/keepsResults``). Every configuration
    /// fails on the kinds that fail ``BatchRun/regressions(comparedWith:strict:)``: errors
    /// only, or every kind when `strict` (``reportFailingKinds(strict:)``).
    public func report(
        strict: Bool, title: String = reportTitle, pictures: ReportPictures = .onePerFinding
    ) -> LayoutReport {
        LayoutReport(
            entries: outcomes.compactMap(\.reportEntry), title: title, failingKinds: Self.reportFailingKinds(strict: strict),
            pictures: pictures)
    }

    /// The title of a batch's report.
    public static let reportTitle = "layoutdb batch"

    /// The kinds that fail a configuration in a batch's report: those that fail the run.
    public static func reportFailingKinds(strict: Bool) -> Set<ProblemKind> {
        strict ? Set(ProblemKind.allCases) : [.unsatisfiable, .ambiguous]
    }

    /// What fails the run. With a baseline (its problems by document and trait key),
    /// the problems of each configuration that the baseline's same configuration did not
    /// have, counted with multiplicity; a configuration the baseline lacks is not compared
    /// (``BatchRegressionRule/covers(_:)``). Without one, every problem is new. Only errors (unsatisfiable,
    /// ambiguous, unsolved) count, as in `layoutdb solve`; every kind with `strict`.
    public func regressions(
        comparedWith baseline: [BatchConfigurationKey: [BatchProblem]]?, strict: Bool
    ) -> [BatchRegression] {
        let rule = BatchRegressionRule(baseline: baseline, strict: strict)
        return outcomes.flatMap(rule.regressions(in:))
    }
}
