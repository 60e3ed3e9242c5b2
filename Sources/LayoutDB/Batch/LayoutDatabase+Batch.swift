import LayoutModel
import LayoutStore

extension LayoutDatabase {
    /// Solves the latest revision of each document (every stored one when `names` is
    /// empty) for every configuration of the matrix, on every core.
    ///
    /// Each document is materialised once per distinct trait collection; configurations
    /// whose traits resolve to the same hierarchy and engine settings share one engine,
    /// swept over their containers and safe areas (``BatchGroup``). Text is measured by
    /// the database's one measurer, which caches, with each document's answers
    /// remembered while it is solved. Documents are solved by a task group at most
    /// ``BatchOptions/jobs`` wide, largest first; as groups finish, their results are
    /// written to the solve cache and `batch_result`, a few hundred rows a transaction
    /// (``rowsPerTransaction``), and `progress` is called for each. Outcomes are then
    /// dropped unless ``BatchOptions/keepsOutcomes``.
    ///
    /// `documentSolved`, when given, is called with each document's outcomes in
    /// ``ConfigurationLabel`` order as soon as its last group is solved (documents in
    /// the order they finish), on the task that collects results: a report is written
    /// document by document, and without ``BatchOptions/keepsOutcomes`` a document's
    /// results (frames and all, ``BatchOptions/keepsResults``) are dropped after it, so
    /// memory holds the documents in flight rather than the whole matrix.
    ///
    /// ```swift
    /// let db = try LayoutDatabase(path: "layoutdb.sqlite")
    /// let run = try await db.batch(options: BatchOptions(matrix: try BatchMatrix(devices: "phones")))
    /// print(run.summary.text)
    /// ```
    ///
    /// Cancelling the task that runs the batch (Ctrl-C in `layoutdb batch`) stops it
    /// once the groups being solved finish: no more are started, `documentSolved` is not
    /// called again, the results of every group solved so far are written (each
    /// transaction whole, so the solve cache holds complete rows only), and the run stays
    /// recorded without `finished_at`, which marks it interrupted.
    ///
    /// - Throws: ``BatchError/store(_:)`` for an unknown name or a database error;
    ///   ``BatchError/interrupted(run:solved:total:)`` when cancelled before the end.
    public func batch(
        names: [String] = [], options: BatchOptions, progress: (@Sendable (BatchProgress) -> Void)? = nil,
        documentSolved: (@Sendable ([BatchOutcome]) -> Void)? = nil
    ) async throws(BatchError) -> BatchRun {
        let clock = ContinuousClock()
        let start = clock.now
        let documents = try latestDocuments(names)
        let configurations = options.matrix.configurations
        let total = documents.count * configurations.count
        // Cancelled already (Ctrl-C while the database was read): nothing is recorded.
        if Task.isCancelled { throw .interrupted(run: nil, solved: 0, total: total) }
        let engineVersion = cacheEngineVersion
        var runID: Int?
        // A resumed run (``BatchOptions/resume``) goes on under its own id; its stored
        // configurations are read back, not solved, unless a report needs their frames,
        // when they are solved again for it and not written twice.
        let resume = options.storesResults ? options.resume : nil
        let skipsStored = resume != nil && !options.keepsResults
        // The run is this process's while it solves (``BatchRunClaim``): a second resume
        // of it (two CI jobs) is refused before it solves or writes anything.
        let claim = BatchRunClaim.current
        if let resume {
            runID = resume.run
            try claimRun(resume, as: claim)
        } else if options.storesResults {
            do {
                runID = try store.startBatchRun(
                    engineVersion: engineVersion, matrix: options.matrix.spelling,
                    documents: documents.map { (name: $0.document.name, revision: $0.revision) }, claim: claim)
            } catch {
                throw .store(error)
            }
        }
        // Documents are planned (materialised into groups) one at a time, as the queue of
        // groups to solve runs low, largest document first; each group is a task of its
        // own (so two cores share even one large document). Only the documents in
        // flight hold their hierarchies and measured text, and outcomes are dropped as
        // their group is written: memory no longer grows with the corpus × matrix.
        let order = documents.indices.sorted { Self.weight(documents[$0]) > Self.weight(documents[$1]) }
        let measurer = self.measurer
        let skipped = skipsStored ? resume?.storedCount ?? 0 : 0
        let plan: @Sendable (StoredDocument) -> Finished = { [self] stored in
            var configurations = configurations
            var resumed: [BatchOutcome] = []
            if skipsStored, let resume {
                (resumed, configurations) = resumedOutcomes(
                    of: stored, configurations: configurations, resume: resume, engineVersion: engineVersion)
            }
            // The sweep remembers measured text within a document; the naive loop
            // measures as independent solves do (the baseline the sweep is timed against).
            // The document's groups share that memory and the bodies they make.
            let solver = BatchGroupSolver(
                options: options,
                measurer: options.strategy == .incremental ? MemoizedTextMeasurer(measurer) : measurer,
                bodies: BatchBodyMemo())
            let plan = BatchGroup.groups(
                of: stored.document, revision: stored.revision, configurations: configurations,
                sharesContentSizes: options.strategy == .incremental)
            // Largest groups first, so the last tasks to finish are short ones.
            let groups = plan.groups.sorted { $0.setups.count > $1.setups.count }
            return .planned(
                document: stored.document.name, groups.map { (solver, $0) }, materializations: plan.materialized,
                resumed: resumed)
        }
        let store = self.store
        let solved: Result<(Collected, interrupted: Bool), StoreError> = await withTaskGroup(of: Finished.self) { tasks in
            var nextDocument = 0
            // Dispatched groups are set to nil, so their hierarchies go with their task.
            var queue: [(BatchGroupSolver, BatchGroup)?] = []
            var queued = 0
            var running = 0
            var planning = false
            var interrupted = false
            var collected = Collected(
                keepsOutcomes: options.keepsOutcomes, buffersDocuments: documentSolved != nil, rule: options.regressionRule)
            // Finished groups' rows, written together once there are enough of them.
            var pending: [DocumentStore.BatchResultRecord] = []
            var pendingBytes = 0
            if options.keepsOutcomes { collected.outcomes.reserveCapacity(total) }
            func fill() {
                while running < options.jobs {
                    if queued < queue.count, let (solver, group) = queue[queued] {
                        queue[queued] = nil
                        queued += 1
                        let document = group.document.name
                        tasks.addTask { .solved(solver.solve(group), document: document) }
                    } else if !planning, nextDocument < order.count {
                        let stored = documents[order[nextDocument]]
                        nextDocument += 1
                        planning = true
                        tasks.addTask { plan(stored) }
                    } else {
                        return
                    }
                    running += 1
                }
            }
            fill()
            while let finished = await tasks.next() {
                running -= 1
                switch finished {
                case .planned(let document, let groups, let materializations, let resumed):
                    planning = false
                    collected.addResumed(resumed, of: document)
                    if let done = collected.expect(groups.count, groupsOf: document) { documentSolved?(done) }
                    queue.removeFirst(queued)
                    queued = 0
                    queue += groups.map { $0 }
                    collected.materializations += materializations
                case .solved(let group, let document):
                    if let runID {
                        for outcome in group.outcomes {
                            // Solved again for a report: the run has this one's row already.
                            if let resume, resume.stored[
                                BatchConfigurationKey(document: outcome.document, traitKey: outcome.traitKey)] != nil
                            {
                                continue
                            }
                            let record = outcome.record
                            pendingBytes += Self.footprint(of: record)
                            pending.append(record)
                        }
                        if pending.count >= Self.rowsPerTransaction || pendingBytes >= Self.bytesPerTransaction {
                            do throws(StoreError) {
                                try store.recordBatchResults(run: runID, engineVersion: engineVersion, pending)
                            } catch {
                                tasks.cancelAll()
                                return .failure(error)
                            }
                            pending.removeAll(keepingCapacity: true)
                            pendingBytes = 0
                        }
                    }
                    if let done = collected.add(group, of: document) { documentSolved?(done) }
                    progress?(BatchProgress(
                        solved: collected.tally.configurations - collected.resumed, total: total - skipped,
                        seconds: Self.seconds(clock, since: start)))
                }
                // Cancelled: start nothing more; the group waits for the tasks under way
                // (their results are dropped) when it returns.
                if Task.isCancelled {
                    interrupted = true
                    break
                }
                fill()
            }
            if let runID {
                do throws(StoreError) {
                    try store.recordBatchResults(run: runID, engineVersion: engineVersion, pending)
                } catch {
                    return .failure(error)
                }
            }
            return .success((collected, interrupted))
        }
        let collected: Collected
        switch solved {
        case .success(let value):
            collected = value.0
            if value.interrupted {
                // Given back, so `--resume` goes on at once, here or in another job.
                if let runID { try? store.releaseBatchRun(runID, claim: claim) }
                throw .interrupted(run: runID, solved: collected.tally.configurations, total: total)
            }
        case .failure(let error):
            if let runID { try? store.releaseBatchRun(runID, claim: claim) }
            throw .store(error)
        }
        var run = BatchRun(
            id: runID, documents: documents.map { (name: $0.document.name, revision: $0.revision) },
            outcomes: collected.sortedOutcomes, tally: collected.tally, foundRegressions: collected.sortedRegressions,
            foundFixes: collected.sortedFixes, uncovered: collected.sortedUncovered,
            seconds: 0, materializations: collected.materializations, enginesBuilt: collected.engines,
            rebuildCauses: collected.rebuilds,
            strategy: options.strategy, jobs: options.jobs)
        run.resumed = resume.map { (run: $0.run, skipped: collected.resumed) }
        if let runID {
            let tally = collected.tally
            do {
                try store.finishBatchRun(
                    runID, configurations: tally.configurations, unsolved: tally.unsolved, errors: tally.errors,
                    warnings: tally.warnings)
            } catch {
                throw .store(error)
            }
        }
        run.seconds = Self.seconds(clock, since: start)
        return run
    }

