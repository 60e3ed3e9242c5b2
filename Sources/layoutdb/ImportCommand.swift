import ArgumentParser
import Foundation
import LayoutDB

/// `layoutdb import FILE...`: stores documents, one transaction for all files.
struct ImportCommand: DatabaseCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import layout documents into the database.",
        discussion: """
            Every file is read and validated first; then all documents are saved in one \
            transaction. If any file is bad, nothing is written and the error names the file, \
            line, column and JSON path (exit status 65). A document whose name exists gets a \
            new revision, unless nothing changed.

            Exit status: 0 when every document was stored (unchanged ones included), 64 bad \
            usage, 65 a file that cannot be read or does not validate (nothing written), 75 a \
            database another process kept locked (nothing written; try again later).

            A storyboard stores one document per scene and a xib one per top-level view, \
            named FILE#ID (with the view controller class or user label where there is \
            one); Interface Builder ids are kept, so results map back to the file. A scene \
            deleted from a file since an earlier import stays stored (and batched): each one \
            is named in a warning, and --prune removes them (one line each on standard \
            error; as after `layoutdb rm`, the file keeps their space for new data, and when \
            that is 1 MB or more a last line says so: `layoutdb vacuum` gives it back to the \
            disk).

            A storyboard's documents are named after the file's name alone, so two files of \
            one name in different folders (an app's Base.lproj/Main.storyboard and a \
            widget's Main.storyboard) would take the same names: an import refuses a file \
            whose document names are those stored from another file of its name (or of \
            another file in the same import), naming both, and writes nothing (65). Give \
            --names-relative-to DIR to name documents after the file's path under DIR \
            instead, keep such files in separate databases, or, for the same file moved to \
            another folder, give --moved. Documents already stored keep their names (those \
            stored under the file's name alone before --names-relative-to stay until `layoutdb \
            rm` removes them).

            Examples:
              layoutdb import examples/*.json
              login: revision 1 (new)
              product-page: revision 2 (changed)
              settings-list: revision 3 (unchanged)

              layoutdb import Main.storyboard
              Main.storyboard#BYZ-38-t0r (ViewController): revision 1 (new)

              layoutdb import --prune Main.storyboard    after deleting a scene from it

              layoutdb import --names-relative-to . */Main.storyboard
              App/Main.storyboard#BYZ-38-t0r (ViewController): revision 1 (new)
              Widget/Main.storyboard#BYZ-38-t0r (ViewController): revision 1 (new)
            """)

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "Document files: layoutdb JSON (.json), storyboards (.storyboard) and xibs (.xib).") var files: [String]
    @Flag(help: ArgumentHelp(
        "Remove the stored documents of these storyboards and xibs that the files no longer define (deleted scenes).",
        discussion: "Without it they are kept, and named in a warning each."))
    var prune = false
    @Option(name: .customLong("names-relative-to"), help: ArgumentHelp(
        "Name storyboards' and xibs' documents after their path under this folder, not their file name alone.",
        discussion: "For files of one name in several folders; give it at every import of those files.",
        valueName: "dir"))
    var namesRelativeTo: String?
    @Flag(help: "A storyboard or xib moved: revise the documents stored from the same-named file at its old path.")
    var moved = false
    @OptionGroup var format: OutputFormatOption

    /// What the import did to a document, in the words of its text line: a first
    /// revision is a new document, a later one a change ("new" for both read as if a
    /// document of that name had not existed).
    static func state(of outcome: SaveOutcome) -> String {
        guard outcome.isNewRevision else { return "unchanged" }
        return outcome.revision == 1 ? "new" : "changed"
    }

    func run() throws {
        let path = database.path ?? LayoutDatabase.defaultPath()
        let isNewDatabase = !FileManager.default.fileExists(atPath: path)
        // The database is opened in its own scope so that it is closed before a
        // database this run created for nothing is removed.
        let (result, leftBehind): (Result<[SaveOutcome], any Error>, Result<[LeftBehindDocument], StoreError>) = try {
            let db = try database.open(creating: true, writing: "import")
            let naming = ImportNaming(relativeTo: namesRelativeTo, acceptsMovedFiles: moved)
            let result = Result {
                try db.importFiles(files, naming: naming, progress: Self.progress(), warning: printWarning)
            }
            guard case .success(let saved) = result, !isNewDatabase else { return (result, .success([])) }
            return (result, Result { () throws(StoreError) in
                try db.documentsLeftBehind(byImporting: files, imported: saved.map(\.name), naming: naming)
            })
        }()
        let outcomes: [SaveOutcome]
        switch result {
        case .success(let saved): outcomes = saved
        case .failure(let error):
            printError("layoutdb: \(error)")
            printError("layoutdb: nothing was imported")
            // "A bad file writes nothing": not even the empty database file.
            if isNewDatabase { Self.removeDatabase(at: path) }
            throw ExitStatus.failure(error)
        }
        if isatty(STDERR_FILENO) != 0 && outcomes.count > 1 { printError("") }
        switch format.value {
        case .json:
            print(JSONValue.array(outcomes.map {
                .object([("name", .string($0.name)), ("revision", .integer($0.revision)), ("changed", .bool($0.isNewRevision))])
            }).rendered, terminator: "")
        case .text:
            for outcome in outcomes {
                print("\(outcome.name): revision \(outcome.revision) (\(Self.state(of: outcome)))")
            }
        }
        switch leftBehind {
        case .success(let documents): try settle(leftBehind: documents)
        // The import is done and kept: a failed check is said, not the import's failure.
        case .failure(let error): printWarning("could not look for scenes deleted from these files: \(error)")
        }
    }

    /// Says which stored documents of the imported storyboards and xibs the files no
    /// longer define (scenes deleted since an earlier import), or with --prune removes
    /// them: an import never removes a document on its own.
    private func settle(leftBehind: [LeftBehindDocument]) throws {
        let store = prune && !leftBehind.isEmpty ? try database.open(writing: "import").store : nil
        for document in leftBehind {
            if let store {
                try storeCall { () throws(StoreError) in try store.remove(named: document.document) }
                printNote("removed \(document.document) (\(document.file) no longer defines it)", kind: "removed",
                    fields: [("document", .string(document.document)), ("file", .string(document.file))])
            } else {
                printWarning(
                    "\(document.file) no longer defines \(EchoedName.quoted(document.document)), "
                        + "stored from it before; it stays in the database and in every batch "
                        + "(import with --prune to remove it, or `layoutdb rm \"\(document.document)\"`)",
                    fields: [("file", .string(document.file)), ("document", .string(document.document))])
            }
        }
        // As after `rm`: what the removed documents took stays in the file as free space.
        if let store { FreeSpaceHint.print(for: store) }
    }

    /// Removes a database file and SQLite's companions (`-wal`, `-shm`, `-journal`).
    static func removeDatabase(at path: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
    }

    /// A progress line on a terminal (`importing 120/400`), nothing otherwise.
    ///
    /// In a debug build, for the crash-safety test only: with
    /// `LAYOUTDB_TEST_PAUSE_IMPORT_AFTER=N` the import stops inside its transaction after N
    /// documents, creates the file named by `LAYOUTDB_TEST_PAUSE_IMPORT_MARKER` and waits,
    /// so a test can kill it there. The tests run the debug binary; a release build (what
    /// `bin/layoutdb` runs) reads no such variables, so no environment can stall an import.
    static func progress() -> @Sendable (Int, Int) -> Void {
        #if DEBUG
        let environment = ProcessInfo.processInfo.environment
        let pauseAfter = environment["LAYOUTDB_TEST_PAUSE_IMPORT_AFTER"].flatMap { Int($0) }
        let marker = environment["LAYOUTDB_TEST_PAUSE_IMPORT_MARKER"]
        #endif
        let terminal = isatty(STDERR_FILENO) != 0
        return { written, total in
            if terminal && total > 1 {
                FileHandle.standardError.write(Data("\rimporting \(written)/\(total)".utf8))
            }
            #if DEBUG
            if written == pauseAfter {
                if let marker { _ = FileManager.default.createFile(atPath: marker, contents: Data()) }
                Thread.sleep(forTimeInterval: 600)
            }
            #endif
        }
    }
}
