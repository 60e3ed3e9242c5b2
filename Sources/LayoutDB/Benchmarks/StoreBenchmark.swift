import Foundation
import LayoutInterchange
import LayoutModel
import LayoutStore

/// The document store's speed (issue #6): import throughput, database size per 1,000
/// constraints, uncached solve time and the cached solve's latency percentiles, measured
/// on synthetic documents in a temporary database.
public struct StoreBenchmark: Sendable {
    public var views: Int
    public var cachedRepeats: Int
    public var importDocuments: Int

    public init(views: Int = 200, cachedRepeats: Int = 5_000, importDocuments: Int = 200) {
        self.views = views
        self.cachedRepeats = cachedRepeats
        self.importDocuments = importDocuments
    }

    /// Runs every measurement and returns them as one JSON object.
    public func run(in folder: String) throws -> JSONValue {
        let path = folder + "/store-bench-\(ProcessInfo.processInfo.processIdentifier).sqlite"
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let db = try LayoutDatabase(path: path)
        let clock = ContinuousClock()

        // Import: documents of 50 views, each in its own transaction, then all in one.
        let small = (0..<importDocuments).map { SyntheticDocument.rows(name: "doc\($0)", views: 50) }
        let oneByOne = clock.measure { for document in small { _ = try? db.store.save([document], source: nil) } }
        let batch = (0..<importDocuments).map { SyntheticDocument.rows(name: "batch\($0)", views: 50) }
        let together = clock.measure { _ = try? db.store.save(batch, source: nil) }
        let constraintCount = (small + batch).reduce(0) { $0 + $1.constraints.count }
        _ = try db.store.query("SELECT count(*) FROM document")
        // The WAL holds pages not yet copied into the database: fold them in first, or
        // the size counts many pages twice.
        try db.store.checkpoint()
        let bytes = Self.fileSize(path) + Self.fileSize(path + "-wal")

        // Solve: one large document, uncached for each configuration, then cached.
        let big = SyntheticDocument.rows(name: "big", views: views)
        _ = try db.store.save([big], source: nil)
        var uncached: [Double] = []
        var setups: [SolveSetup] = []
        for device in ["iphone-se-2-3", "iphone-6.1inch-island", "iphone-16-pro-max", "ipad-pro-11inch"] {
            for category in [ContentSizeCategory.large, .extraExtraExtraLarge, .accessibilityMedium] {
                setups.append(SolveSetup(configuration: try DeviceConfiguration(deviceNamed: device, contentSize: category)))
            }
        }
        for setup in setups {
            uncached.append(Self.microseconds(clock.measure { _ = try? db.solve(name: "big", setup: setup) }))
        }
        let engine = try engineTimings(big, setups: setups, measurer: db.measurer)
        let setup = setups[1]
        var cached: [Double] = []
        cached.reserveCapacity(cachedRepeats)
        for _ in 0..<cachedRepeats {
            cached.append(Self.microseconds(clock.measure { _ = try? db.solve(name: "big", setup: setup) }))
        }
        let key = db.cacheKey(name: "big", revision: 1, setup: setup)
        var raw: [Double] = []
        for _ in 0..<cachedRepeats {
            raw.append(Self.microseconds(clock.measure { _ = try? db.cachedJSON(for: key) }))
        }
        return .object([
            ("views", .integer(big.root.subviews.count + 1)),
            ("constraints", .integer(big.constraints.count)),
            ("import_docs_per_s_one_transaction_each", .number(Self.rounded(Double(small.count) / Self.seconds(oneByOne)))),
            ("import_docs_per_s_one_transaction", .number(Self.rounded(Double(batch.count) / Self.seconds(together)))),
            ("db_bytes_per_1000_constraints", .integer(Int(Double(bytes) / Double(constraintCount) * 1000))),
            ("uncached_solve_us", Self.percentiles(uncached)),
            ("engine_build_us", Self.percentiles(engine.build)),
            ("engine_result_us", Self.percentiles(engine.result)),
            ("engine_resize_us", Self.percentiles(engine.resize)),
            ("cached_solve_us", Self.percentiles(cached)),
            ("cached_json_us", Self.percentiles(raw)),
        ])
    }

    /// The engine alone, without the store: materialising and solving (`build`), reading
    /// frames and diagnostics (`result`), and `resize(to:safeArea:)` through a sweep of
    /// window widths (`resize`, what a batch does per configuration that shares a
    /// solver), each timed `cachedRepeats / 10` times (at least 10).
    func engineTimings(
        _ document: LayoutDocument, setups: [SolveSetup], measurer: any TextMeasuring
    ) throws -> (build: [Double], result: [Double], resize: [Double]) {
        let clock = ContinuousClock()
        let repeats = max(10, cachedRepeats / 10)
        var build: [Double] = []
        var result: [Double] = []
        for index in 0..<repeats {
            let setup = setups[index % setups.count]
            var made: LayoutEngine?
            build.append(Self.microseconds(clock.measure {
                made = try? LayoutSolving.engine(for: document, setup: setup, measurer: measurer).1
            }))
            guard let engine = made else { continue }
            result.append(Self.microseconds(clock.measure { _ = engine.result() }))
        }
        // One setup's traits, its window swept through widths (as an iPad's multitasking
        // widths or a size sweep would): only the container changes.
        let setup = setups[1]
        var resize: [Double] = []
        var (_, engine) = try LayoutSolving.engine(for: document, setup: setup, measurer: measurer)
        for index in 1...repeats {
            let size = LayoutSize(width: setup.container.width - Double(index % 8) * 10, height: setup.container.height)
            resize.append(Self.microseconds(clock.measure {
                try? engine.resize(to: size, safeArea: setup.safeAreaInsets)
            }))
        }
        return (build, result, resize)
    }

    static func percentiles(_ samples: [Double]) -> JSONValue {
        let sorted = samples.sorted()
        func at(_ p: Double) -> Double { sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(p * Double(sorted.count)))] }
        return .object([
            ("p50", .number(rounded(at(0.5)))), ("p99", .number(rounded(at(0.99)))), ("max", .number(rounded(sorted.last ?? 0))),
            ("n", .integer(sorted.count)),
        ])
    }

    static func microseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }

    static func seconds(_ duration: Duration) -> Double { microseconds(duration) / 1e6 }

    static func rounded(_ x: Double) -> Double { (x * 10).rounded() / 10 }

    static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }
}
