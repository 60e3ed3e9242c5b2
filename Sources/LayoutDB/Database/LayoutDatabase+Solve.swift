import LayoutModel
import LayoutStore

extension LayoutDatabase {
    /// Solves the stored document `name` (its latest revision unless `revision` is given)
    /// for `setup`, through the solve cache: a result is computed once per revision,
    /// configuration, container and engine version, then served from SQLite. A read-only
    /// database (``DocumentStore/isReadOnly``) serves what it has cached and solves the
    /// rest without storing them.
    ///
    /// - Parameter notStored: called when the result was solved but could not be stored
    ///   because another process kept the database locked (``StoreError/busy(path:)``):
    ///   the cache only saves time, so the result is returned all the same.
    public func solve(
        name: String, revision: Int? = nil, setup: SolveSetup, notStored: (StoreError) -> Void = { _ in }
    ) throws(SolveError) -> SolvedLayout {
        // The revision and the cached result in one read; the document is loaded only on a miss.
        let probe = cacheKey(name: name, revision: revision ?? 0, setup: setup)
        let number: Int
        do {
            let found = try store.cachedResult(for: probe, latestRevision: revision == nil)
            number = found.revision
            var key = probe
            key.revision = number
            if let cached = try cachedLayout(found, key: key) {
                return cached
            }
        } catch {
            throw .store(error)
        }
        let stored: StoredDocument
        do {
            stored = try store.document(named: name, revision: number)
        } catch {
            throw .store(error)
        }
        let key = cacheKey(name: name, revision: stored.revision, setup: setup)
        let solved = try LayoutSolving.solve(stored.document, revision: stored.revision, setup: setup, measurer: measurer)
        // A read-only database still serves its cached results; a miss is solved, not stored.
        guard !store.isReadOnly else { return solved }
        do {
            try store.storeResult(solved.cacheRecord(setup: setup), for: key)
        } catch .busy(let path) {
            // A batch or import writing to the database: the answer stands without the cache.
            notStored(.busy(path: path))
        } catch {
            throw .store(error)
        }
        return solved
    }

    /// The layout a cache probe found: decoded from the binary form; from the JSON when the
    /// row has none, or has one this build cannot read (another version, or damaged: then
    /// the JSON is read in a second query); nil on a miss or when neither form decodes.
    func cachedLayout(_ found: SolveCacheProbe, key: SolveCacheKey) throws(StoreError) -> SolvedLayout? {
        var layout: SolvedLayout?
        if let binary = found.binary, let header = found.header {
            layout = SolvedLayout(header: header, bodyBinary: binary)
            if layout == nil, let text = try store.cachedResult(for: key) {
                layout = SolvedLayout(json: text)
            }
        } else if let text = found.json {
            layout = SolvedLayout(json: text)
        }
        layout?.cached = true
        return layout
    }

    /// The cache key of a solve of revision `revision` of `name` for `setup` with this
    /// database's engine and measurer.
    public func cacheKey(name: String, revision: Int, setup: SolveSetup) -> SolveCacheKey {
        SolveCacheKey(
            document: name, revision: revision, traitKey: setup.traitKey, containerWidth: setup.container.width,
            containerHeight: setup.container.height, engineVersion: cacheEngineVersion)
    }

    /// A cached result as the JSON text `solve --format json` prints for it (compact),
    /// handed on as stored: the row's header and body joined, only re-marked as served from
    /// the cache (`"cached":true`, the body's last member). With the revision solved and its
    /// count of errors (the exit status `solve` gives). nil on a miss, on a read-only
    /// miss alike, or when the stored body does not end as this build writes it: then
    /// ``solve(name:revision:setup:notStored:)`` decodes and prints it, or solves.
    ///
    /// Why: a server handing frames on (`layoutdb serve`) decoded each hit's binary body
    /// into values and printed them again as the very JSON the row holds.
    public func cachedResultJSON(
        name: String, revision: Int? = nil, setup: SolveSetup
    ) throws(SolveError) -> (json: String, revision: Int, errorCount: Int)? {
        let probe: SolveCacheTextProbe
        do {
            probe = try store.cachedResultText(
                for: cacheKey(name: name, revision: revision ?? 0, setup: setup), latestRevision: revision == nil)
        } catch {
            throw .store(error)
        }
        guard let text = probe.json, let marked = Self.markedCached(text) else { return nil }
        return (marked, probe.revision, probe.errorCount)
    }

    /// `text` (a result as ``SolvedLayout/json`` prints it, compact) with its last member
    /// `"cached":false` made `true`; nil when it does not end so.
    static func markedCached(_ text: String) -> String? {
        let stored = #","cached":false}"#
        guard text.hasSuffix(stored) else { return text.hasSuffix(#","cached":true}"#) ? text : nil }
        return String(text.dropLast(stored.utf8.count)) + #","cached":true}"#
    }

    /// The cached result's JSON text for a key, without decoding it: the fast path for a
    /// server that hands frames on as they are.
    public func cachedJSON(for key: SolveCacheKey) throws(StoreError) -> String? {
        try store.cachedResult(for: key)
    }
}
