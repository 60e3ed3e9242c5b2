import Foundation
import LayoutInterchange
import LayoutModel

/// A document read from a file with the canvas it was designed on, when the file says
/// (Interface Builder files do; JSON documents do not).
public struct DesignedDocument: Sendable {
    public var document: LayoutDocument
    public var canvas: DesignCanvas?

    /// The documents of the file at `path`: ``DocumentFile/documents(at:displayName:)``
    /// with each Interface Builder document's ``DesignCanvas``.
    public static func documents(at path: String) throws(ImportError) -> [DesignedDocument] {
        let lower = path.lowercased()
        guard lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") else {
            return try DocumentFile.documents(at: path).map { DesignedDocument(document: $0, canvas: nil) }
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(file: path, reason: (error as NSError).localizedDescription)
        }
        do {
            let file = try InterfaceBuilderDocument.importFile(data: data, fileName: (path as NSString).lastPathComponent)
            return file.scenes.map { DesignedDocument(document: $0.document, canvas: DesignCanvas(file: file, scene: $0)) }
        } catch {
            throw .interfaceBuilder(error, file: path)
        }
    }
}
