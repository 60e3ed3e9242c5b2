import Foundation
import GRDB

extension DocumentStore {
    /// One batch run as `batch_run` records it (migration 0004).
    public struct BatchRunRecord: Hashable, Sendable {
        public var id: Int
        public var startedAt: String
        /// nil while the run goes on, or when it was interrupted.
        public var finishedAt: String?
        public var engineVersion: String
        /// The matrix as the command line spells it.
        public var matrix: String
        public var configurationCount: Int
        public var unsolvedCount: Int
        public var errorCount: Int
        public var warningCount: Int

        public init(
            id: Int, startedAt: String, finishedAt: String?, engineVersion: String, matrix: String,
            configurationCount: Int, unsolvedCount: Int, errorCount: Int, warningCount: Int
        ) {
            self.id = id
            self.startedAt = startedAt
            self.finishedAt = finishedAt
            self.engineVersion = engineVersion
            self.matrix = matrix
            self.configurationCount = configurationCount
            self.unsolvedCount = unsolvedCount
            self.errorCount = errorCount
            self.warningCount = warningCount
        }
    }

    /// One configuration of one document in a batch run (`batch_result`), and, when it
    /// was solved, the solve-cache row that holds its frames.
    public struct BatchResultRecord: Hashable, Sendable {
        public var document: String
        public var traitKey: String
        public var containerWidth: Double
        public var containerHeight: Double
        public var errorCount: Int
        public var warningCount: Int
        /// JSON text: `[{"kind": …, "views": […]}, …]`. The library writes and reads it;
        /// the store only checks that it is JSON.
        public var problems: String
        /// Why the configuration was not solved; nil when it was.
        public var unsolved: String?
        /// The solve-cache row to write with it (nil: unsolved, or results not cached).
        public var cache: SolveCacheRecord?

        public init(
            document: String, traitKey: String, containerWidth: Double, containerHeight: Double, errorCount: Int,
            warningCount: Int, problems: String, unsolved: String?, cache: SolveCacheRecord?
        ) {
            self.document = document
            self.traitKey = traitKey
            self.containerWidth = containerWidth
            self.containerHeight = containerHeight
            self.errorCount = errorCount
            self.warningCount = warningCount
            self.problems = problems
            self.unsolved = unsolved
            self.cache = cache
        }
    }

    /// Starts a run: its row, and one `batch_document` row per document at the revision
    /// the run solves. Returns the run's id. `claim` is the process that solves it
    /// (``claimBatchRun(_:as:takingOver:)``), until it finishes.
    ///
    /// - Throws: ``StoreError/unknownRevision(document:revision:)`` when a revision is gone.
    public func startBatchRun(
        engineVersion: String, matrix: String, documents: [(name: String, revision: Int)], claim: BatchRunClaim? = nil
    ) throws(StoreError) -> Int {
        try requireWritable("recording a batch run")
        let now = Self.timestamp()
        return try perform {
            try pool.write { db in
                try db.execute(
                    sql: "INSERT INTO batch_run (started_at, engine_version, matrix, claimed_by, claimed_at) VALUES (?, ?, ?, ?, ?)",
                    arguments: [now, engineVersion, matrix, claim?.description, claim == nil ? nil : now])
                let run = Int(db.lastInsertedRowID)
                for document in documents {
                    guard let revision = try Self.revisionID(db, document.name, document.revision) else {
                        throw StoreError.unknownRevision(document: document.name, revision: document.revision)
                    }
                    try db.execute(
                        sql: "INSERT INTO batch_document (run_id, document, revision, revision_id) VALUES (?, ?, ?, ?)",
                        arguments: [run, document.name, document.revision, revision])
                }
                return run
            }
        }
    }

    /// Writes results of run `run` in one transaction: a `batch_result` row each, and the
    /// solve-cache row of each solved one under `engineVersion`, each distinct body once.
    ///
    /// A batch writes its results in such calls of hundreds of rows, so a run of thousands
    /// of configurations costs tens of transactions, not thousands.
    /// Complexity: O(`records.count`) inserts through cached statements; a body already
    /// found or stored by this call is not looked up again (rows placed alike share one).
    public func recordBatchResults(
        run: Int, engineVersion: String, _ records: [BatchResultRecord]
    ) throws(StoreError) {
        guard !records.isEmpty else { return }
        try requireWritable("recording a batch run")
        let now = Self.timestamp()
        // A body id found in this transaction stays valid while every row written with it
        // stays: only a second row for the same key could move one away (and the trigger
        // then drop its body), so ids are remembered only when the keys are distinct.
        let cached = records.filter { $0.cache != nil }
        let distinct = Set(cached.map { CacheRowKey(record: $0) }).count == cached.count
        try perform {
            try pool.write { db in
                var revisions: [String: Int64] = [:]
                var bodies: [[UInt8]: Int64]? = distinct ? [:] : nil
                let result = try db.cachedStatement(sql: """
                    INSERT OR REPLACE INTO batch_result (run_id, document, trait_key, container_width,
                        container_height, error_count, warning_count, problems, unsolved)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """)
                for record in records {
                    try result.execute(arguments: [
                        run, record.document, record.traitKey, record.containerWidth, record.containerHeight,
                        record.errorCount, record.warningCount, record.problems, record.unsolved,
                    ])
                    guard let row = record.cache else { continue }
                    let revision: Int64
                    if let known = revisions[record.document] {
                        revision = known
                    } else {
                        guard let id = try Int64.fetchOne(
                            db.cachedStatement(sql: "SELECT revision_id FROM batch_document WHERE run_id = ? AND document = ?"),
                            arguments: [run, record.document])
                        else { throw StoreError.unknownDocument(record.document) }
                        revisions[record.document] = id
                        revision = id
                    }
                    try Self.writeCacheRow(
                        db, revision: revision, traitKey: record.traitKey, containerWidth: record.containerWidth,
                        containerHeight: record.containerHeight, engineVersion: engineVersion, row, now: now,
                        bodies: &bodies)
                }
            }
        }
    }

