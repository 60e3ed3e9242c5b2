import ArgumentParser
import LayoutDB

/// `layoutdb sql "SELECT …"`: read-only SQL over the store's tables.
struct SQLCommand: DatabaseCommand {
    static let configuration = CommandConfiguration(
        commandName: "sql",
        abstract: "Run a read-only SQL query over the database.",
        discussion: """
            The tables are documented in schema/schema.sql: document, revision, view, \
            stack_view, guide, layout_constraint, variant, variant_change, interface_builder_guide \
            (the Interface Builder ids of built-in guides), solve_cache (a header per \
            configuration), solve_body (the results, each stored once), batch_run, batch_document, \
            batch_result. \
            Statements that would write are refused. The result is a table, or with \
            --format json an array of objects keyed by column (numbers as numbers).

            Exit status: 0 with the rows (none or some), 64 a statement that would write or \
            bad usage, 65 SQL that does not run (a syntax error, an unknown table or column), \
            75 a database another process kept locked (try again later).

            Examples:
              layoutdb sql "SELECT view_id, text_style FROM view WHERE class = 'UILabel'"
              layoutdb sql "SELECT DISTINCT d.name FROM variant v JOIN revision r ON r.id = v.revision_id
                            JOIN document d ON d.id = r.document_id WHERE v.width_class = 'compact'"
            """)

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "One SQL statement.") var query: String
    @OptionGroup var format: OutputFormatOption

    func run() throws {
        let store = try database.open().store
        let result = try storeCall { () throws(StoreError) in try store.query(query) }
        printQueryResult(result, format: format.value, emptyMessage: nil, nullText: "NULL", uppercaseHeader: false)
    }
}
