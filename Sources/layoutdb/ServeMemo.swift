import LayoutInterchange
import LayoutStore

/// The answers `layoutdb serve` gave from the solve cache, kept in memory as the text it
/// wrote, for as long as nothing is committed to the database.
///
/// A request the cache answers costs a read transaction or three (the document's name,
/// its revision, the cached layout) and the layout's JSON printed again, about 1.5 M
/// instructions; a server asks for the same few configurations again and again. While
/// the database's ``CommitWatch/Mark`` stands still, no revision, name or cached layout can
/// have changed, so the same request gets the same bytes: the memo hands them on after
/// three `stat` calls and one `PRAGMA data_version`. Any commit (another process importing a revision, renaming or
/// removing a document, clearing the cache, or this process storing a layout it solved)
/// moves the mark and empties the memo, which fills again from the cache.
///
/// Only answers that came from the cache with no message on standard error are kept, so
/// an answer from the memo is byte for byte what the cache would have given, `"cached":
/// true` included.
struct ServeMemo {
    /// Each request (its JSON without `id`, compact) to its answer's text after the id.
    private var answers: [String: String] = [:]
    private var mark: CommitWatch.Mark?
    /// The bytes of the answers kept.
    private var bytes = 0
    /// How many answers, and how many bytes of them, are kept before starting over: a
    /// client naming ever new configurations must not grow the process without end, and a
    /// large document's answer is half a megabyte.
    static let limit = 4_096
    static let byteLimit = 64 << 20

    /// A request's key and id, or nil when the line is not a JSON object (the answer
    /// then says why, and is not kept).
    struct Request {
        var key: String
        var id: JSONValue
    }

    static func request(_ line: String) -> Request? {
        guard let value = try? JSONParser.parse(Array(line.utf8)), case .object(let members) = value.kind else { return nil }
        let id = members.first { $0.key == "id" }?.value ?? JSONValue(.null)
        let key = JSONValue(.object(members.filter { $0.key != "id" })).compact
        return Request(key: key, id: id)
    }

    /// The answer line (without its newline) kept for `request`, if the database is as it
    /// was when it was kept: `now` is its mark, taken before anything else of the request
    /// (nil: unknown, and nothing is handed on or kept).
    mutating func answer(for request: Request, now: CommitWatch.Mark?) -> String? {
        if mark != now || now == nil {
            answers.removeAll(keepingCapacity: true)
            bytes = 0
            mark = now
            return nil
        }
        guard let rest = answers[request.key] else { return nil }
        return Self.prefix(id: request.id) + rest
    }

    /// Keeps `line`, the answer to `request` given under `mark` (taken before the request
    /// was answered: a commit while it was answered moves the next request's mark, which
    /// empties the memo), when it came from the cache with nothing to say.
    mutating func keep(_ line: String, for request: Request, cacheHit: Bool, markedAt mark: CommitWatch.Mark?) {
        guard cacheHit, let mark, mark == self.mark else { return }
        let prefix = Self.prefix(id: request.id)
        guard line.hasPrefix(prefix) else { return }
        let rest = String(line.dropFirst(prefix.count))
        if answers.count >= Self.limit || bytes + rest.utf8.count > Self.byteLimit {
            answers.removeAll(keepingCapacity: true)
            bytes = 0
        }
        if let replaced = answers.updateValue(rest, forKey: request.key) { bytes -= replaced.utf8.count }
        bytes += rest.utf8.count
    }

    /// How an answer line starts: `{"id":ID,` (``ServeAnswer`` puts the id first).
    private static func prefix(id: JSONValue) -> String { "{\"id\":" + id.compact + "," }
}
