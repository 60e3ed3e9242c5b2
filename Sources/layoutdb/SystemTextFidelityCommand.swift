import ArgumentParser
import Foundation
import LayoutDB
import LayoutModel

/// `layoutdb system text-fidelity DIR`: measured intrinsic sizes of text views against
/// the frames Xcode recorded (hidden; a maintainer's tool, FIDELITY.md "Text").
struct SystemTextFidelityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text-fidelity",
        abstract: "Compare measured intrinsic sizes of labels, buttons and text fields with the sizes Xcode recorded.",
        discussion: """
            Measures, with the fonts, every trustworthy text view of each Interface Builder \
            file whose recorded width or height is its intrinsic size (the rule is in \
            FIDELITY.md, "Text measurement against recorded frames") and prints a Markdown \
            table per class and font kind. Needs the fonts of Documentation/Text.md.

            Exit status: 0 the tables were printed (files that did not import are counted \
            in the last line); 64 bad usage, no .storyboard or .xib file in the paths given, \
            or the fonts missing; 73 the --samples file cannot be written.

            Example:
              layoutdb system text-fidelity ../shared/corpus/ib
            """,
        shouldDisplay: false)

    @Argument(help: "Folders of .storyboard and .xib files, or single files.") var paths: [String]
    @Option(help: "Also write every compared axis to this tab-separated file.") var samples: String?

    func run() throws {
        let files = try SystemFidelityCommand.interfaceBuilderFiles(paths)
        let (measurer, _, fontsMissing) = TextMeasurers.standard()
        if let fontsMissing { throw ValidationError("text-fidelity measures with the fonts: \(fontsMissing)") }
        var all: [TextFidelitySample] = []
        var failures: [TextFidelityFailure] = []
        for file in files {
            switch TextFidelityCheck.samples(path: file, measurer: measurer) {
            case .success(let found): all += found
            case .failure(let failure): failures.append(failure)
            }
        }
        print(TextFidelityTable.markdown(all), terminator: "")
        print("\n\(files.count) files, \(failures.count) not imported, \(all.count) axes compared")
        if let samples {
            // An output that cannot be written is 73, as every other command's: thrown
            // as it was, it was an error no command expects, 70.
            do {
                try TextFidelityTable.tsv(all).write(toFile: samples, atomically: true, encoding: .utf8)
            } catch {
                printError("layoutdb: \(samples): cannot write the samples: \(error.localizedDescription)")
                throw ExitStatus.cannotCreate
            }
        }
    }
}
