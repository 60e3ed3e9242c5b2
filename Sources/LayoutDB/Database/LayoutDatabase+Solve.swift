import LayoutModel
import LayoutStore

extension LayoutDatabase {
    /// Solves the stored document `name` (its latest revision unless `revision` is given)
    /// for `setup`, through the solve cache: a result is computed once per revision,
    /// configuration, container and engine version, then served from SQLite.
    public func solve(name: String, revision: Int? = nil, setup: SolveSetup) throws(SolveError) -> SolvedLayout {
        let stored: StoredDocument
        do {
            stored = try store.document(named: name, revision: revision)
        } catch {
            throw .store(error)
        }
        let key = SolveCacheKey(
            document: name, revision: stored.revision, traitKey: setup.traitKey,
            containerWidth: setup.container.width, containerHeight: setup.container.height,
            engineVersion: EngineVersion.current)
        do {
            if let text = try store.cachedResult(for: key), var cached = SolvedLayout(json: text) {
                cached.cached = true
                return cached
            }
        } catch {
            throw .store(error)
        }
        let solved = try LayoutSolving.solve(stored.document, revision: stored.revision, setup: setup)
        do {
            try store.storeResult(solved.cacheRecord(setup: setup), for: key)
        } catch {
            throw .store(error)
        }
        return solved
    }

    /// The cached result's JSON text for a key, without decoding it: the fast path for a
    /// server that hands frames on as they are.
    public func cachedJSON(for key: SolveCacheKey) throws(StoreError) -> String? {
        try store.cachedResult(for: key)
    }
}
