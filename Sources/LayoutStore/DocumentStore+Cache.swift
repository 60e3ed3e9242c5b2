import Foundation
import GRDB

extension DocumentStore {
    /// The cached result text for `key`, or nil: the row's header joined with its body
    /// (``SolveResultText``), the same text as the result it stored. Reads only: many
    /// readers run at once.
    public func cachedResult(for key: SolveCacheKey) throws(StoreError) -> String? {
        try perform {
            try connection.read { db in
                try Row.fetchOne(
                    db,
                    sql: """
                        SELECT solve_cache.header, solve_body.body FROM solve_cache
                        JOIN solve_body ON solve_body.id = solve_cache.body_id
                        JOIN revision ON revision.id = solve_cache.revision_id
                        JOIN document ON document.id = revision.document_id
                        WHERE document.name = ? AND revision.number = ? AND trait_key = ?
                          AND container_width = ? AND container_height = ? AND engine_version = ?
                        """,
                    arguments: [
                        key.document, key.revision, key.traitKey, key.containerWidth, key.containerHeight,
                        key.engineVersion,
                    ]
                ).map { row in SolveResultText.joined(header: row[0], body: row[1]) }
            }
        }
    }

    /// The revision `key.revision` names, or with `latestRevision` the document's
    /// latest (then `key.revision` is ignored), with the cached result for the key at
    /// that revision, if any: the cache's fast path in one read, without loading the
    /// document (which a miss does afterwards). A row with the binary form gives only
    /// that (the large JSON text stays on disk); a row without it gives the JSON.
    ///
    /// - Throws: ``StoreError/unknownDocument(_:nearest:)`` or ``StoreError/unknownRevision(document:revision:)``.
    public func cachedResult(for key: SolveCacheKey, latestRevision: Bool) throws(StoreError) -> SolveCacheProbe {
        try probe(key, latestRevision: latestRevision, sql: (Self.latestCachedResultSQL, Self.cachedResultSQL)) { row in
            let binary: [UInt8]? = try row.withUnsafeData(atIndex: 1) { data in data.map { [UInt8]($0) } }
            let header: String? = row[3]
            let body: String? = row[2]
            let json = header.flatMap { header in body.map { SolveResultText.joined(header: header, body: $0) } }
            return SolveCacheProbe(revision: row[0], header: header, binary: binary, json: json)
        }
    }

    /// As ``cachedResult(for:latestRevision:)``, but a hit gives its whole JSON text and
    /// its error count (``SolveCacheTextProbe``): for a server that hands the text on as it
    /// is, which reading the binary form would make it decode and print again.
    ///
    /// - Throws: ``StoreError/unknownDocument(_:nearest:)`` or ``StoreError/unknownRevision(document:revision:)``.
    public func cachedResultText(for key: SolveCacheKey, latestRevision: Bool) throws(StoreError) -> SolveCacheTextProbe {
        try probe(key, latestRevision: latestRevision, sql: (Self.latestCachedTextSQL, Self.cachedTextSQL)) { row in
            let header: String? = row[1]
            let body: String? = row[2]
            let text = header.flatMap { header in body.map { SolveResultText.joined(header: header, body: $0) } }
            let errors: Int? = row[3]
            return SolveCacheTextProbe(revision: row[0], json: text, errorCount: errors ?? 0)
        }
    }

    /// The row a probe's query gives for `key` (`sql.latest` for the document's latest
    /// revision, `sql.revision` for `key.revision`; both take the key's trait key, size,
    /// engine version and document, then the revision), read by `read` in the same read
    /// transaction; a missing document or revision throws why.
    private func probe<T>(
        _ key: SolveCacheKey, latestRevision: Bool, sql: (latest: String, revision: String), _ read: (Row) throws -> T
    ) throws(StoreError) -> T {
        try perform {
            try connection.read { db in
                let statement = try db.cachedStatement(sql: latestRevision ? sql.latest : sql.revision)
                var arguments: StatementArguments = [
                    key.traitKey, key.containerWidth, key.containerHeight, key.engineVersion, key.document,
                ]
                if !latestRevision { arguments += [key.revision] }
                guard let row = try Row.fetchOne(statement, arguments: arguments) else {
                    throw try Self.missing(key, latestRevision: latestRevision, in: db)
                }
                return try read(row)
            }
        }
    }

