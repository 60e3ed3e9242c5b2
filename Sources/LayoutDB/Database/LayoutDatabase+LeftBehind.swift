import Foundation
import LayoutStore

/// A stored document an Interface Builder file used to define and no longer does.
public struct LeftBehindDocument: Hashable, Sendable {
    /// The file as the user named it.
    public var file: String
    /// The stored document's name (`Main.storyboard#BYZ-38-t0r (ViewController)`).
    public var document: String

    public init(file: String, document: String) {
        self.file = file
        self.document = document
    }
}

extension LayoutDatabase {
    /// The stored documents named after one of the Interface Builder files `paths` that
    /// the import of those files (`imported`, the names it saved) did not define: scenes
    /// and top-level views deleted from the file since an earlier import, in name order.
    ///
    /// An import adds and revises documents and never removes one, so a scene deleted
    /// from a storyboard stayed in the database and in every batch, checked and reported
    /// as if the app still had it, and nothing said so. A document belongs to a file by
    /// its name, `FILE#ID` with FILE the file's name (``InterfaceBuilderNaming``), which is
    /// how the importer names them.
    ///
    /// Complexity: one listing of the stored documents.
    /// `naming` is the import's: the names its files' documents take.
    public func documentsLeftBehind(
        byImporting paths: [String], imported: [String], naming: ImportNaming = ImportNaming()
    ) throws(StoreError) -> [LeftBehindDocument] {
        let interfaceBuilder = paths.filter { path in
            let lower = path.lowercased()
            return lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib")
        }
        guard !interfaceBuilder.isEmpty else { return [] }
        let saved = Set(imported)
        let stored = try store.list().map(\.name).filter { !saved.contains($0) }
        var found: [LeftBehindDocument] = []
        var prefixes = Set<String>()
        for path in interfaceBuilder {
            // The import refused a file outside the naming folder before this is asked.
            let prefix = ((try? naming.documentFileName(for: path)) ?? (path as NSString).lastPathComponent) + "#"
            guard prefixes.insert(prefix).inserted else { continue }
            found += stored.filter { $0.hasPrefix(prefix) }.map { LeftBehindDocument(file: path, document: $0) }
        }
        return found.sorted { $0.document < $1.document }
    }
}
