import Foundation
import LayoutInterchange

/// What a storyboard's or xib's documents are named after, and when an import refuses a
/// file whose documents would take the names of another file's.
///
/// A document's identity is its name, and a storyboard's documents are named `FILE#id`
/// after the file's name alone by default, as databases have always held them. Two
/// storyboards of one name in different folders (an app's `Base.lproj/Main.storyboard`
/// and a widget's `Main.storyboard`, both with Xcode's `BYZ-38-t0r`) would therefore
/// share names: imported in separate runs, the second silently revised the first's
/// scenes, and called its other scenes deleted (which `--prune` removed). So an import
/// compares each such file with the file the stored documents of that name were last
/// imported from (`revision.source`), and refuses one that is plainly another file;
/// ``relativeTo`` names documents after the path under a folder instead
/// (`App/Base.lproj/Main.storyboard#BYZ-38-t0r`), and ``acceptsMovedFiles`` says the file
/// is the same one, moved. Nothing stored changes name: old databases read as before.
public struct ImportNaming: Sendable, Hashable {
    /// Name documents after the file's path relative to this folder, not its name alone.
    public var relativeTo: String?
    /// The stored documents of a same-named file came from this one at another path
    /// (it moved): revise them without asking.
    public var acceptsMovedFiles: Bool

    public init(relativeTo: String? = nil, acceptsMovedFiles: Bool = false) {
        self.relativeTo = relativeTo
        self.acceptsMovedFiles = acceptsMovedFiles
    }

    /// What the documents of Interface Builder file `path` are named after (`NAME#id`).
    ///
    /// - Throws: ``ImportError/outsideNamingFolder(file:folder:)`` for a file outside ``relativeTo``.
    func documentFileName(for path: String) throws(ImportError) -> String {
        guard let relativeTo else { return (path as NSString).lastPathComponent }
        let folder = URL(fileURLWithPath: relativeTo).standardizedFileURL.resolvingSymlinksInPath().path
        let file = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        guard file.hasPrefix(base) else { throw .outsideNamingFolder(file: path, folder: relativeTo) }
        return String(file.dropFirst(base.count))
    }

    /// Whether `source`, the path a stored revision was imported from (as that import
    /// was given it, perhaps from another folder), and `path` may be one file: one
    /// path's components end the other's (`Base.lproj/Main.storyboard` and
    /// `App/Base.lproj/Main.storyboard` may be; `Widget/Main.storyboard` is not). An
    /// unknown source may be anything.
    static func mayBeSameFile(_ source: String?, _ path: String) -> Bool {
        guard let source else { return true }
        let stored = components(source), given = components(path)
        let shorter = stored.count <= given.count ? stored : given
        let longer = stored.count <= given.count ? given : stored
        return Array(longer.suffix(shorter.count)) == shorter
    }

    private static func components(_ path: String) -> [String] {
        (path as NSString).standardizingPath.split(separator: "/").map(String.init).filter { $0 != "." }
    }
}
