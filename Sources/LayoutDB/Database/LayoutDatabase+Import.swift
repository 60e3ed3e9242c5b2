import Foundation
import LayoutModel
import LayoutStore

extension LayoutDatabase {
    /// Reads every file, then saves every document in one transaction: if any file does
    /// not parse or validate, or two files define one name, nothing is written.
    ///
    /// A document whose name exists gets a new revision, unless it is unchanged.
    /// - Parameter progress: called after each document is written (inside the transaction),
    ///   with the count written and the total.
    public func importFiles(
        _ paths: [String], progress: (@Sendable (_ written: Int, _ total: Int) -> Void)? = nil
    ) throws(ImportError) -> [SaveOutcome] {
        var documents: [LayoutDocument] = []
        var sources: [String: String] = [:]
        // One file named twice (`import *.json login.json`, overlapping globs) is read
        // once: it used to be refused as two files defining the same document.
        var seen: Set<String> = []
        let files = paths.filter { path in
            seen.insert(URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path).inserted
        }
        for path in files {
            let found = try DocumentFile.documents(at: path)
            if found.isEmpty { throw .noDocuments(file: path) }
            for document in found {
                if let earlier = sources[document.name] {
                    throw .duplicateName(document.name, files: [earlier, path])
                }
                sources[document.name] = path
                documents.append(document)
            }
        }
        do {
            let total = documents.count
            var perDocument: (@Sendable (Int) -> Void)?
            if let progress {
                perDocument = { written in progress(written, total) }
            }
            return try store.save(documents, sources: documents.map { sources[$0.name] }, progress: perDocument)
        } catch {
            throw .store(error)
        }
    }
}
