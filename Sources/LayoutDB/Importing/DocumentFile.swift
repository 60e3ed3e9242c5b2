import Foundation
import LayoutInterchange
import LayoutModel

/// Reading document files by kind: the JSON format today, Interface Builder files next.
public enum DocumentFile {
    /// The documents `path` defines (a JSON file defines one).
    ///
    /// - Parameter displayName: how errors name the file (as the user typed it).
    public static func documents(at path: String, displayName: String? = nil) throws(ImportError) -> [LayoutDocument] {
        let name = displayName ?? path
        guard path.hasSuffix(".json") else { throw .unsupportedKind(file: name) }
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw .unreadable(file: name, reason: (error as NSError).localizedDescription)
        }
        do {
            return [try DocumentReader.read(bytes, file: name)]
        } catch {
            throw .invalid(error)
        }
    }
}
