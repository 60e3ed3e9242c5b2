import ArgumentParser
import Foundation
import LayoutDB

/// A DOC argument: a document file (by its extension) or a stored document's name.
enum DocumentArgument {
    /// Whether DOC names a file rather than a stored document.
    static func isFile(_ argument: String) -> Bool {
        [".json", ".storyboard", ".xib"].contains { argument.lowercased().hasSuffix($0) }
            && FileManager.default.fileExists(atPath: argument)
    }

    /// The documents DOC stands for, with their stored revision (nil for a file).
    static func load(_ argument: String, revision: Int?, database: DatabaseOptions) throws -> [(LayoutDocument, Int?)] {
        if isFile(argument) {
            try refuseRevision(revision, ofFile: argument)
            do {
                return try DocumentFile.documents(at: argument).map { ($0, nil) }
            } catch {
                printError("layoutdb: \(error)")
                throw ExitStatus.dataError
            }
        }
        let store = try database.open().store
        let name = try storedName(argument, in: store)
        let stored = try storeCall { () throws(StoreError) in try store.document(named: name, revision: revision) }
        return [(stored.document, stored.revision)]
    }

    /// A file has no revisions: `--revision` with one used to be ignored without a word.
    static func refuseRevision(_ revision: Int?, ofFile file: String) throws {
        if let revision {
            throw ValidationError("--revision \(revision) applies to a stored document; '\(file)' is a file")
        }
    }

    /// Materialises and solves, turning errors into exit statuses.
    static func engine(for document: LayoutDocument, setup: SolveSetup) throws -> (ResolvedLayout, LayoutEngine) {
        do {
            return try LayoutSolving.engine(for: document, setup: setup, measurer: TextMeasurers.commandLine)
        } catch {
            printError("layoutdb: \(error)")
            throw ExitStatus.dataError
        }
    }
}

extension TextMeasurers {
    /// The standard measurer for this process, opened once (fonts are read at
    /// construction), with one warning on standard error when the fonts are missing.
    static let commandLine: any TextMeasuring = {
        let standard = TextMeasurers.standard()
        if let missing = standard.fontsMissing {
            printError("layoutdb: warning: \(missing); text is measured with fixed metrics, not UIKit's")
        }
        return standard.measurer
    }()
}
