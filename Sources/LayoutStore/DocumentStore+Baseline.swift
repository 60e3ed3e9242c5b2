import Foundation
import GRDB

extension DocumentStore {
    /// The newest finished run whose matrix is `matrix` (`sameMatrix`) or any other one
    /// (not `sameMatrix`) that stored a result for one of `documents` under one of
    /// `traitKeys`: the run `batch --baseline last` compares with; nil when none did.
    ///
    /// Why one query: `--baseline last` read every finished run's results into memory,
    /// one run after another, until one shared a configuration with the batch, so a new
    /// matrix on a database of 500 recorded runs read all of their results (a batch over
    /// one configuration waited for it). Here SQLite looks for one shared row per run
    /// through `batch_result`'s primary key, and reads no problems.
    ///
    /// The trait key is compared with `+` (no index on it): with the index SQLite probed
    /// every document × trait key of the batch in every run, and a new matrix of the
    /// phones' 4,704 trait collections over 7 documents took 7.8 s on 500 runs; without,
    /// it reads each run's rows of the batch's documents from the index and looks each
    /// trait key up in the batch's set, 0.14 s (BENCHMARKS.md, session 34).
    ///
    /// Complexity: O(rows of the batch's documents in the runs passed over × log trait
    /// keys); the newest run that shares one ends the search.
    public func latestFinishedBatchRun(
        sharing documents: [String], traitKeys: [String], matrix: String, sameMatrix: Bool
    ) throws(StoreError) -> BatchRunRecord? {
        let documentsJSON = Self.jsonArray(documents)
        let keysJSON = Self.jsonArray(traitKeys)
        return try perform {
            try connection.read { db in
                try Row.fetchOne(
                    db,
                    sql: """
                        SELECT * FROM batch_run
                        WHERE finished_at IS NOT NULL AND \(sameMatrix ? "matrix = ?" : "matrix != ?")
                          AND EXISTS (
                            SELECT 1 FROM batch_result
                            WHERE batch_result.run_id = batch_run.id
                              AND batch_result.document IN (SELECT value FROM json_each(?))
                              AND +batch_result.trait_key IN (SELECT value FROM json_each(?)))
                        ORDER BY id DESC LIMIT 1
                        """,
                    arguments: [matrix, documentsJSON, keysJSON]
                ).map(Self.batchRunRecord)
            }
        }
    }

    /// How many runs have finished (`--baseline last` names the count when none of them
    /// shares a configuration with the batch).
    public func finishedBatchRunCount() throws(StoreError) -> Int {
        try perform {
            try connection.read { db in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM batch_run WHERE finished_at IS NOT NULL") ?? 0
            }
        }
    }

    /// `strings` as a JSON array, for `json_each(?)`: one argument whatever the count
    /// (SQLite limits a statement's arguments, and a matrix has thousands of trait keys).
    private static func jsonArray(_ strings: [String]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: strings)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
