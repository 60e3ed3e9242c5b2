import ArgumentParser
import LayoutDB
import LayoutInterchange
import LayoutStore

/// A stored document solved for the options given, through the solve cache: what `solve
/// NAME` and each `serve` request do, with the same messages and exit statuses.
enum StoredSolve {
    /// Solves `name` (a stored name, already matched) at `revision` (default: the latest)
    /// for `options`, whose default device is the document's design device; returns the
    /// layout and the revision solved.
    ///
    /// Only the revision and design device are read first: a cache hit needs nothing
    /// else, and a miss loads the document in `solve` (a 2,000-view document's load was a
    /// quarter of a hit).
    static func solve(
        _ name: String, revision: Int?, options: SetupOptions, in db: LayoutDatabase
    ) throws -> (layout: SolvedLayout, revision: Int) {
        let header = try storeCall { () throws(StoreError) in
            try db.store.revisionHeader(named: name, revision: revision)
        }
        let setup = try options.setup(designDevice: header.designDevice)
        do {
            let layout = try db.solve(name: name, revision: header.revision, setup: setup) { _ in
                printWarning(
                    "\(db.store.path) is locked by another process (waited \(Int(DocumentStore.busyTimeout)) s), "
                        + "so this result was solved but not cached",
                    fields: [("document", .string(name))])
            }
            return (layout, header.revision)
        } catch {
            printError("layoutdb: \(error)")
            if case .store(let storeError) = error, case .unknownDocument = storeError { throw ExitCode.validationFailure }
            throw ExitStatus.failure(error)
        }
    }
}
