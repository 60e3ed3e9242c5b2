import LayoutDB

/// What `batch --baseline` compares: the configurations (document × traits) this batch
/// and the baseline run both solve. Worked out before solving, from the run's stored rows
/// and this batch's documents and matrix.
///
/// `--baseline last` takes the newest finished run of the batch's matrix, else of another
/// matrix that solved some of its configurations, else none (``BaselineChoice``): the
/// choice is said on standard error (``choiceLine(_:matrix:)``), and the summary says
/// which run, its matrix and how many configurations were compared. A run named by id
/// that shares none is refused before anything is solved (nothing could fail).
struct BatchBaselineComparison {
    /// The baseline's id and how its matrix was spelled (`batch_run.matrix`); nil when
    /// `last` found no run to compare with.
    var run: Int?
    var runMatrix: String?
    /// How the run was chosen.
    var reason: BaselineChoice.Reason
    /// The documents and configurations the baseline stored.
    var runDocuments: Int
    var runConfigurations: Int
    /// This batch's configurations, and how many of them the baseline stored too.
    var planned: Int
    var shared: Int

    /// - Parameter documents: the names this batch solves.
    init(choice: BaselineChoice, documents: [String], matrix: BatchMatrix) {
        run = choice.run
        runMatrix = choice.matrix
        reason = choice.reason
        let problems = choice.problems
        runDocuments = Set(problems.keys.map(\.document)).count
        runConfigurations = problems.count
        let traitKeys = Set(matrix.configurations.map { SolveSetup(configuration: $0).traitKey })
        planned = documents.count * traitKeys.count
        shared = documents.reduce(0) { count, document in
            count + traitKeys.count(where: { problems[BatchConfigurationKey(document: document, traitKey: $0)] != nil })
        }
    }

    /// What `--baseline last` chose, for standard error: the run and why, or that there is
    /// none and every error counts; nil for a run named by id (the summary names it).
    static func choiceLine(_ choice: BaselineChoice, matrix: BatchMatrix) -> String? {
        switch choice.reason {
        case .named: return nil
        case .sameMatrix:
            return "--baseline last: comparing with batch run \(choice.run ?? 0), the last finished run of this batch's matrix "
                + "(\(matrix.spelling))"
        case .otherMatrix:
            return "--baseline last: no finished run has this batch's matrix (\(matrix.spelling)); comparing with batch run "
                + "\(choice.run ?? 0) (\(choice.matrix ?? "")), the last finished run that solved some of its configurations, "
                + "on those configurations only"
        case .none:
            let interrupted = choice.unfinishedRuns == 0 ? ""
                : "; \(counted(choice.unfinishedRuns, "interrupted run")) \(choice.unfinishedRuns == 1 ? "is" : "are") never a baseline"
            let why = choice.finishedRuns == 0
                ? "no earlier finished batch run to compare with" + (interrupted.isEmpty ? " (this is the first)" : interrupted)
                : "none of the \(counted(choice.finishedRuns, "finished batch run")) solved any of this batch's configurations "
                    + "(\(matrix.spelling); `layoutdb runs` lists each run's matrix)\(interrupted)"
            return "--baseline last: \(why); nothing is compared, so every error counts as new, as without --baseline"
        }
    }

    /// This batch's configurations the baseline did not store (``BatchRun/uncovered``).
    var onlyHere: Int { run == nil ? 0 : planned - shared }
    /// The baseline's configurations this batch does not solve: not compared either.
    var onlyInRun: Int { runConfigurations - shared }

    /// Why the comparison is refused (exit status 64), or nil: a baseline that shares no
    /// configuration with the batch compares nothing, so no problem could fail the run.
    func refusal(matrix: BatchMatrix, documents: Int) -> String? {
        guard reason == .named, let run, let runMatrix, shared == 0, planned > 0 else { return nil }
        return "--baseline: batch run \(run) stored none of the \(planned) configurations this batch solves "
            + "(it solved \(runMatrix) over \(Self.counted(runDocuments, "document")); this batch solves \(matrix.spelling) "
            + "over \(Self.counted(documents, "document"))), so nothing would be compared and no problem could fail the run: "
            + "give --baseline a run of the same documents and matrix (`layoutdb runs` lists each run's), or leave it out "
            + "to fail on every error"
    }

    /// `Compared with batch run 1 (devices=phones …, 5 documents): 220 configurations both
    /// solved`, with what each side solved that the other did not.
    var line: String? {
        guard let run, let runMatrix else { return nil }
        var line = "Compared with batch run \(run) (\(runMatrix), \(Self.counted(runDocuments, "document"))): "
            + "\(Self.counted(shared, "configuration")) both solved"
        if onlyHere > 0 { line += "; this batch's other \(onlyHere) are not covered by it (below)" }
        if onlyInRun > 0 {
            line += "; its other \(onlyInRun) (documents or traits this batch does not solve) are not compared"
        }
        return line + "."
    }

    /// `{"baselineMatrix", "compared", "notCovered", "onlyInBaseline", "choice"}`: counts of
    /// configurations, and how the run was chosen (`named`, `sameMatrix`, `otherMatrix`,
    /// or `none`, when `last` found none: `baselineMatrix` null, every count 0).
    var json: JSONValue {
        .object([
            ("baselineMatrix", runMatrix.map(JSONValue.string) ?? .null), ("compared", .number(Double(shared))),
            ("notCovered", .number(Double(onlyHere))), ("onlyInBaseline", .number(Double(run == nil ? 0 : onlyInRun))),
            ("choice", .string(reason.rawValue)),
        ])
    }

    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
