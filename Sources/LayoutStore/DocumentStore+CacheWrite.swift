import Foundation
import GRDB

extension DocumentStore {
    /// Writes one solve-cache row, inside the caller's transaction: the body first, found
    /// by its hash or inserted (so each distinct body is stored, and its JSON checked by
    /// `json_valid`, once), then the row with its header, replacing an older row for the
    /// same key. The replacement is an upsert, not INSERT OR REPLACE, so that the trigger
    /// that drops a body no row refers to any more sees the old row's body go.
    ///
    /// `bodies` holds the ids of bodies the caller's transaction has already found or
    /// stored, by hash, when it may be trusted (see ``recordBatchResults(run:engineVersion:_:)``);
    /// pass nil to look every body up.
    static func writeCacheRow(
        _ db: Database, revision: Int64, traitKey: String, containerWidth: Double, containerHeight: Double,
        engineVersion: String, _ record: SolveCacheRecord, now: String, bodies: inout [[UInt8]: Int64]?
    ) throws {
        let body: Int64
        if let known = bodies?[record.bodyHash] {
            body = known
        } else {
            let hash = Data(record.bodyHash)
            if let found = try Int64.fetchOne(
                db.cachedStatement(sql: "SELECT id FROM solve_body WHERE hash = ?"), arguments: [hash])
            {
                body = found
            } else {
                try db.cachedStatement(sql: "INSERT INTO solve_body (hash, body, body_binary) VALUES (?, ?, ?)")
                    .execute(arguments: [hash, record.body, record.bodyBinary.map { Data($0) }])
                body = db.lastInsertedRowID
            }
            bodies?[record.bodyHash] = body
        }
        try db.cachedStatement(sql: upsertCacheRowSQL).execute(arguments: [
            revision, traitKey, containerWidth, containerHeight, engineVersion, record.device, record.orientation,
            record.multitasking, record.widthClass, record.heightClass, record.contentSize, record.direction,
            record.idiom, record.errorCount, record.warningCount, record.header, body, now,
        ])
    }

    private static let upsertCacheRowSQL = """
        INSERT INTO solve_cache (revision_id, trait_key, container_width, container_height, engine_version,
            device, orientation, multitasking, width_class, height_class, content_size, direction, idiom,
            error_count, warning_count, header, body_id, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (revision_id, trait_key, container_width, container_height, engine_version) DO UPDATE SET
            device = excluded.device, orientation = excluded.orientation, multitasking = excluded.multitasking,
            width_class = excluded.width_class, height_class = excluded.height_class,
            content_size = excluded.content_size, direction = excluded.direction, idiom = excluded.idiom,
            error_count = excluded.error_count, warning_count = excluded.warning_count, header = excluded.header,
            body_id = excluded.body_id, created_at = excluded.created_at
        """
}