    /// The problems of each configuration of the run `baseline` names: a run id, or
    /// `last` for the newest finished run other than `excluding`. Returns the run's id
    /// too; nil when `last` finds no run (the first run has nothing to compare with).
    ///
    /// - Throws: ``BatchError/unknownBaseline(_:)`` for an id the database lacks,
    ///   ``BatchError/unfinishedBaseline(_:)`` for a run with no `finished_at` (interrupted).
    public func baselineProblems(
        _ baseline: String, excluding: Int?
    ) throws(BatchError) -> (run: Int, problems: [BatchConfigurationKey: [BatchProblem]])? {
        let record: DocumentStore.BatchRunRecord?
        do {
            if baseline.lowercased() == "last" {
                record = try store.latestFinishedBatchRun(excluding: excluding)
                if record == nil { return nil }
            } else {
                guard let id = Int(baseline) else { throw BatchError.unknownBaseline(baseline) }
                record = try store.batchRun(id: id)
            }
        } catch let error as BatchError {
            throw error
        } catch let error as StoreError {
            throw .store(error)
        } catch {
            throw .unknownBaseline(baseline)
        }
        guard let record else { throw .unknownBaseline(baseline) }
        guard record.finishedAt != nil else { throw .unfinishedBaseline(record.id) }
        let rows: [DocumentStore.BatchResultRecord]
        do {
            rows = try store.batchResults(run: record.id)
        } catch {
            throw .store(error)
        }
        var problems: [BatchConfigurationKey: [BatchProblem]] = [:]
        for row in rows {
            problems[BatchConfigurationKey(document: row.document, traitKey: row.traitKey)] =
                BatchProblem.problems(json: row.problems)
        }
        return (record.id, problems)
    }

