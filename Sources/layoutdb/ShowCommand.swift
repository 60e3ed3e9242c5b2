import ArgumentParser
import LayoutDB

/// `layoutdb show NAME`: the document as stored, as a tree.
struct ShowCommand: DatabaseCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a stored document: its views as a tree, its constraints and variants.",
        discussion: """
            Exit status: 0, 64 bad usage (a missing database, a document or revision that is not \
            stored, named with the nearest stored name), 65 a file that is not a layoutdb \
            database (or is damaged), 75 a database another process kept locked (try again \
            later).

            Example:
              layoutdb show login
              login (revision 2)
              root UIView
              ├─ title UILabel "Welcome back" title1
              └─ form UIStackView vertical fill/fill spacing 8
              constraints:
                title.leading == root.leadingMargin
              variants:
                [0] hC: constraint formWidth installed false

            With --format json, the document in layoutdb's own format (as `export`).
            """)

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "The document's name.") var name: String
    @Option(parsing: .unconditional, help: "A revision number (default: the latest).") var revision: Int?
    @OptionGroup var format: OutputFormatOption

    func run() throws {
        let store = try database.open().store
        let canonical = try storedName(name, in: store)
        let stored = try storeCall { () throws(StoreError) in try store.document(named: canonical, revision: revision) }
        switch format.value {
        case .json: print(DocumentWriter.write(stored.document), terminator: "")
        case .text: print(DocumentOutline(stored.document).text(revision: stored.revision))
        }
    }
}
