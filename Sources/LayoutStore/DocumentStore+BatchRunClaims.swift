import GRDB

extension DocumentStore {
    /// What ``claimBatchRun(_:as:takingOver:)`` found.
    public enum BatchRunClaimOutcome: Hashable, Sendable {
        /// The run is now this process's; `replaced` is the claim it took over (one left by
        /// a process that is gone), nil when no process held it.
        case claimed(replaced: BatchRunClaim?)
        /// Another process holds the run, since `since` (a timestamp like `started_at`).
        case held(by: BatchRunClaim, since: String?)
        /// The run finished (another process completed it), or there is no such run.
        case finished
    }

    /// Claims unfinished run `run` for `claim` (`batch --resume`), in one write
    /// transaction, so of two processes resuming the same run only one gets it. A claim
    /// left by a process that is gone (``BatchRunClaim/isGone``), or any claim when
    /// `takingOver`, is replaced.
    public func claimBatchRun(
        _ run: Int, as claim: BatchRunClaim, takingOver: Bool = false
    ) throws(StoreError) -> BatchRunClaimOutcome {
        try requireWritable("recording a batch run")
        let now = Self.timestamp()
        return try perform {
            try pool.write { db in
                guard
                    let row = try Row.fetchOne(
                        db, sql: "SELECT finished_at, claimed_by, claimed_at FROM batch_run WHERE id = ?", arguments: [run]),
                    (row["finished_at"] as String?) == nil
                else { return .finished }
                let holder = (row["claimed_by"] as String?).map { BatchRunClaim($0) ?? BatchRunClaim(processID: 0, host: $0) }
                if let holder, holder != claim, !takingOver, !holder.isGone {
                    return .held(by: holder, since: row["claimed_at"])
                }
                try db.execute(
                    sql: "UPDATE batch_run SET claimed_by = ?, claimed_at = ? WHERE id = ?",
                    arguments: [claim.description, now, run])
                return .claimed(replaced: holder == claim ? nil : holder)
            }
        }
    }

    /// Gives run `run` back when `claim` holds it (a batch interrupted or failed): a
    /// later `--resume` takes it without waiting for anything.
    public func releaseBatchRun(_ run: Int, claim: BatchRunClaim) throws(StoreError) {
        try requireWritable("recording a batch run")
        try perform {
            try pool.write { db in
                try db.execute(
                    sql: "UPDATE batch_run SET claimed_by = NULL, claimed_at = NULL WHERE id = ? AND claimed_by = ?",
                    arguments: [run, claim.description])
            }
        }
    }

    /// The process holding run `run` and since when, nil when none does.
    public func batchRunClaim(_ run: Int) throws(StoreError) -> (claim: BatchRunClaim, since: String?)? {
        try perform {
            try connection.read { db in
                guard let row = try Row.fetchOne(db, sql: "SELECT claimed_by, claimed_at FROM batch_run WHERE id = ?", arguments: [run]),
                    let text = row["claimed_by"] as String?, let claim = BatchRunClaim(text)
                else { return nil }
                return (claim, row["claimed_at"])
            }
        }
    }
}
