import GRDB
import LayoutModel

/// The ready-made questions of `layoutdb query`, each one SQL statement over the views of
/// `migrations/0003_query_views.sql` (or the tables behind them).
extension DocumentStore {
    /// Documents whose solved configurations (from `solve` or `batch`) have problems under
    /// `filter`: one row per document, configuration and kind of problem, with a count.
    ///
    /// `engineVersion`, when given, keeps to the results that engine build solved (the
    /// solve cache's key): every build leaves its own rows, which the cache never serves
    /// another build, and counted together they doubled each configuration's problems
    /// after an upgrade and kept reporting problems the new build no longer has. The
    /// statement reads the tables behind the `solved_problem` view, which has no
    /// engine column.
    public func problems(
        matching filter: TraitFilter, errorsOnly: Bool = false, engineVersion: String? = nil
    ) throws(StoreError) -> QueryResult {
        var conditions: [String] = []
        var arguments: [String] = []
        func add(_ column: String, _ value: String?) {
            guard let value else { return }
            conditions.append("solve_cache.\(column) = ?")
            arguments.append(value)
        }
        add("width_class", filter.widthClass?.rawValue)
        add("height_class", filter.heightClass?.rawValue)
        add("content_size", filter.contentSize?.rawValue)
        add("direction", filter.direction?.rawValue)
        add("device", filter.device)
        add("idiom", filter.idiom?.rawValue)
        add("engine_version", engineVersion)
        if errorsOnly { conditions.append("json_extract(problem.value, '$.kind') IN ('unsatisfiable', 'ambiguous')") }
        let whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        return try query(
            """
            SELECT latest_revision.document AS document, latest_revision.revision AS revision,
                   solve_cache.trait_key AS configuration, json_extract(problem.value, '$.kind') AS kind, count(*) AS count
            FROM solve_cache JOIN latest_revision USING (revision_id)
                 JOIN solve_body ON solve_body.id = solve_cache.body_id,
                 json_each(solve_body.body, '$.diagnostics') AS problem
            \(whereClause)
            GROUP BY document, revision, configuration, kind ORDER BY document, configuration, kind
            """, arguments: arguments)
    }

    /// How many configurations of the documents' latest revisions the solve cache holds:
    /// all of them, or those `engineVersion` solved.
    public func solvedConfigurationCount(engineVersion: String? = nil) throws(StoreError) -> Int {
        let result = try query(
            "SELECT count(*) FROM solve_cache JOIN latest_revision USING (revision_id) WHERE ? IS NULL OR engine_version = ?",
            arguments: engineVersion.map { [$0, $0] } ?? [], nullArguments: engineVersion == nil ? 2 : 0)
        guard let text = result.rows.first?.first ?? nil else { return 0 }
        return Int(text) ?? 0
    }

    /// Views, constraints and guides whose installation depends on traits: every variant
    /// that installs or uninstalls its target, with its predicate's columns. The content
    /// sizes, stored as their order in the Dynamic Type scale, are answered by name
    /// (`accessibilityMedium`, as documents and options spell them), not as `7`.
    public func conditionalItems(document: String? = nil) throws(StoreError) -> QueryResult {
        try query(
            """
            SELECT document, target_kind AS kind, target_id AS id,
                   CASE installed WHEN 1 THEN 'installed' ELSE 'not installed' END AS state,
                   coalesce(width_class, '*') AS width_class, coalesce(height_class, '*') AS height_class,
                   coalesce(\(Self.contentSizeName("content_size_min")), '*') AS content_size_min,
                   coalesce(\(Self.contentSizeName("content_size_max")), '*') AS content_size_max,
                   coalesce(direction, '*') AS direction, coalesce(idiom, '*') AS idiom
            FROM latest_variant WHERE installed IS NOT NULL AND (? IS NULL OR document = ?)
            ORDER BY document, position
            """, arguments: document.map { [$0, $0] } ?? [], nullArguments: document == nil ? 2 : 0)
    }

    /// SQL naming the content size whose order `column` holds (NULL stays NULL).
    static func contentSizeName(_ column: String) -> String {
        "CASE \(column) " + ContentSizeCategory.allCases.map { "WHEN \($0.order) THEN '\($0.rawValue)' " }.joined() + "END"
    }

    /// The variants of `document` that apply under exactly one of two trait collections:
    /// what changes between them.
    public func variantChanges(document: String, from: TraitCollection, to: TraitCollection) throws(StoreError)
        -> QueryResult
    {
        func matches(_ prefix: String) -> String {
            """
            ((width_class IS NULL OR width_class = :\(prefix)w) AND (height_class IS NULL OR height_class = :\(prefix)h)
             AND (content_size_min IS NULL OR :\(prefix)c BETWEEN content_size_min AND content_size_max)
             AND (direction IS NULL OR direction = :\(prefix)d) AND (idiom IS NULL OR idiom = :\(prefix)i))
            """
        }
        return try perform {
            try connection.read { db in
                let sql = """
                    SELECT position AS variant, target_kind AS kind, target_id AS id,
                           CASE WHEN \(matches("a")) THEN 'from' ELSE 'to' END AS applies_in,
                           CASE installed WHEN 1 THEN 'installed' WHEN 0 THEN 'not installed' ELSE '' END AS installed,
                           changes
                    FROM latest_variant
                    WHERE document = :document AND (\(matches("a"))) <> (\(matches("b")))
                    ORDER BY position
                    """
                let statement = try db.makeStatement(sql: sql)
                statement.arguments = StatementArguments([
                    "document": document,
                    "aw": from.widthClass.rawValue, "ah": from.heightClass.rawValue, "ac": from.contentSize.order,
                    "ad": from.direction.rawValue, "ai": from.idiom.rawValue,
                    "bw": to.widthClass.rawValue, "bh": to.heightClass.rawValue, "bc": to.contentSize.order,
                    "bd": to.direction.rawValue, "bi": to.idiom.rawValue,
                ])
                return try Self.collect(statement)
            }
        }
    }
}
