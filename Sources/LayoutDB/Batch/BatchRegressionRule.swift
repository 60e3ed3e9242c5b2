import LayoutInterchange

/// What counts as a regression, given to the batch so that it finds them as each
/// configuration is solved and need not keep every outcome
/// (``BatchRun/foundRegressions``).
public struct BatchRegressionRule: Sendable {
    /// The baseline run's problems by configuration: every configuration it solved, those
    /// without problems under an empty list. nil: no baseline, every error is new.
    public var baseline: [BatchConfigurationKey: [BatchProblem]]?
    /// Count warnings too, not only errors.
    public var strict: Bool

    public init(baseline: [BatchConfigurationKey: [BatchProblem]]?, strict: Bool) {
        self.baseline = baseline
        self.strict = strict
    }

    /// Whether `outcome`'s configuration can be compared: the baseline solved it, or
    /// there is no baseline. A baseline narrower than the run (fewer devices, text sizes,
    /// directions or documents) says nothing of the configurations it left out: calling
    /// their problems new made every widened matrix fail (``BatchRun/uncovered``).
    public func covers(_ outcome: BatchOutcome) -> Bool {
        guard let baseline else { return true }
        return baseline[BatchConfigurationKey(document: outcome.document, traitKey: outcome.traitKey)] != nil
    }

    /// The problems of `outcome` that are new: each problem of the baseline's
    /// configuration excuses one equal problem. None for a configuration the baseline
    /// did not cover (``covers(_:)``), which is not compared.
    public func regressions(in outcome: BatchOutcome) -> [BatchRegression] {
        compare(outcome).regressions
    }

    /// For each problem of `outcome`, in order, whether the baseline had it for this
    /// configuration (kind and views equal, each of the baseline's problems matching one,
    /// as ``compare(_:)`` matches them); nil without a baseline or for a configuration it
    /// did not cover. junit.xml fails a test case only for a problem it did not have.
    public func known(in outcome: BatchOutcome) -> [Bool]? {
        let key = BatchConfigurationKey(document: outcome.document, traitKey: outcome.traitKey)
        guard let known = baseline?[key] else { return nil }
        var before: [BatchProblem: Int] = [:]
        for problem in known { before[problem, default: 0] += 1 }
        return outcome.problems.map { problem in
            guard let count = before[problem], count > 0 else { return false }
            before[problem] = count - 1
            return true
        }
    }

    /// ``regressions(in:)``, and the problems of the baseline's configuration that
    /// `outcome` no longer has (errors only, every kind when ``strict``), in the
    /// baseline's problem order: none without a baseline or for a configuration it did
    /// not cover.
    public func compare(_ outcome: BatchOutcome) -> (regressions: [BatchRegression], fixes: [BatchFix]) {
        let key = BatchConfigurationKey(document: outcome.document, traitKey: outcome.traitKey)
        var before: [BatchProblem: Int] = [:]
        let known = baseline?[key] ?? []
        if baseline != nil {
            guard baseline?[key] != nil else { return ([], []) }
            for problem in known { before[problem, default: 0] += 1 }
        }
        var found: [BatchRegression] = []
        for (problem, message) in zip(outcome.problems, outcome.messages) where strict || problem.isError {
            if let count = before[problem], count > 0 {
                before[problem] = count - 1
                continue
            }
            found.append(BatchRegression(
                document: outcome.document, revision: outcome.revision, label: outcome.label, problem: problem,
                message: message, labels: outcome.labels.isEmpty ? [:] : outcome.labels.filter { problem.views.contains($0.key) }))
        }
        // What is left of the baseline's problems was not matched: each is gone.
        var fixes: [BatchFix] = []
        for problem in known where strict || problem.isError {
            guard let count = before[problem], count > 0 else { continue }
            before[problem] = count - 1
            fixes.append(BatchFix(document: outcome.document, revision: outcome.revision, label: outcome.label, problem: problem))
        }
        return (found, fixes)
    }
}

extension BatchRegressionRule {
    /// How `outcome` stands against the baseline, run `run`, for junit.xml.
    public func standing(of outcome: BatchOutcome, run: Int) -> BaselineStanding {
        known(in: outcome).map { .compared(run: run, known: $0) } ?? .notCovered(run: run)
    }
}
