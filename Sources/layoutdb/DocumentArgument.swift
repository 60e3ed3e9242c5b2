import ArgumentParser
import Foundation
import LayoutDB

/// A DOC argument: a document file (by its extension) or a stored document's name.
enum DocumentArgument {
    /// Whether DOC names a file rather than a stored document.
    static func isFile(_ argument: String) -> Bool {
        [".json", ".storyboard", ".xib"].contains { argument.lowercased().hasSuffix($0) }
            && FileManager.default.fileExists(atPath: argument)
    }

    /// DOC as a document file: the file, or `FILE#ID` for one scene or top-level view of an
    /// Interface Builder file (as its documents are named, `FILE#ID (Label)`); nil for a
    /// stored document's name.
    static func file(_ argument: String) -> (path: String, scene: String?)? {
        if isFile(argument) { return (argument, nil) }
        guard let hash = argument.lastIndex(of: "#") else { return nil }
        let path = String(argument[..<hash])
        let scene = String(argument[argument.index(after: hash)...])
        guard !scene.isEmpty, [".storyboard", ".xib"].contains(where: { path.lowercased().hasSuffix($0) }), isFile(path) else {
            return nil
        }
        return (path, scene)
    }

    /// DOC as a document file (``file(_:)``), nil when it stands for a stored document.
    ///
    /// `FILE#ID` (or `FILE`) can name both a file on disk and a stored document (a
    /// storyboard imported from the folder the command runs in): the file is used, as
    /// before, but no longer silently, since the two may differ (the file edited since its
    /// import). One line on standard error says which was used and how to pick the other:
    /// `--revision`, which a file does not have, picks the stored document. Only the store
    /// is asked, read-only; a database that cannot be read leaves the file chosen, unsaid.
    static func chosenFile(
        _ argument: String, revision: Int?, database: DatabaseOptions
    ) throws -> (path: String, scene: String?)? {
        guard let file = file(argument) else { return nil }
        guard let stored = storedTwin(of: argument, database: database) else {
            try refuseRevision(revision, ofFile: argument)
            return file
        }
        let both = "\(argument) names both a file and the stored document \(EchoedName.quoted(stored.name))"
        if let revision {
            printNote("layoutdb: \(both): used the stored document at revision \(revision) (--revision); without --revision the file is used",
                kind: "documentChoice", fields: [("used", .string("stored")), ("document", .string(stored.name)), ("revision", .integer(revision))])
            return nil
        }
        printNote("layoutdb: \(both): used the file; --revision \(stored.latest) uses the stored document (its latest revision)",
            kind: "documentChoice", fields: [("used", .string("file")), ("file", .string(argument)), ("document", .string(stored.name))])
        return file
    }

    /// The stored document DOC also names, with its latest revision; nil when there is
    /// none or the database cannot be read (it is opened read-only, creating nothing).
    private static func storedTwin(of argument: String, database: DatabaseOptions) -> (name: String, latest: Int)? {
        let path = database.resolvedPath
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
            let store = try? DocumentStore(path: path, access: .readOnly),
            let name = try? store.documentName(matching: argument),
            let header = try? store.revisionHeader(named: name)
        else { return nil }
        return (name, header.revision)
    }

    /// The documents of a DOC file (``file(_:)``), its design canvases kept; only the
    /// named scene's for `FILE#ID`. What the file holds that they leave out is said on
    /// standard error, for those documents only.
    static func documents(in file: (path: String, scene: String?)) throws -> [DesignedDocument] {
        let contents: DocumentFileContents
        do {
            contents = try DocumentFile.read(at: file.path)
        } catch {
            printError("layoutdb: \(error)")
            throw ExitStatus.dataError
        }
        if contents.documents.isEmpty {
            printError("layoutdb: \(ImportError.noDocuments(file: file.path))")
            throw ExitStatus.dataError
        }
        let all = contents.documents
        guard let scene = file.scene else {
            contents.warnings.forEach(printWarning)
            return all
        }
        let name = (file.path as NSString).lastPathComponent + "#" + scene
        let matching = all.filter { $0.document.name == name || $0.document.name.hasPrefix(name + " (") }
        guard !matching.isEmpty else {
            throw ValidationError(
                "'\(file.path)' has no scene or top-level view \(EchoedName.quoted(scene)); it holds "
                    + all.map { "'\($0.document.name)'" }.joined(separator: ", "))
        }
        let names = Set(matching.map(\.document.name))
        for warning in contents.warnings where warning.document.map(names.contains) ?? true { printWarning(warning) }
        return matching
    }

