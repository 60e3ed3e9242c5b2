import ArgumentParser
import Foundation
import LayoutDB

extension LayoutDBCommand {
    /// Parses the arguments and runs the subcommand, as `ParsableCommand.main()` does,
    /// except for a `ValidationError` thrown from a subcommand's `run()` (an unknown
    /// device, a size class that does not parse): the library reports those against the
    /// root command, "Usage: layoutdb <subcommand>", which tells the user nothing. Here
    /// they get the usage of the subcommand that ran, and the same exit status, 64.
    static func main() {
        // The build's identity is the executable's size and time, read once; read now,
        // before a long batch, so that a rebuild while it runs (which replaces the file)
        // cannot change what this process records its results under.
        _ = EngineVersion.current
        let given = Array(Swift.CommandLine.arguments.dropFirst())
        let report = JSONErrorReport(arguments: given)
        JSONErrorReport.$lines.withValue(report?.collected) { run(given, report: report) }
    }

    /// Parses `given` and runs the command; with `report` (`--format json`), a failure
    /// ends with its JSON line (``JSONErrorReport``).
    private static func run(_ given: [String], report: JSONErrorReport?) {
        var command: any ParsableCommand
        var arguments: [String] = []
        do {
            arguments = try LeadingDatabaseOptions.rearranged(given)
            command = try parseAsRoot(arguments)
        } catch let refusal as LeadingDatabaseOptions.Refusal {
            printError("layoutdb: \(refusal.message)")
            leave(ExitCode.validationFailure, report: report)
        } catch {
            // A misspelt command: named, with the one meant, instead of "Unexpected argument".
            if let hint = UnknownCommandHint.message(for: arguments) {
                printError("layoutdb: \(hint)")
                leave(ExitCode.validationFailure, report: report)
            }
            let status = exitCode(for: error)
            // --help and --version: printed by the parser, status 0.
            guard status != .success, report != nil else { exit(withError: error) }
            printUsageError(fullMessage(for: error), message: message(for: error))
            leave(status, report: report)
        }
        do {
            try command.run()
            checkStandardOutput(report: report)
        } catch let error as ValidationError {
            let subcommand = type(of: command)
            let path = ([configuration.commandName ?? "layoutdb"] + commandPath(to: subcommand)).joined(separator: " ")
            printUsageError(
                "Error: \(error.message)\nUsage: \(usageString(for: subcommand))\n  See '\(path) --help' for more information.",
                message: error.message)
            leave(ExitCode.validationFailure, report: report)
        } catch let error as ExitCode {
            checkStandardOutput(report: report)
            leave(error, report: report)
        } catch {
            checkStandardOutput(report: report)
            let status = exitCode(for: error)
            // Every failure a command expects is an exit status of its own (64, 65, 73,
            // 75) after its message; an error the parser does not know got its status
            // 1, which is "layout problems found", so a CI job read a broken check as
            // new problems. It is 70 (sysexits' EX_SOFTWARE): the check itself failed.
            if status == .failure {
                printError("layoutdb: internal error: \(error)")
                leave(ExitStatus.internalError, report: report)
            }
            // The parser's own (a subcommand's --help: 0, printed by it).
            guard status != .success, report != nil else { exit(withError: error) }
            printUsageError(fullMessage(for: error), message: message(for: error))
            leave(status, report: report)
        }
    }

    /// Writes a usage error (`text`: its message, then the usage block) on standard
    /// error; `message` alone goes to the JSON error line's messages, not the block.
    private static func printUsageError(_ text: String, message: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
        JSONErrorReport.lines?.append(message)
    }

    /// Exits with `status`, after the JSON line of `report` when the status is a failure
    /// (neither 0 nor 1, "layout problems found", whose result is on standard output).
    private static func leave(_ status: ExitCode, report: JSONErrorReport?) -> Never {
        if let report, status.rawValue != 0, status.rawValue != 1 {
            FileHandle.standardError.write(Data((report.line(status: status.rawValue) + "\n").utf8))
        }
        exit(withError: status)
    }

    /// Ends the command with status 73 when what it printed could not all be written
    /// (`layoutdb export login > /dev/full`, a full disk): `print` drops write errors, so
    /// a truncated result used to exit 0.
    static func checkStandardOutput(report: JSONErrorReport? = nil) {
        let flushFailed = fflush(nil) != 0
        let reason = flushFailed ? String(cString: strerror(errno)) : "a write failed"
        guard flushFailed else { return }
        printError("layoutdb: cannot write to standard output: \(reason)")
        leave(ExitStatus.cannotCreate, report: report)
    }

    /// The names leading from the root to `target` (`["query", "changes"]`), or `[]`
    /// when it is not in the tree.
    static func commandPath(to target: any ParsableCommand.Type, from root: any ParsableCommand.Type = LayoutDBCommand.self) -> [String] {
        for child in root.configuration.subcommands {
            let name = child.configuration.commandName ?? String(describing: child).lowercased()
            if ObjectIdentifier(child) == ObjectIdentifier(target) { return [name] }
            let below = commandPath(to: target, from: child)
            if !below.isEmpty { return [name] + below }
        }
        return []
    }
}