    /// The latest revision of each named document, or of every stored one.
    func latestDocuments(_ names: [String]) throws(BatchError) -> [StoredDocument] {
        do {
            let wanted = names.isEmpty ? try store.list().map(\.name) : names
            var seen: Set<String> = []
            var documents: [StoredDocument] = []
            for name in wanted where seen.insert(name).inserted {
                documents.append(try store.document(named: name))
            }
            return documents
        } catch {
            throw .store(error)
        }
    }

    /// The rows a batch writes in one transaction (at least; a group's rows are never
    /// split). A group of a small matrix has a handful of rows, and each transaction
    /// costs its commit and the pages it dirties: writing a few hundred rows at once
    /// makes those a small part of each row's cost.
    static let rowsPerTransaction = 512

    /// Or fewer rows, when they hold this many bytes of text and binary bodies (32 MB):
    /// a row of a large ambiguous layout carries hundreds of kilobytes, and 512 of them
    /// waiting for their transaction were most of a batch's memory (a stack of 200
    /// ambiguous labels over the phones and every text size: 433 MB at its peak).
    static let bytesPerTransaction = 32 << 20

    /// What a row brings into the transaction: its problems and its cache row's texts
    /// and binary body (each row's copy counted, though rows of one body share it).
    static func footprint(of record: DocumentStore.BatchResultRecord) -> Int {
        var bytes = record.problems.utf8.count
        if let cache = record.cache { bytes += cache.header.utf8.count + cache.body.utf8.count + (cache.bodyBinary?.count ?? 0) }
        return bytes
    }

