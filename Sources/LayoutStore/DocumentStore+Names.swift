import GRDB

extension DocumentStore {
    /// The stored name a person means by `argument`: the name itself, the one name that
    /// is `argument` followed by a parenthesised label, or the one document imported from
    /// the file `argument`.
    ///
    /// Documents imported from Interface Builder are named `FILE#ID (Label)`; the label
    /// (a view controller class or user label) is for reading, and `FILE#ID` alone is
    /// already unique in a file, so typing it is enough; a xib with one top-level view
    /// is one document, so its file name is enough. Nothing looser is accepted: `rm`
    /// takes names too, and a guess must never delete the wrong document.
    ///
    /// - Throws: ``StoreError/unknownDocument(_:)`` when nothing matches,
    ///   ``StoreError/ambiguousDocument(_:matches:)`` when several names do.
    public func documentName(matching argument: String) throws(StoreError) -> String {
        try perform {
            try connection.read { db in
                if try Int64.fetchOne(db, sql: "SELECT id FROM document WHERE name = ?", arguments: [argument]) != nil {
                    return argument
                }
                let prefix = argument + " ("
                // substr, not LIKE: names may hold `%` and `_`; SQLite counts code points.
                let labelled = try String.fetchAll(
                    db,
                    sql: "SELECT name FROM document WHERE substr(name, 1, ?) = ? AND name LIKE '%)' ORDER BY name",
                    arguments: [prefix.unicodeScalars.count, prefix])
                if labelled.count == 1 { return labelled[0] }
                if labelled.count > 1 { throw StoreError.ambiguousDocument(argument, matches: labelled) }
                let file = argument + "#"
                let fromFile = try String.fetchAll(
                    db, sql: "SELECT name FROM document WHERE substr(name, 1, ?) = ? ORDER BY name",
                    arguments: [file.unicodeScalars.count, file])
                switch fromFile.count {
                case 1: return fromFile[0]
                case 0: throw StoreError.unknownDocument(argument)
                default: throw StoreError.ambiguousDocument(argument, matches: fromFile)
                }
            }
        }
    }
}
