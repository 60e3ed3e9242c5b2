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
    ///   - naming: what storyboards' and xibs' documents are named after; a file whose
    ///     documents would take the names of another file's is refused
    ///   (``ImportError/sameFileName(file:name:other:stored:)``, ``ImportNaming``).
    public func importFiles(
        _ paths: [String], naming: ImportNaming = ImportNaming(),
        progress: (@Sendable (_ written: Int, _ total: Int) -> Void)? = nil,
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
        // The Interface Builder files by the name their documents take.
        var namedAfter: [String: String] = [:]
        for path in files {
            let lower = path.lowercased()
            var documentFileName: String?
            if lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") {
                let name = try naming.documentFileName(for: path)
                if let other = namedAfter[name] { throw .sameFileName(file: path, name: name, other: other, stored: nil) }
                namedAfter[name] = path
                if !naming.acceptsMovedFiles { try checkStoredFile(named: name, for: path) }
                documentFileName = name
            }
            let contents = try DocumentFile.read(at: path, documentFileName: documentFileName)
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
            let outcomes = try store.save(
                documents, sources: documents.map { sources[$0.name] }, interfaceBuilderGuides: guides, progress: perDocument)
            // A moved file that did not change made no revision: its documents now say where it is.
            if naming.acceptsMovedFiles {
                let unchanged = outcomes.filter { !$0.isNewRevision }.map(\.name)
                for path in namedAfter.values {
                    try store.recordMovedSource(path, forLatestRevisionsOf: unchanged.filter { sources[$0] == path })
                }
            }
            return outcomes
        } catch {
            throw .store(error)
        }
    }

    /// Refuses `path` when the stored documents named after `name` were last imported
    /// from a file that cannot be it (``ImportNaming/mayBeSameFile(_:_:)``).
    private func checkStoredFile(named name: String, for path: String) throws(ImportError) {
        let stored: [(name: String, source: String?)]
        do {
            stored = try store.latestSources(namesStartingWith: name + "#")
        } catch {
            throw .store(error)
        }
        guard let other = stored.first(where: { !ImportNaming.mayBeSameFile($0.source, path) }), let source = other.source
        else { return }
        let fromThere = stored.filter { $0.source == source }.map(\.name)
        throw .sameFileName(file: path, name: name, other: source, stored: fromThere)
    }
}
