/// How often a `FontMeasurer` found a shaped run in its cache, for tests and reports.
public struct CacheStatistics: Hashable, Sendable {
    public var hits: Int
    public var misses: Int
    public var entries: Int

    public init(hits: Int, misses: Int, entries: Int) {
        self.hits = hits
        self.misses = misses
        self.entries = entries
    }
}
