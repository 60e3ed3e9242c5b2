import Foundation
import LayoutInterchange
import LayoutModel
import LayoutStore
import Synchronization
import TestSupport
import Testing

@testable import LayoutDB

/// A run that keeps every configuration's result (`batch --report`) shares what a plain
/// run shares: one engine for the content sizes a layout ignores, one solve for the
/// configurations placed alike. Each configuration still gets what solving it on its own
/// content size's engine, at its own placement, gives.
@Suite struct ReportRunSharingTests {
    /// Two devices with the same windows (so the second's are answered from the first's
    /// while the engine stands at another), text sizes the examples mostly ignore, both
    /// directions, and a pad with Split View widths.
    static func matrix() throws -> BatchMatrix {
        try BatchMatrix(
            devices: "iphone-4.7inch,iphone-se-2-3,ipad-pro-11inch", contentSizes: "default,extraSmall,accessibilityLarge",
            directions: "both")
    }

    /// The examples (which follow Dynamic Type) and ``fixedText``, which does not.
    static func database() throws -> LayoutDatabase {
        let folder = try DocumentCommandTests.folder()
        let db = try LayoutDatabase(path: folder.appendingPathComponent("db.sqlite").path, measurer: FixedMetricsTextMeasurer())
        let fixed = try DocumentCommandTests.write(fixedText, to: folder.appendingPathComponent("fixed-text.json"))
        _ = try db.importFiles(DocumentCommandTests.examples + [fixed])
        return db
    }

    static let documents = DocumentCommandTests.examples.count + 1

    /// Text of a fixed size (one engine for every content size), a badge whose
    /// horizontal position nothing sets (ambiguous: where it settles is the solver's
    /// history) and a width cap that breaks on wide windows (a conflict).
    static let fixedText = """
        {"layoutdb": 1, "name": "fixed-text",
         "root": {"id": "root", "subviews": [
            {"id": "title", "class": "UILabel", "text": "Fixed size text", "font": {"size": 17}, "numberOfLines": 0},
            {"id": "badge"}]},
         "constraints": ["title.leading == root.safeArea.leading + 16", "title.trailing == root.safeArea.trailing - 16",
                         "title.top == root.safeArea.top + 20", "title.width <= 500",
                         "badge.top == title.bottom + 8", "badge.width == 40", "badge.height == 40",
                         "badge.leading >= root.leading"]}
        """

    /// The solve cache's rows (body by its hash) and the run's `batch_result` rows, in
    /// key order.
    static func storedRows(_ db: LayoutDatabase) throws -> (cache: [[String?]], results: [[String?]]) {
        let cache = try db.store.query(
            """
            SELECT revision_id, trait_key, container_width, container_height, error_count, warning_count, header,
                hex(solve_body.hash)
            FROM solve_cache JOIN solve_body ON solve_body.id = body_id ORDER BY 1, 2, 3, 4
            """)
        let results = try db.store.query(
            """
            SELECT document, trait_key, container_width, container_height, error_count, warning_count, problems,
                unsolved
            FROM batch_result ORDER BY 1, 2
            """)
        return (cache.rows, results.rows)
    }

    /// The cache rows and results a report run stores are a plain run's, and it builds
    /// as few engines. (A plain run wrote, for a configuration answered from another
    /// placed alike, the window the engine last stood at into the row's header: the
    /// second device's portrait rows said 667×375.)
    @Test func aReportRunStoresWhatAPlainRunStores() async throws {
        let matrix = try Self.matrix()
        let plainDB = try Self.database()
        let plain = try await plainDB.batch(options: BatchOptions(matrix: matrix, jobs: 2, keepsOutcomes: false))
        let reportDB = try Self.database()
        let handed = Mutex(0)
        let report = try await reportDB.batch(
            options: BatchOptions(matrix: matrix, jobs: 2, keepsResults: true, keepsOutcomes: false),
            documentSolved: { outcomes in handed.withLock { $0 += outcomes.compactMap(\.reportEntry).count } })
        #expect(handed.withLock { $0 } == Self.documents * matrix.configurations.count)
        let plainRows = try Self.storedRows(plainDB)
        let reportRows = try Self.storedRows(reportDB)
        #expect(plainRows.cache.count == Self.documents * matrix.configurations.count)
        #expect(plainRows.cache == reportRows.cache)
        #expect(plainRows.results == reportRows.results)
        #expect(report.enginesBuilt == plain.enginesBuilt)
        // The window in a row's header is the row's own (the cell's header names the
        // fitted cell, not the screen).
        let headers = try plainDB.store.query(
            """
            SELECT json_extract(header, '$.container.width'), json_extract(header, '$.container.height'), count(*)
            FROM solve_cache
            WHERE trait_key LIKE 'iphone-se-2-3 portrait%' AND json_extract(header, '$.document') <> 'self-sizing-cell'
            GROUP BY 1, 2
            """)
        #expect(headers.rows == [["375", "667", String((Self.documents - 1) * 3 * 2)]])
    }

