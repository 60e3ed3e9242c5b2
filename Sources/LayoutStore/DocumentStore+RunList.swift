import GRDB

extension DocumentStore {
    /// The runs with no `finished_at` (interrupted, or going on in another process),
    /// newest first: what `batch --resume` chooses from.
    public func unfinishedBatchRuns() throws(StoreError) -> [BatchRunRecord] {
        try perform {
            try connection.read { db in
                try Row.fetchAll(db, sql: "SELECT * FROM batch_run WHERE finished_at IS NULL ORDER BY id DESC")
                    .map(Self.batchRunRecord)
            }
        }
    }

    /// `batch_run`'s row as a record.
    static func batchRunRecord(_ row: Row) -> BatchRunRecord {
        BatchRunRecord(
            id: row["id"], startedAt: row["started_at"], finishedAt: row["finished_at"],
            engineVersion: row["engine_version"], matrix: row["matrix"], configurationCount: row["configuration_count"],
            unsolvedCount: row["unsolved_count"], errorCount: row["error_count"], warningCount: row["warning_count"])
    }
}

extension DocumentStore {
    /// A batch run as `layoutdb runs` lists it: its record, the documents it solved and
    /// the results it stored (all of them for a finished run; those kept before it
    /// stopped for an unfinished one, whose totals are not yet counted).
    public struct BatchRunListing: Sendable {
        public var run: BatchRunRecord
        public var documents: Int
        public var stored: Int
        /// `batch_run.claimed_by` as stored (`PID@HOST`): the process solving the run,
        /// nil when none holds it (a finished run, or one given back when interrupted).
        public var claimedBy: String?
        /// When the holder claimed the run (a timestamp like `started_at`).
        public var claimedAt: String?

        /// The holder as a claim; a value not of the `PID@HOST` form reads as a host of
        /// process 0, as ``DocumentStore/claimBatchRun(_:as:takingOver:)`` reads it.
        public var claim: BatchRunClaim? {
            claimedBy.map { BatchRunClaim($0) ?? BatchRunClaim(processID: 0, host: $0) }
        }
    }

    /// Every batch run, oldest first.
    public func batchRunListings() throws(StoreError) -> [BatchRunListing] {
        try perform {
            try connection.read { db in try Self.batchRunListings(db) }
        }
    }

    /// Every batch run, oldest first, read in `db` (a read, or the write that drops runs).
    static func batchRunListings(_ db: Database) throws -> [BatchRunListing] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT batch_run.*,
                       (SELECT count(*) FROM batch_document WHERE run_id = batch_run.id) AS document_total,
                       (SELECT count(*) FROM batch_result WHERE run_id = batch_run.id) AS stored_total
                FROM batch_run ORDER BY id
                """
        ).map { row in
            BatchRunListing(
                run: Self.batchRunRecord(row), documents: row["document_total"], stored: row["stored_total"],
                claimedBy: row["claimed_by"], claimedAt: row["claimed_at"])
        }
    }
}
