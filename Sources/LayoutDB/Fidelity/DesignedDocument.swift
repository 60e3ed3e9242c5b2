import Foundation
import LayoutInterchange
import LayoutModel

/// A document read from a file with the canvas it was designed on, when the file says
/// (Interface Builder files do; JSON documents do not).
public struct DesignedDocument: Sendable {
    public var document: LayoutDocument
    public var canvas: DesignCanvas?
    /// Interface Builder id → item name for the built-in guides the file gives ids
    /// (``InterfaceBuilderScene/guideItemsByInterfaceBuilderID``); empty for JSON.
    public var guideItemsByInterfaceBuilderID: [String: String] = [:]

    public init(document: LayoutDocument, canvas: DesignCanvas?, guideItemsByInterfaceBuilderID: [String: String] = [:]) {
        self.document = document
        self.canvas = canvas
        self.guideItemsByInterfaceBuilderID = guideItemsByInterfaceBuilderID
    }

    /// The documents of the file at `path`: ``DocumentFile/documents(at:displayName:)``
    /// with each Interface Builder document's ``DesignCanvas``.
    public static func documents(at path: String) throws(ImportError) -> [DesignedDocument] {
        try DocumentFile.designedDocuments(at: path)
    }
}
