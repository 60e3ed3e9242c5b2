import Foundation
import LayoutModel
import LayoutStore
import Testing

@testable import LayoutDB

/// A solve on a read-only database serves what the cache holds and solves the rest
/// without trying to store it.
@Suite struct ReadOnlySolveTests {
    @Test func aReadOnlySolveReadsTheCacheAndWritesNothing() throws {
        let writable = try SolveCacheHitTests.database()
        let setups = try SolveCacheHitTests.setups()
        let stored = try writable.solve(name: "login", setup: setups[0])
        let rows = try writable.store.query("SELECT count(*) FROM solve_cache").rows
        #expect(rows == [["1"]])

        let readOnly = try LayoutDatabase(path: writable.store.path, measurer: FixedMetricsTextMeasurer(), access: .readOnly)
        let hit = try readOnly.solve(name: "login", setup: setups[0])
        #expect(hit.cached)
        #expect(hit.views == stored.views)
        // A miss is solved as a writable database would, and not stored.
        let miss = try readOnly.solve(name: "login", setup: setups[1])
        #expect(!miss.cached)
        #expect(!(try readOnly.solve(name: "login", setup: setups[1]).cached))
        #expect(try readOnly.store.query("SELECT count(*) FROM solve_cache").rows == rows)
        #expect(miss.views == (try writable.solve(name: "login", setup: setups[1]).views))
    }
}
