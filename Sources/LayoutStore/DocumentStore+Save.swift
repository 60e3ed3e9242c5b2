import Foundation
import GRDB
import LayoutModel

extension DocumentStore {
    /// Saves each document as a new revision of the document with its name (creating the
    /// document the first time), all in one transaction: if any fails, nothing is written.
    ///
    /// A document identical to its latest revision adds no revision.
    public func save(_ documents: [LayoutDocument], source: String?) throws(StoreError) -> [SaveOutcome] {
        try save(documents, sources: documents.map { _ in source })
    }

    /// Saves each document with its own source file name (`sources[i]` for `documents[i]`),
    /// all in one transaction.
    ///
    /// - Parameter progress: called inside the transaction after each document is written,
    ///   with the number written so far (for progress output on long imports).
    public func save(
        _ documents: [LayoutDocument], sources: [String?], progress: (@Sendable (Int) -> Void)? = nil
    ) throws(StoreError) -> [SaveOutcome] {
        try perform {
            try pool.write { db in
                var outcomes: [SaveOutcome] = []
                for (document, source) in zip(documents, sources) {
                    outcomes.append(try Self.save(document, source: source, db))
                    progress?(outcomes.count)
                }
                return outcomes
            }
        }
    }

    private static func save(_ document: LayoutDocument, source: String?, _ db: Database) throws -> SaveOutcome {
        let now = timestamp()
        let documentID: Int64
        var nextNumber = 1
        if let existing = try Int64.fetchOne(db, sql: "SELECT id FROM document WHERE name = ?", arguments: [document.name]) {
            documentID = existing
            if let latest = try Int.fetchOne(
                db, sql: "SELECT max(number) FROM revision WHERE document_id = ?", arguments: [existing])
            {
                let stored = try load(name: document.name, number: latest, db)
                if stored.document == document {
                    return SaveOutcome(name: document.name, revision: latest, isNewRevision: false)
                }
                nextNumber = latest + 1
            }
        } else {
            try db.execute(sql: "INSERT INTO document (name, created_at) VALUES (?, ?)", arguments: [document.name, now])
            documentID = db.lastInsertedRowID
        }
        try db.execute(
            sql: "INSERT INTO revision (document_id, number, created_at, source, design_device) VALUES (?, ?, ?, ?, ?)",
            arguments: [documentID, nextNumber, now, source, document.designDevice])
        let revision = db.lastInsertedRowID
        try insertViews(document.root, revision: revision, db)
        for (position, guide) in document.guides.enumerated() {
            try db.execute(
                sql: "INSERT INTO guide (revision_id, guide_id, position, owner_id) VALUES (?, ?, ?, ?)",
                arguments: [revision, guide.id, position, guide.owner])
        }
        for (position, entry) in document.constraints.enumerated() {
            try ConstraintRow.insert(entry, position: position, revision: revision, db)
        }
        for (position, variant) in document.variants.enumerated() {
            try VariantRow.insert(variant, position: position, revision: revision, db)
        }
        return SaveOutcome(name: document.name, revision: nextNumber, isNewRevision: true)
    }

    /// Writes the tree depth first, so `position` orders views as ``LayoutHierarchy`` does.
    private static func insertViews(_ root: ViewNode, revision: Int64, _ db: Database) throws {
        var position = 0
        func visit(_ node: ViewNode, parent: ViewNode?) throws {
            var flat = node
            flat.subviews = []
            let arranged = parent?.stack?.arrangedSubviewIDs.firstIndex(of: node.id)
            flat.stack?.arrangedSubviewIDs = []
            try ViewRow.insert(flat, position: position, parent: parent?.id, arrangedPosition: arranged, revision: revision, db)
            position += 1
            for child in node.subviews { try visit(child, parent: node) }
        }
        try visit(root, parent: nil)
    }

    static func timestamp() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: Date())
    }
}
