import ArgumentParser
import Foundation
import LayoutDB

/// `layoutdb export NAME`: writes a stored document back in layoutdb's JSON format.
struct ExportCommand: DatabaseCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a stored document as layoutdb JSON, a storyboard or a xib.",
        discussion: """
            Export writes the same format import reads; import → export → import gives the \
            same document. A storyboard or xib cannot hold everything a document can (variants \
            on content size, direction or idiom, custom stack spacing, …): each thing left out \
            is named in a warning on standard error, and the rest is written.

            Without --format, the -o file's extension chooses it (.storyboard, .xib, else \
            JSON), so `-o Main.storyboard` writes a storyboard. A --format that contradicts \
            the extension (`--format storyboard -o login.json`, `--format json -o \
            Main.storyboard`) is refused before anything is written: the file would be one \
            format under another's name, and Xcode or `layoutdb import` would read it as the \
            wrong one.

            Exit status: 0 written, 64 bad usage (an unknown document or revision, a --format \
            the -o extension contradicts), 65 a database that is not layoutdb's, 73 the -o \
            file cannot be written.

            Examples:
              layoutdb export login > login.json
              layoutdb export login --revision 1 -o login-v1.json
              layoutdb export "Main.storyboard#BYZ-38-t0r (ViewController)" -o Main.storyboard
            """)

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "The document's name.") var name: String
    @Option(parsing: .unconditional, help: "A revision number (default: the latest).") var revision: Int?
    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.") var output: String?
    @OptionGroup var format: FormatOption<ExportFormat>

    func run() throws {
        let chosen = try ExportFormat.chosen(given: format.values.first, output: output)
        try database.refuseOverwriting(output)
        let db = try database.open()
        let store = db.store
        let name = try storedName(self.name, in: store)
        let stored = try storeCall { () throws(StoreError) in try store.document(named: name, revision: revision) }
        let text: String
        switch chosen {
        case .json: text = DocumentWriter.write(stored.document)
        case .storyboard, .xib:
            text = Self.interfaceBuilderText(
                stored.document, revision: stored.revision, format: chosen == .xib ? .xib : .storyboard, db: db)
        }
        if let output {
            do {
                try OutputPath.write(Data(text.utf8), to: output)
            } catch {
                printError("layoutdb: \(output): cannot write: \(OutputPath.reason(writing: output, error: error))")
                // 73 as render and diff (sysexits' EX_CANTCREAT): 1 means layout problems.
                throw ExitStatus.cannotCreate
            }
        } else {
            print(text, terminator: "")
        }
    }
}
