/// How one configuration of a batch stands against the earlier run it was compared with
/// (`layoutdb batch --baseline`), for junit.xml: a CI system shows a test case per
/// configuration, and with a baseline only what is new should turn it red, as only
/// what is new fails the run (exit status 1). report.json and index.html do not use it:
/// they say what each configuration has, whatever an earlier run had.
public enum BaselineStanding: Hashable, Sendable {
    /// The baseline run solved this configuration: `known[i]` says whether the i-th
    /// diagnostic (for a configuration not solved, its reason, as one) was one of the
    /// baseline's problems there, matched by kind and views, each baseline problem
    /// excusing one.
    case compared(run: Int, known: [Bool])
    /// The baseline run did not solve this configuration (another matrix, a new
    /// document): not compared, so nothing in it is new or known.
    case notCovered(run: Int)

    /// The baseline run's id.
    public var run: Int {
        switch self {
        case .compared(let run, _), .notCovered(let run): return run
        }
    }

    /// Whether the `index`-th diagnostic can fail the test case: it is not one the
    /// baseline had, in a configuration the baseline covered.
    func isNew(_ index: Int) -> Bool {
        switch self {
        case .compared(_, let known): return !(index < known.count && known[index])
        case .notCovered: return false
        }
    }
}
