import GRDB

extension DocumentStore {
    /// What ``dropBatchRuns(_:unfinished:takingOver:)`` did: dropped every run asked for,
    /// or nothing, and why.
    public enum BatchRunDropOutcome: Sendable {
        /// The runs removed, each as `layoutdb runs` listed it just before (oldest first);
        /// empty when there was nothing to drop (`unfinished` with every run finished).
        case dropped([BatchRunListing])
        /// Ids named that no run has; nothing was dropped.
        case unknown([Int])
        /// Unfinished runs asked for that a process still holds (``BatchRunClaim``): one
        /// running on this machine, or, without `takingOver`, one on another machine,
        /// which cannot be checked from here. Nothing was dropped.
        case held([BatchRunListing])
    }

    /// Removes batch runs with everything recorded of them (`batch_document`,
    /// `batch_result`; their problems go with them), in one write transaction: the runs
    /// `ids` name, finished or not, and, with `unfinished`, every run with no
    /// `finished_at`. The solve-cache rows their results point to stay: they belong to
    /// the cache, which other runs and `solve` share.
    ///
    /// All or nothing: an id no run has, or an unfinished run a live process holds (a
    /// batch still solving it, which would go on adding results to a run that is gone),
    /// drops nothing. A holder on this machine that is gone (a killed batch) does not
    /// count; one on another machine counts unless `takingOver`, as for
    /// ``claimBatchRun(_:as:takingOver:)``. The check and the deletion are one
    /// transaction, so a batch cannot claim a run between them.
    public func dropBatchRuns(
        _ ids: [Int], unfinished: Bool, takingOver: Bool = false
    ) throws(StoreError) -> BatchRunDropOutcome {
        try requireWritable("dropping batch runs")
        return try perform {
            try pool.write { db in
                let listings = try Self.batchRunListings(db)
                let known = Set(listings.map(\.run.id))
                let unknown = ids.filter { !known.contains($0) }
                if !unknown.isEmpty { return .unknown(Array(Set(unknown)).sorted()) }
                let named = Set(ids)
                let targets = listings.filter { named.contains($0.run.id) || (unfinished && $0.run.finishedAt == nil) }
                let held = targets.filter { listing in
                    guard listing.run.finishedAt == nil, let claim = listing.claim else { return false }
                    switch claim.liveness {
                    case .alive: return claim != .current
                    case .gone: return false
                    case .unchecked: return !takingOver
                    }
                }
                if !held.isEmpty { return .held(held) }
                for listing in targets {
                    // The foreign keys cascade, but each table is named: a database
                    // opened without them enforced loses nothing it should keep.
                    try db.execute(sql: "DELETE FROM batch_result WHERE run_id = ?", arguments: [listing.run.id])
                    try db.execute(sql: "DELETE FROM batch_document WHERE run_id = ?", arguments: [listing.run.id])
                    try db.execute(sql: "DELETE FROM batch_run WHERE id = ?", arguments: [listing.run.id])
                }
                return .dropped(targets)
            }
        }
    }
}
