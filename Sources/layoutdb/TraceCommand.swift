import ArgumentParser
import LayoutDB

/// `layoutdb trace DOC`: the hierarchy as UIKit's `_autolayoutTrace` prints it.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print the view hierarchy flagged like UIKit's _autolayoutTrace.",
        discussion: """
            * marks views laid out by Auto Layout, + views placed by their autoresizing mask, \
            • the layout engine's host; ambiguous views end with "AMBIGUOUS LAYOUT for" and \
            the engine variables that are free.

            Example:
              layoutdb trace login --device "iPhone 15"
              •UIWindow:0x7fa000000000
              |   •UIView:0x7fa000000100
              |   |   *UILabel:0x7fa000000300'Welcome back'
            """)

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "A stored document's name, or a document file (FILE#ID for one scene of a storyboard or xib).") var document: String
    @Option(parsing: .unconditional, help: "A revision number of a stored document (default: the latest).") var revision: Int?
    @OptionGroup var setupOptions: SetupOptions

    func run() throws {
        var ambiguous = false
        for document in try DocumentArgument.load(document, revision: revision, database: database).map(\.document) {
            let setup = try setupOptions.setup(designDevice: document.designDevice)
            let (_, engine) = try DocumentArgument.engine(for: document, setup: setup)
            print(engine.autolayoutTrace())
            ambiguous = ambiguous || !engine.result().ambiguous.isEmpty
        }
        if ambiguous { throw ExitStatus.problemsFound }
    }
}
