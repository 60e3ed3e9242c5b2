import ArgumentParser
import LayoutDB

/// `layoutdb revisions NAME`: a document's history.
struct RevisionsCommand: DatabaseCommand {
    static let configuration = CommandConfiguration(
        commandName: "revisions",
        abstract: "List the revisions of a document, oldest first.",
        discussion: """
            Every import that changes a document adds a revision; older ones stay readable \
            (`layoutdb export NAME --revision 1`).

            Exit status: 0, 64 bad usage (a missing database, a document that is not stored), 65 \
            a file that is not a layoutdb database (or is damaged), 75 a database another \
            process kept locked (try again later).

            Example:
              layoutdb revisions login
              REV  CREATED                   VIEWS  CONSTRAINTS  SOURCE
                1  2026-11-23T15:40:01.123Z      6           12  login.json
            """)

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "The document's name.") var name: String
    @OptionGroup var format: OutputFormatOption

    func run() throws {
        let store = try database.open().store
        let name = try storedName(self.name, in: store)
        let revisions = try storeCall { () throws(StoreError) in try store.revisions(of: name) }
        switch format.value {
        case .json:
            print(JSONValue.array(revisions.map { revision in
                .object([
                    ("revision", .integer(revision.revision)), ("created", .string(revision.createdAt)),
                    ("views", .integer(revision.viewCount)), ("constraints", .integer(revision.constraintCount)),
                    ("source", .optional(revision.source)),
                ])
            }).rendered, terminator: "")
        case .text:
            print(TextTable(
                header: ["REV", "CREATED", "VIEWS", "CONSTRAINTS", "SOURCE"], rightAligned: [0, 2, 3],
                rows: revisions.map {
                    ["\($0.revision)", $0.createdAt, "\($0.viewCount)", "\($0.constraintCount)", $0.source ?? "-"]
                }).text)
        }
    }
}
