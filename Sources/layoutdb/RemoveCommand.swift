import ArgumentParser
import LayoutDB

/// `layoutdb rm NAME...`: deletes documents with all their revisions.
struct RemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm",
        abstract: "Delete documents, with every revision and cached result.",
        discussion: """
            Each document goes in one transaction: it is either wholly there or wholly gone.

            Example:
              layoutdb rm login settings
            """)

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "Names of the documents to delete.") var names: [String]

    func run() throws {
        let store = try database.open().store
        for name in names {
            let name = try storedName(name, in: store)
            try storeCall { () throws(StoreError) in try store.remove(named: name) }
            printError("removed \(name)")
        }
    }
}
