import Foundation
import LayoutModel
import LayoutStore
import TestSupport
import Testing

@testable import LayoutDB

/// The solve cache through ``LayoutDatabase/solve(name:revision:setup:)``: a hit gives
/// what the miss that stored it gave, read from the binary form; a row whose binary form
/// is missing, damaged or of another version is read from its JSON instead.
@Suite struct SolveCacheHitTests {
    static func database() throws -> LayoutDatabase {
        let folder = try DocumentCommandTests.folder()
        let db = try LayoutDatabase(path: folder.appendingPathComponent("db.sqlite").path, measurer: FixedMetricsTextMeasurer())
        _ = try db.importFiles(DocumentCommandTests.examples)
        return db
    }

    static func setups() throws -> [SolveSetup] {
        [
            SolveSetup(configuration: try DeviceConfiguration(deviceNamed: "iphone-se-2-3", contentSize: .accessibilityLarge)),
            SolveSetup(configuration: try DeviceConfiguration(deviceNamed: "ipad-pro-11inch", direction: .rightToLeft)),
            SolveSetup(
                configuration: try DeviceConfiguration(deviceNamed: "iphone-6.1inch-island"),
                containerSize: LayoutSize(width: 333.5, height: 500)),
        ]
    }

    static var names: [String] {
        DocumentCommandTests.examples.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
    }

    @Test func aHitIsWhatTheMissStored() throws {
        let db = try Self.database()
        let names = try db.store.list().map(\.name)
        #expect(names.count >= 5)
        for name in names {
            for setup in try Self.setups() {
                let miss = try db.solve(name: name, setup: setup)
                #expect(!miss.cached)
                var hit = try db.solve(name: name, setup: setup)
                #expect(hit.cached, "\(name) \(setup.traitKey)")
                hit.cached = false
                #expect(hit == miss, "\(name) \(setup.traitKey)")
                // What `solve --format json` prints is the miss's text but for `cached`.
                #expect(hit.json.rendered == miss.json.rendered, "\(name) \(setup.traitKey)")
            }
        }
        let rows = try db.store.query(
            "SELECT count(*), count(body_binary) FROM solve_cache JOIN solve_body ON solve_body.id = body_id")
        #expect(rows.rows == [[String(names.count * 3), String(names.count * 3)]])
    }

    /// Each way the binary form can be unusable, on a row whose JSON is the true result
    /// with one frame moved: the hit returns the moved frame, so it read the JSON.
    @Test(arguments: ["missing", "damaged", "truncated", "another version"])
    func anUnreadableBinaryFallsBackToTheJSON(_ fault: String) throws {
        let db = try Self.database()
        let setup = try #require(try Self.setups().first)
        let solved = try db.solve(name: "login", setup: setup)
        var moved = solved
        moved.views[0].frame.x += 7
        let binary = solved.bodyBinary
        var record = moved.cacheRecord(setup: setup)
        switch fault {
        case "missing": record.bodyBinary = nil
        case "damaged": record.bodyBinary = binary.enumerated().map { $0.offset == binary.count / 2 ? $0.element ^ 1 : $0.element }
        case "truncated": record.bodyBinary = Array(binary.dropLast(9))
        default: record.bodyBinary = [binary[0] &+ 1] + binary.dropFirst()
        }
        try db.store.storeResult(record, for: db.cacheKey(name: "login", revision: 1, setup: setup))
        var hit = try db.solve(name: "login", setup: setup)
        #expect(hit.cached)
        hit.cached = false
        #expect(hit == moved)
        #expect(hit != solved)
    }

    /// A batch writes both forms too, and they agree: the hit (binary) equals the row's JSON.
    @Test func batchRowsCarryTheBinaryForm() async throws {
        let db = try Self.database()
        let matrix = try BatchMatrix(devices: "iphone-se-2-3,ipad-pro-11inch", contentSizes: "large", directions: "ltr")
        _ = try await db.batch(options: BatchOptions(matrix: matrix, jobs: 1, storesResults: true, keepsResults: false))
        let rows = try db.store.query(
            "SELECT count(*), count(body_binary) FROM solve_cache JOIN solve_body ON solve_body.id = body_id")
        let count = try #require(rows.rows.first?.first ?? nil)
        #expect(Int(count) ?? 0 >= 5 * matrix.configurations.count)
        #expect(rows.rows.first?.last == count)
        for configuration in matrix.configurations {
            let setup = SolveSetup(configuration: configuration)
            let key = db.cacheKey(name: "settings-list", revision: 1, setup: setup)
            var hit = try db.solve(name: "settings-list", setup: setup)
            #expect(hit.cached)
            hit.cached = false
            let json = try #require(try db.cachedJSON(for: key))
            #expect(SolvedLayout(json: json) == hit)
            // The row's header joined with its shared body is the library's text exactly.
            #expect(json == hit.json.compact)
        }
        // Each distinct body is stored once, and configurations placed alike share one.
        let bodies = try db.store.query(
            "SELECT (SELECT count(*) FROM solve_body), (SELECT count(DISTINCT body) FROM solve_body), "
                + "(SELECT count(DISTINCT body_id) FROM solve_cache)")
        let bodyCount = try #require(Int(bodies.rows.first?.first.flatMap { $0 } ?? ""))
        #expect(bodies.rows == [[String(bodyCount), String(bodyCount), String(bodyCount)]])
        #expect(bodyCount < Int(count) ?? 0)
        // The views read the bodies: one problem row per diagnostic of every row.
        let problems = try db.store.query(
            "SELECT (SELECT count(*) FROM solved_problem), (SELECT sum(error_count + warning_count) FROM solved_configuration)")
        #expect(problems.rows.first?.first == problems.rows.first?.last)
        #expect(problems.rows.first?.first != "0")
    }
}
