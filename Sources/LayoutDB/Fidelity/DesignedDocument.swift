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
        try DocumentFile.designedDocuments(at: path)
    }
}
