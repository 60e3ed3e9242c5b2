import ArgumentParser
import Foundation
import LayoutDB

extension ReportPictures: ExpressibleByArgument {}

/// `layoutdb batch`: every stored document × every configuration, with reports and a
/// comparison against an earlier run.
struct BatchCommand: DatabaseCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Solve every document for every device, orientation, multitasking width, text size and direction.",
        discussion: """
            Solves the latest revision of each NAME (default: every stored document) for the \
            whole matrix: by default every device of the catalog in both orientations, full \
            screen and, on the iPads, every multitasking window layoutdb has a width for (the \
            catalog's confirmed Split View widths, and Slide Over on the iPads whose width \
            layoutdb decided: 320 on the 768 x 1024 screens, 375 on the 1024 x 1366 ones), every \
            Dynamic Type size, both directions. --multitasking splitView or slideOver keeps \
            one of the two, none full screen alone; the summary says which modes ran, on which \
            devices (--format json: multitasking). Each \
            document is materialised once per distinct trait collection, and configurations \
            that resolve alike share one engine, re-solved for each container and safe area. \
            Results go to the solve cache and the run is recorded (`batch_run`, `batch_result`); \
            on a read-only database (see --read-only) the batch solves and reports without \
            recording, and says so on standard error. Ctrl-C (SIGINT) or SIGTERM stops a \
            batch once the configurations being solved are done: it says in one line what it \
            kept, writes no report (and leaves none of its parts in the --report folder), and \
            exits with 130 (SIGINT) or 143 (SIGTERM); a second one stops it at once. The run \
            keeps its row with no finished_at and its results so far: --baseline last skips \
            it, and --baseline with its id is refused (64), naming it interrupted.

            --resume continues the newest interrupted run that this batch would have made \
            alike (the same documents at the same revisions, the same matrix options, the \
            same layoutdb build, as `layoutdb --version` names it, since results are never \
            carried from one build to another): the configurations it stored are read back, not solved \
            again, the rest are solved into the same run, and the summary, exit status, \
            regressions and reports count the whole run. It says on standard error which \
            run it continues and how many configurations it skips; with --report, which \
            draws every configuration, the stored ones are solved again for the report \
            (and not stored twice). With no such run (every run finished, or the newest \
            unfinished one differs, which it names) it says why and starts a new run, so \
            a CI job can always pass --resume. A batch holds its run while it solves (its \
            process id and host are in batch_run.claimed_by): a second --resume of a run \
            another batch is still solving or continuing (two CI jobs) is refused, naming \
            that process, with exit status 75, and solves and writes nothing. A run left \
            held by a batch that was killed on this machine is taken over; one held from \
            another machine is taken over only with --take-over.

            Exit status: without --baseline, 1 when any configuration has an error \
            (unsatisfiable or ambiguous constraints, or a document that does not materialise); \
            with --baseline, 1 only when a configuration has an error the baseline run did not \
            have for it (a regression). A configuration the baseline run did not solve (it \
            covered fewer devices, orientations, text sizes, directions or documents) is not \
            compared: the summary counts it apart as not covered, naming it, and it never fails \
            the run on its own (--format json lists them under notCovered, a key present only \
            when there are some). So in CI, 0 is "nothing new", 1 "new problems" and any other \
            status "the check itself failed". --strict counts warnings (clipped, off-screen, \
            overlapping, zero-size, misplaced views) too, as in `layoutdb solve`. 64 bad usage, \
            a database with no documents (a batch that checks nothing fails) and a baseline \
            named by id that shares no configuration with the batch (last never is: without \
            a run to compare with, every error counts, as on a first run); \
            73 the --report folder cannot be written (checked before solving); 75 a database \
            another process kept locked (try again later).

            With --baseline the errors the baseline had that this run no longer has (every \
            problem, with --strict) are listed after the regressions as fixed, grouped as \
            they are (--format json: fixed, a key present with --baseline); they never change \
            the exit status.

            What is compared is the configurations (document and traits) both runs solved. \
            `last` is the last finished run of this batch's matrix (the same devices, \
            orientations, multitasking, content sizes and directions, as spelled) that solved \
            some of its configurations; without one, the last finished run of another matrix \
            that did; without that either (the first run of a database, of a matrix or of \
            new documents), none: nothing is compared and every error counts, as without \
            --baseline, and the run is recorded for the next job. Which it took is said on \
            standard error. The summary names the run, its matrix and how many \
            configurations were compared, and what each side solved that the other did not \
            (--format json: comparison, {baselineMatrix, compared, notCovered, \
            onlyInBaseline, choice}, choice named, sameMatrix, otherMatrix or none). A run \
            named by id that solved none of this batch's configurations is refused before \
            solving (64): nothing could be compared, so no problem could fail the run.

            With --baseline, junit.xml fails a configuration only for a problem the \
            baseline did not have there, as the exit status does: a known problem, and every \
            problem of a configuration the baseline did not solve, passes, listed in the test \
            case's system-out under a line saying why (report.json and index.html are the \
            same with or without a baseline).

            The HTML report draws one picture per distinct finding of each document, not one \
            per configuration (--report-pictures every for that), so that it opens for a \
            batch of a hundred thousand configurations; report.json and junit.xml list every \
            configuration. Reports are written a document at a time as the documents are \
            solved, so memory does not grow with the matrix.

            Examples:
              layoutdb batch --report reports
              layoutdb batch login --devices phones --content-sizes default --directions ltr
              layoutdb batch Main.storyboard --devices phones     every scene stored from it
              layoutdb batch --baseline last --report-format junit --report ci
              layoutdb batch --devices phones --resume   after Ctrl-C, goes on

            A CI job (README, "On CI"): every phone, text size and direction, failing only \
            on what is new since the last run, the report kept as the job's artifacts:
              layoutdb batch --devices phones --baseline last --report artifacts --progress --format json > batch.json
              status 0: nothing new; 1: new problems (batch.json's regressions, junit.xml's failures); any other: the check itself failed
            """)

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "Stored documents (default: all); a storyboard or xib, by name or path, stands for every document stored from it.")
    var names: [String] = []

    @Option(help: ArgumentHelp(
        "all, phones, pads (not the 3.5-inch iPhone, solved only where named), or device ids/names separated by commas.",
        valueName: "devices"))
    var devices = "all"
    @Option(help: ArgumentHelp("both, portrait or landscape.", valueName: "orientations")) var orientations = "both"
    @Option(help: ArgumentHelp(
        "all, none, or splitView and slideOver separated by commas (default: all).",
        discussion: "all: each iPad's confirmed Split View widths and its decided Slide Over width, where it has one "
            + "(Documentation/Devices.md); none: full screen only.",
        valueName: "modes"))
    var multitasking: String?
    @Flag(name: .customLong("no-multitasking"), help: "Full screen only (--multitasking none).") var noMultitasking = false
    @Option(name: .customLong("content-sizes"), help: ArgumentHelp(
        "all, default, or categories separated by commas.", valueName: "sizes"))
    var contentSizes = "all"
    @Option(help: ArgumentHelp("both, ltr or rtl.", valueName: "directions")) var directions = "both"

    @Option(help: ArgumentHelp(
        "Fail only on problems new since this run: an id, or last.", valueName: "RUN|last"))
    var baseline: String?
    @Flag(help: "Count warnings as failures too.") var strict = false
    @Flag(help: ArgumentHelp(
        "Continue the newest interrupted run of the same documents and options, skipping what it stored.",
        discussion: "Without such a run, says why and starts a new one."))
    var resume = false
    @Flag(name: .customLong("take-over"), help: ArgumentHelp(
        "With --resume, continue the run even though another batch holds it.",
        discussion: "Only for a batch that is gone but cannot be checked from here (a job killed on another machine)."))
    var takeOver = false

    @Option(help: ArgumentHelp("Write reports into this folder.", valueName: "dir")) var report: String?
    @Option(name: .customLong("report-format"), help: ArgumentHelp(
        "The report files: json, junit, html, separated by commas.", valueName: "formats"))
    var reportFormat = "json,junit,html"
    @Option(name: .customLong("report-pictures"), help: ArgumentHelp(
        "Pictures in index.html: one-per-finding, or every configuration (small runs).",
        discussion: "one-per-finding: configurations of a document with the same problems (kind and views) share one card and picture, which lists them all; every: a card and picture per configuration.",
        valueName: "one-per-finding|every"))
    var reportPictures: ReportPictures = .onePerFinding

    @OptionGroup var format: OutputFormatOption
    @Option(parsing: .unconditional, help: "Solving tasks at once (default: every core).") var jobs: Int?
    @Flag(name: .customLong("no-cache"), help: "Do not store results or record the run (benchmarks).")
    var noCache = false
    @Flag(help: "Rebuild the engine for every configuration (the benchmark's naive loop).") var naive = false
    @Flag(name: .customLong("show-rebuilds"), help: ArgumentHelp(
        "After the run, say on standard error which documents' engines were rebuilt instead of resized, and why.",
        discussion: "A batch resizes one engine per document and trait collection from window to window; a rebuild "
            + "(a conflict that may now break another constraint, an inset that cannot move in place) costs a whole "
            + "solve. This is where a slow batch's time goes."))
    var showRebuilds = false
    @Flag(help: ArgumentHelp(
        "No progress on standard error.",
        discussion: "Progress is a bar on a terminal, and nothing when standard error is a file or a pipe unless --progress."))
    var quiet = false
    @Flag(help: "Progress as a plain line every few seconds where standard error is not a terminal (CI logs).")
    var progress = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if noMultitasking, let multitasking {
            throw ValidationError("--no-multitasking and --multitasking \(EchoedName.plain(multitasking)) contradict each other; give one")
        }
        if quiet && progress { throw ValidationError("--quiet and --progress contradict each other; give one") }
        if takeOver && !resume { throw ValidationError("--take-over applies to the run --resume continues; give --resume too") }
        if resume && noCache {
            throw ValidationError("--resume continues a recorded run, and --no-cache records none; give one")
        }
        // Checked with or without --report: a misspelt format used to pass unnoticed
        // until the day --report was added, after a whole batch had run.
        if BatchReportFormat.list(reportFormat) == nil {
            throw ValidationError("--report-format \(EchoedName.plain(reportFormat)): use json, junit and html, separated by commas")
        }
    }

    func run() throws {
        let matrix: BatchMatrix
        do {
            matrix = try BatchMatrix(
                devices: devices, orientations: orientations, multitasking: noMultitasking ? "none" : multitasking ?? "all",
                contentSizes: contentSizes,
                directions: directions)
        } catch {
            throw ValidationError("\(error)")
        }
        if let report {
            do {
                try BatchReportFormat.checkDirectory(report)
            } catch {
                printError("layoutdb: \(error)")
                throw ExitStatus.cannotCreate
            }
        }
        let db = try database.open()
        // A batch over an empty database checked nothing, said "No errors." and exited 0:
        // a CI job pointed at the wrong database passed. Nothing to check is a usage error.
        if self.names.isEmpty, try storeCall({ () throws(StoreError) in try db.store.list() }).isEmpty {
            printError("layoutdb: \(db.store.path) holds no documents, so there is nothing to solve (add some with `layoutdb import FILE`)")
            throw ExitCode.validationFailure
        }
        let names = try BatchDocumentNames.resolve(self.names, in: db.store)
        let documents = names.isEmpty ? try storeCall { () throws(StoreError) in try db.store.list().map(\.name) } : names
        let choice = try baselineChoice(db, documents: documents, matrix: matrix)
        let compared = choice.flatMap { choice in choice.run.map { (run: $0, problems: choice.problems) } }
        let comparison = try choice.map { try comparing($0, documents: documents, matrix: matrix) }
        // A read-only database (a CI cache mounted read-only) still answers the question
        // a batch asks; only the record of the run is lost, so it goes without one.
        if let reason = db.store.readOnlyReason, !noCache {
            printNote(
                "layoutdb: \(db.store.path): the database is read-only (\(reason)); "
                    + "solving without recording the run or caching its results",
                kind: "readOnly", fields: [("database", .string(db.store.path))])
        }
        // Caught from before the report's folder exists: Ctrl-C never leaves its parts.
        let interrupts = InterruptSignals()
        defer { interrupts.stop() }
        let writer = try reportWriter()
        interrupts.onForcedExit { writer?.discard() }
        var options = BatchOptions(
            matrix: matrix, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            storesResults: !noCache && !db.store.isReadOnly,
            keepsResults: writer != nil, strategy: naive ? .rebuildEach : .incremental,
            // The summary and regressions are counted as groups finish, and the report is
            // written a document at a time, so memory does not grow with the matrix.
            keepsOutcomes: false,
            regressionRule: BatchRegressionRule(baseline: compared?.problems, strict: strict))
        let printer = BatchProgressPrinter(quiet: quiet, lines: progress, json: format.value == .json)
        if resume { options.resume = try resumption(db, names: names, matrix: matrix, stores: options.storesResults) }
        let chosen = options
        // junit.xml fails a configuration only for what is new since this run.
        let baselineRun = compared?.run
        let run: BatchRun
        do {
            run = try AsyncBridge.run(cancelledBy: interrupts) { () async throws(BatchError) -> BatchRun in
                try await db.batch(names: names, options: chosen, progress: printer.update) { outcomes in
                    // A failure is kept by the writer and said after the run (finish).
                    let reported = outcomes.filter { $0.reportEntry != nil }
                    try? writer?.add(
                        reported.compactMap(\.reportEntry),
                        standings: baselineRun.map { run in reported.map { chosen.regressionRule?.standing(of: $0, run: run) ?? .notCovered(run: run) } })
                }
            }
        } catch {
            if case .interrupted(let id, let solved, let total) = error, let signal = interrupts.received {
                writer?.discard()
                printer.interrupted()
                printError("layoutdb: batch interrupted by \(InterruptSignals.name(signal)) after \(solved) of \(total) "
                    + "configurations; kept: \(kept(run: id, solved: solved))\(reportFate)")
                throw ExitCode(128 + signal)
            }
            writer?.discard()
            printError("layoutdb: \(error)")
            if case .store(.unknownDocument) = error { throw ExitCode.validationFailure }
            throw ExitStatus.failure(error)
        }
        let regressions = run.foundRegressions
        if showRebuilds {
            if run.rebuildCauses.isEmpty {
                printNote("rebuilds: none (every engine was resized in place)", kind: "rebuilds", fields: [("document", .null)])
            }
            for (document, causes) in run.rebuildCauses.sorted(by: { $0.key < $1.key }) {
                let sorted = causes.sorted { ($0.value, $1.key.rawValue) > ($1.value, $0.key.rawValue) }
                let counted = sorted.map { "\($0.key.rawValue) \($0.value)" }
                printNote("rebuilds \(document): " + counted.joined(separator: ", "), kind: "rebuilds", fields: [
                    ("document", .string(document)), ("causes", .object(sorted.map { ($0.key.rawValue, .integer($0.value)) })),
                ])
            }
        }
        var written: [String] = []
        if let writer {
            do {
                written = try AsyncBridge.run(cancelledBy: interrupts) { () throws(ReportWriteError) -> [String] in
                    try writer.finish()
                }
            } catch {
                if let signal = interrupts.received {
                    writer.discard()
                    printError("layoutdb: batch interrupted by \(InterruptSignals.name(signal)) while writing the report; "
                        + "kept: \(kept(run: run.id, solved: run.tally.configurations))\(reportFate)")
                    throw ExitCode(128 + signal)
                }
                printError("layoutdb: \(error)")
                throw ExitStatus.cannotCreate
            }
        }
        // Past this point the work is done and kept whole; a late Ctrl-C still ends the
        // command as interrupted (a shell loop stops), after the summary.
        interrupts.stop()
        switch format.value {
        case .json:
            // Streamed: without a baseline a large corpus has hundreds of thousands of
            // regressions, and their tree and text at once took half a gigabyte.
            let members = json(run, matrix: matrix, comparison: comparison, regressions: regressions, reports: written)
            JSONStreamingPrinter.print(members) { print($0, terminator: "") }
        case .text:
            print(text(run, matrix: matrix, comparison: comparison, regressions: regressions, reports: written))
        }
        if let signal = interrupts.received {
            printError("layoutdb: batch interrupted by \(InterruptSignals.name(signal)) after it had finished; "
                + "its results\(written.isEmpty ? "" : " and report") are kept whole")
            throw ExitCode(128 + signal)
        }
        if !regressions.isEmpty { throw ExitStatus.problemsFound }
    }

    /// What became of `--report` when the batch was interrupted.
    private var reportFate: String {
        guard let report else { return "" }
        return "; no report was written, and nothing of it is left in \(report)"
    }

    /// The writer of `--report`, which takes each document as it is solved; nil without.
    private func reportWriter() throws -> LayoutReportWriter? {
        guard let report, let formats = BatchReportFormat.list(reportFormat) else { return nil }
        do {
            return try BatchReportFormat.writer(
                formats: formats, toDirectory: report, strict: strict, pictures: reportPictures)
        } catch {
            printError("layoutdb: \(error)")
            throw ExitStatus.cannotCreate
        }
    }
}
