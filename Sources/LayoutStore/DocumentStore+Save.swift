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
    /// - Parameters:
    ///   - interfaceBuilderGuides: for `documents[i]`, the Interface Builder ids of its
    ///     built-in guides (id → item, ``interfaceBuilderGuides(named:revision:)``); a
    ///     document past the end has none. An unchanged document adds no revision, and
    ///     its latest revision takes these ids (they name the file, not the layout).
    ///   - progress: called inside the transaction after each document is written,
    ///     with the number written so far (for progress output on long imports).
    public func save(
        _ documents: [LayoutDocument], sources: [String?], interfaceBuilderGuides: [[String: String]] = [],
        progress: (@Sendable (Int) -> Void)? = nil
    ) throws(StoreError) -> [SaveOutcome] {
        try requireWritable("saving documents")
        return try perform {
            try pool.write { db in
                var outcomes: [SaveOutcome] = []
                for (index, (document, source)) in zip(documents, sources).enumerated() {
                    let guides = index < interfaceBuilderGuides.count ? interfaceBuilderGuides[index] : [:]
                    outcomes.append(try Self.save(document, source: source, interfaceBuilderGuides: guides, db))
                    progress?(outcomes.count)
                }
                return outcomes
            }
        }
    }

    private static func save(
        _ document: LayoutDocument, source: String?, interfaceBuilderGuides: [String: String], _ db: Database
    ) throws -> SaveOutcome {
        let now = timestamp()
        let documentID: Int64
        var nextNumber = 1
        if let existing = try Int64.fetchOne(
            db.cachedStatement(sql: "SELECT id FROM document WHERE name = ?"), arguments: [document.name])
        {
            documentID = existing
            if let latest = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT number, id FROM revision WHERE document_id = ? ORDER BY number DESC LIMIT 1"),
                arguments: [existing]),
                let number: Int = latest[0], let revisionID: Int64 = latest[1]
            {
                if try sameCounts(document, revision: revisionID, db),
                    try load(name: document.name, number: number, db).document == document
                {
                    try replaceInterfaceBuilderGuides(interfaceBuilderGuides, revision: revisionID, db)
                    return SaveOutcome(name: document.name, revision: number, isNewRevision: false)
                }
                nextNumber = number + 1
            }
        } else {
            try db.cachedStatement(sql: "INSERT INTO document (name, created_at) VALUES (?, ?)")
                .execute(arguments: [document.name, now])
            documentID = db.lastInsertedRowID
        }
        try db.cachedStatement(
            sql: """
                INSERT INTO revision (document_id, number, created_at, source, design_device, navigation_bar, tab_bar,
                    toolbar, adjusts_scroll_view_insets, respects_system_minimum_margins) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [
            documentID, nextNumber, now, source, document.designDevice, document.containment.navigationBar?.rawValue,
            document.containment.tabBar?.rawValue, document.containment.toolbar?.rawValue,
            document.containment.automaticallyAdjustsScrollViewInsets,
            document.containment.viewRespectsSystemMinimumLayoutMargins,
        ])
        let revision = db.lastInsertedRowID
        try insertViews(document.root, revision: revision, db)
        for (position, guide) in document.guides.enumerated() {
            try db.cachedStatement(sql: "INSERT INTO guide (revision_id, guide_id, position, owner_id) VALUES (?, ?, ?, ?)")
                .execute(arguments: [revision, guide.id, position, guide.owner])
        }
        for (position, entry) in document.constraints.enumerated() {
            try ConstraintRow.insert(entry, position: position, revision: revision, db)
        }
        for (position, variant) in document.variants.enumerated() {
            try VariantRow.insert(variant, position: position, revision: revision, db)
        }
        try replaceInterfaceBuilderGuides(interfaceBuilderGuides, revision: revision, db)
        return SaveOutcome(name: document.name, revision: nextNumber, isNewRevision: true)
    }

    /// Whether the stored revision has as many views, guides, constraints and variants
    /// as `document`: four counts over primary-key prefixes, which tell most changed
    /// documents apart without loading the revision (equal counts still need the full
    /// comparison).
    private static func sameCounts(_ document: LayoutDocument, revision: Int64, _ db: Database) throws -> Bool {
        func count(_ table: String) throws -> Int {
            try Int.fetchOne(
                db.cachedStatement(sql: "SELECT count(*) FROM \(table) WHERE revision_id = ?"), arguments: [revision]) ?? 0
        }
        var views = 0
        func visit(_ node: ViewNode) {
            views += 1
            node.subviews.forEach(visit)
        }
        visit(document.root)
        return try count("view") == views && count("guide") == document.guides.count
            && count("layout_constraint") == document.constraints.count && count("variant") == document.variants.count
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

    /// Now, as `2026-11-23T16:45:17.123Z` (UTC, milliseconds).
    static func timestamp(_ date: Date = Date()) -> String { date.formatted(timestampStyle) }

    /// A value-type format style, made once: an `ISO8601DateFormatter` per save (ICU
    /// formatter creation) was a sixth of an import's time.
    static let timestampStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
}
