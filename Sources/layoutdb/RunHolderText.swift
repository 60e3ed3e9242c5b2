import LayoutDB

/// What `layoutdb runs` says of an unfinished run's holder (`batch_run.claimed_by`): who
/// solves it, since when, and whether that process still looks alive, so that a user
/// can tell a run going on in another process from one a killed job left behind.
struct RunHolderText {
    var listing: DocumentStore.BatchRunListing
    /// The running build's `engine_version` (``LayoutDatabase/cacheEngineVersion``): a run
    /// another build recorded is not continued by this one's `--resume`.
    var currentEngineVersion: String

    /// `alive`, `gone` or `unchecked` (``BatchRunClaim/Liveness``); nil for a run nobody
    /// holds. JSON's `holder`.
    var liveness: BatchRunClaim.Liveness? { listing.run.finishedAt == nil ? listing.claim?.liveness : nil }

    /// The line under the table for an unfinished run; nil for a finished one.
    var line: String? {
        let run = listing.run
        guard run.finishedAt == nil else { return nil }
        guard let claim = listing.claim, let liveness else {
            return "run \(run.id): held by no process (stopped); " + (otherBuild ?? "`layoutdb batch --resume` continues it")
        }
        let held = "run \(run.id): held by \(listing.claimedBy ?? claim.description)"
            + (listing.claimedAt.map { " since \($0)" } ?? "")
        switch liveness {
        case .alive:
            return held + ", process \(claim.processID) is running on this machine (a batch going on)"
        case .gone:
            return held + ", but no process \(claim.processID) runs on this machine (gone); "
                + (otherBuild ?? "`layoutdb batch --resume` takes the run over")
        case .unchecked:
            return held + ", on another machine (cannot be checked from here); "
                + (otherBuild ?? "if that batch is gone, `layoutdb batch --resume --take-over` takes the run over")
        }
    }

    /// What `--resume` does with a run another build recorded; nil for this build's.
    private var otherBuild: String? {
        let recorded = listing.run.engineVersion
        guard recorded != currentEngineVersion else { return nil }
        return "recorded by another build of layoutdb (\(EngineVersion.described(recorded))), so this build's "
            + "`layoutdb batch --resume` starts a new run instead; the build that recorded it continues it "
            + "(`layoutdb runs --drop \(listing.run.id)` removes it)"
    }
}
