import ArgumentParser
import Foundation
import LayoutDB

/// `layoutdb demo`: the main job on the bundled examples.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Import the bundled example documents, solve them on several devices and explain what was found.",
        discussion: """
            Imports every document in examples/ into a database (a fresh temporary one unless \
            --db is given), solves each on a small and a large iPhone in both orientations, an \
            iPad in full screen and in a one-third Split View, right to left, and at the largest \
            accessibility text size, and prints a table of what it found, then the problems \
            in UIKit's words. Then it solves the small constraint systems in \
            examples/systems/ (one with a required conflict, one ambiguous). It ends with a \
            batch over the examples (three devices, every orientation and Split View width, two \
            text sizes, both directions) and prints where its HTML report is.

            Ctrl-C (SIGINT) or SIGTERM stops it as it stops `layoutdb batch`: after the step \
            under way (in the closing batch, once the configurations being solved are done), \
            with one line saying where it stopped, no report (nothing of one is left in the \
            report folder), the temporary database removed, and exit status 130 (SIGINT) or \
            143 (SIGTERM); a second one stops it at once.

            Exit status: 0 when the demo ran (the examples' problems are what it shows), 64 bad \
            usage (an examples folder that does not exist), 65 an example that does not read, \
            73 a report folder that cannot be written, 130 or 143 when interrupted.

            Example:
              layoutdb demo
              layoutdb demo --examples path/to/examples --db demo.sqlite
            """
    )

    @Option(help: "The examples folder (default: $LAYOUTDB_HOME/examples, else ./examples).")
    var examples: String?

    @Option(name: .customLong("db"), help: "Keep the demo's database at this path (default: a temporary file).")
    var databasePath: String?

    @Option(name: .customLong("report"), help: "Write the closing batch's reports here (default: a temporary folder).")
    var reportPath: String?

    /// The configurations the demo solves every document for.
    static let configurations: [(label: String, device: String, orientation: Orientation, multitasking: Multitasking,
                                 contentSize: ContentSizeCategory, direction: LayoutDirection)] = [
        ("iPhone SE", "iphone-se-2-3", .portrait, .fullScreen, .large, .leftToRight),
        ("iPhone 15", "iphone-6.1inch-island", .portrait, .fullScreen, .large, .leftToRight),
        ("iPhone 15 landscape", "iphone-6.1inch-island", .landscape, .fullScreen, .large, .leftToRight),
        ("iPhone 15 RTL", "iphone-6.1inch-island", .portrait, .fullScreen, .large, .rightToLeft),
        ("iPhone 15 AX5 text", "iphone-6.1inch-island", .portrait, .fullScreen, .accessibilityExtraExtraExtraLarge, .leftToRight),
        ("iPad Pro 11", "ipad-pro-11inch", .landscape, .fullScreen, .large, .leftToRight),
        ("iPad 1/3 Split View", "ipad-pro-11inch", .landscape, .third, .large, .leftToRight),
    ]

    func run() throws {
        let root = examples
            ?? ProcessInfo.processInfo.environment["LAYOUTDB_HOME"].map { $0 + "/examples" }
            ?? "examples"
        // A binary run outside the repository (no LAYOUTDB_HOME, no ./examples) found no
        // documents, skipped them without a word and failed on the systems with status 66,
        // which no command documents.
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
            printError("layoutdb: demo: no examples folder at \(root) (give --examples DIR, the examples folder of "
                + "layoutdb's repository, or run bin/layoutdb demo there); nothing was done")
            throw ExitCode.validationFailure
        }
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted().map { root + "/" + $0 }
        let path = databasePath ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutdb-demo-\(ProcessInfo.processInfo.processIdentifier).sqlite").path
        defer {
            if databasePath == nil {
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            }
        }
        // Caught for the whole demo, so that Ctrl-C ends it through the `defer` above (which
        // removes its temporary database) rather than killing it where it stands.
        let interrupts = InterruptSignals()
        defer { interrupts.stop() }
        let db = files.isEmpty ? nil : try DatabaseOptions.open(path: path)
        if let db { try demoDocuments(files, db) }
        try stopIfInterrupted(interrupts, after: "importing and solving the examples")
        try demoSystems(root + "/systems")
        try stopIfInterrupted(interrupts, after: "solving the constraint systems")
        if let db { try demoBatch(db, interrupts: interrupts) }
    }

    /// Ends the demo when a signal came during the step just done, saying so.
    private func stopIfInterrupted(_ interrupts: InterruptSignals, after step: String) throws {
        guard let signal = interrupts.received else { return }
        printError("layoutdb: demo interrupted by \(InterruptSignals.name(signal)) after \(step)\(databaseFate)")
        throw ExitCode(128 + signal)
    }

    /// What becomes of the demo's database when it is interrupted.
    private var databaseFate: String {
        databasePath.map { "; \($0) keeps what was done" } ?? "; its temporary database is removed"
    }

    /// The batch the demo ends with: every example on three devices in every orientation
    /// and confirmed Split View width, at the default and the largest text size, in both
    /// directions, with the HTML report.
    static let batchMatrix = (
        devices: "iphone-se-2-3,iphone-6.1inch-island,ipad-pro-11inch",
        contentSizes: "default,accessibilityExtraExtraExtraLarge")

    private func demoBatch(_ db: LayoutDatabase, interrupts: InterruptSignals) throws {
        let folder = reportPath ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutdb-demo-report-\(ProcessInfo.processInfo.processIdentifier)").path
        let matrix: BatchMatrix
        do {
            matrix = try BatchMatrix(devices: Self.batchMatrix.devices, contentSizes: Self.batchMatrix.contentSizes)
        } catch {
            printError("layoutdb: \(error)")
            throw ExitStatus.dataError
        }
        print("\nBatch: every example × \(matrix.configurations.count) configurations "
            + "(`layoutdb batch --devices \(Self.batchMatrix.devices) --content-sizes \(Self.batchMatrix.contentSizes)`)…")
        // Written a document at a time, as `layoutdb batch --report` does, so that an
        // interrupted demo can discard it whole.
        let writer: LayoutReportWriter
        do {
            writer = try BatchReportFormat.writer(formats: [.html, .json, .junit], toDirectory: folder, strict: false)
        } catch {
            printError("layoutdb: \(error)")
            throw ExitStatus.cannotCreate
        }
        interrupts.onForcedExit { writer.discard() }
        let options = BatchOptions(matrix: matrix, keepsResults: true, keepsOutcomes: false)
        let printer = BatchProgressPrinter(quiet: false)
        let run: BatchRun
        do {
            run = try AsyncBridge.run(cancelledBy: interrupts) { () async throws(BatchError) -> BatchRun in
                try await db.batch(options: options, progress: printer.update) { outcomes in
                    try? writer.add(outcomes.compactMap(\.reportEntry))
                }
            }
        } catch {
            writer.discard()
            if case .interrupted(_, let solved, let total) = error, let signal = interrupts.received {
                printer.interrupted()
                printError("layoutdb: demo interrupted by \(InterruptSignals.name(signal)) during its closing batch, after "
                    + "\(solved) of \(total) configurations; no report was written, and nothing of it is left in \(folder)"
                    + databaseFate)
                throw ExitCode(128 + signal)
            }
            printError("layoutdb: \(error)")
            throw ExitStatus.dataError
        }
        let paths: [String]
        do {
            paths = try AsyncBridge.run(cancelledBy: interrupts) { () throws(ReportWriteError) -> [String] in
                try writer.finish()
            }
        } catch {
            writer.discard()
            if let signal = interrupts.received {
                printError("layoutdb: demo interrupted by \(InterruptSignals.name(signal)) while writing the closing "
                    + "batch's report; no report was written, and nothing of it is left in \(folder)" + databaseFate)
                throw ExitCode(128 + signal)
            }
            printError("layoutdb: \(error)")
            throw ExitStatus.cannotCreate
        }
        interrupts.stop()
        print(run.summary.text)
        print("\nHTML report: \(paths.first { $0.hasSuffix(".html") } ?? folder)")
    }

    private func demoDocuments(_ files: [String], _ db: LayoutDatabase) throws {
        let outcomes: [SaveOutcome]
        do {
            outcomes = try db.importFiles(files)
        } catch {
            printError("layoutdb: \(error)")
            throw ExitStatus.dataError
        }
        print("Imported \(outcomes.count) documents: \(outcomes.map(\.name).joined(separator: ", "))")
        print("Solving each for \(Self.configurations.count) configurations…\n")
        var rows: [[String]] = []
        var details: [String] = []
        for outcome in outcomes {
            var row = [outcome.name]
            for configuration in Self.configurations {
                do {
                    let setup = SolveSetup(configuration: try DeviceConfiguration(
                        deviceNamed: configuration.device, orientation: configuration.orientation,
                        multitasking: configuration.multitasking, contentSize: configuration.contentSize,
                        direction: configuration.direction))
                    let solved = try db.solve(name: outcome.name, setup: setup)
                    let errors = solved.diagnostics.filter(\.isError)
                    let warnings = solved.diagnostics.count - errors.count
                    row.append(errors.isEmpty && warnings == 0 ? "ok" : "\(errors.count)E \(warnings)W")
                    if let first = errors.first ?? solved.diagnostics.first {
                        details.append("\(outcome.name) on \(configuration.label): [\(first.kind)] \(first.message)")
                    }
                } catch {
                    row.append("error")
                    details.append("\(outcome.name) on \(configuration.label): \(error)")
                }
            }
            rows.append(row)
        }
        print(TextTable(header: ["DOCUMENT"] + Self.configurations.map(\.label), rows: rows).text)
        print("\n(ok: no problems; E: unsatisfiable or ambiguous, as UIKit would log; W: clipped, off-screen, overlapping, collapsed or misplaced views)")
        if outcomes.contains(where: { $0.name == Self.directionExample.document }) { try demoDirections(db) }
        if !details.isEmpty {
            print("\nFirst problem of each configuration:")
            for detail in details.prefix(12) { print("\n" + detail) }
            if details.count > 12 { print("\n… and \(details.count - 12) more (see `layoutdb solve NAME --device …`)") }
        }
        print("")
    }

    /// The example whose rows the right-to-left section compares, on the iPhone 15: a
    /// price row and a video row laid out with leading and trailing, and the video's
    /// playback controls, kept left to right (`semanticContentAttribute`
    /// `forceLeftToRight`, as the video player controls of the shared corpus have it).
    static let directionExample = (
        document: "product-page", device: "iphone-6.1inch-island",
        rows: [DemoDirectionText.Row(container: "priceRow"), DemoDirectionText.Row(container: "videoRow"),
               DemoDirectionText.Row(container: "controls", keptBecause: "playback controls, forced left to right")])

    /// Solves the example left to right and right to left and prints each row's views in
    /// the order they appear on screen (the solves come from the cache the table filled).
    private func demoDirections(_ db: LayoutDatabase) throws {
        let example = Self.directionExample
        let solved = try [LayoutDirection.leftToRight, .rightToLeft].map { direction in
            try db.solve(name: example.document, setup: SolveSetup(configuration: try DeviceConfiguration(
                deviceNamed: example.device, orientation: .portrait, contentSize: .large, direction: direction)))
        }
        let lines = DemoDirectionText(leftToRight: solved[0], rightToLeft: solved[1], rows: example.rows).lines
        guard !lines.isEmpty else { return }
        print("\nRight to left: \(example.document) on the iPhone 15, each row's views from left to right on screen "
            + "(`layoutdb solve \(example.document) --direction rtl` for the frames):\n")
        for line in lines { print(line) }
    }

    private func demoSystems(_ folder: String) throws {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            printError("layoutdb: demo: no constraint systems at \(folder) (give --examples DIR, the examples folder of "
                + "layoutdb's repository, which holds systems/)")
            throw ExitCode.validationFailure
        }
        print("Constraint systems (examples/systems):\n")
        var problems = 0
        for name in names.filter({ $0.hasSuffix(".json") }).sorted() {
            let path = folder + "/" + name
            let workload = try SolverWorkload.load(commandLinePath: path)
            var session = try WorkloadSession(workload)
            print("== \(workload.name) (\(workload.constraints.count) constraints, \(workload.variables.count) variables)")
            for conflict in session.conflicts {
                print(WorkloadExplanation(session).unsatisfiableLog(conflict))
                problems += 1
            }
            for k in 0..<workload.stepCount {
                if k > 0 { try session.apply(workload.steps[k]) }
                let suggestions = workload.steps.isEmpty ? "" : " " + workload.accumulatedSuggestions(through: k)
                    .sorted { $0.key < $1.key }
                    .map { "\(workload.variables[$0.key]) = \(WorkloadExplanation.number($0.value))" }
                    .joined(separator: ", ")
                print("step \(k)\(suggestions.isEmpty ? "" : ":" + suggestions)")
                print(WorkloadExplanation(session).text(step: k), terminator: "")
            }
            print("")
        }
        print("Solved \(names.filter { $0.hasSuffix(".json") }.count) systems; \(problems) required conflict(s) broken.")
    }
}
