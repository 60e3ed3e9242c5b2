import Foundation
import LayoutDB
import LayoutModel
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

    /// Another build of layoutdb (here: the same database opened with another text
    /// measurer, which is part of the build's `engine_version`): the run is not continued,
    /// and the lookup says that the build is why, with what the run stored; the build that
    /// recorded the run still continues it.
    @Test func aRunOfAnotherBuildIsNamedAsSuchAndItsOwnBuildStillResumesIt() async throws {
        let matrix = try Self.matrix()
        let (db, id, solved) = try await Self.interruptedRun(matrix: matrix)
        let rebuilt = try LayoutDatabase(path: db.store.path, measurer: RebuiltMeasurer())
        #expect(rebuilt.cacheEngineVersion != db.cacheEngineVersion)
        guard case .otherBuild(let run, let stored, let engineVersion) = try rebuilt.resumableBatchRun(names: [], matrix: matrix) else {
            Issue.record("a run of another build was not named as such")
            return
        }
        #expect(run == id)
        #expect(stored == solved)
        #expect(engineVersion == db.cacheEngineVersion)
        // Another matrix is not this batch's run whatever the build: the reason says so.
        let other = try BatchMatrix(devices: "iphone-se-2-3", contentSizes: "default", directions: "ltr")
        guard case .none(let reason) = try rebuilt.resumableBatchRun(names: [], matrix: other) else {
            Issue.record("a run of another matrix and build was offered")
            return
        }
        #expect(reason?.contains("was recorded by another build of layoutdb (0.2") == true, "\(reason ?? "nil")")
        guard case .found(let resumption) = try db.resumableBatchRun(names: [], matrix: matrix) else {
            Issue.record("the build that recorded the run cannot continue it")
            return
        }
        #expect(resumption.run == id)
    }

    /// The fixed-metrics measurer under another name: a build whose `engine_version` differs.
    struct RebuiltMeasurer: TextMeasuring {
        func measure(
            _ text: String, font: FontDescriptor, category: ContentSizeCategory, maxWidth: Double?, numberOfLines: Int
        ) -> TextMeasurement {
            FixedMetricsTextMeasurer().measure(text, font: font, category: category, maxWidth: maxWidth, numberOfLines: numberOfLines)
        }
    }

    @Test func anEngineVersionIsDescribedByItsBuildTime() {
        #expect(EngineVersion.described("0.2+42777736.1795913036+FontMeasurer") == "0.2 built 2026-11-29 00:43:56 UTC")
        #expect(EngineVersion.described("0.2") == "0.2")
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

/// Two batches on one run: the run is held by the batch solving it, and a `--resume` of
/// it while that batch lives is refused before anything is solved or written.
@Suite struct BatchRunClaimResumeTests {
    @Test func anInterruptedRunIsGivenBackAndAResumeOfAHeldRunWritesNothing() async throws {
        let matrix = try BatchResumeTests.matrix()
        let (db, id, solved) = try await BatchResumeTests.interruptedRun(matrix: matrix)
        // Interrupted: held by no one, so the next job takes it at once.
        #expect(try db.store.batchRunClaim(id) == nil)
        guard case .found(var resumption) = try db.resumableBatchRun(names: [], matrix: matrix) else {
            Issue.record("no run to resume")
            return
        }
        // Another live batch (the test's parent process, on this machine) is continuing it.
        let other = BatchRunClaim(processID: getppid(), host: BatchRunClaim.current.host)
        #expect(try db.store.claimBatchRun(id, as: other) == .claimed(replaced: nil))
        do {
            _ = try await db.batch(options: BatchOptions(matrix: matrix, jobs: 1, keepsOutcomes: false, resume: resumption))
            Issue.record("a run another batch holds was resumed")
        } catch {
            guard case .runHeld(let run, let holder, let since) = error else {
                Issue.record("not refused as held: \(error)")
                return
            }
            #expect(run == id && holder == other && since != nil)
            #expect(error.description.hasPrefix(
                "batch run \(id) is being continued by another batch (process \(other.processID) on \(other.host) since "))
        }
        #expect(try db.store.batchResults(run: id).count == solved)
        #expect(try db.store.batchRun(id: id)?.finishedAt == nil)
        #expect(try db.store.batchRunClaim(id)?.claim == other)

        // Asked to take over, it continues and finishes the run, which is then held by no one.
        resumption.takesOver = true
        let resumed = try await db.batch(options: BatchOptions(matrix: matrix, jobs: 1, keepsOutcomes: false, resume: resumption))
        #expect(resumed.id == id)
        #expect(try db.store.batchRun(id: id)?.finishedAt != nil)
        #expect(try db.store.batchRunClaim(id) == nil)
        // Finished by then: a resume that found it unfinished earlier is told so.
        resumption.takesOver = false
        do {
            _ = try await db.batch(options: BatchOptions(matrix: matrix, jobs: 1, keepsOutcomes: false, resume: resumption))
            Issue.record("a finished run was resumed")
        } catch {
            guard case .runFinishedElsewhere(let run) = error else {
                Issue.record("not refused as finished: \(error)")
                return
            }
            #expect(run == id)
        }
        #expect(try db.store.batchRun(id: id)?.configurationCount == resumed.tally.configurations)
    }
}
