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
    /// Two ways to look, chosen by the batch's size: a small batch (at most
    /// ``indexedLookupLimit`` documents × trait keys) probes the primary key for each of
    /// its configurations in each run; a larger one compares the trait key with `+` (no
    /// index on it), reading each run's rows of its documents and looking each trait key
    /// up in its set. Probing, a new matrix of the phones' 4,704 trait collections over 7
    /// documents took 7.8 s on 500 runs; reading the rows, 0.14 s. For a job of a few
    /// configurations, probing is the faster (BENCHMARKS.md, session 34).
    ///
    /// Complexity: per run passed over, O(documents × trait keys) probes for a small
    /// batch, O(its documents' rows in the run × log trait keys) for a large one; the
    /// newest run that shares one ends the search.
    public func latestFinishedBatchRun(
        sharing documents: [String], traitKeys: [String], matrix: String, sameMatrix: Bool
    ) throws(StoreError) -> BatchRunRecord? {
        let probes = documents.count * traitKeys.count <= Self.indexedLookupLimit
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
                              AND \(probes ? "" : "+")batch_result.trait_key IN (SELECT value FROM json_each(?)))
                        ORDER BY id DESC LIMIT 1
                        """,
                    arguments: [matrix, documentsJSON, keysJSON]
                ).map(Self.batchRunRecord)
            }
        }
    }

    /// The most documents × trait keys a batch probes the primary key for, in each run
    /// passed over: about what a run's rows of those documents number, above which reading
    /// them costs less (each probe and each row read took about half a microsecond).
    static let indexedLookupLimit = 1_000

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