    /// What identifies a batch's solve-cache row within one run (the engine version is the run's).
    private struct CacheRowKey: Hashable {
        var document: String
        var traitKey: String
        var width: Double
        var height: Double

        init(record: BatchResultRecord) {
            document = record.document
            traitKey = record.traitKey
            width = record.containerWidth
            height = record.containerHeight
        }
    }

    /// Marks run `run` finished and stores its totals; no process holds it any more.
    public func finishBatchRun(
        _ run: Int, configurations: Int, unsolved: Int, errors: Int, warnings: Int
    ) throws(StoreError) {
        try requireWritable("recording a batch run")
        let now = Self.timestamp()
        try perform {
            try pool.write { db in
                try db.execute(
                    sql: """
                        UPDATE batch_run SET finished_at = ?, configuration_count = ?, unsolved_count = ?,
                            error_count = ?, warning_count = ?, claimed_by = NULL, claimed_at = NULL WHERE id = ?
                        """,
                    arguments: [now, configurations, unsolved, errors, warnings, run])
            }
        }
    }

    /// Run `id`, or nil.
    public func batchRun(id: Int) throws(StoreError) -> BatchRunRecord? {
        try perform {
            try connection.read { db in
                try Row.fetchOne(db, sql: "SELECT * FROM batch_run WHERE id = ?", arguments: [id]).map(Self.batchRun)
            }
        }
    }

    /// The newest finished run other than `excluding` (the run going on), or nil: what
    /// `--baseline last` compares with.
    public func latestFinishedBatchRun(excluding: Int? = nil) throws(StoreError) -> BatchRunRecord? {
        try perform {
            try connection.read { db in
                try Row.fetchOne(
                    db,
                    sql: """
                        SELECT * FROM batch_run WHERE finished_at IS NOT NULL AND id IS NOT ?
                        ORDER BY id DESC LIMIT 1
                        """,
                    arguments: [excluding]
                ).map(Self.batchRun)
            }
        }
    }

    /// Every finished run, newest first: where `--baseline last` looks for one of the
    /// batch's matrix.
    public func finishedBatchRuns() throws(StoreError) -> [BatchRunRecord] {
        try perform {
            try connection.read { db in
                try Row.fetchAll(db, sql: "SELECT * FROM batch_run WHERE finished_at IS NOT NULL ORDER BY id DESC")
                    .map(Self.batchRun)
            }
        }
    }

    /// Every result row of run `run` (without cache rows), by document and trait key.
    public func batchResults(run: Int) throws(StoreError) -> [BatchResultRecord] {
        try perform {
            try connection.read { db in
                try Row.fetchAll(
                    db, sql: "SELECT * FROM batch_result WHERE run_id = ? ORDER BY document, trait_key",
                    arguments: [run]
                ).map { row in
                    BatchResultRecord(
                        document: row["document"], traitKey: row["trait_key"], containerWidth: row["container_width"],
                        containerHeight: row["container_height"], errorCount: row["error_count"],
                        warningCount: row["warning_count"], problems: row["problems"], unsolved: row["unsolved"],
                        cache: nil)
                }
            }
        }
    }

    /// The documents of run `run` with the revision each was solved at, by name.
    public func batchDocuments(run: Int) throws(StoreError) -> [(name: String, revision: Int)] {
        try perform {
            try connection.read { db in
                try Row.fetchAll(
                    db, sql: "SELECT document, revision FROM batch_document WHERE run_id = ? ORDER BY document",
                    arguments: [run]
                ).map { row in (name: row["document"] as String, revision: row["revision"] as Int) }
            }
        }
    }

    private static func batchRun(_ row: Row) -> BatchRunRecord { batchRunRecord(row) }

    private static func revisionID(_ db: Database, _ name: String, _ number: Int) throws -> Int64? {
        try Int64.fetchOne(
            db,
            sql: """
                SELECT revision.id FROM revision JOIN document ON document.id = revision.document_id
                WHERE document.name = ? AND revision.number = ?
                """,
            arguments: [name, number])
    }
}
