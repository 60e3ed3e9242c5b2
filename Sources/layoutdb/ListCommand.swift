import ArgumentParser
import LayoutDB

/// `layoutdb list`: the stored documents.
struct ListCommand: DatabaseCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the stored documents with their latest revision.",
        discussion: """
            Exit status: 0, also when there are no documents or no database yet (it says so on \
            standard error and creates nothing); 64 bad usage, 65 a file that is not a layoutdb \
            database (or is damaged), 75 a database another process kept locked (try again \
            later).

            Example:
              layoutdb list --db app.sqlite
              NAME    REV  REVISIONS  VIEWS  CONSTRAINTS  VARIANTS  UPDATED
              login     2          2      6           12         3  2026-11-23T15:40:01.123Z

              layoutdb list --format json
              [{"name": "login", "revision": 2, "revisions": 2, "views": 6, ...}]
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var format: OutputFormatOption

    func run() throws {
        // No database yet holds no documents: said, without creating one.
        var summaries: [DocumentSummary] = []
        if !database.isMissing {
            let store = try database.open().store
            summaries = try storeCall { () throws(StoreError) in try store.list() }
        }
        switch format.value {
        case .json:
            print(JSONValue.array(summaries.map { summary in
                .object([
                    ("name", .string(summary.name)), ("revision", .integer(summary.revision)),
                    ("revisions", .integer(summary.revisionCount)), ("views", .integer(summary.viewCount)),
                    ("constraints", .integer(summary.constraintCount)), ("variants", .integer(summary.variantCount)),
                    ("updated", .string(summary.updatedAt)),
                ])
            }).rendered, terminator: "")
        case .text:
            if summaries.isEmpty {
                printError("layoutdb: no documents yet (add some with `layoutdb import FILE`)")
                return
            }
            print(TextTable(
                header: ["NAME", "REV", "REVISIONS", "VIEWS", "CONSTRAINTS", "VARIANTS", "UPDATED"],
                rightAligned: [1, 2, 3, 4, 5],
                rows: summaries.map {
                    [$0.name, "\($0.revision)", "\($0.revisionCount)", "\($0.viewCount)", "\($0.constraintCount)",
                     "\($0.variantCount)", $0.updatedAt]
                }).text)
        }
    }
}
