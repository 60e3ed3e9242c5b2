import ArgumentParser
import Foundation
import LayoutDB

/// `layoutdb`: the command line, a thin shell over the LayoutDB library.
@main
struct LayoutDBCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutdb",
        abstract: "A layout document store with an Auto Layout engine.",
        usage: "layoutdb [--db <path>] [--read-only] <subcommand>",
        discussion: """
            layoutdb keeps layout documents (views, constraints, stack views, size-class \
            variants) in SQLite and solves them the way UIKit does: strict priorities, \
            unsatisfiable layouts explained with the minimal set of conflicting constraints, \
            ambiguous layouts shown with another valid solution.

            Start with:
              layoutdb demo                       import and solve the examples
              layoutdb import FILE...             store .json/.storyboard/.xib
              layoutdb solve NAME --device ID     frames and problems, one setup
              layoutdb devices                    the devices you can name

            The database is --db PATH (default: $LAYOUTDB_DB, else ./layoutdb.sqlite), given \
            before the subcommand or after it, with --read-only beside it: `layoutdb --db \
            ci.sqlite list` is `layoutdb list --db ci.sqlite`. Every subcommand that opens the \
            database takes them; devices, demo and system do not.

            Exit status (each subcommand's --help says which it returns): 0 done; 1 layout \
            problems found (solve, trace, batch); 64 bad usage; 65 input that does not parse \
            or validate, or a database that is not layoutdb's; 70 a failure layoutdb did not \
            expect (`layoutdb: internal error: ...`, a bug); 73 an output that cannot be \
            written; 75 a database another process kept locked (try again later); 130 and \
            143 interrupted. With --format json a failure ends standard error with a JSON line.
            """,
        // The engine build the solve cache keys results by: what a bug report or CI log
        // needs (`--version` was an unknown option), then the same build as `runs`,
        // `vacuum` and `batch --resume` name it (`0.2 built 2026-11-29 08:18:46 UTC`),
        // which the bare key (`0.2+38032528.1795940326`) does not let a reader match.
        version: "\(EngineVersion.current) (\(EngineVersion.described(EngineVersion.current)))",
        subcommands: [
            DemoCommand.self, ImportCommand.self, ExportCommand.self, ListCommand.self, ShowCommand.self,
            RevisionsCommand.self, RemoveCommand.self, ResolveCommand.self, SolveCommand.self, DevicesCommand.self,
            TraceCommand.self, ExplainCommand.self, QueryCommand.self, SQLCommand.self, BatchCommand.self,
            RunsCommand.self, VacuumCommand.self, RenderCommand.self, DiffCommand.self, ServeCommand.self,
            SystemCommand.self,
        ]
    )
}

/// Exit statuses shared by every command (sysexits.h, as swift-argument-parser uses 64).
enum ExitStatus {
    /// The input does not parse or validate.
    static let dataError = ExitCode(65)
    /// Layout problems were found.
    static let problemsFound = ExitCode(1)
    /// An output file (`-o`) cannot be written (sysexits.h's EX_CANTCREAT).
    static let cannotCreate = ExitCode(73)
    /// The database is locked by another process: trying again later works (EX_TEMPFAIL).
    static let temporaryFailure = ExitCode(75)
    /// A failure no command expects (sysexits.h's EX_SOFTWARE): never 1, which says
    /// layout problems were found.
    static let internalError = ExitCode(70)

    /// `otherwise`, or ``temporaryFailure`` when `error` is a database another process
    /// kept locked (``StoreError/busy(path:)``, alone or inside an import, solve or
    /// batch error), or a run another batch is continuing (``BatchError/runHeld(run:by:since:)``),
    /// which is neither bad input nor bad usage: a CI job can retry it.
    static func failure(_ error: any Error, otherwise: ExitCode = dataError) -> ExitCode {
        let store: StoreError?
        switch error {
        case let error as StoreError: store = error
        case ImportError.store(let error): store = error
        case SolveError.store(let error): store = error
        case BatchError.store(let error): store = error
        // Another batch is continuing the run, or has finished it: trying again works.
        case BatchError.runHeld, BatchError.runFinishedElsewhere: return temporaryFailure
        default: store = nil
        }
        if case .busy = store { return temporaryFailure }
        return otherwise
    }
}

/// Writes a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    JSONErrorReport.lines?.append(message)
}

/// Writes what a document file held that its documents leave out, one line on standard
/// error (`layoutdb: warning: Main.storyboard:42: view 'c-1': skipped …`), so that
/// standard output (JSON included) holds only results; with `--format json`, its JSON
/// line with the file, line, element and document apart (``printWarning(_:fields:)``).
func printWarning(_ warning: ImportWarning) {
    var fields: [(String, JSONValue)] = [("file", .string(warning.file)), ("line", .number(Double(warning.line)))]
    if let element = warning.element { fields.append(("element", .string(element))) }
    if let document = warning.document { fields.append(("document", .string(document))) }
    printWarning("\(warning)", fields: fields)
}

/// Writes a warning on standard error: `layoutdb: warning: MESSAGE`, or with `--format
/// json` one line of JSON, `{"warning":{"message":MESSAGE,…}}` with `fields` after the
/// message (what a program would otherwise cut out of the sentence: the file and line,
/// the document). A program that reads the JSON result used to find English sentences
/// on standard error beside the error line's JSON; now each warning is a line it can
/// parse, and the error line's `messages` still lists it as `warning: MESSAGE`
/// (Documentation/JSONOutput.md, "Warnings").
func printWarning(_ message: String, fields: [(String, JSONValue)] = []) {
    guard let lines = JSONErrorReport.lines else {
        printError("layoutdb: warning: \(message)")
        return
    }
    let line = JSONValue.object([("warning", .object([("message", .string(message))] + fields))]).compact
    FileHandle.standardError.write(Data((line + "\n").utf8))
    lines.append("layoutdb: warning: \(message)")
}

/// Writes a note on standard error: a line for the person watching the command, neither
/// a result nor a warning (which baseline run `batch --baseline last` took, the run
/// `--resume` continues, progress, a hint). `line` is the text as written without
/// `--format json` (`layoutdb: --baseline last: comparing with batch run 3, …`); with
/// it, one line of JSON, `{"note":{"message":…,"kind":KIND,…}}`, the message without
/// `layoutdb: ` and `fields` after the kind, so that a program reading standard error
/// finds only JSON lines there (Documentation/JSONOutput.md, "Notes"). The error line's
/// `messages` keep the text, as they did.
func printNote(_ line: String, kind: String, fields: [(String, JSONValue)] = []) {
    guard let lines = JSONErrorReport.lines else {
        printError(line)
        return
    }
    let message = line.hasPrefix("layoutdb: ") ? String(line.dropFirst("layoutdb: ".count)) : line
    let json = JSONValue.object([("note", .object([("message", .string(message)), ("kind", .string(kind))] + fields))])
    FileHandle.standardError.write(Data((json.compact + "\n").utf8))
    lines.append(line)
}