    /// How costly a document is to sweep, roughly: its views and constraints.
    private static func weight(_ stored: StoredDocument) -> Int {
        func views(_ node: ViewNode) -> Int { 1 + node.subviews.reduce(0) { $0 + views($1) } }
        return views(stored.document.root) + stored.document.constraints.count
    }

    /// What a task of the batch hands back: a document's groups, each with the solver
    /// (and text memory) of its document, or one group of a document solved.
    private enum Finished: Sendable {
        /// `resumed`: the configurations a resumed run had stored, read back (``BatchResumption``).
        case planned(
            document: String, [(BatchGroupSolver, BatchGroup)], materializations: Int, resumed: [BatchOutcome])
        case solved(BatchGroupSolver.Solved, document: String)
    }

    private static func seconds(_ clock: ContinuousClock, since start: ContinuousClock.Instant) -> Double {
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// What a run keeps of its finished groups: totals always; the outcomes (without their
    /// cache rows, which are written) only when asked; the regressions a rule finds; and,
    /// for a caller that takes each document as it finishes, the outcomes of the
    /// documents still in flight.
    private struct Collected {
        var keepsOutcomes: Bool
        var buffersDocuments: Bool
        var rule: BatchRegressionRule?
        var outcomes: [BatchOutcome] = []
        var tally = BatchTally()
        var regressions: [BatchRegression] = []
        /// The baseline's problems the rule found gone.
        var fixes: [BatchFix] = []
        /// The configurations the rule's baseline did not cover.
        var uncovered: [UncoveredConfiguration] = []
        var engines = 0
        var materializations = 0
        /// The configurations read back from the run resumed, not solved (in ``tally``).
        var resumed = 0
        /// Groups not yet solved, by document (``buffersDocuments`` only).
        var unsolvedGroups: [String: Int] = [:]
        /// The outcomes of documents in flight (``buffersDocuments`` only).
        var inFlight: [String: [BatchOutcome]] = [:]

        init(keepsOutcomes: Bool, buffersDocuments: Bool, rule: BatchRegressionRule?) {
            self.keepsOutcomes = keepsOutcomes
            self.buffersDocuments = buffersDocuments
            self.rule = rule
        }

        /// Why resized engines rebuilt, by document.
        var rebuilds: [String: [RebuildCause: Int]] = [:]

        /// Notes that `document` was planned into `count` groups; returns its (no)
        /// outcomes when there is none to wait for.
        mutating func expect(_ count: Int, groupsOf document: String) -> [BatchOutcome]? {
            guard buffersDocuments else { return nil }
            guard count > 0 else { return (inFlight.removeValue(forKey: document) ?? []).sorted { $0.label < $1.label } }
            unsolvedGroups[document] = count
            return nil
        }

        /// Counts the configurations of `document` read back from the run resumed, as
        /// solved ones are counted (before its groups, which ``expect(_:groupsOf:)`` announces).
        mutating func addResumed(_ outcomes: [BatchOutcome], of document: String) {
            resumed += outcomes.count
            for outcome in outcomes { count(outcome, of: document) }
        }

        /// Counts a solved group of `document`; returns the document's outcomes in
        /// label order when it was the document's last.
        mutating func add(_ finished: BatchGroupSolver.Solved, of document: String) -> [BatchOutcome]? {
            engines += finished.engines
            if !finished.rebuilds.isEmpty {
                rebuilds[document, default: [:]].merge(finished.rebuilds, uniquingKeysWith: +)
            }
            for outcome in finished.outcomes { count(outcome, of: document) }
            guard buffersDocuments, let left = unsolvedGroups[document] else { return nil }
            guard left <= 1 else {
                unsolvedGroups[document] = left - 1
                return nil
            }
            unsolvedGroups[document] = nil
            let done = inFlight.removeValue(forKey: document) ?? []
            return done.sorted { $0.label < $1.label }
        }

        /// Adds `outcome` to the totals, the rule's findings and what is kept.
        private mutating func count(_ outcome: BatchOutcome, of document: String) {
            var outcome = outcome
            tally.add(outcome)
            if let rule {
                if rule.covers(outcome) {
                    let compared = rule.compare(outcome)
                    regressions += compared.regressions
                    fixes += compared.fixes
                } else {
                    uncovered.append(UncoveredConfiguration(outcome))
                }
            }
            outcome.cacheRecord = nil
            outcome.problemsJSON = nil
            if keepsOutcomes { outcomes.append(outcome) }
            if buffersDocuments { inFlight[document, default: []].append(outcome) }
        }

        /// By document, then in ``ConfigurationLabel`` order.
        var sortedOutcomes: [BatchOutcome] {
            outcomes.sorted { lhs, rhs in
                lhs.document != rhs.document ? lhs.document < rhs.document : lhs.label < rhs.label
            }
        }

        /// As ``sortedOutcomes``.
        var sortedUncovered: [UncoveredConfiguration] {
            uncovered.sorted { lhs, rhs in
                lhs.document != rhs.document ? lhs.document < rhs.document : lhs.label < rhs.label
            }
        }

        /// As ``sortedOutcomes``; a configuration's own stay in the baseline's order.
        var sortedFixes: [BatchFix] {
            fixes.enumerated().sorted { lhs, rhs in
                if lhs.element.document != rhs.element.document { return lhs.element.document < rhs.element.document }
                if lhs.element.label != rhs.element.label { return lhs.element.label < rhs.element.label }
                return lhs.offset < rhs.offset
            }.map(\.element)
        }

        /// As ``sortedOutcomes``; a configuration's own stay in its problems' order.
        var sortedRegressions: [BatchRegression] {
            regressions.enumerated().sorted { lhs, rhs in
                if lhs.element.document != rhs.element.document { return lhs.element.document < rhs.element.document }
                if lhs.element.label != rhs.element.label { return lhs.element.label < rhs.element.label }
                return lhs.offset < rhs.offset
            }.map(\.element)
        }
    }
}
