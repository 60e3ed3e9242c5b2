import GRDB

extension DocumentStore {
    /// The Interface Builder ids of the built-in guides of document `name` at `revision`
    /// (the latest when nil), id → item as constraints name it (`BGU-Fc-pLc` →
    /// `_8bC_Xf_vdC.topLayoutGuide`): empty for a document imported from JSON, or stored
    /// before layoutdb kept them (re-importing its file adds them).
    ///
    /// A view's Interface Builder id needs no table (it converts to its document id), a
    /// built-in guide's does: it is named after its view.
    public func interfaceBuilderGuides(named name: String, revision: Int? = nil) throws(StoreError) -> [String: String] {
        try perform {
            try connection.read { db in
                let (documentID, number) = try Self.revisionNumber(of: name, revision, db)
                guard
                    let revisionID = try Int64.fetchOne(
                        db, sql: "SELECT id FROM revision WHERE document_id = ? AND number = ?", arguments: [documentID, number])
                else { throw StoreError.unknownRevision(document: name, revision: number) }
                var guides: [String: String] = [:]
                for row in try Row.fetchAll(
                    db, sql: "SELECT interface_builder_id, item FROM interface_builder_guide WHERE revision_id = ?",
                    arguments: [revisionID])
                {
                    if let id: String = row[0], let item: String = row[1] { guides[id] = item }
                }
                return guides
            }
        }
    }

    /// Makes `guides` the Interface Builder guide ids of `revision`, in the caller's transaction.
    static func replaceInterfaceBuilderGuides(_ guides: [String: String], revision: Int64, _ db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM interface_builder_guide WHERE revision_id = ?").execute(arguments: [revision])
        for (id, item) in guides.sorted(by: { $0.key < $1.key }) {
            try db.cachedStatement(sql: "INSERT INTO interface_builder_guide (revision_id, interface_builder_id, item) VALUES (?, ?, ?)")
                .execute(arguments: [revision, id, item])
        }
    }
}
