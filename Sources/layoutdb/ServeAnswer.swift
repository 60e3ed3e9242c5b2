import ArgumentParser
import LayoutDB
import LayoutInterchange
import LayoutStore

/// `layoutdb serve`'s answer to one request line: the solved layout, or why not, with
/// the exit status `solve` would have given (``ServeCommand``).
struct ServeAnswer {
    /// What a request got.
    enum Outcome {
        /// A layout, with the designers' names of its views (for the text form).
        case layout(SolvedLayout, labels: [String: String])
        /// A cached result's JSON text as stored, already marked cached (JSON form only).
        case stored(json: String, errorCount: Int)
        /// A refusal or failure: the exit status and the line that says what to fix.
        case failure(status: Int32, message: String)
    }

    let id: JSONValue
    let outcome: Outcome
    /// Whether the layout came from the solve cache and nothing was written on standard
    /// error: what ``ServeMemo`` may keep.
    private(set) var isQuietCacheHit = false

    /// Answers `line`, the `number`th of the input (named in a refusal, for the log).
    /// The messages a solve writes on standard error are written there as `solve`
    /// writes them, and the last one is the answer's `error`. `format` decides what the
    /// answer needs: the text form names views by their designers' names, and the JSON
    /// form of a whole cached layout is the stored text, handed on without decoding it.
    init(
        to line: String, number: Int, in db: LayoutDatabase, format: ServeFormat, parsed: inout ServeRequest.ParsedSetups
    ) {
        var id = JSONValue.null
        let lines = JSONErrorReport.Lines()
        do {
            let request = try ServeRequest(line: line, id: &id, parsed: &parsed)
            let solved = try JSONErrorReport.$lines.withValue(lines) { try Self.solve(request, in: db, format: format) }
            outcome = solved
            switch solved {
            case .layout(let layout, _): isQuietCacheHit = layout.cached && lines.all.isEmpty
            case .stored: isQuietCacheHit = lines.all.isEmpty
            case .failure: break
            }
        } catch let refusal as ServeRequest.Refusal {
            printError("layoutdb: line \(number): \(refusal.message)")
            outcome = .failure(status: ExitCode.validationFailure.rawValue, message: refusal.message)
        } catch let error as ValidationError {
            printError("layoutdb: \(error.message)")
            outcome = .failure(status: ExitCode.validationFailure.rawValue, message: error.message)
        } catch {
            let status = (error as? ExitCode)?.rawValue ?? ExitStatus.internalError.rawValue
            if !(error is ExitCode) { printError("layoutdb: \(error)") }
            let message = JSONErrorReport.message(among: JSONErrorReport.messages(lines)) ?? "\(error)"
            outcome = .failure(status: status, message: message)
        }
        self.id = id
    }

    /// The exit status `solve` would have given.
    var status: Int32 {
        switch outcome {
        case .layout(let layout, _): return layout.hasErrors ? 1 : 0
        case .stored(_, let errors): return errors > 0 ? 1 : 0
        case .failure(let status, _): return status
        }
    }

    /// The answer's line, without its newline.
    func line(_ format: ServeFormat) -> String {
        switch format {
        case .json: return json
        case .text: return text
        }
    }

    /// `{"id":…,"status":0,"layout":{…}}`, or `{"id":…,"status":N,"reason":"usage","error":"…"}`
    /// with the reasons of ``JSONErrorReport/reason(of:)``.
    var json: String {
        let head = "{\"id\":\(id.compact),\"status\":\(status),"
        switch outcome {
        case .layout(let layout, _): return head + "\"layout\":" + layout.json.compact + "}"
        case .stored(let json, _): return head + "\"layout\":" + json + "}"
        case .failure(let status, let message):
            return JSONValue.object([
                ("id", id), ("status", .integer(Int(status))), ("reason", .string(JSONErrorReport.reason(of: status))),
                ("error", .string(message)),
            ]).compact
        }
    }

    /// One line a person reads: `id 1, status 0: ` and the layout as `solve --format text`
    /// prints it, its lines joined with ` | ` (the tree's drawing left out: each frame is
    /// in its superview, as there), or `id 2, status 64 (usage): ` and the error.
    var text: String {
        let head = "id \(id.compact), status \(status)"
        switch outcome {
        case .layout(let layout, let labels):
            let lines = SolvedLayoutText(layout, labels: labels).text.split(separator: "\n")
                .map { line in line.drop { "├└│─ ".contains($0) }.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
            return head + ": " + lines.joined(separator: " | ")
        case .stored:
            // Never built for text: the text form decodes the layout to print it.
            return head
        case .failure(let status, let message):
            return head + " (\(JSONErrorReport.reason(of: status))): "
                + message.split(separator: "\n").joined(separator: " | ")
        }
    }

    /// What `solve NAME` prints for the request, through the cache.
    private static func solve(_ request: ServeRequest, in db: LayoutDatabase, format: ServeFormat) throws -> Outcome {
        let name = try storedName(request.document, in: db.store)
        let prepared = try StoredSolve.prepare(name, revision: request.revision, options: request.setup, in: db)
        if format == .json, request.views.isEmpty, let stored = try StoredSolve.cachedJSON(prepared, in: db) {
            return .stored(json: stored.json, errorCount: stored.errorCount)
        }
        let layout = try StoredSolve.solve(prepared, in: db)
        let labels = request.views.isEmpty && format == .json ? [:]
            : try storeCall { () throws(StoreError) in try db.store.userLabels(named: name, revision: prepared.revision) }
        guard !request.views.isEmpty else { return .layout(layout, labels: labels) }
        do {
            return .layout(try layout.selecting(views: request.views, labels: labels), labels: labels)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
