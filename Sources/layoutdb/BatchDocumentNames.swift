import Foundation
import LayoutDB

/// The stored documents a `batch` argument stands for: a stored name (or what `solve`
/// takes for one), and also a storyboard or xib, by its name or its path, standing for
/// every document stored from it.
///
/// `layoutdb batch Main.storyboard` is how a CI job names one file's screens; it was
/// refused as ambiguous, listing the very documents it meant, and a path
/// (`App/Base.lproj/Main.storyboard`) was refused as a file that is not stored.
enum BatchDocumentNames {
    /// Every stored name `arguments` stand for, each once, in the order given.
    static func resolve(_ arguments: [String], in store: DocumentStore) throws -> [String] {
        var names: [String] = []
        var seen = Set<String>()
        for argument in arguments {
            for name in try resolve(argument, in: store) where seen.insert(name).inserted { names.append(name) }
        }
        return names
    }

    private static func resolve(_ argument: String, in store: DocumentStore) throws -> [String] {
        if let file = fileDocuments(argument, in: store) { return file }
        // A path to a storyboard or xib: its documents are named after the file alone.
        let lower = argument.lowercased()
        if argument.contains("/"), lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib"),
            let file = fileDocuments((argument as NSString).lastPathComponent, in: store)
        {
            return file
        }
        return [try storedName(argument, in: store)]
    }

    /// The documents of the Interface Builder file named `name` when `name` stands for
    /// more than one of them; nil otherwise (a single match is left to ``storedName``).
    private static func fileDocuments(_ name: String, in store: DocumentStore) -> [String]? {
        do {
            return [try store.documentName(matching: name)]
        } catch .ambiguousDocument(_, let matches) where matches.allSatisfy({ $0.hasPrefix(name + "#") }) {
            return matches
        } catch {
            return nil
        }
    }
}
