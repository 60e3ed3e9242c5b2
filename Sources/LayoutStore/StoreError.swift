import LayoutModel

/// Why a store operation failed, with what the user needs to act on it: the path of the
/// database, the document's name, or SQLite's own message.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but is not an SQLite database.
    case notADatabase(path: String, reason: String)
    /// The path cannot hold a database layoutdb can open: empty, a folder, in a folder
    /// that does not exist, or read-only. Said before SQLite tries, whose own words
    /// ("unable to open database file") read as if the file were not a database.
    case cannotOpen(path: String, reason: String)
    /// An SQLite database, but one some other program made.
    case foreignDatabase(path: String)
    /// A layoutdb database written by a newer layoutdb (it has migrations we do not know).
    case newerSchema(path: String, migrations: [String])
    /// The database was opened read-only (`reason` says why: its file or folder is not
    /// writable, or the caller asked), and `operation` would write to it. Nothing was written.
    case readOnly(path: String, reason: String, operation: String)
    /// A read-only database written by an older layoutdb: reading it needs `migrations`,
    /// which only a writable open applies.
    case readOnlyNeedsMigration(path: String, reason: String, migrations: [String])
    /// No document has this name; `nearest` is a stored name the user may have meant
    /// (`logn` for `login`, `settings` for `settings-list`), when there is one.
    case unknownDocument(String, nearest: String? = nil)
    /// A shortened name (`FILE#ID` for `FILE#ID (Label)`) that more than one document has.
    case ambiguousDocument(String, matches: [String])
    case unknownRevision(document: String, revision: Int)
    /// A stored row that does not decode: the database was edited by hand or is damaged.
    case corruptRow(table: String, key: String, reason: String)
    /// `layoutdb sql` got a statement that would write.
    case notReadOnly(String)
    /// SQLite or GRDB reported an error; the message is theirs, with the SQL when known.
    case database(String)
    /// An SQLite database whose pages SQLite finds damaged (`SQLITE_CORRUPT`,
    /// `SQLITE_NOTADB` past the header): named with its path, which SQLite's "database disk
    /// image is malformed" alone did not say.
    case damaged(path: String, reason: String)
    /// Another process kept the database locked for longer than the store waits
    /// (``DocumentStore/busyTimeout``): an import or batch writing to it. Nothing was done,
    /// and trying again when it has finished works. SQLite's "database is locked" used to
    /// arrive as "not a layoutdb database", or as a bare message without the path.
    case busy(path: String)

    public var description: String {
        switch self {
        case .notADatabase(let path, let reason):
            return "\(path): not a layoutdb database (\(reason))"
        case .damaged(let path, let reason):
            return "\(path): the database is damaged (\(reason)); restore it from a copy, or import its documents into a new one"
        case .cannotOpen(let path, let reason):
            return "\(path.isEmpty ? "''" : path): cannot open the database: \(reason)"
        case .foreignDatabase(let path):
            return "\(path): an SQLite database, but not a layoutdb one (its application id is not layoutdb's)"
        case .newerSchema(let path, let migrations):
            return "\(path): written by a newer layoutdb (unknown migrations: \(migrations.joined(separator: ", ")))"
        case .readOnly(let path, let reason, let operation):
            return "\(path): the database is read-only (\(reason)), and \(operation) writes to it; nothing was written"
        case .readOnlyNeedsMigration(let path, let reason, let migrations):
            return "\(path): the database is read-only (\(reason)) and was written by an older layoutdb, "
                + "so it must be migrated (\(migrations.joined(separator: ", "))) before it can be read; "
                + "run any layoutdb command on it once where it is writable"
        case .unknownDocument(let name, let nearest):
            let guess = nearest.map { "did you mean \(EchoedName.quoted($0))? " } ?? ""
            return "no document named \(EchoedName.quoted(name)) (\(guess)`layoutdb list` shows the stored names)"
        case .ambiguousDocument(let name, let matches):
            return "\(EchoedName.quoted(name)) could be any of \(matches.count) documents:\n" + matches.map { "  \($0)" }.joined(separator: "\n")
        case .unknownRevision(let document, let revision):
            // Where the ones it has are listed: `diff login --from 1 --to 2` on a document
            // imported once said only this, while `diff login` explained itself.
            return "document \(EchoedName.quoted(document)) has no revision \(revision) "
                + "(`layoutdb revisions \(Self.commandWord(document))` lists them)"
        case .corruptRow(let table, let key, let reason):
            return "damaged row in \(table) (\(key)): \(reason)"
        case .notReadOnly(let sql):
            return "only read-only statements are allowed: \(sql)"
        case .database(let message):
            return message
        case .busy(let path):
            return "\(path): the database is locked by another process (waited \(Int(DocumentStore.busyTimeout)) s); "
                + "nothing was done: try again when that process has finished"
        }
    }

    /// `name` as a command line takes it: bare when it is one plain word (`login`), else in
    /// double quotes (`"Main.storyboard#a-1 (Main)"`); cut and escaped as echoed names are.
    private static func commandWord(_ name: String) -> String {
        let plain = EchoedName.plain(name)
        let bare = plain.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || "0123456789._#-".unicodeScalars.contains($0) }
        return bare && !plain.isEmpty ? plain : "\"" + plain.replacing("\"", with: "\\\"") + "\""
    }
}
