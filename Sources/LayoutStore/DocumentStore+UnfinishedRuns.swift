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
