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
    /// Interface Builder file `file` would name its documents `name#…`, as are those of
    /// `other`, another file of the same name (stored from it before, `stored` of them, or
    /// in the same import when `stored` is nil): its scenes would become revisions of the
    /// other file's, and the other file's scenes would look deleted.
    case sameFileName(file: String, name: String, other: String, stored: [String]?)
    /// `--names-relative-to FOLDER` given with a file outside that folder.
    case outsideNamingFolder(file: String, folder: String)
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
        case .sameFileName(let file, let name, let other, let stored):
            let clash: String
            if let stored {
                let example = stored.first.map { ", such as \(EchoedName.quoted($0))" } ?? ""
                let counted = stored.count == 1 ? "as is the document" : "as are the \(stored.count) documents"
                clash = "\(counted) stored from another file of that name, \(other)\(example): "
                    + "its scenes would become revisions of that file's, and that file's other scenes would look deleted"
            } else {
                clash = "as would those of \(other), another file of that name in this import"
            }
            return "\(file): its documents would be named '\(name)#…', \(clash). Give --names-relative-to DIR to name "
                + "each storyboard's and xib's documents after its path under DIR (--names-relative-to . names them "
                + "'\(file.hasPrefix("/") ? name : (file as NSString).standardizingPath)#…'), or import it into "
                + "another database with --db\(stored == nil ? "" : "; if it is the same file moved, give --moved")"
        case .outsideNamingFolder(let file, let folder):
            return "\(file): not inside \(folder), the folder --names-relative-to names documents from"
        case .noDocuments(let file):
            return "\(file): holds no document (no scene with a view, and no top-level view)"
        }
    }
}
