import LayoutDB

/// What `batch --baseline` compares: the configurations (document × traits) this batch
/// and the baseline run both solve. Worked out before solving, from the run's stored rows
/// and this batch's documents and matrix.
///
/// `--baseline last` is the last finished run whatever its matrix: a CI job whose matrix
/// changed compared a few configurations, or none, and said only "No regressions". Now
/// the summary says which run, its matrix and how many configurations were compared, and
/// a baseline that shares none is refused before anything is solved (nothing could fail).
struct BatchBaselineComparison {
    /// The baseline's id and how its matrix was spelled (`batch_run.matrix`).
    var run: Int
    var runMatrix: String
    /// The documents and configurations the baseline stored.
    var runDocuments: Int
    var runConfigurations: Int
    /// This batch's configurations, and how many of them the baseline stored too.
    var planned: Int
    var shared: Int

    /// - Parameters:
    ///   - problems: the baseline's problems by configuration, every one it stored.
    ///   - documents: the names this batch solves.
    init(
        run: Int, runMatrix: String, problems: [BatchConfigurationKey: [BatchProblem]], documents: [String], matrix: BatchMatrix
    ) {
        self.run = run
        self.runMatrix = runMatrix
        runDocuments = Set(problems.keys.map(\.document)).count
        runConfigurations = problems.count
        let traitKeys = Set(matrix.configurations.map { SolveSetup(configuration: $0).traitKey })
        planned = documents.count * traitKeys.count
        shared = documents.reduce(0) { count, document in
            count + traitKeys.count(where: { problems[BatchConfigurationKey(document: document, traitKey: $0)] != nil })
        }
    }

    /// This batch's configurations the baseline did not store (``BatchRun/uncovered``).
    var onlyHere: Int { planned - shared }
    /// The baseline's configurations this batch does not solve: not compared either.
    var onlyInRun: Int { runConfigurations - shared }

    /// Why the comparison is refused (exit status 64), or nil: a baseline that shares no
    /// configuration with the batch compares nothing, so no problem could fail the run.
    func refusal(matrix: BatchMatrix, documents: Int) -> String? {
        guard shared == 0, planned > 0 else { return nil }
        return "--baseline: batch run \(run) stored none of the \(planned) configurations this batch solves "
            + "(it solved \(runMatrix) over \(Self.counted(runDocuments, "document")); this batch solves \(matrix.spelling) "
            + "over \(Self.counted(documents, "document"))), so nothing would be compared and no problem could fail the run: "
            + "give --baseline a run of the same documents and matrix (`layoutdb runs` lists each run's), or leave it out "
            + "to fail on every error"
    }

    /// `Compared with batch run 1 (devices=phones …, 5 documents): 220 configurations both
    /// solved`, with what each side solved that the other did not.
    var line: String {
        var line = "Compared with batch run \(run) (\(runMatrix), \(Self.counted(runDocuments, "document"))): "
            + "\(Self.counted(shared, "configuration")) both solved"
        if onlyHere > 0 { line += "; this batch's other \(onlyHere) are not covered by it (below)" }
        if onlyInRun > 0 {
            line += "; its other \(onlyInRun) (documents or traits this batch does not solve) are not compared"
        }
        return line + "."
    }

    /// `{"baselineMatrix", "compared", "notCovered", "onlyInBaseline"}`, counts of
    /// configurations.
    var json: JSONValue {
        .object([
            ("baselineMatrix", .string(runMatrix)), ("compared", .number(Double(shared))),
            ("notCovered", .number(Double(onlyHere))), ("onlyInBaseline", .number(Double(onlyInRun))),
        ])
    }

    private static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
