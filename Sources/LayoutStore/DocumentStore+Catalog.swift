import GRDB

extension DocumentStore {
    /// Every document with its latest revision, by name.
    public func list() throws(StoreError) -> [DocumentSummary] {
        try perform {
            try connection.read { db in
                try Row.fetchAll(
                    db,
                    sql: """
                        SELECT document.name, latest.number, latest.created_at,
                            (SELECT count(*) FROM revision r WHERE r.document_id = document.id) AS revisions,
                            (SELECT count(*) FROM view WHERE view.revision_id = latest.id) AS views,
                            (SELECT count(*) FROM layout_constraint c WHERE c.revision_id = latest.id) AS constraints,
                            (SELECT count(*) FROM variant v WHERE v.revision_id = latest.id) AS variants
                        FROM document
                        JOIN revision latest ON latest.document_id = document.id
                            AND latest.number = (SELECT max(number) FROM revision WHERE document_id = document.id)
                        ORDER BY document.name
                        """
                ).map { row in
                    DocumentSummary(
                        name: row["name"], revision: row["number"], revisionCount: row["revisions"],
                        viewCount: row["views"], constraintCount: row["constraints"], variantCount: row["variants"],
                        updatedAt: row["created_at"])
                }
            }
        }
    }

    /// The revisions of `name`, oldest first.
    public func revisions(of name: String) throws(StoreError) -> [RevisionSummary] {
        try perform {
            try connection.read { db in
                guard try Int64.fetchOne(db, sql: "SELECT id FROM document WHERE name = ?", arguments: [name]) != nil
                else { throw StoreError.unknownDocument(name) }
                return try Row.fetchAll(
                    db,
                    sql: """
                        SELECT revision.number, revision.created_at, revision.source,
                            (SELECT count(*) FROM view WHERE view.revision_id = revision.id) AS views,
                            (SELECT count(*) FROM layout_constraint c WHERE c.revision_id = revision.id) AS constraints
                        FROM revision JOIN document ON document.id = revision.document_id
                        WHERE document.name = ? ORDER BY revision.number
                        """,
                    arguments: [name]
                ).map { row in
                    RevisionSummary(
                        revision: row["number"], createdAt: row["created_at"], source: row["source"],
                        viewCount: row["views"], constraintCount: row["constraints"])
                }
            }
        }
    }

    /// Deletes `name` with every revision and cached result, in one transaction.
    public func remove(named name: String) throws(StoreError) {
        try requireWritable("removing a document")
        try perform {
            try pool.write { db in
                try db.execute(sql: "DELETE FROM document WHERE name = ?", arguments: [name])
                if db.changesCount == 0 { throw StoreError.unknownDocument(name) }
            }
        }
    }
}