    /// Why a probe found no revision: the document, or the revision, does not exist.
    private static func missing(_ key: SolveCacheKey, latestRevision: Bool, in db: Database) throws -> StoreError {
        if latestRevision { return StoreError.unknownDocument(key.document) }
        if try Bool.fetchOne(db, sql: "SELECT 1 FROM document WHERE name = ?", arguments: [key.document]) == nil {
            return StoreError.unknownDocument(key.document)
        }
        return StoreError.unknownRevision(document: key.document, revision: key.revision)
    }

    /// A probe's query: `columns` of the revision's row joined with its cached result for
    /// the key (NULL on a miss); arguments: trait key, width, height, engine version,
    /// document name, then the revision number unless `latest` (the latest revision).
    private static func probeSQL(_ columns: String, latest: Bool) -> String {
        """
        SELECT \(columns)
        FROM revision JOIN document ON document.id = revision.document_id
        LEFT JOIN solve_cache ON solve_cache.revision_id = revision.id AND solve_cache.trait_key = ?
          AND solve_cache.container_width = ? AND solve_cache.container_height = ? AND solve_cache.engine_version = ?
        LEFT JOIN solve_body ON solve_body.id = solve_cache.body_id
        WHERE document.name = ? \(latest ? "ORDER BY revision.number DESC LIMIT 1" : "AND revision.number = ?")
        """
    }

    /// The revision's number, its cached result's body in binary form, or the body's JSON
    /// when it has no binary form (both NULL on a miss; `CASE` leaves the text unread on a
    /// hit), and the row's header.
    private static let resultColumns = """
        revision.number, solve_body.body_binary,
               CASE WHEN solve_body.body_binary IS NULL THEN solve_body.body END, solve_cache.header
        """
    static let cachedResultSQL = probeSQL(resultColumns, latest: false)
    static let latestCachedResultSQL = probeSQL(resultColumns, latest: true)

    /// The revision's number, the row's header, the body's JSON and the error count.
    private static let textColumns = "revision.number, solve_cache.header, solve_body.body, solve_cache.error_count"
    static let cachedTextSQL = probeSQL(textColumns, latest: false)
    static let latestCachedTextSQL = probeSQL(textColumns, latest: true)

    /// Stores `record` for `key`, replacing an older row for the same key; its body is
    /// stored only if no row has it yet.
    public func storeResult(_ record: SolveCacheRecord, for key: SolveCacheKey) throws(StoreError) {
        try requireWritable("caching a solve result")
        let now = Self.timestamp()
        try perform {
            try pool.write { db in
                guard
                    let revision = try Int64.fetchOne(
                        db,
                        sql: """
                            SELECT revision.id FROM revision JOIN document ON document.id = revision.document_id
                            WHERE document.name = ? AND revision.number = ?
                            """,
                        arguments: [key.document, key.revision])
                else { throw StoreError.unknownRevision(document: key.document, revision: key.revision) }
                var bodies: [[UInt8]: Int64]? = nil
                try Self.writeCacheRow(
                    db, revision: revision, traitKey: key.traitKey, containerWidth: key.containerWidth,
                    containerHeight: key.containerHeight, engineVersion: key.engineVersion, record, now: now,
                    bodies: &bodies)
            }
        }
    }

    /// Copies the write-ahead log into the database file and truncates it
    /// (`PRAGMA wal_checkpoint(TRUNCATE)`): for measuring the file's size, or before
    /// copying it. Waits for readers; a checkpoint that cannot finish is not an error.
    public func checkpoint() throws(StoreError) {
        try requireWritable("a checkpoint")
        try perform {
            try pool.writeWithoutTransaction { db in
                _ = try Row.fetchOne(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            }
        }
    }
}
