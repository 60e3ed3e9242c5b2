import ArgumentParser
import LayoutDB

/// `layoutdb query …`: ready-made questions answered in SQL.
struct QueryCommand: DatabaseCommand {
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Ask ready-made questions of the database (each one SQL over documented views).",
        discussion: """
            The views (latest_revision, latest_view, latest_constraint, latest_variant, \
            solved_configuration, solved_problem) are in schema/schema.sql; ask your own \
            questions with `layoutdb sql`.

            The options below (--db, --read-only, --format) go before the query's name or \
            after it: `layoutdb query --db ci.sqlite problems` is `layoutdb query problems \
            --db ci.sqlite`.

            Exit status: each query's --help gives its own (0 answered, 64 bad usage, 65 a \
            database that is not layoutdb's, 75 one kept locked); `layoutdb query` with no \
            query prints this help, 0, and an unknown query is bad usage, 64.

            Examples:
              layoutdb query problems --width-class compact        which documents break at compact width
              layoutdb query conditional                           what is installed only under some traits
              layoutdb query changes login --from "wC hR" --to "wR hR"
              layoutdb query --db ci.sqlite --format json problems
            """,
        subcommands: [ProblemsQuery.self, ConditionalQuery.self, ChangesQuery.self])

    // Declared here as in each query: the parser reads them wherever they stand, before
    // the query's name or after it, and hands the one value to the query's group of the
    // same type (a repeat with a different value is refused by the group's validation).
    @OptionGroup var database: DatabaseOptions
    @OptionGroup var format: OutputFormatOption
}

/// Prints a query result as a table (NULL as `nullText`) or as a JSON array of objects
/// keyed by column; an empty result prints `emptyMessage` on standard error instead of a
/// table, when one is given.
func printQueryResult(
    _ result: QueryResult, format: OutputFormat, emptyMessage: String?, nullText: String = "", uppercaseHeader: Bool = true
) {
    switch format {
    case .json:
        print(JSONValue.array(result.cells.map { row in
            .object(zip(result.columns, row).map { ($0, queryCellJSON($1)) })
        }).renderedExactly, terminator: "")  // values as SQLite stores them, every bit
    case .text:
        if result.rows.isEmpty, let emptyMessage {
            printError(emptyMessage)
        } else {
            let header = uppercaseHeader ? result.columns.map { $0.uppercased() } : result.columns
            print(TextTable(header: header, rows: result.rows.map { $0.map { $0 ?? nullText } }).text)
        }
    }
}

/// A cell as JSON: numbers as numbers (infinities, which JSON cannot hold, as SQLite
/// prints them), text as strings, a blob as its size, NULL as null.
func queryCellJSON(_ cell: QueryCell) -> JSONValue {
    switch cell {
    case .null: return .null
    case .integer(let value): return .number(Double(value))
    case .real(let value): return value.isFinite ? .number(value) : .optional(cell.text)
    case .text, .blob: return .optional(cell.text)
    }
}

struct ProblemsQuery: DatabaseCommand {
    static let configuration = CommandConfiguration(
        commandName: "problems",
        abstract: "Documents with problems in the configurations solved so far (by solve or batch).",
        discussion: """
            Only configurations that were solved appear: run `layoutdb batch` (or `solve`) first. \
            Only this build of layoutdb's results count (`layoutdb --version`; the solve cache \
            keeps each build's apart and serves none to another): after an upgrade, solve again.

            Exit status: 0, whether problems are listed or not (a query reports what is stored; \
            `batch` and `solve` fail on problems), 64 bad usage (a missing database, an unknown \
            device), 65 a file that is not a layoutdb database (or is damaged), 75 a database \
            another process kept locked (try again later).

            Example:
              layoutdb query problems --width-class compact --errors-only
              DOCUMENT  REVISION  CONFIGURATION                                KIND           COUNT
              login     2         iphone-4inch portrait large ltr              unsatisfiable  1
            """)

    @OptionGroup var database: DatabaseOptions
    @Option(name: .customLong("width-class"), help: ArgumentHelp("compact or regular.", valueName: "compact|regular"))
    var widthClass: SizeClass?
    @Option(name: .customLong("height-class"), help: ArgumentHelp("compact or regular.", valueName: "compact|regular"))
    var heightClass: SizeClass?
    @Option(name: .customLong("content-size"), help: "A Dynamic Type size.") var contentSize: ContentSizeCategory?
    @Option(help: ArgumentHelp("ltr or rtl.", valueName: "ltr|rtl")) var direction: DirectionArgument?
    @Option(help: "phone or pad.") var idiom: UserInterfaceIdiom?
    @Option(help: "A device: a catalog id, an Interface Builder id or a marketing name.") var device: String?
    @Flag(help: "Only unsatisfiable and ambiguous layouts.") var errorsOnly = false
    @OptionGroup var format: OutputFormatOption

    func run() throws {
        // Any of a device's names, as `solve` and `batch` take them; an unknown device used
        // to match no configuration and answer "no problems" with exit status 0.
        let deviceID = try device.map { name in
            do throws(DeviceLookupError) {
                return try DeviceCatalog.device(named: name).id
            } catch {
                throw ValidationError("--device: \(error)")
            }
        }
        let db = try database.open()
        let store = db.store
        let filter = TraitFilter(
            widthClass: widthClass, heightClass: heightClass, contentSize: contentSize, direction: direction?.direction,
            idiom: idiom, device: deviceID)
        // This build's results only, as the cache serves them: another build's rows doubled
        // every count after an upgrade and kept problems this build no longer has.
        let engine = db.cacheEngineVersion
        let result = try storeCall { () throws(StoreError) in
            try store.problems(matching: filter, errorsOnly: errorsOnly, engineVersion: engine)
        }
        // "No problems" over nothing solved read as a clean bill of health.
        var emptyMessage = "no problems in the configurations solved so far"
        if result.rows.isEmpty, try storeCall({ () throws(StoreError) in try store.solvedConfigurationCount(engineVersion: engine) }) == 0 {
            let others = try storeCall { () throws(StoreError) in try store.solvedConfigurationCount() }
            emptyMessage = others == 0
                ? "no configuration has been solved yet, so there is nothing to report: "
                    + "run `layoutdb batch` (or `layoutdb solve NAME`) first"
                : "no configuration has been solved by this build of layoutdb (\(engine)); the \(others) results of other "
                    + "builds are not counted, as their frames may differ: run `layoutdb batch` (or `layoutdb solve NAME`) again"
        }
        printQueryResult(result, format: format.value, emptyMessage: emptyMessage)
    }
}

struct ConditionalQuery: DatabaseCommand {
    static let configuration = CommandConfiguration(
        commandName: "conditional",
        abstract: "Views, constraints and guides installed or removed only under some traits.",
        discussion: """
            Exit status: 0, also when nothing is installed conditionally (said on standard \
            error), 64 bad usage (a missing database, a document that is not stored), 65 a file \
            that is not a layoutdb database (or is damaged), 75 a database another process kept \
            locked (try again later).

            Example:
              layoutdb query conditional login
              DOCUMENT  KIND  ID    STATE          WIDTH_CLASS  HEIGHT_CLASS  ...
              login     view  logo  not installed  *            compact
            """)

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "Limit to one document.") var name: String?
    @OptionGroup var format: OutputFormatOption

    func run() throws {
        let store = try database.open().store
        let name = try self.name.map { try storedName($0, in: store) }
        let result = try storeCall { () throws(StoreError) in try store.conditionalItems(document: name) }
        printQueryResult(result, format: format.value, emptyMessage: "nothing is installed conditionally")
    }
}
