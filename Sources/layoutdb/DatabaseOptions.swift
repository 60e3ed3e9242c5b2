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

    /// Opens the database, turning a bad file into exit status 65 with the reason.
    func open() throws -> LayoutDatabase {
        try Self.open(path: path ?? LayoutDatabase.defaultPath())
    }

    static func open(path: String) throws -> LayoutDatabase {
        do {
            return try LayoutDatabase(path: path, measurer: TextMeasurers.commandLine)
        } catch {
            printError("layoutdb: \(error)")
            throw ExitStatus.dataError
        }
    }
}
