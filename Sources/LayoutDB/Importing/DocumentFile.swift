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
        let name = displayName ?? path
        let lower = path.lowercased()
        let isInterfaceBuilder = lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib")
        guard lower.hasSuffix(".json") || isInterfaceBuilder else { throw .unsupportedKind(file: name) }
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw .unreadable(file: name, reason: (error as NSError).localizedDescription)
        }
        if isInterfaceBuilder {
            do {
                return try InterfaceBuilderDocument.parse(data: Data(bytes), fileName: (name as NSString).lastPathComponent)
            } catch {
                throw .interfaceBuilder(error, file: name)
            }
        }
        do {
            return [try DocumentReader.read(bytes, file: name)]
        } catch {
            throw .invalid(error)
        }
    }
}
