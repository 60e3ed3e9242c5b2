/// What counts as a regression, given to the batch so that it finds them as each
/// configuration is solved and need not keep every outcome
/// (``BatchRun/foundRegressions``).
public struct BatchRegressionRule: Sendable {
    /// The baseline run's problems by configuration; nil: every error is new.
    public var baseline: [BatchConfigurationKey: [BatchProblem]]?
    /// Count warnings too, not only errors.
    public var strict: Bool

    public init(baseline: [BatchConfigurationKey: [BatchProblem]]?, strict: Bool) {
        self.baseline = baseline
        self.strict = strict
    }

    /// The problems of `outcome` that are new: each problem of the baseline's
    /// configuration excuses one equal problem.
    public func regressions(in outcome: BatchOutcome) -> [BatchRegression] {
        var before: [BatchProblem: Int] = [:]
        for problem in baseline?[BatchConfigurationKey(document: outcome.document, traitKey: outcome.traitKey)] ?? [] {
            before[problem, default: 0] += 1
        }
        var found: [BatchRegression] = []
        for (problem, message) in zip(outcome.problems, outcome.messages) where strict || problem.isError {
            if let count = before[problem], count > 0 {
                before[problem] = count - 1
                continue
            }
            found.append(BatchRegression(
                document: outcome.document, revision: outcome.revision, label: outcome.label, problem: problem,
                message: message))
        }
        return found
    }
}
