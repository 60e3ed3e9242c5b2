import ArgumentParser
import LayoutDB

/// `layoutdb import FILE...`: stores documents, one transaction for all files.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import layout documents into the database.",
        discussion: """
            Every file is read and validated first; then all documents are saved in one \
            transaction. If any file is bad, nothing is written and the error names the file, \
            line, column and JSON path (exit status 65). A document whose name exists gets a \
            new revision, unless nothing changed.

            Example:
              layoutdb import examples/*.json
              login: revision 1 (new)
              settings-list: revision 3 (unchanged)
            """)

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "Document files (.json in layoutdb's format).") var files: [String]
    @Option(help: "Output format.") var format: OutputFormat = .text

    func run() throws {
        let db = try database.open()
        let outcomes: [SaveOutcome]
        do {
            outcomes = try db.importFiles(files)
        } catch {
            printError("layoutdb: \(error)")
            printError("layoutdb: nothing was imported")
            throw ExitStatus.dataError
        }
        switch format {
        case .json:
            print(JSONValue.array(outcomes.map {
                .object([("name", .string($0.name)), ("revision", .integer($0.revision)), ("changed", .bool($0.isNewRevision))])
            }).rendered, terminator: "")
        case .text:
            for outcome in outcomes {
                print("\(outcome.name): revision \(outcome.revision) (\(outcome.isNewRevision ? "new" : "unchanged"))")
            }
        }
    }
}
