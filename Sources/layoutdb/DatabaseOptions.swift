import ArgumentParser
import LayoutDB

/// `--db PATH`, shared by every command that reads or writes the database.
struct DatabaseOptions: ParsableArguments {
    @Option(
        name: .customLong("db"),
        help: ArgumentHelp(
            "The database file (created when missing).",
            discussion: "Default: $LAYOUTDB_DB, else ./layoutdb.sqlite.",
            valueName: "path"))
    var path: String?

    @Flag(
        name: .customLong("read-only"),
        help: ArgumentHelp(
            "Open the database for reading only; nothing is written, not even SQLite's -wal and -shm files.",
            discussion: "A database whose file or folder is not writable is opened this way anyway: commands that only read work, and those that write fail, naming the file and why, without writing."))
    var readOnly = false

    /// Opens the database, turning a bad file into exit status 65 with the reason.
    func open() throws -> LayoutDatabase {
        try Self.open(path: path ?? LayoutDatabase.defaultPath(), access: readOnly ? .readOnly : .automatic)
    }

    static func open(path: String, access: StoreAccess = .automatic) throws -> LayoutDatabase {
        do {
            return try LayoutDatabase(path: path, measurer: TextMeasurers.commandLine, access: access)
        } catch {
            printError("layoutdb: \(error)")
            throw ExitStatus.dataError
        }
    }
}
