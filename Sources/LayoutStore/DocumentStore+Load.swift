import GRDB
import LayoutModel

extension DocumentStore {
    /// The document `name` at `revision` (the latest when nil), exactly as it was saved.
    public func document(named name: String, revision: Int? = nil) throws(StoreError) -> StoredDocument {
        try perform {
            try connection.read { db in
                let (_, number) = try Self.revisionNumber(of: name, revision, db)
                return try Self.load(name: name, number: number, db)
            }
        }
    }

    static func load(name: String, number: Int, _ db: Database) throws -> StoredDocument {
        guard
            let revisionRow = try Row.fetchOne(
                db,
                sql: """
                    SELECT revision.* FROM revision JOIN document ON document.id = revision.document_id
                    WHERE document.name = ? AND revision.number = ?
                    """,
                arguments: [name, number])
        else { throw StoreError.unknownRevision(document: name, revision: number) }
        let revision: Int64 = revisionRow["id"] ?? 0
        let root = try loadTree(revision: revision, db)
        let guides = try Row.fetchAll(
            db, sql: "SELECT guide_id, owner_id FROM guide WHERE revision_id = ? ORDER BY position", arguments: [revision]
        ).map { LayoutGuideNode(id: $0["guide_id"] ?? "", owner: $0["owner_id"] ?? "") }
        var constraints: [DocumentConstraint] = []
        let constraintRows = try Row.fetchCursor(
            db.cachedStatement(sql: "SELECT * FROM layout_constraint WHERE revision_id = ? ORDER BY position"),
            arguments: [revision])
        while let row = try constraintRows.next() { constraints.append(try ConstraintRow.decode(row)) }
        let changes = Dictionary(
            grouping: try Row.fetchAll(
                db, sql: "SELECT * FROM variant_change WHERE revision_id = ? ORDER BY variant_position, position",
                arguments: [revision]),
            by: { (row: Row) -> Int in row["variant_position"] ?? -1 })
        var variants: [Variant] = []
        let variantRows = try Row.fetchCursor(
            db.cachedStatement(sql: "SELECT * FROM variant WHERE revision_id = ? ORDER BY position"), arguments: [revision])
        while let row = try variantRows.next() {
            variants.append(try VariantRow.decode(row, changes: changes[row["position"] ?? -1] ?? []))
        }
        let document = LayoutDocument(
            name: name, root: root, guides: guides, constraints: constraints, variants: variants,
            designDevice: revisionRow["design_device"],
            containment: ControllerContainment(
                navigationBar: (revisionRow["navigation_bar"] as String?).flatMap(ControllerContainment.BarStyle.init),
                tabBar: (revisionRow["tab_bar"] as String?).flatMap(ControllerContainment.BarStyle.init),
                toolbar: (revisionRow["toolbar"] as String?).flatMap(ControllerContainment.BarStyle.init),
                automaticallyAdjustsScrollViewInsets: revisionRow["adjusts_scroll_view_insets"] ?? true,
                viewRespectsSystemMinimumLayoutMargins: revisionRow["respects_system_minimum_margins"] ?? true))
        return StoredDocument(
            document: document, revision: number, createdAt: revisionRow["created_at"] ?? "", source: revisionRow["source"])
    }

    /// Rebuilds the view tree from its depth-first rows.
    private static func loadTree(revision: Int64, _ db: Database) throws -> ViewNode {
        // A cursor's rows find columns by name through a hash (fetched rows search the
        // column list, lowercasing every name, for every value): decode as they come.
        let rows = try Row.fetchCursor(db.cachedStatement(sql: ViewRow.selectSQL), arguments: [revision])
        var decoded: [ViewRow.Decoded] = []
        while let row = try rows.next() { decoded.append(try ViewRow.decode(row)) }
        var children: [String: [Int]] = [:]
        var rootIndex: Int?
        for (index, entry) in decoded.enumerated() {
            if let parent = entry.parent {
                children[parent, default: []].append(index)
            } else if rootIndex == nil {
                rootIndex = index
            }
        }
        guard let rootIndex else {
            throw StoreError.corruptRow(table: "view", key: "revision \(revision)", reason: "no root view")
        }
        var visiting = Set<String>()
        func build(_ index: Int) throws -> ViewNode {
            var node = decoded[index].view
            guard visiting.insert(node.id).inserted else {
                throw StoreError.corruptRow(table: "view", key: node.id, reason: "the view is its own ancestor")
            }
            let childIndices = children[node.id] ?? []
            node.subviews = try childIndices.map(build)
            if node.stack != nil {
                node.stack?.arrangedSubviewIDs = childIndices
                    .compactMap { child in decoded[child].arrangedPosition.map { ($0, decoded[child].view.id) } }
                    .sorted { $0.0 < $1.0 }.map(\.1)
            }
            return node
        }
        return try build(rootIndex)
    }
}

extension DocumentStore {
    /// The revision number and design device of `name` at `revision` (the latest when
    /// nil): the same revision, the same errors and the same design device as
    /// ``document(named:revision:)``, from one row instead of the whole document.
    ///
    /// Complexity: O(1) rows read, whatever the document's size.
    public func revisionHeader(named name: String, revision: Int? = nil) throws(StoreError) -> RevisionHeader {
        try perform {
            try connection.read { db in
                let (documentID, number) = try Self.revisionNumber(of: name, revision, db)
                guard
                    let row = try Row.fetchOne(
                        db, sql: "SELECT design_device FROM revision WHERE document_id = ? AND number = ?",
                        arguments: [documentID, number])
                else { throw StoreError.unknownRevision(document: name, revision: number) }
                return RevisionHeader(revision: number, designDevice: row["design_device"])
            }
        }
    }

    /// The designers' names (`userLabel`) of the views of document `name` at `revision`
    /// (the latest when nil) that have one, by view id: what a text tree shows beside a
    /// solved frame served from the cache, without loading the document.
    public func userLabels(named name: String, revision: Int? = nil) throws(StoreError) -> [String: String] {
        try perform {
            try connection.read { db in
                let (documentID, number) = try Self.revisionNumber(of: name, revision, db)
                let rows = try Row.fetchAll(
                    db,
                    sql: """
                        SELECT view.view_id, view.user_label FROM view JOIN revision ON revision.id = view.revision_id
                        WHERE revision.document_id = ? AND revision.number = ? AND view.user_label IS NOT NULL
                            AND view.user_label != ''
                        """,
                    arguments: [documentID, number])
                var labels: [String: String] = [:]
                for row in rows { if let id: String = row["view_id"], let label: String = row["user_label"] { labels[id] = label } }
                return labels
            }
        }
    }

    /// The id of document `name` and the number of its revision `revision`, or of its
    /// latest when nil; whether that revision exists is the caller's to find out.
    static func revisionNumber(of name: String, _ revision: Int?, _ db: Database) throws -> (Int64, Int) {
        guard
            let documentID = try Int64.fetchOne(db, sql: "SELECT id FROM document WHERE name = ?", arguments: [name])
        else { throw StoreError.unknownDocument(name) }
        if let revision { return (documentID, revision) }
        guard
            let latest = try Int.fetchOne(
                db, sql: "SELECT max(number) FROM revision WHERE document_id = ?", arguments: [documentID])
        else { throw StoreError.unknownDocument(name) }
        return (documentID, latest)
    }
}
