import Foundation
import LayoutInterchange
import LayoutStore

/// Why an import wrote nothing.
public enum ImportError: Error, Sendable, CustomStringConvertible {
    /// The file could not be read at all.
    case unreadable(file: String, reason: String)
    /// The file's kind is not one layoutdb imports.
    case unsupportedKind(file: String)
    /// The file does not parse or validate; the error names line, column and path.
    case invalid(DocumentReadError)
    /// An Interface Builder file that is not an iOS document, is malformed, or refers to
    /// ids that do not exist; the error names file and line.
    case interfaceBuilder(IBImportError, file: String)
    /// Two of the files define documents with one name.
    case duplicateName(String, files: [String])
    case store(StoreError)
    /// An Interface Builder file with no scene holding a view and no top-level view: it
    /// imported nothing and said nothing.
    case noDocuments(file: String)

    public var description: String {
        switch self {
        case .unreadable(let file, let reason): return "\(file): cannot read: \(reason)"
        case .unsupportedKind(let file):
            return "\(file): not a layoutdb document (expected a .json document, a .storyboard or a .xib)"
        case .invalid(let error): return "\(error)"
        case .interfaceBuilder(let error, let file): return "\(file):\(error.line): \(error.message)"
        case .duplicateName(let name, let files):
            let listed = "document '\(name)' is defined by more than one file: \(files.joined(separator: ", "))"
            // Two storyboards of one name in two folders (an app's and an extension's
            // Main.storyboard, both with Xcode's BYZ-38-t0r) cannot share a database: the
            // message used to stop there, with no way out.
            let names = Set(files.map { ($0 as NSString).lastPathComponent })
            guard names.count == 1, InterfaceBuilderNaming.isInterfaceBuilderDocument(named: name) else { return listed }
            return listed + " (a storyboard's or xib's documents are named after the file's name, not its folder: "
                + "import files of the same name into separate databases with --db)"
        case .store(let error): return "\(error)"
        case .noDocuments(let file):
            return "\(file): holds no document (no scene with a view, and no top-level view)"
        }
    }
}
