import ArgumentParser
import Foundation
import LayoutDB

/// `layoutdb system fidelity DIR`: the table of FIDELITY.md (hidden; a maintainer's tool).
struct SystemFidelityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fidelity",
        abstract: "Compare solved frames of every Interface Builder file in DIR with the frames Xcode recorded.",
        discussion: """
            Each document is solved at its design device with --intrinsic-from recorded; every \
            trustworthy view (see FIDELITY.md) must be within 0.5 pt of its recorded frame. \
            Prints a Markdown table.

            Exit status: 0 the table was printed, whatever the misses (they are in it); 64 \
            bad usage, or no .storyboard or .xib file in the paths given; 65 a file that did \
            not import (its row in the table says why).

            Example:
              layoutdb system fidelity ../shared/corpus/ib
            """,
        shouldDisplay: false)

    @Argument(help: "A folder of .storyboard and .xib files, or single files.") var paths: [String]
    @Option(help: "Misses to list per file.") var worst = 3

    func run() throws {
        let files = try Self.interfaceBuilderFiles(paths)
        let reports = files.map { FidelityCheck.check(path: $0) }
        print(FidelityTable.markdown(reports, worst: worst), terminator: "")
        if reports.contains(where: { $0.error != nil }) { throw ExitStatus.dataError }
    }

    /// The `.storyboard` and `.xib` files of `paths` (folders listed, files as given).
    /// A folder with none used to print an empty table and succeed, checking nothing.
    static func interfaceBuilderFiles(_ paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files += names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
                    .map { (path as NSString).appendingPathComponent($0) }
            } else {
                files.append(path)
            }
        }
        guard !files.isEmpty else {
            throw ValidationError("no .storyboard or .xib files in \(paths.joined(separator: ", "))")
        }
        return files
    }
}
