import Foundation

/// How a batch runs: the matrix, how many cores, and what it keeps.
public struct BatchOptions: Sendable {
    /// How configurations that share a resolved layout are solved.
    public enum Strategy: String, Sendable, CaseIterable {
        /// One engine per distinct resolved layout and engine setting, re-solved for each
        /// container and safe area by ``LayoutEngine/resize(to:safeArea:)``.
        case incremental
        /// Materialise and build a fresh engine for every configuration: the naive loop
        /// the benchmark compares with. Gives the same results, slowly.
        case rebuildEach
    }

    public var matrix: BatchMatrix
    /// Solving tasks run at once; default: every core.
    public var jobs: Int
    /// Write results to the solve cache and the run to the batch tables (off for a
    /// benchmark of the solving alone; the run then has no id and cannot be a baseline).
    public var storesResults: Bool
    /// Make each configuration's ``ConfigurationResult`` (frames and diagnostics), which
    /// reports need. Kept with the outcomes (``keepsOutcomes``), it costs memory in
    /// proportion to the matrix; handed on a document at a time (the `documentSolved`
    /// of ``LayoutDatabase/batch(names:options:progress:documentSolved:)``) and then
    /// dropped, in proportion to the documents in flight.
    public var keepsResults: Bool
    public var strategy: Strategy
    /// Keep every configuration's ``BatchOutcome`` in ``BatchRun/outcomes`` (reports and
    /// callers that look at each need them). Off, each group's outcomes are written and
    /// dropped, and only the totals (``BatchRun/tally``) and the regressions
    /// (``regressionRule``) stay: memory no longer grows with the matrix.
    public var keepsOutcomes: Bool
    /// Find regressions as the run goes (``BatchRun/foundRegressions``).
    public var regressionRule: BatchRegressionRule?
    /// An interrupted run to continue (``LayoutDatabase/resumableBatchRun(names:matrix:)``):
    /// its stored configurations are read back rather than solved (solved again, and not
    /// rewritten, when ``keepsResults``), and the run is finished. Ignored unless
    /// ``storesResults``.
    public var resume: BatchResumption?

    public init(
        matrix: BatchMatrix, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, storesResults: Bool = true,
        keepsResults: Bool = false, strategy: Strategy = .incremental, keepsOutcomes: Bool = true,
        regressionRule: BatchRegressionRule? = nil, resume: BatchResumption? = nil
    ) {
        self.resume = resume
        self.keepsOutcomes = keepsOutcomes
        self.regressionRule = regressionRule
        self.matrix = matrix
        self.jobs = max(1, jobs)
        self.storesResults = storesResults
        self.keepsResults = keepsResults
        self.strategy = strategy
    }
}
