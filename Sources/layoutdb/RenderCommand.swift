import ArgumentParser
import Foundation
import LayoutDB

/// `layoutdb render DOC -o file.svg`: a picture of one configuration.
struct RenderCommand: DatabaseCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a document solved for one configuration as an SVG picture.",
        discussion: """
            Every view's frame is drawn with its id, problem views outlined in their kind's \
            colour (an ambiguous view also in its other valid position), the unsafe area shaded \
            and the root's margins dashed (Documentation/Reports.md). DOC is a stored document's \
            name or a document file. Writes to standard output without -o.

            Exit status: 0 when the picture was drawn (problems or not), 64 bad usage, 65 a \
            document that does not validate, 73 the -o file cannot be written.

            Examples:
              layoutdb render login --device "iPhone SE (3rd generation)" -o login-se.svg
              layoutdb render login --device ipad-pro-11inch --orientation landscape --multitasking third -o split.svg
            """)

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "A stored document's name, or a document file (FILE#ID for one scene of a storyboard or xib).") var document: String
    @Option(parsing: .unconditional, help: ArgumentHelp("A revision number of a stored document (default: the latest).", discussion: "Where DOC names both a file and a stored document, --revision picks the stored one (the file is used otherwise, said on standard error).")) var revision: Int?
    @OptionGroup var setupOptions: SetupOptions
    @Option(name: .shortAndLong, help: ArgumentHelp("The SVG file to write (default: standard output).", valueName: "file.svg")) var output: String?

    func run() throws {
        try database.refuseOverwriting(output)
        let loaded = try DocumentArgument.loadOne(document, revision: revision, database: database)
        let result = try ConfigurationPicture.solve(
            loaded.document, revision: loaded.revision, setupOptions: setupOptions, setup: try loaded.setup(options: setupOptions))
        try ConfigurationPicture.write(SVGRenderer().render(result), to: output)
    }
}

/// What `render` and `diff` share: one document solved for the command's setup, as a
/// picture's input, and writing a picture.
enum ConfigurationPicture {
    static func solve(_ document: LayoutDocument, revision: Int?, setupOptions: SetupOptions, setup: SolveSetup? = nil) throws
        -> ConfigurationResult
    {
        let setup = try setup ?? setupOptions.setup(designDevice: document.designDevice)
        let (_, engine) = try DocumentArgument.engine(for: document, setup: setup)
        return ConfigurationResult(
            engine: engine, document: document.name, revision: revision, configuration: setup.configuration)
    }

    /// Writes `text` to `path`, or to standard output when there is none.
    static func write(_ text: String, to path: String?) throws {
        guard let path else {
            print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
            return
        }
        do {
            try OutputPath.write(Data(text.utf8), to: path)
        } catch {
            printError("layoutdb: cannot write \(path): \(OutputPath.reason(writing: path, error: error))")
            throw ExitCode(73)
        }
    }
}
