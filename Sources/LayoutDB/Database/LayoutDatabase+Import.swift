import Foundation
import LayoutModel
import LayoutStore

extension LayoutDatabase {
    /// Reads every file, then saves every document in one transaction: if any file does
    /// not parse or validate, or two files define one name, nothing is written.
    ///
    /// A document whose name exists gets a new revision, unless it is unchanged.
    /// - Parameters:
    ///   - progress: called after each document is written (inside the transaction),
    ///     with the count written and the total.
    ///   - warning: called, as each file is read, with what its documents leave out (an
    ///     Interface Builder file's Mac-only variations), in file order.
    public func importFiles(
        _ paths: [String], progress: (@Sendable (_ written: Int, _ total: Int) -> Void)? = nil,
        warning: (ImportWarning) -> Void = { _ in }
    ) throws(ImportError) -> [SaveOutcome] {
        var documents: [LayoutDocument] = []
        var guides: [[String: String]] = []
        var sources: [String: String] = [:]
        // One file named twice (`import *.json login.json`, overlapping globs) is read
        // once: it used to be refused as two files defining the same document.
        var seen: Set<String> = []
        let files = paths.filter { path in
            seen.insert(URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path).inserted
        }
        for path in files {
            let contents = try DocumentFile.read(at: path)
            if contents.documents.isEmpty { throw .noDocuments(file: path) }
            contents.warnings.forEach(warning)
            for designed in contents.documents {
                let document = designed.document
                if let earlier = sources[document.name] {
                    throw .duplicateName(document.name, files: [earlier, path])
                }
                sources[document.name] = path
                documents.append(document)
                guides.append(designed.guideItemsByInterfaceBuilderID)
            }
        }
        do {
            let total = documents.count
            var perDocument: (@Sendable (Int) -> Void)?
            if let progress {
                perDocument = { written in progress(written, total) }
            }
            return try store.save(
                documents, sources: documents.map { sources[$0.name] }, interfaceBuilderGuides: guides, progress: perDocument)
        } catch {
            throw .store(error)
        }
    }
}
