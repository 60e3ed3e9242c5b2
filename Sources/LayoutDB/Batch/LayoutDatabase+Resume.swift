import LayoutModel
import LayoutStore

extension LayoutDatabase {
    /// The newest unfinished batch run that a batch of `names` (every stored document
    /// when empty) over `matrix` can continue (``BatchResumption``), or why there is none.
    ///
    /// A run qualifies when it was recorded by this engine build, over the same matrix
    /// spelling, and for exactly the documents and revisions this batch would solve:
    /// anything else would mix results that this batch would not have made. When none
    /// qualifies and the newest unfinished run would but for its build (layoutdb was
    /// rebuilt or upgraded since), the lookup says so
    /// (``BatchResumption/Lookup/otherBuild(run:stored:engineVersion:)``).
    public func resumableBatchRun(names: [String], matrix: BatchMatrix) throws(BatchError) -> BatchResumption.Lookup {
        let documents = try latestDocuments(names)
        let wanted = Dictionary(documents.map { ($0.document.name, $0.revision) }, uniquingKeysWith: { first, _ in first })
        do {
            let runs = try store.unfinishedBatchRuns()
            var reason: String?
            var otherBuild: DocumentStore.BatchRunRecord?
            for run in runs {
                // The newest run this batch would continue but for its build is named as
                // such when none can be continued, so the user learns a rebuild is why.
                if reason == nil, run.engineVersion != cacheEngineVersion,
                    try mismatch(of: run, matrix: matrix, documents: wanted, ignoringBuild: true) == nil
                {
                    otherBuild = run
                }
                let why = try mismatch(of: run, matrix: matrix, documents: wanted)
                guard let why else {
                    var stored: [BatchConfigurationKey: DocumentStore.BatchResultRecord] = [:]
                    for row in try store.batchResults(run: run.id) {
                        stored[BatchConfigurationKey(document: row.document, traitKey: row.traitKey)] = row
                    }
                    return .found(BatchResumption(run: run.id, startedAt: run.startedAt, stored: stored))
                }
                if reason == nil { reason = "batch run \(run.id), the newest unfinished one, \(why)" }
            }
            if let run = otherBuild {
                return .otherBuild(run: run.id, stored: try store.batchResults(run: run.id).count, engineVersion: run.engineVersion)
            }
            return .none(reason: reason)
        } catch {
            throw .store(error)
        }
    }

    /// Makes `resume`'s run this process's, or throws ``BatchError/runHeld(run:by:since:)``
    /// when another live process is continuing it, ``BatchError/runFinishedElsewhere(_:)``
    /// when one finished it since it was found.
    func claimRun(_ resume: BatchResumption, as claim: BatchRunClaim) throws(BatchError) {
        let outcome: DocumentStore.BatchRunClaimOutcome
        do {
            outcome = try store.claimBatchRun(resume.run, as: claim, takingOver: resume.takesOver)
        } catch {
            throw .store(error)
        }
        switch outcome {
        case .claimed: return
        case .held(let holder, let since): throw .runHeld(run: resume.run, by: holder, since: since)
        case .finished: throw .runFinishedElsewhere(resume.run)
        }
    }

    /// Why `run` cannot be continued by a batch of `documents` (name to revision) over
    /// `matrix`; nil when it can.
    private func mismatch(
        of run: DocumentStore.BatchRunRecord, matrix: BatchMatrix, documents: [String: Int], ignoringBuild: Bool = false
    ) throws(StoreError) -> String? {
        if !ignoringBuild, run.engineVersion != cacheEngineVersion {
            return "was recorded by another build of layoutdb (\(EngineVersion.described(run.engineVersion))), "
                + "whose results this one does not reuse"
        }
        if run.matrix != matrix.spelling {
            return "solved another configuration set (\(run.matrix))"
        }
        let solved = Dictionary(try store.batchDocuments(run: run.id).map { ($0.name, $0.revision) }, uniquingKeysWith: { first, _ in first })
        if solved == documents { return nil }
        for (name, revision) in documents.sorted(by: { $0.key < $1.key }) {
            guard let was = solved[name] else { return "did not solve \(EchoedName.quoted(name))" }
            if was != revision { return "solved \(EchoedName.quoted(name)) at revision \(was), which is now at \(revision)" }
        }
        let extra = solved.keys.filter { documents[$0] == nil }.sorted()
        return "solved \(extra.map(EchoedName.quoted).joined(separator: ", ")) too, which this batch does not"
    }

    /// The outcomes of `stored`'s configurations of `document` that `resume` stored,
    /// read back as the batch first found them: problems from `batch_result`, messages
    /// from the solve cache's row (a row no longer cached says the problem's kind and views).
    func resumedOutcomes(
        of stored: StoredDocument, configurations: [DeviceConfiguration], resume: BatchResumption, engineVersion: String
    ) -> (outcomes: [BatchOutcome], remaining: [DeviceConfiguration]) {
        var outcomes: [BatchOutcome] = []
        var remaining: [DeviceConfiguration] = []
        let name = stored.document.name
        // The designers' names of the document's views, for the summary's lines.
        var labels: [String: String] = [:]
        for view in stored.document.allViews { if let label = view.userLabel, !label.isEmpty { labels[view.id] = label } }
        for configuration in configurations {
            let setup = SolveSetup(configuration: configuration)
            guard let row = resume.stored[BatchConfigurationKey(document: name, traitKey: setup.traitKey)] else {
                remaining.append(configuration)
                continue
            }
            let problems = BatchProblem.problems(json: row.problems)
            var messages = problems.map { "\($0.kind): \($0.views.joined(separator: ", "))" }
            if let unsolved = row.unsolved {
                messages = problems.map { _ in unsolved }
            } else if !problems.isEmpty {
                let key = SolveCacheKey(
                    document: name, revision: stored.revision, traitKey: row.traitKey, containerWidth: row.containerWidth,
                    containerHeight: row.containerHeight, engineVersion: engineVersion)
                // The binary body where the row has one, as a cached `solve` reads it.
                if let found = try? store.cachedResult(for: key, latestRevision: false),
                    let layout = try? cachedLayout(found, key: key), layout.diagnostics.count == problems.count
                {
                    messages = layout.diagnostics.map(\.message)
                }
            }
            var outcome = BatchOutcome(
                document: name, revision: stored.revision, setup: setup, problems: problems, messages: messages,
                unsolved: row.unsolved, result: nil, cacheRecord: nil)
            // The names are the stored revision's, which the run solved: never stale.
            if !problems.isEmpty, !labels.isEmpty {
                for view in problems.flatMap(\.views) { if let label = labels[view] { outcome.labels[view] = label } }
            }
            outcomes.append(outcome)
        }
        return (outcomes, remaining)
    }
}
