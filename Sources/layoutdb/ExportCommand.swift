import ArgumentParser
import Foundation
import LayoutDB

/// `layoutdb export NAME`: writes a stored document back in layoutdb's JSON format.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a stored document as layoutdb JSON.",
        discussion: """
            Export writes the same format import reads; import → export → import gives the \
            same document.

            Examples:
              layoutdb export login > login.json
              layoutdb export login --revision 1 -o login-v1.json
            """)

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "The document's name.") var name: String
    @Option(help: "A revision number (default: the latest).") var revision: Int?
    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.") var output: String?

    func run() throws {
        let store = try database.open().store
        let stored = try storeCall { () throws(StoreError) in try store.document(named: name, revision: revision) }
        let text = DocumentWriter.write(stored.document)
        if let output {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                printError("layoutdb: \(output): cannot write: \(error.localizedDescription)")
                throw ExitCode.failure
            }
        } else {
            print(text, terminator: "")
        }
    }
}
