import GRDB

extension DocumentStore {
    /// The cached result text for `key`, or nil. Reads only: many readers run at once.
    public func cachedResult(for key: SolveCacheKey) throws(StoreError) -> String? {
        try perform {
            try pool.read { db in
                try String.fetchOne(
                    db,
                    sql: """
                        SELECT solve_cache.result FROM solve_cache
                        JOIN revision ON revision.id = solve_cache.revision_id
                        JOIN document ON document.id = revision.document_id
                        WHERE document.name = ? AND revision.number = ? AND trait_key = ?
                          AND container_width = ? AND container_height = ? AND engine_version = ?
                        """,
                    arguments: [
                        key.document, key.revision, key.traitKey, key.containerWidth, key.containerHeight,
                        key.engineVersion,
                    ])
            }
        }
    }

    /// Stores `result` (JSON text) for `key`, replacing an older row for the same key.
    public func storeResult(_ result: String, problemCount: Int, for key: SolveCacheKey) throws(StoreError) {
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
                try db.execute(
                    sql: """
                        INSERT OR REPLACE INTO solve_cache (revision_id, trait_key, container_width, container_height,
                            engine_version, result, problem_count, created_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        revision, key.traitKey, key.containerWidth, key.containerHeight, key.engineVersion, result,
                        problemCount, now,
                    ])
            }
        }
    }
}
