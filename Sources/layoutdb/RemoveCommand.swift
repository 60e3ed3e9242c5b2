import ArgumentParser
import LayoutDB

/// `layoutdb rm NAME...`: deletes documents with all their revisions.
struct RemoveCommand: DatabaseCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm",
        abstract: "Delete documents, with every revision and cached result.",
        discussion: """
            Each document goes in one transaction: it is either wholly there or wholly gone. \
            Every name is looked up first: if one matches no document, nothing is deleted \
            (exit status 64). A storyboard or xib, by name or path, stands for every \
            document stored from it (as in `layoutdb batch`): `rm Main.storyboard` removes \
            its scenes, as after importing it again with --names-relative-to.

            The database file keeps its size: SQLite reuses the space for new data. When \
            the free space is 1 MB or more, a last line says so; `layoutdb vacuum` gives it \
            back to the disk.

            Exit status: 0 when every document named was deleted, 64 bad usage or a name \
            that matches no document (nothing deleted), 75 a database another process kept \
            locked (try again later; documents deleted before the lock stay deleted).

            Examples:
              layoutdb rm login settings
              layoutdb rm Main.storyboard        every scene stored from it
            """)

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "Names of the documents to delete; a storyboard or xib stands for every document stored from it.")
    var names: [String]

    func run() throws {
        let store = try database.open(writing: "rm").store
        // Every name is looked up before anything is deleted: `rm login typo` used to
        // delete login and then fail on the typo, and `rm login login` failed after
        // deleting it once.
        // A storyboard's name stands for its scenes: it was refused as ambiguous, listing
        // the very documents meant.
        for name in try BatchDocumentNames.resolve(names, in: store) {
            try storeCall { () throws(StoreError) in try store.remove(named: name) }
            printNote("removed \(name)", kind: "removed", fields: [("document", .string(name))])
        }
        FreeSpaceHint.print(for: store)
    }
}
