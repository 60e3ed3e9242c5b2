import GRDB

extension DocumentStore {
    /// The stored documents whose names start with `prefix`, each with the file its
    /// latest revision was imported from (as the import was given it; nil when unknown),
    /// by name: which file a storyboard's documents (`Main.storyboard#…`) came from.
    public func latestSources(namesStartingWith prefix: String) throws(StoreError) -> [(name: String, source: String?)] {
        try perform {
            try connection.read { db in
                // substr, not LIKE: names may hold `%` and `_`; SQLite counts code points.
                try Row.fetchAll(
                    db,
                    sql: """
                        SELECT document.name, revision.source FROM document
                        JOIN revision ON revision.document_id = document.id
                        WHERE substr(document.name, 1, ?) = ?
                          AND revision.number = (SELECT max(number) FROM revision WHERE document_id = document.id)
                        ORDER BY document.name
                        """,
                    arguments: [prefix.unicodeScalars.count, prefix]
                ).map { row in (name: row[0] as String, source: row[1] as String?) }
            }
        }
    }
}

extension DocumentStore {
    /// Records `source` as the file the latest revision of each of `names` came from: a
    /// file that moved (`import --moved`) and did not change made no revision, and its
    /// documents would otherwise still name the old path. Nothing else changes.
    public func recordMovedSource(_ source: String, forLatestRevisionsOf names: [String]) throws(StoreError) {
        guard !names.isEmpty else { return }
        try requireWritable("recording where documents were imported from")
        try perform {
            try pool.write { db in
                let statement = try db.cachedStatement(sql: """
                    UPDATE revision SET source = ?
                    WHERE id = (SELECT revision.id FROM revision JOIN document ON document.id = revision.document_id
                                WHERE document.name = ? ORDER BY revision.number DESC LIMIT 1)
                    """)
                for name in names { try statement.execute(arguments: [source, name]) }
            }
        }
    }
}
