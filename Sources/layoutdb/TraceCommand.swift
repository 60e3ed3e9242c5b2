import ArgumentParser
import LayoutDB

/// `layoutdb trace DOC`: the hierarchy as UIKit's `_autolayoutTrace` prints it.
struct TraceCommand: DatabaseCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print the view hierarchy flagged like UIKit's _autolayoutTrace.",
        discussion: """
            * marks views laid out by Auto Layout, + views placed by their autoresizing mask, \
            • the layout engine's host; ambiguous views end with "AMBIGUOUS LAYOUT for" and \
            the engine variables that are free.

            --format json gives the same per view: its id (and interfaceBuilderID, the id in \
            the file, for a storyboard's or xib's view), UIKit's description of it, its \
            depth (the root is 1), how it is placed (engineHost, autoLayout or \
            autoresizingMask) and each ambiguous component with its free engine variable; \
            a file of several scenes gives an array, one object per scene.

            Exit status: 0 when no view is ambiguous, 1 when one is (the trace is printed \
            either way), 64 bad usage, 65 a document that does not validate.

            Examples:
              layoutdb trace login --device "iPhone 15"
              •UIWindow:0x7fa000000000
              |   •UIView:0x7fa000000100
              |   |   *UILabel:0x7fa000000300'Welcome back'

              layoutdb trace login --device "iPhone 15" --format json
            """)

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "A stored document's name, or a document file (FILE#ID for one scene of a storyboard or xib).") var document: String
    @Option(parsing: .unconditional, help: ArgumentHelp("A revision number of a stored document (default: the latest).", discussion: "Where DOC names both a file and a stored document, --revision picks the stored one (the file is used otherwise, said on standard error).")) var revision: Int?
    @OptionGroup var setupOptions: SetupOptions
    @OptionGroup var format: OutputFormatOption

    func run() throws {
        var ambiguous = false
        var traces: [JSONValue] = []
        for loaded in try DocumentArgument.load(document, revision: revision, database: database) {
            let document = loaded.document
            let setup = try loaded.setup(options: setupOptions)
            let (_, engine) = try DocumentArgument.engine(for: document, setup: setup)
            let result = engine.result()
            switch format.value {
            case .text: print(engine.autolayoutTrace(result))
            case .json: traces.append(Self.json(document: document.name, setup: setup, engine.autolayoutTraceEntries(result)))
            }
            ambiguous = ambiguous || !result.ambiguous.isEmpty
        }
        if format.value == .json { print((traces.count == 1 ? traces[0] : .array(traces)).rendered, terminator: "") }
        if ambiguous { throw ExitStatus.problemsFound }
    }

    /// One scene's trace: the document, its configuration (as `solve`'s JSON names it)
    /// and its views in the trace's order.
    static func json(document: String, setup: SolveSetup, _ entries: [LayoutEngine.TraceEntry]) -> JSONValue {
        .object([
            ("document", .string(document)), ("configuration", .string(setup.traitKey)),
            ("views", .array(entries.map { entry in
                // Where the document came from Interface Builder, the id the file gives the view.
                let interfaceBuilder = InterfaceBuilderNaming.interfaceBuilderID(of: entry.id, inDocumentNamed: document)
                    .map { [("interfaceBuilderID", JSONValue.string($0))] } ?? []
                return .object([("id", .string(entry.id))] + interfaceBuilder + [
                    ("description", .string(entry.description)),
                    ("depth", .integer(entry.depth)), ("placement", .string(entry.placement.rawValue)),
                    ("ambiguous", .array(entry.ambiguous.map {
                        .object([("component", .string($0.component.rawValue)), ("variable", .integer($0.variable))])
                    })),
                ])
            })),
        ])
    }
}
