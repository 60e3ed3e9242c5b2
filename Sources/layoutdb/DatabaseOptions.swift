import ArgumentParser
import Foundation
import LayoutDB

/// `--db PATH`, shared by every command that reads or writes the database.
///
/// A command group whose subcommands all open the database (`query`) declares these
/// options too, so that they can come before the subcommand's name, as sqlite3's or
/// psql's database does (`layoutdb query --db ci.sqlite problems`); the parser hands the
/// group's decoded value to the subcommand's group of the same type.
struct DatabaseOptions: ParsableArguments {
    /// Every `--db` given: the parser keeps only the last of a single-valued option, and
    /// two different files (one before a group's subcommand, one after) must be refused,
    /// not settled silently (``validate()``).
    @Option(
        name: .customLong("db"),
        parsing: .singleValue,
        help: ArgumentHelp(
            "The database file (`import` creates it when missing).",
            discussion: "Default: $LAYOUTDB_DB, else ./layoutdb.sqlite. Given more than once, every --db must name the same file.",
            valueName: "path"))
    var paths: [String] = []

    /// The `--db` given, if any (``validate()`` has refused different ones).
    var path: String? { paths.first }

    @Flag(
        name: .customLong("read-only"),
        help: ArgumentHelp(
            "Open the database for reading only: nothing is written to it, and no file is created (not even SQLite's -wal and -shm).",
            discussion: "A database whose file or folder is not writable is opened this way anyway: commands that only read work, and those that write fail, naming the file and why, without writing. import, rm and vacuum, which only write, refuse the flag (exit status 64)."))
    var readOnly = false

    /// The database file this command uses.
    var resolvedPath: String { path ?? LayoutDatabase.defaultPath() }

    func validate() throws {
        _ = try RepeatedOption.single(paths, option: "--db") { path in
            URL(fileURLWithPath: path).standardizedFileURL.path
        }
    }

    /// Whether the database file is simply not there: its folder is (a missing folder, or
    /// a folder given as the file, is left to the store to name).
    var isMissing: Bool {
        let path = resolvedPath
        let parent = (path as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        return !path.isEmpty && !FileManager.default.fileExists(atPath: path)
            && FileManager.default.fileExists(atPath: parent.isEmpty ? "." : parent, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Refuses an output file (`-o`) that is the database or one of SQLite's files beside
    /// it: `export login -o layoutdb.sqlite` replaced the database with the JSON, losing
    /// every document.
    func refuseOverwriting(_ output: String?) throws {
        guard let output else { return }
        func canonical(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        let database = canonical(resolvedPath)
        if [database, database + "-wal", database + "-shm", database + "-journal"].contains(canonical(output)) {
            throw ValidationError("-o \(output) is the database (or SQLite's file beside it); writing there would destroy it")
        }
    }

    /// Opens the database, turning a bad file into exit status 65 with the reason.
    ///
    /// Only a command that stores documents (`creating`, i.e. `import`) creates a missing
    /// database: any other finds nothing in it, and used to leave an empty database file
    /// behind, named by a mistyped `--db`, while it said "no document named …". Those
    /// say the file is not there (64, a name that matches nothing) and create nothing.
    ///
    /// `writing` names a command that can only write (`import`, `rm`): it refuses
    /// `--read-only` before opening anything (64), rather than failing later as a
    /// read-only database, or, for `import` of a missing file, as bad data (65).
    /// A folder given as the database, or a path in a folder that does not exist, is
    /// refused as bad usage (64) by every command: the path names no database, like a
    /// missing file (the README's exit statuses).
    func open(creating: Bool = false, writing command: String? = nil) throws -> LayoutDatabase {
        let path = resolvedPath
        if let command, readOnly {
            printError("layoutdb: \(command) cannot use --read-only: it writes the database, so it could never succeed "
                + "(drop --read-only; a database that is not writable is refused anyway, naming why)")
            throw ExitCode.validationFailure
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            printError("layoutdb: \(path) is a folder, not a database file (give the file, e.g. --db "
                + "\((path as NSString).appendingPathComponent("layoutdb.sqlite"))); nothing was done")
            throw ExitCode.validationFailure
        }
        if !creating, isMissing {
            printError("layoutdb: \(path): no such database (`layoutdb import FILE --db \(path)` creates it); nothing was created")
            throw ExitCode.validationFailure
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !path.isEmpty, !parent.isEmpty, !FileManager.default.fileExists(atPath: parent) {
            printError("layoutdb: \(path): cannot open the database: the folder '\(parent)' does not exist")
            throw ExitCode.validationFailure
        }
        return try Self.open(path: path, access: readOnly ? .readOnly : .automatic)
    }

    static func open(path: String, access: StoreAccess = .automatic) throws -> LayoutDatabase {
        do {
            return try LayoutDatabase(path: path, measurer: TextMeasurers.commandLine, access: access)
        } catch {
            printError("layoutdb: \(error)")
            throw ExitStatus.failure(error)
        }
    }
}
