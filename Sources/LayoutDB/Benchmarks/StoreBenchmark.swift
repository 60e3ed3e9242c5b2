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
        // A hit whose every diagnostic's JSON object is then built (what printing it as
        // JSON needs; a hit leaves them encoded until asked).
        var full: [Double] = []
        full.reserveCapacity(cachedRepeats)
        for _ in 0..<cachedRepeats {
            full.append(Self.microseconds(clock.measure {
                let hit = try? db.solve(name: "big", setup: setup)
                for diagnostic in hit?.diagnostics ?? [] { _ = diagnostic.json }
            }))
        }
        // The same hit through a row without the binary form: the JSON path, which is what
        // every hit cost before the binary form was stored.
        let solved = try db.solve(name: "big", setup: setup)
        var withoutBinary = solved.cacheRecord(setup: setup)
        withoutBinary.bodyBinary = nil
        // A hash of its own, so the store keeps this body as a row apart instead of
        // finding the one (with the binary form) the solve above stored.
        withoutBinary.bodyHash = SolveBodyHash.of("without binary " + withoutBinary.body)
        try db.store.storeResult(withoutBinary, for: key)
        var viaJSON: [Double] = []
        viaJSON.reserveCapacity(cachedRepeats)
        for _ in 0..<cachedRepeats {
            viaJSON.append(Self.microseconds(clock.measure { _ = try? db.solve(name: "big", setup: setup) }))
        }
        let decoding = decodeTimings(solved)
        var framesOnly = solved
        framesOnly.diagnostics = []
        let framesOnlyDecoding = decodeTimings(framesOnly)
        let parts = try uncachedParts(db, setups: setups)
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
            ("cached_solve_with_diagnostic_json_us", Self.percentiles(full)),
            ("cached_json_us", Self.percentiles(raw)),
            ("cached_solve_via_json_us", Self.percentiles(viaJSON)),
            ("cached_binary_bytes", .integer(solved.binary.count)),
            ("cached_json_bytes", .integer(solved.json.compact.utf8.count)),
            ("decode_binary_us", Self.percentiles(decoding.binary)),
            ("decode_json_us", Self.percentiles(decoding.json)),
            ("decode_binary_without_diagnostics_us", Self.percentiles(framesOnlyDecoding.binary)),
            ("uncached_load_us", Self.percentiles(parts.load)),
            ("uncached_solve_engine_us", Self.percentiles(parts.solve)),
            ("uncached_encode_us", Self.percentiles(parts.encode)),
            ("uncached_store_us", Self.percentiles(parts.store)),
        ])
    }

    /// The cached result's two forms decoded alone (no SQLite): the binary form a hit reads,
    /// and the JSON it falls back to; each `cachedRepeats / 10` times (at least 10).
    func decodeTimings(_ layout: SolvedLayout) -> (binary: [Double], json: [Double]) {
        let clock = ContinuousClock()
        let bytes = layout.binary
        let text = layout.json.compact
        var binary: [Double] = []
        var json: [Double] = []
        for _ in 0..<max(10, cachedRepeats / 10) {
            binary.append(Self.microseconds(clock.measure { _ = SolvedLayout(binary: bytes) }))
            json.append(Self.microseconds(clock.measure { _ = SolvedLayout(json: text) }))
        }
        return (binary, json)
    }

    /// The steps of an uncached solve through the database, each timed alone for every
    /// setup: loading the document, materialising and solving it (the engine and the
    /// `SolvedLayout`), encoding the cache row (JSON and binary), and writing it.
    func uncachedParts(
        _ db: LayoutDatabase, setups: [SolveSetup]
    ) throws -> (load: [Double], solve: [Double], encode: [Double], store: [Double]) {
        let clock = ContinuousClock()
        var parts: (load: [Double], solve: [Double], encode: [Double], store: [Double]) = ([], [], [], [])
        for setup in setups {
            var stored: StoredDocument?
            parts.load.append(Self.microseconds(clock.measure { stored = try? db.store.document(named: "big") }))
            guard let stored else { continue }
            var solved: SolvedLayout?
            parts.solve.append(Self.microseconds(clock.measure {
                solved = try? LayoutSolving.solve(stored.document, revision: stored.revision, setup: setup, measurer: db.measurer)
            }))
            guard let solved else { continue }
            var record: SolveCacheRecord?
            parts.encode.append(Self.microseconds(clock.measure { record = solved.cacheRecord(setup: setup) }))
            guard let record else { continue }
            let key = db.cacheKey(name: "big", revision: stored.revision, setup: setup)
            parts.store.append(Self.microseconds(clock.measure { try? db.store.storeResult(record, for: key) }))
        }
        return parts
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