    /// Every configuration's kept result, and so the report's three files, are what
    /// solving it gave before the run shared: its content size's own engine, resized to
    /// each configuration's placement in turn, every configuration solved there.
    @Test func theReportOfASharingRunIsTheReportOfOneThatDoesNot() async throws {
        let matrix = try Self.matrix()
        let db = try Self.database()
        let run = try await db.batch(options: BatchOptions(matrix: matrix, jobs: 2, storesResults: false, keepsResults: true))
        let shared = run.report(strict: false)
        let unshared = LayoutReport(
            entries: try Self.unsharedEntries(db, matrix: matrix), title: BatchRun.reportTitle,
            failingKinds: BatchRun.reportFailingKinds(strict: false))
        #expect(shared.entries.count == Self.documents * matrix.configurations.count)
        #expect(shared.entries.count == unshared.entries.count)
        for (lhs, rhs) in zip(shared.entries, unshared.entries) {
            #expect(lhs == rhs, "\(lhs.documentName) \(lhs.label)")
        }
        let fixedKinds = Set(shared.entries.filter { $0.documentName == "fixed-text" }.flatMap(\.diagnostics).map(\.kind))
        #expect(fixedKinds.isSuperset(of: ["ambiguous", "unsatisfiable"]))
        #expect(shared.json == unshared.json)
        #expect(shared.junitXML == unshared.junitXML)
        #expect(shared.html == unshared.html)
        // Sharing happened: fewer engines than content sizes × groups of the naive plan.
        var groups = 0
        for name in try db.store.list().map(\.name) {
            let stored = try db.store.document(named: name)
            groups += BatchGroup.groups(of: stored.document, revision: stored.revision, configurations: matrix.configurations)
                .groups.count
        }
        #expect(run.enginesBuilt < groups)
    }

    /// What the report run kept before it shared, rebuilt here: per document, one engine
    /// per group of one content size, resized to every configuration's placement and
    /// read there (``ConfigurationResult/init(engine:result:document:revision:configuration:)``).
    static func unsharedEntries(_ db: LayoutDatabase, matrix: BatchMatrix) throws -> [ReportEntry] {
        var entries: [ReportEntry] = []
        for name in try db.store.list().map(\.name) {
            let stored = try db.store.document(named: name)
            let measurer = MemoizedTextMeasurer(FixedMetricsTextMeasurer())
            let plan = BatchGroup.groups(of: stored.document, revision: stored.revision, configurations: matrix.configurations)
            for group in plan.groups {
                let resolved = try group.resolved.get()
                var fitter = PlacementFitter(hierarchy: resolved.hierarchy, measurer: measurer)
                var engine: LayoutEngine?
                for setup in group.setups {
                    let placement = try fitter.placement(for: setup)
                    if engine == nil {
                        engine = try LayoutEngine(
                            hierarchy: resolved.hierarchy, containerSize: placement.container,
                            safeAreaInsets: placement.safeArea, direction: setup.traits.direction,
                            scale: setup.traits.displayScale, contentSize: setup.traits.contentSize,
                            viewController: placement.viewController, textMeasurer: measurer,
                            rowSeparator: placement.rowSeparator)
                    } else {
                        try engine!.resize(
                            to: placement.container, safeArea: placement.safeArea, viewController: placement.viewController)
                    }
                    entries.append(.solved(ConfigurationResult(
                        engine: engine!, document: name, revision: stored.revision, configuration: setup.configuration)))
                }
            }
        }
        return entries
    }
}
