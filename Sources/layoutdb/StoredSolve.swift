import ArgumentParser
import LayoutDB
import LayoutInterchange
import LayoutStore

/// A stored document solved for the options given, through the solve cache: what `solve
/// NAME` and each `serve` request do, with the same messages and exit statuses.
enum StoredSolve {
    /// The revision a request names (default: the latest) and the configuration its
    /// options give, whose default device is the document's design device.
    struct Prepared {
        var name: String
        var revision: Int
        var setup: SolveSetup
    }

    /// Solves `name` (a stored name, already matched) at `revision` (default: the latest)
    /// for `options`; returns the layout and the revision solved.
    static func solve(
        _ name: String, revision: Int?, options: SetupOptions, in db: LayoutDatabase
    ) throws -> (layout: SolvedLayout, revision: Int) {
        let prepared = try prepare(name, revision: revision, options: options, in: db)
        return (try solve(prepared, in: db), prepared.revision)
    }

    /// Only the revision and design device are read: a cache hit needs nothing else, and
    /// a miss loads the document in `solve` (a 2,000-view document's load was a quarter of
    /// a hit).
    static func prepare(_ name: String, revision: Int?, options: SetupOptions, in db: LayoutDatabase) throws -> Prepared {
        let header = try storeCall { () throws(StoreError) in
            try db.store.revisionHeader(named: name, revision: revision)
        }
        return Prepared(name: name, revision: header.revision, setup: try options.setup(designDevice: header.designDevice))
    }

    /// The layout for `prepared`, from the cache or solved (and cached unless read-only).
    static func solve(_ prepared: Prepared, in db: LayoutDatabase) throws -> SolvedLayout {
        do {
            return try db.solve(name: prepared.name, revision: prepared.revision, setup: prepared.setup) { _ in
                printWarning(
                    "\(db.store.path) is locked by another process (waited \(Int(DocumentStore.busyTimeout)) s), "
                        + "so this result was solved but not cached",
                    fields: [("document", .string(prepared.name))])
            }
        } catch {
            throw failure(error)
        }
    }

    /// The cached result's JSON text for `prepared`, handed on as stored
    /// (``LayoutDatabase/cachedResultJSON(name:revision:setup:)``), with its error count;
    /// nil when the cache does not hold it as this build writes it.
    static func cachedJSON(_ prepared: Prepared, in db: LayoutDatabase) throws -> (json: String, errorCount: Int)? {
        do {
            return try db.cachedResultJSON(name: prepared.name, revision: prepared.revision, setup: prepared.setup)
                .map { ($0.json, $0.errorCount) }
        } catch {
            throw failure(error)
        }
    }

    /// Says `error` on standard error and gives the exit status it ends with.
    private static func failure(_ error: SolveError) -> any Error {
        printError("layoutdb: \(error)")
        if case .store(let storeError) = error, case .unknownDocument = storeError { return ExitCode.validationFailure }
        return ExitStatus.failure(error)
    }
}
