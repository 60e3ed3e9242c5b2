import LayoutStore

/// An interrupted batch run that a new batch continues (`layoutdb batch --resume`): the
/// configurations it stored are not solved again, and the rest are added to the same run,
/// which is then finished as if it had never stopped.
///
/// A run can be continued only by a batch that would have made the same results: the
/// same engine build (the solve cache's key), the same matrix as spelt on the command
/// line, and the same documents at the same revisions. ``LayoutDatabase/resumableBatchRun(names:matrix:)``
/// finds one, or says why the newest unfinished run is not one.
public struct BatchResumption: Sendable {
    /// The run continued.
    public var run: Int
    public var startedAt: String
    /// The configurations the run stored, by document and trait key.
    var stored: [BatchConfigurationKey: DocumentStore.BatchResultRecord]

    /// Continue the run even while another process holds it (`batch --resume
    /// --take-over`): for a claim left by a job that died on another machine, which
    /// cannot be checked from here (one on this machine is taken over when its process
    /// is gone).
    public var takesOver = false

    /// How many configurations the run stored before it stopped.
    public var storedCount: Int { stored.count }

    init(run: Int, startedAt: String, stored: [BatchConfigurationKey: DocumentStore.BatchResultRecord]) {
        self.run = run
        self.startedAt = startedAt
        self.stored = stored
    }

    /// What a search for a run to continue found.
    public enum Lookup: Sendable {
        case found(BatchResumption)
        /// The newest unfinished run would be continued but for the build: another build
        /// of layoutdb recorded it (`engineVersion`, the run's), and a rebuilt layoutdb may
        /// solve differently, so its `stored` configurations are not reused. The batch
        /// starts afresh, saying so; the build that recorded the run can still continue it.
        case otherBuild(run: Int, stored: Int, engineVersion: String)
        /// Nothing to continue; `reason` says why the newest unfinished run cannot be
        /// (nil when every run finished).
        case none(reason: String?)
    }
}
