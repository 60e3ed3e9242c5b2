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

    /// DOC as a document file: the file, or `FILE#ID` for one scene or top-level view of an
    /// Interface Builder file (as its documents are named, `FILE#ID (Label)`); nil for a
    /// stored document's name.
    static func file(_ argument: String) -> (path: String, scene: String?)? {
        if isFile(argument) { return (argument, nil) }
        guard let hash = argument.lastIndex(of: "#") else { return nil }
        let path = String(argument[..<hash])
        let scene = String(argument[argument.index(after: hash)...])
        guard !scene.isEmpty, [".storyboard", ".xib"].contains(where: { path.lowercased().hasSuffix($0) }), isFile(path) else {
            return nil
        }
        return (path, scene)
    }

    /// The documents of a DOC file (``file(_:)``), its design canvases kept; only the
    /// named scene's for `FILE#ID`.
    static func documents(in file: (path: String, scene: String?)) throws -> [DesignedDocument] {
        let all: [DesignedDocument]
        do {
            all = try DesignedDocument.documents(at: file.path)
        } catch {
            printError("layoutdb: \(error)")
            throw ExitStatus.dataError
        }
        if all.isEmpty {
            printError("layoutdb: \(ImportError.noDocuments(file: file.path))")
            throw ExitStatus.dataError
        }
        guard let scene = file.scene else { return all }
        let name = (file.path as NSString).lastPathComponent + "#" + scene
        let matching = all.filter { $0.document.name == name || $0.document.name.hasPrefix(name + " (") }
        guard !matching.isEmpty else {
            throw ValidationError(
                "'\(file.path)' has no scene or top-level view '\(scene)'; it holds "
                    + all.map { "'\($0.document.name)'" }.joined(separator: ", "))
        }
        return matching
    }

    /// The documents DOC stands for, with their stored revision (nil for a file).
    static func load(_ argument: String, revision: Int?, database: DatabaseOptions) throws -> [(LayoutDocument, Int?)] {
        if let file = file(argument) {
            try refuseRevision(revision, ofFile: argument)
            return try documents(in: file).map { ($0.document, nil) }
        }
        let store = try database.open().store
        let name = try storedName(argument, in: store)
        let stored = try storeCall { () throws(StoreError) in try store.document(named: name, revision: revision) }
        return [(stored.document, stored.revision)]
    }

    /// The one document DOC stands for, for a command that works on one (`explain`,
    /// `render`): a file holding several used to give its first without a word, so an
    /// item of the second scene was "not found" and a picture showed the wrong screen.
    static func loadOne(_ argument: String, revision: Int?, database: DatabaseOptions) throws -> (LayoutDocument, Int?) {
        let documents = try load(argument, revision: revision, database: database)
        guard documents.count == 1, let only = documents.first else {
            if documents.isEmpty {
                printError("layoutdb: \(argument) holds no document")
                throw ExitStatus.dataError
            }
            throw ValidationError(
                "'\(argument)' holds \(documents.count) documents; name one as \(argument)#ID: "
                    + documents.map { "'\($0.0.name)'" }.joined(separator: ", "))
        }
        return only
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
