import Foundation
import LayoutInterchange
import LayoutModel

/// Reading document files by kind: layoutdb's JSON format, and Interface Builder's
/// `.storyboard` and `.xib` (one document per scene or top-level view).
public enum DocumentFile {
    /// The documents `path` defines (a JSON file defines one; an Interface Builder file one
    /// per scene or top-level view, named `FILE#id (label)`).
    ///
    /// - Parameter displayName: how errors name the file (as the user typed it).
    public static func documents(at path: String, displayName: String? = nil) throws(ImportError) -> [LayoutDocument] {
        try designedDocuments(at: path, displayName: displayName).map(\.document)
    }

    /// The documents of the file with the canvas each was designed on (Interface Builder
    /// files name one; JSON documents do not).
    public static func designedDocuments(at path: String, displayName: String? = nil) throws(ImportError)
        -> [DesignedDocument]
    {
        try read(at: path, displayName: displayName).documents
    }

    /// The documents of the file, with their canvases, and the warnings about what the
    /// documents leave out: the one reader of document files.
    ///
    /// - Parameter documentFileName: what an Interface Builder file's documents are named
    ///   after (`NAME#id`); default: the file's name.
    public static func read(
        at path: String, displayName: String? = nil, documentFileName: String? = nil
    ) throws(ImportError) -> DocumentFileContents {
        let name = displayName ?? path
        let lower = path.lowercased()
        let isInterfaceBuilder = lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib")
        // A folder or a missing file is said as such whatever its name: `import screens`
        // (a folder) was "not a layoutdb document", which reads as a bad file.
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            throw .unreadable(file: name, reason: "no such file")
        }
        if isFolder.boolValue {
            let folder = name.hasSuffix("/") ? String(name.dropLast()) : name
            throw .unreadable(
                file: name, reason: "it is a folder; give the files in it (`\(folder)/*.storyboard \(folder)/*.xib \(folder)/*.json`)")
        }
        guard lower.hasSuffix(".json") || isInterfaceBuilder else { throw .unsupportedKind(file: name) }
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw .unreadable(file: name, reason: unreadableReason(path, error: error))
        }
        if isInterfaceBuilder {
            do {
                let file = try InterfaceBuilderDocument.importFile(
                    data: Data(bytes), fileName: documentFileName ?? (name as NSString).lastPathComponent)
                return DocumentFileContents(
                    documents: file.scenes.map {
                        DesignedDocument(
                            document: $0.document, canvas: DesignCanvas(file: file, scene: $0),
                            guideItemsByInterfaceBuilderID: $0.guideItemsByInterfaceBuilderID)
                    },
                    warnings: file.warnings.map { ImportWarning($0, file: name) })
            } catch {
                throw .interfaceBuilder(error, file: name)
            }
        }
        do {
            return DocumentFileContents(
                documents: [DesignedDocument(document: try DocumentReader.read(bytes, file: name), canvas: nil)], warnings: [])
        } catch {
            throw .invalid(error)
        }
    }

    /// Why `path` could not be read, in words a user acts on: Foundation's on Linux are
    /// "The operation could not be completed. (NSCocoaErrorDomain error 256.)" for a
    /// folder and "The file doesn’t exist." for a missing file.
    static func unreadableReason(_ path: String, error: any Error, fileManager: FileManager = .default) -> String {
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else { return "no such file" }
        if isFolder.boolValue { return "it is a folder; give a file" }
        if !fileManager.isReadableFile(atPath: path) { return "permission denied (the file is not readable)" }
        return (error as NSError).localizedDescription
    }
}