    /// The path of a document file DOC is spelled as (`.json`, `.storyboard`, `.xib`, or
    /// `FILE#ID` of an Interface Builder file) when no such file exists: a typo in a path
    /// was answered "no such database" or "no document named …", which sent users looking
    /// at the database instead of the file name.
    static func missingFile(_ argument: String) -> String? {
        func spelledAsFile(_ path: String) -> Bool {
            [".json", ".storyboard", ".xib"].contains { path.lowercased().hasSuffix($0) }
        }
        var path = argument
        if !spelledAsFile(path), let hash = argument.lastIndex(of: "#") { path = String(argument[..<hash]) }
        guard spelledAsFile(path), !FileManager.default.fileExists(atPath: path) else { return nil }
        return path
    }

    /// What is wrong with DOC as a path when it names something other than a document
    /// file: a folder (`solve screens/`), or `FILE.json#ID` (a JSON file is one document;
    /// only Interface Builder files have scenes). Both were answered "no document named …".
    static func misusedPath(_ argument: String) -> String? {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue {
            return "\(argument) is a folder: give one document file (.json, .storyboard or .xib) or a stored "
                + "document's name (`layoutdb import` stores the files of a folder: layoutdb import \(argument)/*.storyboard)"
        }
        if let hash = argument.lastIndex(of: "#") {
            let path = String(argument[..<hash])
            if path.lowercased().hasSuffix(".json") && isFile(path) {
                return "\(path) is one document: #ID names a scene or top-level view of a .storyboard or .xib only "
                    + "(solve \(path) itself)"
            }
        }
        return nil
    }

    /// Names the file DOC is spelled as when it does not exist (``missingFile(_:)``), or what
    /// DOC names instead of a document file (``misusedPath(_:)``), when the store holds no
    /// document of that name either (a stored name may look like a file: `Main.storyboard`
    /// for a file of one scene, so the store is asked first).
    static func refuseMissingFile(_ argument: String, database: DatabaseOptions) throws {
        if let misuse = misusedPath(argument) {
            if !database.isMissing, (try? database.open().store.documentName(matching: argument)) != nil { return }
            printError("layoutdb: \(misuse)")
            throw ExitCode.validationFailure
        }
        guard let missing = missingFile(argument) else { return }
        if database.isMissing {
            printError("layoutdb: \(missing): no such file (and no database at \(database.resolvedPath) to hold a document of that name)")
            throw ExitCode.validationFailure
        }
        let store = try database.open().store
        do {
            _ = try store.documentName(matching: argument)
        } catch .unknownDocument(_, let nearest) {
            let guess = nearest.map { "did you mean \(EchoedName.quoted($0))? " } ?? ""
            printError("layoutdb: \(missing): no such file, and no stored document is named \(EchoedName.quoted(argument)) "
                + "(\(guess)`layoutdb list` shows the stored names)")
            throw ExitCode.validationFailure
        } catch {}
    }

    /// A document DOC stands for.
    struct Loaded {
        var document: LayoutDocument
        /// The stored revision; nil for a file.
        var revision: Int?
        /// Interface Builder id → item for the built-in guides the file gave ids, loaded
        /// only when asked for (`explain` takes them).
        var interfaceBuilderGuides: [String: String] = [:]
        /// A file's design canvas (its device and orientation, a freeform root's size, a
        /// sheet's placement), which `solve FILE` solves at when no device or size is
        /// given; nil for a stored document.
        var canvas: DesignCanvas? = nil

        /// The setup `solve` would use for this document: the file's canvas when neither
        /// `--device` nor `--size` is given, else the options' device (the document's design
        /// device by default), so `explain`, `trace` and `render` show the frames `solve`
        /// prints.
        func setup(options: SetupOptions) throws -> SolveSetup {
            if options.device == nil, options.size == nil, let canvas,
                let setup = canvas.setup(for: document, contentSize: options.contentSize)
            {
                return setup
            }
            return try options.setup(designDevice: document.designDevice)
        }
    }

