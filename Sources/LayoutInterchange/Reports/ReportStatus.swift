/// How a configuration came out under a report's policy.
public enum ReportStatus: String, Hashable, Sendable {
    /// Solved, and no diagnostic of a failing kind.
    case passed
    /// Solved, with at least one diagnostic of a failing kind.
    case failed
    /// Not solved at all (``UnsolvedConfiguration``).
    case error
}
