import ArgumentParser
import LayoutDB
import LayoutInterchange
import LayoutStore

/// `layoutdb serve`'s answer to one request line: the solved layout, or why not, with
/// the exit status `solve` would have given (``ServeCommand``).
struct ServeAnswer {
    let json: JSONValue
    /// Whether the layout came from the solve cache and nothing was written on standard
    /// error: what ``ServeMemo`` may keep.
    private(set) var isQuietCacheHit = false

    /// Answers `line`, the `number`th of the input (named in a refusal, for the log).
    /// The messages a solve writes on standard error are written there as `solve`
    /// writes them, and the last one is the answer's `error`.
    init(to line: String, number: Int, in db: LayoutDatabase, parsed: inout ServeRequest.ParsedSetups) {
        var id = JSONValue.null
        let lines = JSONErrorReport.Lines()
        do {
            let request = try ServeRequest(line: line, id: &id, parsed: &parsed)
            let layout = try JSONErrorReport.$lines.withValue(lines) { try Self.solve(request, in: db) }
            json = .object([("id", id), ("status", .integer(layout.hasErrors ? 1 : 0)), ("layout", layout.json)])
            isQuietCacheHit = layout.cached && lines.all.isEmpty
        } catch let refusal as ServeRequest.Refusal {
            printError("layoutdb: line \(number): \(refusal.message)")
            json = Self.failure(id: id, status: ExitCode.validationFailure.rawValue, message: refusal.message)
        } catch let error as ValidationError {
            printError("layoutdb: \(error.message)")
            json = Self.failure(id: id, status: ExitCode.validationFailure.rawValue, message: error.message)
        } catch {
            let status = (error as? ExitCode)?.rawValue ?? ExitStatus.internalError.rawValue
            if !(error is ExitCode) { printError("layoutdb: \(error)") }
            let message = JSONErrorReport.message(among: JSONErrorReport.messages(lines)) ?? "\(error)"
            json = Self.failure(id: id, status: status, message: message)
        }
    }

    /// `{"id":…,"status":N,"reason":"usage","error":"…"}`, with the reasons of
    /// ``JSONErrorReport/reason(of:)``.
    private static func failure(id: JSONValue, status: Int32, message: String) -> JSONValue {
        .object([
            ("id", id), ("status", .integer(Int(status))), ("reason", .string(JSONErrorReport.reason(of: status))),
            ("error", .string(message)),
        ])
    }

    /// What `solve NAME` prints for the request, through the cache.
    private static func solve(_ request: ServeRequest, in db: LayoutDatabase) throws -> SolvedLayout {
        let name = try storedName(request.document, in: db.store)
        let (layout, revision) = try StoredSolve.solve(name, revision: request.revision, options: request.setup, in: db)
        guard !request.views.isEmpty else { return layout }
        let labels = try storeCall { () throws(StoreError) in try db.store.userLabels(named: name, revision: revision) }
        do {
            return try layout.selecting(views: request.views, labels: labels)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
