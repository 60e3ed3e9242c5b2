import LayoutModel
import LayoutStore

/// The earlier run a batch compares with (`layoutdb batch --baseline`), and why that one:
/// a CI job's database holds runs of several matrices (a nightly over every device, a
/// quick one over the phones), and `last` used to take the newest whatever it had
/// solved, so a job compared a few configurations, or none.
public struct BaselineChoice: Sendable {
    public enum Reason: String, Sendable {
        /// `--baseline N`: the run asked for.
        case named
        /// `last`: the newest finished run of the batch's matrix that solved some of its
        /// configurations.
        case sameMatrix
        /// `last`, when no finished run has the batch's matrix: the newest finished run
        /// that solved some of its configurations (only those are compared).
        case otherMatrix
        /// `last`, when no finished run solved any of the batch's configurations (the
        /// first run of a database, or of a new matrix or new documents): nothing is
        /// compared, so every error counts, as without a baseline.
        case none
    }

    public var reason: Reason
    /// The run compared with; nil for ``Reason/none``.
    public var run: Int?
    /// How the run's matrix was spelled (`batch_run.matrix`); nil for ``Reason/none``.
    public var matrix: String?
    /// The run's problems by configuration: every configuration it solved.
    public var problems: [BatchConfigurationKey: [BatchProblem]]
    /// With ``Reason/none``: how many finished runs the database holds (none of which
    /// solved a configuration of the batch), and how many unfinished (interrupted) ones,
    /// which are never a baseline.
    public var finishedRuns = 0
    public var unfinishedRuns = 0

    public init(reason: Reason, run: Int?, matrix: String?, problems: [BatchConfigurationKey: [BatchProblem]]) {
        self.reason = reason
        self.run = run
        self.matrix = matrix
        self.problems = problems
    }
}

extension LayoutDatabase {
    /// The run `--baseline last` compares a batch of `documents` over `matrix` with: the
    /// newest finished run of the same matrix (``BatchMatrix/spelling``: devices,
    /// orientations, multitasking, content sizes, directions) that solved at least one
    /// of the batch's configurations; else the newest finished run of any matrix that
    /// did; else none (``BaselineChoice/Reason``). A run of other documents only is
    /// passed over whatever its matrix: it has nothing to compare.
    ///
    /// - Throws: ``BatchError/store(_:)`` for a database error.
    public func lastBaseline(matrix: BatchMatrix, documents: [String]) throws(BatchError) -> BaselineChoice {
        let traitKeys = Array(Set(matrix.configurations.map { SolveSetup(configuration: $0).traitKey })).sorted()
        for (same, reason) in [(true, BaselineChoice.Reason.sameMatrix), (false, .otherMatrix)] {
            let run: DocumentStore.BatchRunRecord?
            do {
                run = try store.latestFinishedBatchRun(
                    sharing: documents, traitKeys: traitKeys, matrix: matrix.spelling, sameMatrix: same)
            } catch {
                throw .store(error)
            }
            if let run, let found = try baselineProblems(String(run.id), excluding: nil) {
                return BaselineChoice(reason: reason, run: run.id, matrix: run.matrix, problems: found.problems)
            }
        }
        var none = BaselineChoice(reason: .none, run: nil, matrix: nil, problems: [:])
        do {
            none.finishedRuns = try store.finishedBatchRunCount()
            none.unfinishedRuns = try store.unfinishedBatchRuns().count
        } catch {
            throw .store(error)
        }
        return none
    }
}
