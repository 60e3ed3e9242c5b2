import GRDB
import LayoutModel

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
    /// - Throws: ``StoreError/unknownDocument(_:nearest:)`` when nothing matches (with the
    ///   name the user may have meant, which is only suggested, never taken),
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
                case 0: throw StoreError.unknownDocument(argument, nearest: try Self.nearestName(to: argument, in: db))
                default: throw StoreError.ambiguousDocument(argument, matches: fromFile)
                }
            }
        }
    }

    /// The stored name closest to `argument`, as the user would type it: a typo of a name
    /// (`logn`, `Login`), else the one name `argument` begins (`settings` for
    /// `settings-list`). An Interface Builder document is offered as `FILE#ID` when that
    /// is what `argument` is nearest to, the form the commands take.
    static func nearestName(to argument: String, in db: Database) throws -> String? {
        let names = try String.fetchAll(db, sql: "SELECT name FROM document ORDER BY name")
        var candidates: [String] = []
        for name in names {
            candidates.append(name)
            if name.contains("#"), name.hasSuffix(")"), let label = name.range(of: " (", options: .backwards) {
                candidates.append(String(name[..<label.lowerBound]))
            }
        }
        if let close = NameSuggestion.closest(to: argument, among: candidates) { return close }
        let lowered = argument.lowercased()
        let beginning = names.filter { $0.lowercased().hasPrefix(lowered) }
        return !argument.isEmpty && beginning.count == 1 ? beginning[0] : nil
    }
}