    /// The documents DOC stands for, with their stored revision (nil for a file) and, when
    /// `guides`, their built-in guides' Interface Builder ids.
    static func load(_ argument: String, revision: Int?, database: DatabaseOptions, guides: Bool = false) throws -> [Loaded] {
        if let file = try chosenFile(argument, revision: revision, database: database) {
            return try documents(in: file).map {
                Loaded(
                    document: $0.document, revision: nil, interfaceBuilderGuides: $0.guideItemsByInterfaceBuilderID,
                    canvas: $0.canvas)
            }
        }
        try refuseMissingFile(argument, database: database)
        let store = try database.open().store
        let name = try storedName(argument, in: store)
        let stored = try storeCall { () throws(StoreError) in try store.document(named: name, revision: revision) }
        var loaded = Loaded(document: stored.document, revision: stored.revision)
        if guides {
            loaded.interfaceBuilderGuides = try storeCall { () throws(StoreError) in
                try store.interfaceBuilderGuides(named: name, revision: stored.revision)
            }
        }
        return [loaded]
    }

    /// The one document DOC stands for, for a command that works on one (`explain`,
    /// `render`): a file holding several used to give its first without a word, so an
    /// item of the second scene was "not found" and a picture showed the wrong screen.
    ///
    /// With `holding`, a file of several documents (a storyboard's scenes) stands for the
    /// one that has that item (a view id, Interface Builder id or designer's name, a
    /// guide, or a view's built-in guide), said on standard error, when one alone has it.
    static func loadOne(
        _ argument: String, revision: Int?, database: DatabaseOptions, guides: Bool = false, holding item: String? = nil
    ) throws -> Loaded {
        let documents = try load(argument, revision: revision, database: database, guides: guides)
        if documents.count > 1, let item {
            let holders = documents.filter { holds($0, item) }
            if holders.count == 1, let holder = holders.first {
                printError("layoutdb: \(EchoedName.quoted(item)) is in '\(holder.document.name)' alone of the "
                    + "\(documents.count) documents of \(argument): explaining it there")
                return holder
            }
        }
        guard documents.count == 1, let only = documents.first else {
            if documents.isEmpty {
                printError("layoutdb: \(argument) holds no document")
                throw ExitStatus.dataError
            }
            throw ValidationError(
                "'\(argument)' holds \(documents.count) documents; name one as \(argument)#ID: "
                    + documents.map { "'\($0.document.name)'" }.joined(separator: ", "))
        }
        return only
    }

    /// Whether `loaded` has `item`: a view by its id, Interface Builder id or designer's
    /// name, a custom guide, a built-in guide (`V.safeArea`, by its view's id or IB id) or
    /// a built-in guide's Interface Builder id.
    static func holds(_ loaded: Loaded, _ item: String) -> Bool {
        let document = loaded.document
        if loaded.interfaceBuilderGuides[item] != nil || document.guides.contains(where: { $0.id == item }) { return true }
        var view = item
        if let dot = item.lastIndex(of: "."), BuiltInGuide(rawValue: String(item[item.index(after: dot)...])) != nil
            || ["topLayoutGuide", "bottomLayoutGuide"].contains(String(item[item.index(after: dot)...]))
        {
            view = String(item[..<dot])
        }
        let converted = InterfaceBuilderID.documentID(for: view)
        return document.allViews.contains { $0.id == view || $0.id == converted || $0.userLabel == item }
    }

    /// A file has no revisions: `--revision` with one used to be ignored without a word.
    static func refuseRevision(_ revision: Int?, ofFile file: String) throws {
        if let revision {
            throw ValidationError("--revision \(revision) applies to a stored document; '\(file)' is a file")
        }
    }

    /// Materialises and solves, turning errors into exit statuses.
    static func engine(for document: LayoutDocument, setup: SolveSetup) throws -> (ResolvedLayout, LayoutEngine) {
        do {
            return try LayoutSolving.engine(for: document, setup: setup, measurer: TextMeasurers.commandLine)
        } catch {
            printError("layoutdb: \(error)")
            throw ExitStatus.dataError
        }
    }
}

extension TextMeasurers {
    /// The standard measurer for this process, opened once (fonts are read at
    /// construction), with one warning on standard error when the fonts are missing.
    static let commandLine: any TextMeasuring = {
        let standard = TextMeasurers.standard()
        if let missing = standard.fontsMissing {
            printWarning("\(missing); text is measured with fixed metrics, not UIKit's")
        }
        return standard.measurer
    }()
}
