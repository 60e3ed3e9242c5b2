import Foundation
import LayoutDB
import Synchronization
import TestSupport
import Testing

/// `batch --resume` in the library: an interrupted run is continued under its own id,
/// the configurations it stored are read back rather than solved, and the finished run
/// has the totals, rows and regressions an uninterrupted run has.
@Suite struct BatchResumeTests {
    static func matrix() throws -> BatchMatrix {
        try BatchMatrix(devices: "iphone-se-2-3,ipad-pro-11inch", contentSizes: "default,accessibilityLarge", directions: "both")
    }

    /// The examples in a fresh database, and a run of `matrix` interrupted after its
    /// first group (the batch's task is cancelled from its first progress report).
    static func interruptedRun(matrix: BatchMatrix) async throws -> (LayoutDatabase, run: Int, solved: Int) {
        let folder = try DocumentCommandTests.folder()
        let db = try LayoutDatabase(path: folder.appendingPathComponent("db.sqlite").path, measurer: FixedMetricsTextMeasurer())
        _ = try db.importFiles(DocumentCommandTests.examples)
        // A task of its own, so that the test's task is not the one cancelled.
        let interrupted = Task { () async throws -> BatchRun in
            try await db.batch(options: BatchOptions(matrix: matrix, jobs: 1, keepsOutcomes: false), progress: { _ in
                withUnsafeCurrentTask { $0?.cancel() }
            })
        }
        let result = await interrupted.result
        guard case .failure(let error) = result, case .interrupted(let run, let solved, let total) = error as? BatchError else {
            Issue.record("the batch was not interrupted: \(result)")
            return (db, 0, 0)
        }
        #expect(solved > 0 && solved < total)
        return (db, try #require(run), solved)
    }

    /// What a regression says, for comparing two runs' findings.
    static func said(_ regressions: [BatchRegression]) -> [String] {
        regressions.map { "\($0.document) \($0.label) \($0.problem.kind) \($0.problem.views) \($0.message)" }
    }

    @Test func aResumedRunSkipsWhatItStoredAndEndsAsAnUninterruptedRun() async throws {
        let matrix = try Self.matrix()
        let (db, id, solved) = try await Self.interruptedRun(matrix: matrix)
        guard case .found(let resumption) = try db.resumableBatchRun(names: [], matrix: matrix) else {
            Issue.record("no run to resume")
            return
        }
        #expect(resumption.run == id)
        #expect(resumption.storedCount == solved)

        let rule = BatchRegressionRule(baseline: nil, strict: true)
        let progress = Mutex<[BatchProgress]>([])
        let resumed = try await db.batch(
            options: BatchOptions(matrix: matrix, jobs: 2, keepsOutcomes: false, regressionRule: rule, resume: resumption),
            progress: { report in progress.withLock { $0.append(report) } })
        let total = DocumentCommandTests.examples.count * matrix.configurations.count
        #expect(resumed.id == id)
        #expect(resumed.resumed?.run == id)
        #expect(resumed.resumed?.skipped == solved)
        #expect(resumed.summary.solved == total - solved)
        // Progress counts what is left to solve, not what was read back.
        #expect(progress.withLock { $0.last } .map { ($0.solved, $0.total) } ?? (0, 0) == (total - solved, total - solved))

        // The same totals and findings, message for message, as a run that never stopped.
        let whole = try await db.batch(
            options: BatchOptions(matrix: matrix, jobs: 2, storesResults: false, keepsOutcomes: false, regressionRule: rule))
        #expect(resumed.tally == whole.tally)
        #expect(Self.said(resumed.foundRegressions) == Self.said(whole.foundRegressions))

        // The run is finished, with every configuration's row once, and is a baseline now.
        let record = try #require(try db.store.batchRun(id: id))
        #expect(record.finishedAt != nil)
        #expect(record.configurationCount == total)
        #expect(try db.store.batchResults(run: id).count == total)
        #expect(try db.baselineProblems("last", excluding: nil)?.run == id)
        guard case .none(let reason) = try db.resumableBatchRun(names: [], matrix: matrix) else {
            Issue.record("a finished run was offered for resuming")
            return
        }
        #expect(reason == nil)
    }

    @Test func aReportSolvesTheStoredConfigurationsAgainWithoutStoringThemTwice() async throws {
        let matrix = try Self.matrix()
        let (db, id, solved) = try await Self.interruptedRun(matrix: matrix)
        guard case .found(let resumption) = try db.resumableBatchRun(names: [], matrix: matrix) else {
            Issue.record("no run to resume")
            return
        }
        let before = try db.store.batchResults(run: id)
        let handed = Mutex(0)
        let resumed = try await db.batch(
            options: BatchOptions(matrix: matrix, jobs: 2, keepsResults: true, keepsOutcomes: false, resume: resumption),
            documentSolved: { outcomes in handed.withLock { $0 += outcomes.compactMap(\.reportEntry).count } })
        let total = DocumentCommandTests.examples.count * matrix.configurations.count
        // Every configuration reaches the report, with its frames.
        #expect(handed.withLock { $0 } == total)
        #expect(resumed.resumed?.skipped == 0)
        #expect(resumed.summary.solved == total)
        let after = try db.store.batchResults(run: id)
        #expect(after.count == total)
        // The rows stored before the interruption are the ones kept.
        #expect(Set(before).isSubset(of: Set(after)))
        #expect(solved == before.count)
    }

    @Test func aRunOfOtherOptionsOrRevisionsIsNotResumedAndTheReasonIsSaid() async throws {
        let matrix = try Self.matrix()
        let (db, id, _) = try await Self.interruptedRun(matrix: matrix)
        let other = try BatchMatrix(devices: "iphone-se-2-3", contentSizes: "default,accessibilityLarge", directions: "both")
        guard case .none(let matrixReason) = try db.resumableBatchRun(names: [], matrix: other) else {
            Issue.record("a run of another matrix was offered")
            return
        }
        #expect(matrixReason?.hasPrefix("batch run \(id), the newest unfinished one, solved another configuration set (devices=") == true,
            "\(matrixReason ?? "nil")")
        guard case .none(let namesReason) = try db.resumableBatchRun(names: ["login"], matrix: matrix) else {
            Issue.record("a run of other documents was offered")
            return
        }
        #expect(namesReason?.contains("too, which this batch does not") == true, "\(namesReason ?? "nil")")

        // A document changed since: its stored results are not this batch's.
        let folder = try DocumentCommandTests.folder()
        let login = folder.appendingPathComponent("login.json")
        let text = try String(contentsOfFile: try #require(DocumentCommandTests.examples.first { $0.hasSuffix("/login.json") }), encoding: .utf8)
        try text.replacingOccurrences(of: "420", with: "400").write(to: login, atomically: true, encoding: .utf8)
        _ = try db.importFiles([login.path])
        guard case .none(let revisionReason) = try db.resumableBatchRun(names: [], matrix: matrix) else {
            Issue.record("a run of an older revision was offered")
            return
        }
        #expect(revisionReason == "batch run \(id), the newest unfinished one, solved 'login' at revision 1, which is now at 2")
    }
}
